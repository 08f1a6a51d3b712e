import { centsToEuros } from '@dz/shared';
import type { DomainEvent, EventPublisher } from '../events/domain-events';
import type { Realtime } from './realtime';

type Routes = {
  [T in DomainEvent['type']]: (event: Extract<DomainEvent, { type: T }>, rt: Realtime) => void;
};

/**
 * The one table from domain events to socket events and rooms. Club rooms hold every signed-in socket of
 * the club, user rooms one user's tabs, public rooms the anonymous board. Payloads are ids and dates; the
 * web turns them into query invalidations (`web/src/app/realtimeInvalidations.ts`).
 */
export const eventRoutes: Routes = {
  usersChanged: (e, rt) => rt.broadcast(e.clubId, 'usersUpdated'),
  membersChanged: (e, rt) => rt.broadcast(e.clubId, 'membersUpdated'),
  clubChanged: (e, rt) => rt.broadcast(e.clubId, 'clubUpdated'),
  waiversChanged: (e, rt) => rt.broadcast(e.clubId, 'waiversUpdated'),
  balancesChanged: (e, rt) => {
    if (e.memberId) {
      rt.broadcast(e.clubId, 'paymentsUpdated', { memberId: e.memberId });
    } else {
      rt.broadcast(e.clubId, 'paymentsUpdated');
    }
    rt.broadcast(e.clubId, 'membersUpdated');
  },
  paymentTaken: (e, rt) => {
    rt.broadcast(e.clubId, 'paymentsUpdated', { memberId: e.memberId });
    rt.broadcast(e.clubId, 'membersUpdated');
    if (e.notifyUserId) {
      rt.sendToUser(e.notifyUserId, 'paymentsUpdatedNotifySender', {
        memberId: e.memberId,
        amount: centsToEuros(e.amountCents),
      });
    }
  },
  loadsChanged: (e, rt) => {
    for (const date of new Set(e.dates)) {
      rt.broadcast(e.clubId, 'loadsUpdated', { date });
      rt.broadcastPublic(e.clubId, 'loadsUpdated', { date, version: e.versions?.[date] });
    }
  },
  // the load itself changed through loadsChanged; here only its jumpers hear the call
  loadCalled: (e, rt) => {
    for (const userId of e.userIds) {
      rt.sendToUser(userId, 'loadCalled', {
        date: e.date,
        loadId: e.loadId,
        number: e.number,
        call: e.call,
        at: e.at,
      });
    }
  },
  // one event per day for the club: it refreshes the day, the members' balances and the payments
  loadsSettled: (e, rt) => {
    for (const date of new Set(e.dates)) {
      rt.broadcast(e.clubId, 'loadsUpdatedUpdateMembers', { date });
      rt.broadcastPublic(e.clubId, 'loadsUpdated', { date, version: e.versions?.[date] });
    }
  },
};

/** Publishes committed domain events over the sockets. */
export function createRealtimePublisher(realtime: Realtime): EventPublisher {
  return {
    publish(events) {
      for (const event of events) {
        (eventRoutes[event.type] as (e: DomainEvent, rt: Realtime) => void)(event, realtime);
      }
    },
  };
}
