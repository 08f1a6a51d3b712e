import {
  type Actor,
  DomainError,
  isPushServiceEndpoint,
  type LoadCall,
  type LoadCallPush,
  type pushSubscriptionBody,
  sharedText,
} from '@dz/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { DomainEvent, EventPublisher } from '../../events/domain-events';
import type { Outbound } from '../../outbound/outbound';
import type { Repos } from '../../repos';
import type { PushSender } from './push.sender';

type Subscription = z.output<typeof pushSubscriptionBody>;

export interface PushServiceDeps {
  repos: Pick<Repos, 'push'>;
  sender: PushSender;
  publicKey: string;
  log: FastifyBaseLogger;
  /** Where a subscription's host resolves is checked with the server's outbound client. */
  outbound: Pick<Outbound, 'assertPublic'>;
  /** Push service hosts the club added (`PUSH_SERVICE_HOSTS`). */
  extraHosts: readonly string[];
}

/** The text of a load call in a language (the subscription's). */
export function loadCallPush(
  language: 'fi' | 'en',
  load: { date: string; loadId: string; number: number; call: LoadCall },
): LoadCallPush {
  return {
    title: sharedText(language, 'loadCall.title', { number: load.number }),
    body: sharedText(language, `loadCall.body.${load.call}`),
    tag: `load-call-${load.loadId}`,
    url: `/loads/${load.date}`,
  };
}

/**
 * Web Push for signed-in users: browsers subscribe and unsubscribe, and a load's call goes to every
 * subscription of its jumpers' users, once each, after the call committed. A subscription the push service
 * says is gone is removed; other failures are logged and the rest still go.
 */
export function createPushService(deps: PushServiceDeps) {
  const { repos, sender, log } = deps;
  const pending = new Set<Promise<unknown>>();

  async function sendLoadCall(event: Extract<DomainEvent, { type: 'loadCalled' }>) {
    const subs = await repos.push.ofUsers(event.clubId, event.userIds);
    const outcomes = await Promise.all(
      subs.map(async (sub) => {
        const payload = JSON.stringify(loadCallPush(sub.language, event));
        const result = await sender.send(sub, payload);
        if (result.outcome === 'gone') {
          await repos.push.removeEndpoint(sub.endpoint);
        } else if (result.outcome === 'failed') {
          log.warn({ err: result.error, loadId: event.loadId }, 'a load call push failed');
        }
        return result.outcome;
      }),
    );
    return outcomes;
  }

  return {
    publicKey(): { publicKey: string } {
      return { publicKey: deps.publicKey };
    },

    /**
     * Keeps this browser's subscription: only an endpoint on a real push service whose name resolves to public
     * addresses only (the server would otherwise send requests where a user points it); else 400, nothing saved.
     */
    async subscribe(actor: Actor, body: Subscription): Promise<void> {
      if (!isPushServiceEndpoint(body.endpoint, deps.extraHosts)) {
        throw new DomainError('pushSubscriptionInvalid');
      }
      try {
        await deps.outbound.assertPublic(body.endpoint);
      } catch {
        throw new DomainError('pushSubscriptionInvalid');
      }
      await repos.push.save({
        endpoint: body.endpoint,
        clubId: actor.clubId,
        userId: actor.userId,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        language: body.language,
      });
    },

    async unsubscribe(actor: Actor, endpoint: string): Promise<void> {
      await repos.push.remove(actor.userId, endpoint);
    },

    /** Sends a load's call to its jumpers' browsers; resolves with each subscription's outcome. */
    sendLoadCall,

    /** After commit: load calls go out in the background, so the manifest's request does not wait for them. */
    publisher(): EventPublisher {
      return {
        publish(events) {
          for (const event of events) {
            if (event.type !== 'loadCalled' || event.userIds.length === 0) {
              continue;
            }
            const sending = sendLoadCall(event)
              .catch((err: unknown) => log.error({ err, loadId: event.loadId }, 'load call pushes failed'))
              .finally(() => pending.delete(sending));
            pending.add(sending);
          }
        },
      };
    },

    /** Resolves when the pushes under way have gone (tests, and a graceful shutdown). */
    async idle(): Promise<void> {
      while (pending.size > 0) {
        await Promise.all([...pending]);
      }
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
