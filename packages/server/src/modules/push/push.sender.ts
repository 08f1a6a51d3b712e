import type { Agent } from 'node:https';
import webpush from 'web-push';
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
 * Sends Web Push messages with the `web-push` library, signed with the server's VAPID keys. A message lives
 * 15 minutes at the push service (a call older than that is stale) and is urgent. `agent`: tests pass one
 * that trusts their local fake push service.
 */
export function createWebPushSender(opts: { keys: VapidKeys; subject: string; agent?: Agent }): PushSender {
  const vapidDetails = { subject: opts.subject, ...opts.keys };
  return {
    async send(target, payload) {
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            vapidDetails,
            TTL: 15 * 60,
            urgency: 'high',
            timeout: 10_000,
            ...(opts.agent ? { agent: opts.agent } : {}),
          },
        );
        return { outcome: 'sent' };
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode;
        const error = err instanceof Error ? err.message : String(err);
        return { outcome: status === 404 || status === 410 ? 'gone' : 'failed', error };
      }
    },
  };
}
