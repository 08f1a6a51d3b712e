import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secondClub } from '../test/app';
import { listenOnLoopback, nextEvent, socketClients } from '../test/sockets';
import { call, type TwoClubs, twoClubs } from '../test/two-clubs';

/**
 * Two clubs' pushes and limits (issue 35): a change in one club reaches that club's sockets and board only, and
 * one club's failed sign-ins lock no one of the other.
 */
let w: TwoClubs;
let base = '';
const clients = socketClients();
beforeAll(async () => {
  w = await twoClubs();
  base = await listenOnLoopback(w.t.app);
}, 120_000);
afterAll(async () => {
  clients.closeAll();
  await w.t.close();
});

/** Every event a socket gets from now on. */
function recorder(s: ReturnType<typeof clients.open>) {
  const got: string[] = [];
  s.onAny((event: string) => got.push(event));
  return got;
}

describe('sockets of two clubs', () => {
  it('carry a change of club B to B’s staff and board only, never to A’s', async () => {
    const aStaff = clients.open(base, { extraHeaders: { cookie: w.a.admin } });
    const aBoard = clients.open(base, { auth: { public: true } });
    const bStaff = clients.open(base, { extraHeaders: { cookie: w.b.admin } });
    const bBoard = clients.open(base, { auth: { public: true, club: secondClub.slug } });
    await Promise.all([aStaff, aBoard, bStaff, bBoard].map((s) => nextEvent(s, 'connect')));
    const [aStaffGot, aBoardGot] = [recorder(aStaff), recorder(aBoard)];
    const bStaffGets = nextEvent(bStaff, 'loadsUpdated');
    const bBoardGets = nextEvent(bBoard, 'loadsUpdated');
    const created = await call(w.t, w.b.admin, {
      method: 'POST',
      url: '/api/loads',
      payload: { date: w.today },
    });
    expect(created.statusCode).toBe(201);
    await Promise.all([bStaffGets, bBoardGets]);
    // a change of A afterwards reaches A: whatever A got before it came from B's change, and must be nothing
    const aStaffGets = nextEvent(aStaff, 'loadsUpdated');
    const aBoardGets = nextEvent(aBoard, 'loadsUpdated');
    const before = { staff: [...aStaffGot], board: [...aBoardGot] };
    await call(w.t, w.a.host, { method: 'POST', url: '/api/loads', payload: { date: w.today } });
    await Promise.all([aStaffGets, aBoardGets]);
    expect(before.staff.filter((e) => e !== 'clientsCount' && e !== 'userListUpdated')).toEqual([]);
    expect(before.board).toEqual([]);
  });
});

describe('sign-in limits of two clubs', () => {
  it('lock the account that failed, not the other club’s users', async () => {
    const login = (usernameOrEmail: string, password: string, remoteAddress: string) =>
      w.t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress,
        payload: { usernameOrEmail, password },
      });
    // B's admin's account is tried from many addresses until it locks
    let last = 0;
    for (let i = 0; i < 12; i += 1) {
      last = (await login('secondadmin', 'wrong-password', `10.30.0.${i + 1}`)).statusCode;
    }
    expect(last).toBe(429);
    // A's users sign in, from one of those addresses too
    expect((await login('ajumper', 'Password-9', '10.30.0.1')).statusCode).toBe(200);
    expect((await login('aadmin', 'Password-9', '10.30.0.12')).statusCode).toBe(200);
  });
});
