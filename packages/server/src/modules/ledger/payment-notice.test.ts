import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addConfirmedUser, cookiesOf, createTestApp, setupClub, type TestApp } from '../../test/app';
import { createMember } from '../../test/factories';
import { listenOnLoopback, socketClients } from '../../test/sockets';

let t: TestApp;
let admin: string;
let url: string;
const clients = socketClients();
let appsOpened = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await setupClub(t.app);
  url = await listenOnLoopback(t.app);
});
afterAll(async () => {
  clients.closeAll();
  await t.close();
});

/** A member with their own user, signed in on a phone (an open socket) that records what it is told. */
async function memberWithOpenApp() {
  const username = `payer${appsOpened++}`;
  const user = await addConfirmedUser(t, username);
  const member = await createMember(t.app, admin, { firstName: 'Pertti' });
  await t.app.inject({
    method: 'PUT',
    url: `/api/user/${user.id}`,
    headers: { cookie: admin },
    payload: { linkedMember: member._id },
  });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { usernameOrEmail: username, password: 'Password-1' },
  });
  const socket = clients.open(url, { extraHeaders: { cookie: cookiesOf(login) } });
  const notices: unknown[] = [];
  socket.on('paymentsUpdatedNotifySender', (payload: unknown) => notices.push(payload));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { member, notices };
}

const pay = (memberId: string, amount: number, idempotencyKey: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment',
    headers: { cookie: admin },
    payload: { memberId, amount, method: 'Käteinen', comment: '', idempotencyKey },
  });

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('paymentsUpdatedNotifySender', () => {
  it("tells the paying member's own app once, even when the dialog's request is repeated", async () => {
    const { member, notices } = await memberWithOpenApp();
    const key = randomUUID();
    expect((await pay(member._id, 25.5, key)).statusCode).toBe(200);
    await expect.poll(() => notices).toEqual([{ memberId: member._id, amount: 25.5 }]);
    expect((await pay(member._id, 25.5, key)).statusCode).toBe(200);
    await settle();
    expect(notices).toHaveLength(1);
  });

  it("tells nobody else's app", async () => {
    const first = await memberWithOpenApp();
    const other = await createMember(t.app, admin, { firstName: 'Olli' });
    expect((await pay(other._id, 10, randomUUID())).statusCode).toBe(200);
    await settle();
    expect(first.notices).toEqual([]);
  });
});
