import type { DomainEvent, EventPublisher } from '../events/domain-events';
import { toPaymentNotice } from '../modules/ledger/ledger.presenter';
import type { Realtime } from './realtime';

/** The public board's new answer for a club day, gzip-compressed, or null when the day is not the club's today. */
export type PublicBoardOf = (clubId: string, date: string) => Promise<Uint8Array | null>;

type Routes = {
  [T in DomainEvent['type']]: (
    event: Extract<DomainEvent, { type: T }>,
    rt: Realtime,
    publicBoard?: PublicBoardOf,
  ) => void;
};

/**
 * Tells the club's public boards that a day changed, with today's board itself: boards need not refetch it all at
 * once. Without it (another day, or computing it failed) they get the counter and refetch if behind. Boards apply
 * a pushed board only if it is newer than theirs, so two changes' pushes arriving in either order are safe.
 */
function tellBoards(
  rt: Realtime,
  publicBoard: PublicBoardOf | undefined,
  clubId: string,
  date: string,
  version?: number,
) {
  const announce = (board: Uint8Array | null) =>
    rt.broadcastPublic(clubId, 'loadsUpdated', board ? { date, version, board } : { date, version });
  if (!publicBoard) {
    announce(null);
    return;
  }
  publicBoard(clubId, date).then(announce, () => announce(null));
}

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
      rt.sendToUser(e.notifyUserId, 'paymentsUpdatedNotifySender', toPaymentNotice(e));
    }
  },
  loadsChanged: (e, rt, publicBoard) => {
    for (const date of new Set(e.dates)) {
      rt.broadcast(e.clubId, 'loadsUpdated', { date });
      tellBoards(rt, publicBoard, e.clubId, date, e.versions?.[date]);
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
  loadsSettled: (e, rt, publicBoard) => {
    for (const date of new Set(e.dates)) {
      rt.broadcast(e.clubId, 'loadsUpdatedUpdateMembers', { date });
      tellBoards(rt, publicBoard, e.clubId, date, e.versions?.[date]);
    }
  },
};

/** Publishes committed domain events over the sockets; `publicBoard` gives the boards today's new answer. */
export function createRealtimePublisher(
  realtime: Realtime,
  publicBoard?: PublicBoardOf,
): EventPublisher & { idle(): Promise<void> } {
  // boards being computed to go out with their change's event; `idle()` lets tests wait for them
  const pending = new Set<Promise<Uint8Array | null>>();
  const tracked: PublicBoardOf | undefined =
    publicBoard &&
    ((clubId, date) => {
      const board = publicBoard(clubId, date);
      pending.add(board);
      const done = () => pending.delete(board);
      board.then(done, done);
      return board;
    });
  return {
    async idle() {
      while (pending.size > 0) {
        await Promise.allSettled([...pending]);
      }
    },
    publish(events) {
      for (const event of events) {
        (eventRoutes[event.type] as (e: DomainEvent, rt: Realtime, board?: PublicBoardOf) => void)(
          event,
          realtime,
          tracked,
        );
      }
    },
  };
}
