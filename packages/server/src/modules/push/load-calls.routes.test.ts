import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addConfirmedUser } from '../../test/app';
import { createMember } from '../../test/factories';
import {
  type FakeBrowser,
  fakePushEnv,
  fakePushOutbound,
  startFakePushService,
} from '../../test/fake-push-service';
import { as, type LoadsWorld, loadsWorld, newLoad } from '../../test/loads.fixture';

let w: LoadsWorld;
let push: Awaited<ReturnType<typeof startFakePushService>>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  as(w.t.app, w.admin, method, url, payload);

beforeAll(async () => {
  push = await startFakePushService();
  w = await loadsWorld(undefined, undefined, { outbound: fakePushOutbound, env: fakePushEnv });
});
afterAll(async () => {
  await w.t.close();
  await push.close();
});

/** A jumper who signed in and is linked to a new member. */
async function jumper(name: string) {
  const member = await createMember(w.t.app, w.admin, { firstName: name, exitWeight: 80 });
  const user = await addConfirmedUser(w.t, name.toLowerCase());
  const linked = await call('PUT', `/api/user/${user.id}`, { linkedMember: member._id });
  expect(linked.statusCode).toBe(200);
  return { memberId: member._id as string, cookie: user.cookie };
}

/** Subscribes a new fake browser for a user, in a language. */
async function subscribe(cookie: string, language: 'fi' | 'en' = 'fi'): Promise<FakeBrowser> {
  const browser = push.browser();
  const res = await as(w.t.app, cookie, 'POST', '/api/push/subscription', {
    endpoint: browser.endpoint,
    keys: browser.keys,
    language,
  });
  expect(res.statusCode).toBe(200);
  return browser;
}

async function addToLoad(loadId: string, memberId: string): Promise<string> {
  const res = await call('POST', `/api/loads/${loadId}/jumpers`, {
    memberId,
    type: 'normal',
    altitude: 4000,
  });
  expect(res.statusCode).toBe(200);
  return res.json().jumpers.find((j: { memberId: string }) => j.memberId === memberId)._id;
}

/** Makes a call and waits until its pushes went out. */
async function callLoad(loadId: string, loadCall: string | null, cookie = w.admin) {
  const res = await as(w.t.app, cookie, 'PUT', `/api/loads/${loadId}/call`, { call: loadCall });
  await w.t.app.ctx.push.idle();
  return res;
}

