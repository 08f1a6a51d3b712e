import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, setupClub, type TestApp } from '../../test/app';
import { as, type LoadsWorld, loadsWorld, newLoad } from '../../test/loads.fixture';

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
  takeoff: string | null;
  land: string | null;
  flightMinutes: number | null;
  comment: string;
  notes: string;
};
const loadOf = async (id: string): Promise<LoadAnswer> =>
  (await call('GET', `/api/loads/${w.today}`)).json().loads.find((l: LoadAnswer) => l._id === id);

const invalidTime = (field: string) => ({
  message: 'Some fields are invalid',
  locale: 'error.invalidFields',
  validationMessage: [`${field}: Invalid time`],
  validationErrors: [{ field, fieldLocale: `fields.${field.split('.').pop()}`, locale: 'validation.time' }],
});

describe('a landing before the takeoff', () => {
  it('is refused as the landing’s "Invalid time", and nothing is saved', async () => {
    const id = await newLoad(w);
    await call('PUT', `/api/loads/${id}`, { takeoff: '13:57', land: '14:12' });
    const res = await call('PUT', `/api/loads/${id}`, { land: '13:50', comment: 'typo' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(invalidTime('land'));
    expect(await loadOf(id)).toMatchObject({
      takeoff: '13:57',
      land: '14:12',
      flightMinutes: 15,
      comment: '',
    });
    // both at once, and a takeoff moved after the landing (the takeoff is the field then)
    expect((await call('PUT', `/api/loads/${id}`, { takeoff: '14:00', land: '13:00' })).json()).toMatchObject(
      invalidTime('land'),
    );
    expect((await call('PUT', `/api/loads/${id}`, { takeoff: '14:30' })).json()).toMatchObject(
      invalidTime('takeoff'),
    );
  });

  it('is a night load’s flight over midnight when it lasts at most 3 hours', async () => {
    const id = await newLoad(w);
    const night = await call('PUT', `/api/loads/${id}`, { takeoff: '23:10', land: '00:25' });
    expect(night.statusCode).toBe(200);
    expect(night.json()).toMatchObject({ takeoff: '23:10', land: '00:25', flightMinutes: 75 });
    expect(
      (await call('PUT', `/api/loads/${id}`, { takeoff: '22:30', land: '01:30' })).json().flightMinutes,
    ).toBe(180);
    const long = await call('PUT', `/api/loads/${id}`, { takeoff: '22:00', land: '01:31' });
    expect(long.json()).toMatchObject(invalidTime('land'));
    expect(await loadOf(id)).toMatchObject({ takeoff: '22:30', land: '01:30' });
  });

  it('names the load’s place in a bulk edit (loads.<i>.land), and saves none of the edits', async () => {
    const a = await newLoad(w);
    const b = await newLoad(w);
    await call('PUT', `/api/loads/${b}`, { takeoff: '12:00' });
    const res = await call('PUT', '/api/loads', {
      loads: [
        { _id: a, comment: 'fine' },
        { _id: b, land: '11:00' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(invalidTime('loads.1.land'));
    expect((await loadOf(a)).comment).toBe('');
    expect((await loadOf(b)).land).toBeNull();
  });

  it('is refused in the time-only correction of a landed load too; a right correction is saved', async () => {
    const id = await newLoad(w, { pilot: w.m.pilot });
    await call('PUT', `/api/loads/${id}`, { takeoff: '12:00', land: '12:20' });
    expect((await call('POST', `/api/loads/${id}/land`)).statusCode).toBe(200);
    const wrong = await call('PUT', `/api/loads/${id}`, { land: '11:20' });
    expect(wrong.json()).toMatchObject(invalidTime('land'));
    const right = await call('PUT', `/api/loads/${id}`, { land: '12:25' });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ state: 'landed', land: '12:25', flightMinutes: 25 });
    // a flight longer than 600 minutes is still "Invalid flight time"
    const long = await call('PUT', `/api/loads/${id}`, { takeoff: '08:00', land: '18:30' });
    expect([long.statusCode, long.json().message]).toEqual([400, 'Invalid flight time']);
  });
});

describe('texts over their limit', () => {
  it('refuses a comment over 100 characters with the field and the limit, never a 500, and saves nothing', async () => {
    const before = (await call('GET', `/api/loads/${w.today}`)).json().loads.length;
    const created = await call('POST', '/api/loads', { date: w.today, comment: 'x'.repeat(101) });
    expect(created.statusCode).toBe(400);
    expect(created.json().validationErrors).toEqual([
      { field: 'comment', fieldLocale: 'fields.comment', locale: 'validation.maxLength', params: { n: 100 } },
    ]);
    expect((await call('GET', `/api/loads/${w.today}`)).json().loads.length).toBe(before);
    expect((await call('POST', '/api/loads', { date: w.today, comment: 'x'.repeat(100) })).statusCode).toBe(
      201,
    );

    const id = await newLoad(w, { comment: 'Sunset' });
    const edited = await call('PUT', `/api/loads/${id}`, { comment: 'y'.repeat(101), takeoff: '12:00' });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().validationMessage).toEqual(['comment: Max 100 characters']);
    const bulk = await call('PUT', '/api/loads', { loads: [{ _id: id, comment: 'y'.repeat(101) }] });
    expect(bulk.json().validationErrors).toEqual([
      {
        field: 'loads.0.comment',
        fieldLocale: 'fields.comment',
        locale: 'validation.maxLength',
        params: { n: 100 },
      },
    ]);
    expect(await loadOf(id)).toMatchObject({ comment: 'Sunset', takeoff: null });
  });

  it('refuses notes over 1000 characters the same way', async () => {
    const id = await newLoad(w);
    const res = await call('PUT', `/api/loads/${id}`, { notes: 'n'.repeat(1001) });
    expect(res.statusCode).toBe(400);
    expect(res.json().validationErrors).toEqual([
      { field: 'notes', fieldLocale: 'fields.notes', locale: 'validation.maxLength', params: { n: 1000 } },
    ]);
    expect((await loadOf(id)).notes).toBe('');
  });
});

describe('weights', () => {
  it('takes one decimal and refuses more with its line, never rounding', async () => {
    const ok = await call('POST', '/api/member', { firstName: 'Paino', lastName: 'Testi', exitWeight: 80.5 });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().exitWeight).toBe(80.5);
    const res = await call('POST', '/api/member', {
      firstName: 'Paino',
      lastName: 'Kaksi',
      exitWeight: 80.55,
      tandemExitWeight: 95.25,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().validationErrors).toEqual([
      {
        field: 'exitWeight',
        fieldLocale: 'fields.exitWeight',
        locale: 'validation.maxDecimals',
        params: { n: 1 },
      },
      {
        field: 'tandemExitWeight',
        fieldLocale: 'fields.tandemExitWeight',
        locale: 'validation.maxDecimals',
        params: { n: 1 },
      },
    ]);
    const edit = await call('PUT', '/api/member', {
      _id: ok.json()._id,
      firstName: 'Paino',
      lastName: 'Testi',
      pilotExitWeight: 70.01,
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().validationMessage).toEqual(['pilotExitWeight: Too many decimals (max 1)']);
    const members = (await call('GET', '/api/member')).json() as {
      lastName: string;
      pilotExitWeight: number | null;
    }[];
    expect(members.filter((m) => m.lastName === 'Kaksi')).toEqual([]);
    expect(members.find((m) => m.lastName === 'Testi')?.pilotExitWeight).toBeNull();
  });
});

describe('slots and live altitude on the day view and the board', () => {
  it('say the plane’s slots and the slots left (did-not-jump takes no seat)', async () => {
    const id = await newLoad(w);
    await call('POST', `/api/loads/${id}/jumpers/many`, {
      jumpers: [
        { memberId: w.m.fun, altitude: 4000 },
        { memberId: w.m.member, altitude: 4000 },
      ],
    });
    const load = (await call('GET', `/api/loads/${w.today}`))
      .json()
      .loads.find((l: { _id: string }) => l._id === id);
    expect(load.plane).toMatchObject({ registration: 'OH-CDZ', slots: 5 });
    expect(load.slotsLeft).toBe(3);
    await call('PUT', `/api/loads/${id}/jumpers/${load.jumpers[0]._id}`, { didNotJump: true });
    const board = await w.t.app.inject({ method: 'GET', url: '/api/loads-public/today' });
    const onBoard = board.json().loads.find((l: { _id: string }) => l._id === id);
    expect(onBoard.plane).toMatchObject({ registration: 'OH-CDZ', slots: 5 });
    expect(onBoard.slotsLeft).toBe(4);
  });

  it('offer no live altitude without an ADS-B source', async () => {
    const board = await w.t.app.inject({ method: 'GET', url: '/api/loads-public/today' });
    expect(board.json().liveAltitudeAvailable).toBe(false);
    expect((await call('GET', `/api/loads/${w.today}`)).json().liveAltitudeAvailable).toBe(false);
  });

  it('offer live altitude with a source once a plane has an ICAO address', async () => {
    // nothing is fetched: whether the board offers it depends on the configuration and the planes only
    const t: TestApp = await createTestApp({ ADSB_URL: 'http://127.0.0.1:1/states/all' });
    try {
      const admin = await setupClub(t.app);
      const board = async () =>
        (await t.app.inject({ method: 'GET', url: '/api/loads-public/today' })).json();
      const plane = { aircraftModel: 'Cessna 206', registration: 'OH-CDZ', jumpLines: [] };
      await as(t.app, admin, 'POST', '/api/club/plane', plane);
      expect((await board()).liveAltitudeAvailable).toBe(false);
      await as(t.app, admin, 'POST', '/api/club/plane', {
        ...plane,
        registration: 'OH-DZF',
        icaoCode: '461F2A',
      });
      expect((await board()).liveAltitudeAvailable).toBe(true);
      const { date } = await board();
      expect((await as(t.app, admin, 'GET', `/api/loads/${date}`)).json().liveAltitudeAvailable).toBe(true);
    } finally {
      await t.close();
    }
  });
});
