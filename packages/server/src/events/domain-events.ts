import type { Cents, LoadCall } from '@dz/shared';

/**
 * What happened, said by services in domain words. Services never talk to sockets: they hand these to the
 * unit of work, which publishes them only after the database transaction committed (never for a rolled-back
 * one, never twice). `realtime/event-routes.ts` alone decides which socket events and rooms each becomes.
 */
export type DomainEvent =
  /** Users of the club were created, changed, linked or removed. */
  | { type: 'usersChanged'; clubId: string }
  /** Members (or their waivers, roles, links) changed, but no money moved. */
  | { type: 'membersChanged'; clubId: string }
  /** Waivers of the club were signed, edited, ticked, approved or unapproved. */
  | { type: 'waiversChanged'; clubId: string }
  /** The club's settings, planes, jump lines, programs or waiver links changed. */
  | { type: 'clubChanged'; clubId: string }
  /** Money moved on one member's account (a transaction, a settlement) or on many (`memberId` left out). */
  | { type: 'balancesChanged'; clubId: string; memberId?: string }
  /**
   * An admin took a member's payment: balances changed, and the member's own user (when it is not the one
   * who took it) is told the amount.
   */
  | {
      type: 'paymentTaken';
      clubId: string;
      memberId: string;
      notifyUserId: string | null;
      amountCents: Cents;
    }
  /**
   * Loads of these club days changed (created, edited, manifested, deleted); no money moved. `versions` is
   * each day's public-board counter after the change, stamped before commit (`read-models/invalidation.ts`).
   */
  | { type: 'loadsChanged'; clubId: string; dates: string[]; versions?: Record<string, number> }
  /**
   * The manifest made a new call for a load: its jumpers' users (`userIds`, each once) hear it in their open
   * app and through Web Push. The load's change itself comes as `loadsChanged`.
   */
  | {
      type: 'loadCalled';
      clubId: string;
      date: string;
      loadId: string;
      number: number;
      call: LoadCall;
      /** When the call was made (ISO). */
      at: string;
      userIds: string[];
    }
  /** Loads of these days were landed or reopened: their jumpers were charged or refunded. */
  | { type: 'loadsSettled'; clubId: string; dates: string[]; versions?: Record<string, number> };

export type DomainEventType = DomainEvent['type'];

/** Where committed events go (the realtime module in the app, a list in tests). */
export interface EventPublisher {
  publish(events: readonly DomainEvent[]): void;
}

/** Publishes to each publisher in turn (the sockets, then Web Push). */
export function combinePublishers(...publishers: EventPublisher[]): EventPublisher {
  return {
    publish(events) {
      for (const publisher of publishers) {
        publisher.publish(events);
      }
    },
  };
}

/** Collects published events: for service tests that assert what a change announced. */
export function createEventRecorder(): EventPublisher & { events: DomainEvent[] } {
  const events: DomainEvent[] = [];
  return {
    events,
    publish(batch) {
      events.push(...batch);
    },
  };
}
