import type { ServerToClientEvents } from '@dz/shared';
import type { QueryKey } from '@tanstack/react-query';
import { queryKeys } from './queryKeys';

type DataEvent = Exclude<
  keyof ServerToClientEvents,
  'userConnected' | 'userDisconnected' | 'clientsCount' | 'userListUpdated'
>;

/** For each data event of the socket, the queries it makes stale (spec section 4). */
export const realtimeInvalidations: {
  [E in DataEvent]: (...args: Parameters<ServerToClientEvents[E]>) => QueryKey[];
} = {
  // a member's edit or a balance change: the members and the stats summary (licences, groups, balance sums)
  membersUpdated: () => [queryKeys.members, queryKeys.stats],
  waiversUpdated: () => [queryKeys.waivers, queryKeys.members],
  clubUpdated: () => [queryKeys.club],
  usersUpdated: () => [queryKeys.users],
  paymentsUpdated: () => [queryKeys.payments, queryKeys.members],
  paymentsUpdatedNotifySender: () => [queryKeys.payments, queryKeys.members],
  loadsUpdated: (payload) => [payload?.date ? queryKeys.loadsOfDay(payload.date) : queryKeys.loads],
  // the jumper's own load was called; the day shows the call (its loadsUpdated comes too)
  loadCalled: (payload) => [queryKeys.loadsOfDay(payload.date)],
  // landing or reopening charged or refunded jumpers
  loadsUpdatedUpdateMembers: (payload) => [
    payload?.date ? queryKeys.loadsOfDay(payload.date) : queryKeys.loads,
    queryKeys.members,
    queryKeys.payments,
    queryKeys.stats,
  ],
};

export const dataEvents = Object.keys(realtimeInvalidations) as DataEvent[];
