import type { LoadCall } from './enums';

/** Socket.IO events of the spec's section 7, typed once for server and web. */
export interface ServerToClientEvents {
  userConnected: (userId: string) => void;
  userDisconnected: (userId: string) => void;
  clientsCount: (count: number) => void;
  userListUpdated: (userIds: string[]) => void;
  usersUpdated: () => void;
  membersUpdated: () => void;
  waiversUpdated: () => void;
  clubUpdated: () => void;
  paymentsUpdated: (payload?: { memberId?: string }) => void;
  /**
   * Sent to the paying member's own user when an admin takes their payment in the payment dialog, so their
   * open app says so; `amount` in euros, as the API gives money.
   */
  paymentsUpdatedNotifySender: (payload: { memberId: string; amount: number }) => void;
  /**
   * A load of this club day changed (day view and public board). For public rooms, `version` is the day's
   * public-board counter after the change, so a current board skips its refetch; and when the day is the club's
   * today, `board` is the board's new answer itself (`GET /api/loads-public/today`, gzip-compressed JSON), so a
   * hangar of screens shows the change without a thousand refetches.
   */
  loadsUpdated: (payload: { date: string; version?: number; board?: ArrayBuffer | Uint8Array }) => void;
  /**
   * The manifest called a load (20, 15, 10, 5 minutes, boarding): sent to the user rooms of its jumpers, whose
   * open app says it in a snackbar (also where Web Push is not available). The day view and the board learn
   * of it through `loadsUpdated`.
   */
  loadCalled: (payload: { date: string; loadId: string; number: number; call: LoadCall; at: string }) => void;
  /** Landing or reopening changed balances. */
  loadsUpdatedUpdateMembers: (payload?: { date?: string }) => void;
}

export interface ClientToServerEvents {
  /** Sent on logout so presence updates at once. */
  userDisconnected: () => void;
}

export type ServerEventName = keyof ServerToClientEvents;

/** The socket.io client options of spec sections 4 and 9. */
export const SOCKET_CLIENT_OPTIONS = {
  path: '/socket.io',
  transports: ['websocket'] as ['websocket'],
  withCredentials: true,
  reconnection: true,
  reconnectionAttempts: Number.POSITIVE_INFINITY,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20_000,
};

/** The room of a club; every socket of the club joins it. */
export function clubRoom(clubId: string): string {
  return `club:${clubId}`;
}

/** The room of one user's sockets (all their tabs and devices). */
export function userRoom(userId: string): string {
  return `user:${userId}`;
}

/** The public board's room, joined without a session. */
export function publicClubRoom(clubId: string): string {
  return `public:${clubId}`;
}
