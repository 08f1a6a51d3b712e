import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, setupBody } from '../../test/app';
import { as, balanceOf, type LoadsWorld, loadsWorld, newLoad } from '../../test/loads.fixture';

// issue 27: "Take off" and "Land" record the takeoff and landing times at the club's clock (Europe/Helsinki)
let w: LoadsWorld;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  as(w.t.app, w.admin, method, url, payload);

beforeAll(async () => {
  w = await loadsWorld();
});
afterAll(async () => {
  await w.t.close();
});

type LoadAnswer = {
  _id: string;
  state: string;
  takeoff: string | null;
  land: string | null;
  flightMinutes: number | null;
  jumpers: { price: number }[];
};
const loadOf = async (id: string): Promise<LoadAnswer> =>
  (await call('GET', `/api/loads/${w.today}`)).json().loads.find((l: LoadAnswer) => l._id === id);

/** Moves the clock to the club's wall clock `HH:MM` of the test day (13 June 2026, UTC+3); signs in again. */
const clockAt = async (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  w.clock.set(new Date(Date.UTC(2026, 5, 13, h - 3, m, 17)).toISOString());
  const { username: usernameOrEmail, password } = setupBody;
  // the access token lasts 15 minutes of the clock
  w.admin = cookiesOf(
    await w.t.app.inject({ method: 'POST', url: '/api/login', payload: { usernameOrEmail, password } }),
  );
};

const withJumper = async (body: Record<string, unknown> = {}) => {
  const id = await newLoad(w, { pilot: w.m.pilot, ...body });
  await call('POST', `/api/loads/${id}/jumpers`, { memberId: w.m.fun, type: 'normal', altitude: 1000 });
  return id;
};

describe('setting a load flying', () => {
  it('records the takeoff at the club’s clock; back to open keeps it', async () => {
    const id = await withJumper();
    await clockAt('12:07');
    const flying = await call('PUT', `/api/loads/${id}`, { state: 'flying' });
    expect(flying.statusCode).toBe(200);
    expect(flying.json()).toMatchObject({ state: 'flying', takeoff: '12:07', land: null });
    await clockAt('12:09');
    expect((await call('PUT', `/api/loads/${id}`, { state: 'open' })).json()).toMatchObject({
      state: 'open',
      takeoff: '12:07',
    });
    // flying again: the takeoff set stays; it is edited like a typed one
    expect((await call('PUT', `/api/loads/${id}`, { state: 'flying' })).json().takeoff).toBe('12:07');
    expect((await call('PUT', `/api/loads/${id}`, { takeoff: '12:08' })).json().takeoff).toBe('12:08');
  });

  it('keeps a takeoff already typed, and one sent with the change', async () => {
    const typed = await withJumper();
    await call('PUT', `/api/loads/${typed}`, { takeoff: '11:58' });
    await clockAt('12:07');
    expect((await call('PUT', `/api/loads/${typed}`, { state: 'flying' })).json().takeoff).toBe('11:58');
    const sent = await withJumper();
    expect(
      (await call('PUT', `/api/loads/${sent}`, { state: 'flying', takeoff: '12:01' })).json().takeoff,
    ).toBe('12:01');
  });

  it('records no takeoff after a landing typed earlier, which would be a wrong flight', async () => {
    const id = await withJumper();
    await call('PUT', `/api/loads/${id}`, { land: '11:30' });
    await clockAt('12:07');
    const flying = await call('PUT', `/api/loads/${id}`, { state: 'flying' });
    expect(flying.statusCode).toBe(200);
    expect(flying.json()).toMatchObject({ state: 'flying', takeoff: null, land: '11:30' });
  });
});

