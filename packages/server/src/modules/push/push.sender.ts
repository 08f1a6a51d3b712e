import { isPushServiceEndpoint } from '@dz/shared';
import webpush from 'web-push';
import type { Outbound } from '../../outbound/outbound';
import type { VapidKeys } from './push.repo';

/** One browser to push to: its endpoint and the keys that encrypt for it. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a push service answered: delivered, gone for good (remove the subscription), or failed this time. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSender {
  send(target: PushTarget, payload: string): Promise<{ outcome: PushOutcome; error?: string }>;
}

/** A fresh VAPID key pair (P-256, base64url), for the first start. */
export function generateVapidKeys(): VapidKeys {
  return webpush.generateVAPIDKeys();
}

/** The VAPID subject: the app's sender address (`MAIL_FROM`, with or without a display name). */
export function vapidSubject(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

/**
 * Sends Web Push messages: `web-push` encrypts and signs them (VAPID), the server's one outbound client sends
 * them, to a real push service's host only and never to an address that is not public (checked again at every
 * send, since a name's answer can change). A message lives 15 minutes at the push service (a call older than that
 * is stale) and is urgent.
 */
export function createWebPushSender(opts: {
  keys: VapidKeys;
  subject: string;
  outbound: Outbound;
  /** Push service hosts the club added (`PUSH_SERVICE_HOSTS`). */
  extraHosts: readonly string[];
}): PushSender {
  const vapidDetails = { subject: opts.subject, ...opts.keys };
  return {
    async send(target, payload) {
      if (!isPushServiceEndpoint(target.endpoint, opts.extraHosts)) {
        return { outcome: 'failed', error: 'the endpoint is not on a push service' };
      }
      try {
        const details = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          { vapidDetails, TTL: 15 * 60, urgency: 'high' },
        );
        const res = await opts.outbound.request({
          purpose: 'push',
          url: details.endpoint,
          method: 'POST',
          headers: details.headers as Record<string, string>,
          body: details.body ?? undefined,
          timeoutMs: 10_000,
          maxBytes: 64 * 1024,
          publicOnly: true,
          maxRedirects: 0,
        });
        if (res.status >= 200 && res.status < 300) {
          return { outcome: 'sent' };
        }
        const gone = res.status === 404 || res.status === 410;
        return { outcome: gone ? 'gone' : 'failed', error: `the push service answered ${res.status}` };
      } catch (err) {
        return { outcome: 'failed', error: err instanceof Error ? err.message : String(err) };
      }
    },
  };
}