describe('load calls', () => {
  it('records the call on the load, the day view and the public board', async () => {
    const id = await newLoad(w, { pilot: w.m.pilot });
    const res = await callLoad(id, 'min15');
    expect(res.statusCode).toBe(200);
    expect(res.json().call).toEqual({ call: 'min15', at: w.clock.now().toISOString() });
    const day = (await call('GET', `/api/loads/${w.today}`)).json();
    expect(day.loads.find((l: { _id: string }) => l._id === id).call.call).toBe('min15');
    const board = await w.t.app.inject({ method: 'GET', url: `/api/loads-public/${w.today}` });
    expect(board.json().loads.find((l: { _id: string }) => l._id === id).call.call).toBe('min15');

    const cleared = await callLoad(id, null);
    expect(cleared.json().call).toBeNull();
  });

  it('refuses a call for a load that is flying or landed, and an unknown call', async () => {
    const id = await newLoad(w, { pilot: w.m.pilot });
    const bad = await callLoad(id, 'min30');
    expect(bad.statusCode).toBe(400);
    expect((await call('PUT', `/api/loads/${id}`, { state: 'flying' })).statusCode).toBe(200);
    const flying = await callLoad(id, 'boarding');
    expect(flying.statusCode).toBe(409);
    expect(flying.json()).toMatchObject({
      message: "Only today's open loads can be called",
      locale: 'error.loadCallClosed',
    });
    expect((await call('POST', `/api/loads/${id}/land`)).statusCode).toBe(200);
    expect((await callLoad(id, 'min5')).json().locale).toBe('error.loadCallClosed');
    const missing = await callLoad('00000000-0000-4000-8000-000000000000', 'min5');
    expect(missing.statusCode).toBe(404);
  });

  it('is refused to callers who are not signed in and linked', async () => {
    const id = await newLoad(w);
    const anonymous = await w.t.app.inject({
      method: 'PUT',
      url: `/api/loads/${id}/call`,
      payload: { call: 'min20' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('load calls by Web Push', () => {
  it("reaches each of its jumpers' browsers once, in each browser's language, and a repeat reaches nobody", async () => {
    const anna = await jumper('Anna');
    const ben = await jumper('Ben');
    const bystander = await jumper('Bystander');
    const annaPhone = await subscribe(anna.cookie);
    const annaLaptop = await subscribe(anna.cookie);
    const benPhone = await subscribe(ben.cookie, 'en');
    const bystanderPhone = await subscribe(bystander.cookie);
    const id = await newLoad(w, { pilot: w.m.pilot });
    await addToLoad(id, anna.memberId);
    await addToLoad(id, ben.memberId);
    const number = (await call('GET', `/api/loads/${w.today}`))
      .json()
      .loads.find((l: { _id: string }) => l._id === id).number;

    expect((await callLoad(id, 'min20')).statusCode).toBe(200);
    const url = `/loads/${w.today}`;
    expect(annaPhone.received()).toEqual([
      { title: `Nousu ${number}`, body: '20 minuutin kuulutus', tag: `load-call-${id}`, url },
    ]);
    expect(annaLaptop.received()).toHaveLength(1);
    expect(benPhone.received()).toEqual([
      { title: `Load ${number}`, body: '20-minute call', tag: `load-call-${id}`, url },
    ]);
    expect(bystanderPhone.received()).toEqual([]);

    // the same call again (a double tap) is no news
    expect((await callLoad(id, 'min20')).statusCode).toBe(200);
    expect(annaPhone.received()).toHaveLength(1);
    expect(benPhone.received()).toHaveLength(1);

    expect((await callLoad(id, 'boarding')).statusCode).toBe(200);
    expect(benPhone.received().map((m) => (m as { body: string }).body)).toEqual([
      '20-minute call',
      'Boarding now',
    ]);
  });

  it('removes a subscription the push service says is gone, and the others still get the call', async () => {
    const cara = await jumper('Cara');
    const oldPhone = await subscribe(cara.cookie);
    const newPhone = await subscribe(cara.cookie);
    push.expire(oldPhone);
    const id = await newLoad(w, { pilot: w.m.pilot });
    await addToLoad(id, cara.memberId);

    await callLoad(id, 'min10');
    expect(newPhone.received()).toHaveLength(1);
    const left = await w.t.app.ctx.repos.push.ofUsers(w.clubId, [
      (await w.t.app.ctx.repos.members.findManyInClub(w.clubId, [cara.memberId]))[0]?.linkedUserId as string,
    ]);
    expect(left.map((s) => s.endpoint)).toEqual([newPhone.endpoint]);

    await callLoad(id, 'min5');
    expect(newPhone.received()).toHaveLength(2);
    expect(oldPhone.received()).toEqual([]);
  });

  it('stops calling a jumper removed from the load', async () => {
    const dan = await jumper('Dan');
    const eve = await jumper('Eve');
    const danPhone = await subscribe(dan.cookie);
    const evePhone = await subscribe(eve.cookie);
    const id = await newLoad(w, { pilot: w.m.pilot });
    await addToLoad(id, dan.memberId);
    const eveOnLoad = await addToLoad(id, eve.memberId);

    await callLoad(id, 'min20');
    expect((await call('DELETE', `/api/loads/${id}/jumpers/${eveOnLoad}`)).statusCode).toBe(200);
    await callLoad(id, 'min15');
    expect(danPhone.received()).toHaveLength(2);
    expect(evePhone.received()).toHaveLength(1);
  });

  it('forgets a browser that unsubscribes', async () => {
    const fay = await jumper('Fay');
    const phone = await subscribe(fay.cookie);
    const res = await as(w.t.app, fay.cookie, 'DELETE', '/api/push/subscription', {
      endpoint: phone.endpoint,
    });
    expect(res.statusCode).toBe(200);
    const id = await newLoad(w, { pilot: w.m.pilot });
    await addToLoad(id, fay.memberId);
    await callLoad(id, 'min20');
    expect(phone.received()).toEqual([]);
  });
});

describe('push subscriptions', () => {
  it("answers the server's VAPID public key to signed-in users only", async () => {
    const key = await call('GET', '/api/push/key');
    expect(key.statusCode).toBe(200);
    // an uncompressed P-256 point, base64url: 65 bytes
    expect(Buffer.from(key.json().publicKey, 'base64url')).toHaveLength(65);
    expect((await w.t.app.inject({ method: 'GET', url: '/api/push/key' })).statusCode).toBe(401);
    // the same key on every ask (kept in the database, not made per start)
    expect((await call('GET', '/api/push/key')).json().publicKey).toBe(key.json().publicKey);
  });

  it.each([
    ['an http endpoint', { endpoint: 'http://push.example.com/x' }],
    ['a missing endpoint', { endpoint: undefined }],
    [
      'a key that is not base64url',
      { keys: { p256dh: 'not base64 !!!!!!!!!!', auth: 'abcdefghijklmnopqrstuv' } },
    ],
    ['a huge endpoint', { endpoint: `https://push.example.com/${'x'.repeat(2000)}` }],
  ])('refuses %s with the locale text', async (_name, change) => {
    const body = {
      endpoint: 'https://push.example.com/sub/1',
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
      language: 'fi',
      ...change,
    };
    const res = await call('POST', '/api/push/subscription', body);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toMatch(
      /invalid push subscription|Some fields are invalid|invalid parameters/i,
    );
  });

  it('is refused without a session', async () => {
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/api/push/subscription',
      payload: {
        endpoint: 'https://push.example.com/a',
        keys: { p256dh: 'a'.repeat(87), auth: 'b'.repeat(22) },
      },
    });
    expect(res.statusCode).toBe(401);
  });
});