describe('landing', () => {
  it('records the landing time, so the flight time follows; reopening keeps both times', async () => {
    const id = await withJumper();
    await clockAt('12:07');
    await call('PUT', `/api/loads/${id}`, { state: 'flying' });
    await clockAt('12:25');
    const landed = await call('POST', `/api/loads/${id}/land`);
    expect(landed.json()).toMatchObject({
      state: 'landed',
      takeoff: '12:07',
      land: '12:25',
      flightMinutes: 18,
    });
    await clockAt('12:40');
    const reopened = await call('POST', `/api/loads/${id}/open`);
    expect(reopened.json()).toMatchObject({
      state: 'open',
      takeoff: '12:07',
      land: '12:25',
      flightMinutes: 18,
    });
    // landing again keeps the landing time it has
    expect((await call('POST', `/api/loads/${id}/land`)).json().land).toBe('12:25');
  });

  it('keeps a landing time already typed', async () => {
    const id = await withJumper();
    await call('PUT', `/api/loads/${id}`, { takeoff: '12:00', land: '12:20' });
    await clockAt('12:31');
    expect((await call('POST', `/api/loads/${id}/land`)).json()).toMatchObject({
      land: '12:20',
      flightMinutes: 20,
    });
  });

  it('records each load’s landing time when several land at once', async () => {
    const a = await withJumper();
    const b = await withJumper();
    const typed = await withJumper();
    await clockAt('13:00');
    await call('PUT', '/api/loads', {
      loads: [
        { _id: a, state: 'flying' },
        { _id: b, state: 'flying' },
      ],
    });
    await call('PUT', `/api/loads/${typed}`, { takeoff: '12:50', land: '13:10' });
    await clockAt('13:21');
    expect((await call('POST', '/api/loads/land', { loadIds: [a, b, typed] })).statusCode).toBe(200);
    expect(await loadOf(a)).toMatchObject({
      state: 'landed',
      takeoff: '13:00',
      land: '13:21',
      flightMinutes: 21,
    });
    expect(await loadOf(b)).toMatchObject({
      state: 'landed',
      takeoff: '13:00',
      land: '13:21',
      flightMinutes: 21,
    });
    expect(await loadOf(typed)).toMatchObject({ state: 'landed', land: '13:10', flightMinutes: 20 });
  });

  it('records no landing before a takeoff typed in the future: the load lands, its landing left to type', async () => {
    const id = await withJumper();
    await call('PUT', `/api/loads/${id}`, { takeoff: '14:30' });
    await clockAt('14:05');
    const landed = await call('POST', `/api/loads/${id}/land`);
    expect(landed.json()).toMatchObject({
      state: 'landed',
      takeoff: '14:30',
      land: null,
      flightMinutes: null,
    });
    expect((await call('PUT', `/api/loads/${id}`, { land: '14:50' })).json().flightMinutes).toBe(20);
  });

  it('keeps an entered flight time what the load is charged by', async () => {
    const id = await withJumper();
    await clockAt('15:00');
    await call('PUT', `/api/loads/${id}`, { state: 'flying', flightTime: 12 });
    await clockAt('15:30');
    expect((await call('POST', `/api/loads/${id}/land`)).json()).toMatchObject({
      takeoff: '15:00',
      land: null,
      flightMinutes: 12,
    });
  });

  it('charges a minute-priced load by the recorded times, to the cent', async () => {
    // 10 €/min, 16 minutes, three paying jumpers: 160 € / 3 = 53.333… €, up to the cent 53.34 € each
    const id = await newLoad(w, { pilot: w.m.pilot });
    for (const memberId of [w.m.fun, w.m.member, w.m.video]) {
      await call('POST', `/api/loads/${id}/jumpers`, { memberId, type: 'normal', altitude: 4000 });
    }
    await call('PUT', `/api/loads/${id}`, { minutePricing: true });
    const before = await Promise.all([w.m.fun, w.m.member, w.m.video].map((m) => balanceOf(w, m)));
    await clockAt('16:02');
    const flying = await call('PUT', `/api/loads/${id}`, { state: 'flying' });
    // no landing yet: no flight minutes, no minute price
    expect(flying.json().jumpers.map((j: { price: number }) => j.price)).toEqual([0, 0, 0]);
    await clockAt('16:18');
    const landed = await call('POST', `/api/loads/${id}/land`);
    expect(landed.json()).toMatchObject({
      takeoff: '16:02',
      land: '16:18',
      flightMinutes: 16,
      totalPrice: 160.02,
    });
    expect(landed.json().jumpers.map((j: { price: number }) => j.price)).toEqual([53.34, 53.34, 53.34]);
    const after = await Promise.all([w.m.fun, w.m.member, w.m.video].map((m) => balanceOf(w, m)));
    expect(after.map((b, i) => Math.round((b - (before[i] ?? 0)) * 100))).toEqual([-5334, -5334, -5334]);
    // reopening refunds exactly what was charged, and keeps the times
    expect((await call('POST', `/api/loads/${id}/open`)).json()).toMatchObject({
      takeoff: '16:02',
      land: '16:18',
    });
    const refunded = await Promise.all([w.m.fun, w.m.member, w.m.video].map((m) => balanceOf(w, m)));
    expect(refunded).toEqual(before);
  });

  it('records no time on an earlier day’s load landed late: the clock is a time of today', async () => {
    const id = await withJumper();
    // the next morning, the admin lands yesterday's forgotten load
    w.clock.set('2026-06-14T06:15:00.000Z');
    const { username: usernameOrEmail, password } = setupBody;
    w.admin = cookiesOf(
      await w.t.app.inject({ method: 'POST', url: '/api/login', payload: { usernameOrEmail, password } }),
    );
    const landed = await call('POST', `/api/loads/${id}/land`);
    expect(landed.statusCode).toBe(200);
    expect(landed.json()).toMatchObject({ state: 'landed', takeoff: null, land: null });
    await clockAt('12:00');
  });
});
