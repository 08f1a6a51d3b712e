import { jumperWeight, type LoadJumper } from '@dz/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addConfirmedUser, cookiesOf, setupBody } from '../../test/app';
import { createMember } from '../../test/factories';
import { as, balanceOf, type LoadsWorld, loadsWorld, newLoad } from '../../test/loads.fixture';

let w: LoadsWorld;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  as(w.t.app, w.admin, method, url, payload);

beforeAll(async () => {
  w = await loadsWorld();
});
afterAll(async () => {
  await w.t.close();
});

describe('creating and editing loads', () => {
  it('creates today’s loads numbered from 1 on the default plane, and refuses other days', async () => {
    const first = await call('POST', '/api/loads', { date: w.today, estimatedTakeoff: '1357' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      number: 1,
      state: 'open',
      estimatedTakeoff: '13:57',
      plane: { registration: 'OH-CDZ' },
    });
    expect((await call('POST', '/api/loads', { date: w.today })).json().number).toBe(2);
    const other = await call('POST', '/api/loads', { date: '2020-01-01' });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('You cannot add loads on other days');
    expect((await call('POST', '/api/loads', {})).json().validationMessage).toContain(
      'date: Date is required',
    );
    expect((await call('GET', '/api/loads/2026-02-30')).json().message).toBe('Invalid date');
  });

  it('edits fields, accepting 13.57 and refusing bad times', async () => {
    const id = await newLoad(w);
    const res = await call('PUT', `/api/loads/${id}`, {
      takeoff: '13.57',
      land: '14:12',
      pilot: w.m.pilot,
      comment: 'Sunset',
    });
    expect(res.json()).toMatchObject({
      takeoff: '13:57',
      land: '14:12',
      flightMinutes: 15,
      pilot: { name: 'Pilotti Meikäläinen' },
    });
    expect((await call('PUT', `/api/loads/${id}`, { takeoff: '25:00' })).json().validationMessage).toContain(
      'takeoff: Invalid time',
    );
    expect(
      (await call('PUT', `/api/loads/${id}`, { pilot: '00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(404);
    // landing before the takeoff would be a flight of almost a day: "Invalid time" (see loads.times.routes.test)
    const backwards = await call('PUT', `/api/loads/${id}`, { land: '13:50' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().validationMessage).toEqual(['land: Invalid time']);
  });

  it('lists a day with jumpers, prices and weights', async () => {
    const id = await newLoad(w, { pilot: w.m.pilot });
    await call('POST', `/api/loads/${id}/jumpers`, { memberId: w.m.fun, type: 'normal', altitude: 4000 });
    await call('POST', `/api/loads/${id}/jumpers`, {
      memberId: w.m.member,
      type: 'normal',
      altitude: 4000,
      ownGear: true,
    });
    const day = await call('GET', `/api/loads/${w.today}`);
    const load = day.json().loads.find((l: { _id: string }) => l._id === id);
    expect(load.jumpers.map((j: { name: string; price: number }) => [j.name, j.price])).toEqual([
      ['Fun Meikäläinen', 47],
      ['Member Meikäläinen', 29],
    ]);
    expect(load.totalPrice).toBe(76);
    expect(load.weight).toEqual({ total: 85 + 90 + 90, available: 700 - 265, level: 'ok' });
  });
});

describe('manifest groups', () => {
  it('adds a tandem with passenger and video flyer at once; the working jumps are free', async () => {
    const id = await newLoad(w);
    const res = await call('POST', `/api/loads/${id}/jumpers`, {
      memberId: w.m.tandemI,
      type: 'tandem',
      altitude: 4000,
      tandemMemberId: w.m.passenger,
      videoFlyerId: w.m.video,
    });
    expect(res.statusCode).toBe(200);
    const jumpers = res.json().jumpers as { groupRole: string; price: number; groupId: string }[];
    // the passenger has no account: nothing to charge (the tandem price is paid at the desk)
    expect(jumpers.map((j) => [j.groupRole, j.price])).toEqual([
      ['tandemInstructor', 0],
      ['passenger', 0],
      ['videoFlyer', 0],
    ]);
    expect(new Set(jumpers.map((j) => j.groupId)).size).toBe(1);
    expect(res.json().weight.total).toBe(110 + 75 + 90);
    // each row carries what the total counts for it (jumperWeight): the tandem weights for the tandem pair
    const rows = res.json().jumpers.map((j: LoadJumper) => [j.groupRole, jumperWeight(j)]);
    expect(rows).toEqual([
      ['tandemInstructor', 110],
      ['passenger', 75],
      ['videoFlyer', 90],
    ]);
  });

  it('refuses a tandem without a tandem instructor, and adds nothing', async () => {
    const id = await newLoad(w);
    const res = await call('POST', `/api/loads/${id}/jumpers`, {
      memberId: w.m.fun,
      type: 'tandem',
      altitude: 4000,
      tandemMemberId: w.m.passenger,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Tandem needs tandem instructor');
    expect(
      (await call('GET', `/api/loads/${w.today}`)).json().loads.find((l: { _id: string }) => l._id === id)
        .jumpers,
    ).toEqual([]);
  });

  it('refuses people in places they may not take, with the catalogue’s detail', async () => {
    const refused = async (body: object, message: string, detail: string) => {
      const id = await newLoad(w);
      const res = await call('POST', `/api/loads/${id}/jumpers`, { altitude: 4000, ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(JSON.stringify(res.json())).toContain(detail);
      expect(
        (await call('GET', `/api/loads/${w.today}`)).json().loads.find((l: { _id: string }) => l._id === id)
          .jumpers,
      ).toEqual([]);
    };
    // a licensed jumper as a tandem passenger
    await refused(
      { memberId: w.m.tandemI, type: 'tandem', tandemMemberId: w.m.fun },
      'Invalid data',
      'tandemPassengerRole',
    );
    // a video flyer who is not one
    await refused(
      { memberId: w.m.tandemI, type: 'tandem', tandemMemberId: w.m.passenger, videoFlyerId: w.m.fun },
      'Invalid data',
      'videoFlyerRequired',
    );
    // a licensed jumper as a student on their own, and in a student group
    await refused({ memberId: w.m.fun, type: 'student' }, 'Invalid data', 'studentRoleRequired');
    await refused(
      { memberId: w.m.affI, type: 'instructor', students: [{ memberId: w.m.fun }] },
      'Invalid data',
      'studentRoleRequired',
    );
    // a licensed jumper leading a student group
    await refused(
      { memberId: w.m.fun, type: 'instructor', students: [{ memberId: w.m.student }] },
      'Invalid data',
      'instructorRatingRequired',
    );
    // a tandem student as a student
    await refused({ memberId: w.m.passenger, type: 'student' }, 'Invalid data', 'studentRoleRequired');
  });

  it('adds an instructor with a student doing a training jump', async () => {
    const club = await call('POST', '/api/club/training-program', {
      forStudentType: 'student-aff',
      jumps: [{ name: 'AFF 1', requiresInstructor: true }],
    });
    const jumpId = club.json().trainingPrograms[0].jumps[0]._id;
    const id = await newLoad(w);
    const res = await call('POST', `/api/loads/${id}/jumpers`, {
      memberId: w.m.affI,
      type: 'instructor',
      altitude: 4000,
      students: [{ memberId: w.m.student, trainingJump: jumpId }],
    });
    expect(
      res
        .json()
        .jumpers.map((j: { groupRole: string; price: number; trainingJump: unknown }) => [
          j.groupRole,
          j.price,
          j.trainingJump,
        ]),
    ).toEqual([
      ['instructor', 0, null],
      ['student', 47, { _id: jumpId, name: 'AFF 1' }],
    ]);
    const sl = await call('POST', '/api/club/training-program', {
      forStudentType: 'student-sl',
      jumps: [{ name: 'SL 1', requiresSlInstructor: true }],
    });
    const slJump = sl.json().trainingPrograms[1].jumps[0]._id;
    const refused = await call('POST', `/api/loads/${await newLoad(w)}/jumpers`, {
      memberId: w.m.affI,
      type: 'instructor',
      altitude: 4000,
      students: [{ memberId: w.m.student, trainingJump: slJump }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Invalid data');
    expect(JSON.stringify(refused.json())).toContain('instructorRatingRequired');
  });

  it('refuses a member twice on a load, also when sent at once', async () => {
    const id = await newLoad(w);
    const body = { memberId: w.m.fun, type: 'normal', altitude: 1000 };
    const results = await Promise.all(
      Array.from({ length: 6 }, () => call('POST', `/api/loads/${id}/jumpers`, body)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe('a member is already on this load');
    }
  });

  it('refuses an altitude that is not a jump line of the plane', async () => {
    const res = await call('POST', `/api/loads/${await newLoad(w)}/jumpers`, {
      memberId: w.m.fun,
      type: 'normal',
      altitude: 2500,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('landing and reopening', () => {
  it('refuses to land an empty load', async () => {
    const res = await call('POST', `/api/loads/${await newLoad(w)}/land`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Cannot land without pilot or jumpers');
  });

  it('charges each paying jumper once, and reopening refunds exactly', async () => {
    const id = await newLoad(w, { pilot: w.m.pilot });
    await call('POST', `/api/loads/${id}/jumpers`, { memberId: w.m.fun, type: 'normal', altitude: 4000 });
    await call('POST', `/api/loads/${id}/jumpers`, {
      memberId: w.m.member,
      type: 'normal',
      altitude: 1000,
      ownGear: true,
    });
    const before = { fun: await balanceOf(w, w.m.fun), member: await balanceOf(w, w.m.member) };

    const landed = await call('POST', `/api/loads/${id}/land`);
    expect(landed.json().state).toBe('landed');
    // the reopening comes later: its refund is listed above the charge
    w.clock.advance(60_000);
    expect(await balanceOf(w, w.m.fun)).toBe(before.fun - 47);
    expect(await balanceOf(w, w.m.member)).toBe(before.member - 20);

    const again = await call('POST', `/api/loads/${id}/land`);
    expect(again.json().message).toBe('Load is already landed');
    const edit = await call('PUT', `/api/loads/${id}`, { comment: 'x' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('Load is already landed');
    expect((await call('PUT', `/api/loads/${id}`, { notes: 'x' })).json().message).toBe(
      'Load is already landed',
    );
    expect((await call('PUT', `/api/loads/${id}`, { takeoff: '10:00' })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/loads/${id}`)).json().message).toBe('Cannot delete landed load');

    const reopened = await call('POST', `/api/loads/${id}/open`);
    expect(reopened.json().state).toBe('open');
    expect(await balanceOf(w, w.m.fun)).toBe(before.fun);
    expect(await balanceOf(w, w.m.member)).toBe(before.member);
    expect((await call('POST', `/api/loads/${id}/open`)).json().message).toBe('Load is already open');

    const history = await call('GET', `/api/transaction/member/${w.m.fun}`);
    expect(
      history
        .json()
        .items.slice(0, 2)
        .map((i: { kind: string; amount: number }) => [i.kind, i.amount]),
    ).toEqual([
      ['refund', 47],
      ['jump', -47],
    ]);
    // the rows keep their load, so each reader's language can say what they were
    const loadRef = { loadId: id, number: landed.json().number, date: w.today, altitude: 4000 };
    expect(history.json().items.slice(0, 2)).toEqual([
      expect.objectContaining({ kind: 'refund', loadRef }),
      expect.objectContaining({ kind: 'jump', loadRef }),
    ]);
  });

  it('never charges a tandem passenger: the tandem price is shown, landing and reopening move no money', async () => {
    const id = await newLoad(w);
    await call('POST', `/api/loads/${id}/jumpers`, {
      memberId: w.m.tandemI,
      type: 'tandem',
      altitude: 4000,
      tandemMemberId: w.m.passenger,
      videoFlyerId: w.m.video,
    });
    const listed = (await call('GET', `/api/loads/${w.today}`))
      .json()
      .loads.find((l: { _id: string }) => l._id === id);
    expect(
      listed.jumpers.map((j: { groupRole: string; price: number; tandemPrice: number | null }) => [
        j.groupRole,
        j.price,
        j.tandemPrice,
      ]),
    ).toEqual([
      ['tandemInstructor', 0, null],
      ['passenger', 0, 250],
      ['videoFlyer', 0, null],
    ]);
    expect(listed.totalPrice).toBe(0);
    const before = await balanceOf(w, w.m.passenger);
    const history = async () =>
      (await call('GET', `/api/transaction/member/${w.m.passenger}`)).json().items.length;
    const rows = await history();
    expect((await call('POST', `/api/loads/${id}/land`)).json().state).toBe('landed');
    expect(await balanceOf(w, w.m.passenger)).toBe(before);
    expect(await history()).toBe(rows);
    expect((await call('POST', `/api/loads/${id}/open`)).json().state).toBe('open');
    expect(await balanceOf(w, w.m.passenger)).toBe(before);
    expect(await history()).toBe(rows);
  });

  it('charges once for 20 concurrent identical land requests', async () => {
    const id = await newLoad(w, { pilot: w.m.pilot });
    await call('POST', `/api/loads/${id}/jumpers`, {
      memberId: w.m.fun,
      type: 'normal',
      altitude: 1000,
      ownGear: true,
    });
    const before = await balanceOf(w, w.m.fun);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', `/api/loads/${id}/land`)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    expect(await balanceOf(w, w.m.fun)).toBe(before - 20);
  });

  it('applies a price override and did-not-jump', async () => {
    const id = await newLoad(w, { pilot: w.m.pilot });
    const a = (
      await call('POST', `/api/loads/${id}/jumpers`, { memberId: w.m.fun, type: 'normal', altitude: 4000 })
    ).json().jumpers[0]._id;
    const b = (
      await call('POST', `/api/loads/${id}/jumpers`, { memberId: w.m.member, type: 'normal', altitude: 4000 })
    ).json().jumpers[1]._id;
    await call('PUT', `/api/loads/${id}/jumpers/${a}`, { priceOverride: 10 });
    const res = await call('PUT', `/api/loads/${id}/jumpers/${b}`, { didNotJump: true });
    expect(res.json().jumpers.map((j: { price: number }) => j.price)).toEqual([10, 0]);
  });

  it('prices by the minute when asked, and not with tandems on board', async () => {
    const id = await newLoad(w, { pilot: w.m.pilot });
    await call('POST', `/api/loads/${id}/jumpers`, { memberId: w.m.fun, type: 'normal', altitude: 4000 });
    await call('POST', `/api/loads/${id}/jumpers`, { memberId: w.m.member, type: 'normal', altitude: 4000 });
    const res = await call('PUT', `/api/loads/${id}`, {
      minutePricing: true,
      takeoff: '12:00',
      land: '12:15',
    });
    expect(res.json().jumpers.map((j: { price: number }) => j.price)).toEqual([75, 75]);
    const tandemLoad = await newLoad(w);
    await call('POST', `/api/loads/${tandemLoad}/jumpers`, {
      memberId: w.m.tandemI,
      type: 'tandem',
      altitude: 4000,
      tandemMemberId: w.m.passenger,
    });
    expect((await call('PUT', `/api/loads/${tandemLoad}`, { minutePricing: true })).statusCode).toBe(400);
  });

  it('refuses to delete a member who is on an open load', async () => {
    const id = await newLoad(w);
    const video = w.m.video;
    await call('POST', `/api/loads/${id}/jumpers`, {
      memberId: video,
      type: 'normal',
      altitude: 1000,
      ownGear: true,
    });
    const res = await call('DELETE', '/api/member', { ids: [video] });
    expect(res.json().message).toBe('Member is on open load');
  });
});

describe('the public board', () => {
  it('shows today’s loads with names and no money, without login', async () => {
    const res = await w.t.app.inject({ method: 'GET', url: '/api/loads-public/today' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.clubName).toBe('Skydive Utti');
    expect(body.loads.length).toBeGreaterThan(0);
    expect(JSON.stringify(body)).not.toMatch(/price|balance/);
  });

  it('answers an empty altitude list without an ADS-B source', async () => {
    const res = await w.t.app.inject({ method: 'GET', url: '/api/loads/altitude' });
    expect(res.json()).toEqual({ planes: [], status: 'off', feet: false });
  });
});

/** A user signed in and linked to a new member of the club; a waiver checker or manifest staff when asked. */
async function linkedUser(name: string, opts: { checker?: boolean; manifest?: boolean } = {}) {
  const member = await createMember(w.t.app, w.admin, { firstName: name, exitWeight: 80 });
  const user = await addConfirmedUser(w.t, name.toLowerCase());
  const res = await call('PUT', `/api/user/${user.id}`, {
    linkedMember: member._id,
    permissions: { canCheckWaivers: !!opts.checker, canManifest: !!opts.manifest },
  });
  if (res.statusCode !== 200) {
    throw new Error(`linking failed: ${res.statusCode} ${res.body}`);
  }
  return { memberId: member._id, cookie: user.cookie, username: name.toLowerCase() };
}

/** A load with a pilot and a fun jumper (4000 m, 47 €), optionally led by a member; answers the jumper. */
async function loadWithJumper(jumpLeader: string | null = null) {
  const id = await newLoad(w, { pilot: w.m.pilot, jumpLeader });
  const added = await call('POST', `/api/loads/${id}/jumpers`, {
    memberId: w.m.fun,
    type: 'normal',
    altitude: 4000,
  });
  return { id, jumperId: added.json().jumpers[0]._id as string };
}

const stateOf = async (id: string) =>
  (await call('GET', `/api/loads/${w.today}`)).json().loads.find((l: { _id: string }) => l._id === id);

/**
 * The leader's rights a member without them is refused: the price override and reopening (403s). `locale`: the
 * override's refusal (manifest staff work the load but lead none: onlyAdmin; others may not touch it at all).
 */
async function expectRefusedLeaderRights(cookie: string, locale = 'error.onlyAdmin') {
  const { id, jumperId } = await loadWithJumper();
  const override = await as(w.t.app, cookie, 'PUT', `/api/loads/${id}/jumpers/${jumperId}`, {
    priceOverride: 10,
  });
  expect(override.statusCode).toBe(403);
  expect(override.json().locale).toBe(locale);
  const clear = await as(w.t.app, cookie, 'PUT', `/api/loads/${id}/jumpers/${jumperId}`, {
    priceOverride: null,
  });
  expect(clear.statusCode).toBe(403);
  expect((await stateOf(id)).jumpers[0]).toMatchObject({ price: 47, priceOverride: null });

  expect((await call('POST', `/api/loads/${id}/land`)).statusCode).toBe(200);
  const charged = await balanceOf(w, w.m.fun);
  const reopen = await as(w.t.app, cookie, 'POST', `/api/loads/${id}/open`);
  expect(reopen.statusCode).toBe(403);
  expect(reopen.json().locale).toBe('error.onlyAdmin');
  expect((await stateOf(id)).state).toBe('landed');
  expect(await balanceOf(w, w.m.fun)).toBe(charged);
}

/** Every change of loads a user who works no load is refused, and nothing changes (403 onlyManifest). */
async function expectRefusedManifest(cookie: string) {
  const { id, jumperId } = await loadWithJumper();
  const before = await stateOf(id);
  const refused: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
    ['POST', '/api/loads', { date: w.today }],
    ['PUT', `/api/loads/${id}`, { comment: 'mine' }],
    ['PUT', '/api/loads', { loads: [{ _id: id, comment: 'mine' }] }],
    ['PUT', `/api/loads/${id}/call`, { call: 'min20' }],
    ['POST', `/api/loads/${id}/jumpers`, { memberId: w.m.member, type: 'normal', altitude: 1000 }],
    [
      'POST',
      `/api/loads/${id}/jumpers/many`,
      { jumpers: [{ memberId: w.m.member, type: 'normal', altitude: 1000 }] },
    ],
    ['PUT', `/api/loads/${id}/jumpers/${jumperId}`, { ownGear: true }],
    ['DELETE', `/api/loads/${id}/jumpers/${jumperId}`],
    ['POST', `/api/loads/${id}/land`],
    ['POST', '/api/loads/land', { loadIds: [id] }],
    ['DELETE', `/api/loads/${id}`],
  ];
  for (const [method, url, payload] of refused) {
    const res = await as(w.t.app, cookie, method, url, payload);
    expect(res.statusCode, `${method} ${url}`).toBe(403);
    expect(res.json().locale, `${method} ${url}`).toBe('error.onlyManifest');
  }
  expect(await stateOf(id)).toEqual(before);
}

describe('as a plain jumper (linked to a member, leading no load)', () => {
  let jumper: Awaited<ReturnType<typeof linkedUser>>;
  beforeAll(async () => {
    jumper = await linkedUser('Jaakko');
  });

  it("sees the day, but changes no load: that is manifest staff's and the jump leader's (403)", async () => {
    expect((await as(w.t.app, jumper.cookie, 'GET', `/api/loads/${w.today}`)).statusCode).toBe(200);
    await expectRefusedManifest(jumper.cookie);
  });

  it('may not set a price override or reopen a load (403), and nothing changes', async () => {
    await expectRefusedLeaderRights(jumper.cookie, 'error.onlyManifest');
  });

  it('sees no weight of the load, whose other jumpers’ weights are hidden from them; the staff see it (issue 27)', async () => {
    const { id } = await loadWithJumper();
    await call('POST', `/api/loads/${id}/jumpers`, {
      memberId: jumper.memberId,
      type: 'normal',
      altitude: 4000,
    });
    const loadOf = async (cookie: string) =>
      (await as(w.t.app, cookie, 'GET', `/api/loads/${w.today}`))
        .json()
        .loads.find((l: { _id: string }) => l._id === id);
    // the day is cached once for everyone: ask as the admin first, then as the jumper, then the admin again
    const total = 85 + 90 + 80;
    expect((await loadOf(w.admin)).weight).toEqual({ total, available: 700 - total, level: 'ok' });
    const seen = await loadOf(jumper.cookie);
    expect(seen.weight).toBeNull();
    expect(
      seen.jumpers.map((j: { name: string; exitWeight: number | null }) => [j.name, j.exitWeight]),
    ).toEqual([
      ['Fun Meikäläinen', null],
      ['Jaakko Meikäläinen', 80],
    ]);
    expect((await loadOf(w.admin)).weight).toEqual({ total, available: 700 - total, level: 'ok' });
  });
});

describe('as manifest staff (canManifest, leading no load)', () => {
  let staff: Awaited<ReturnType<typeof linkedUser>>;
  const asStaff = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    as(w.t.app, staff.cookie, method, url, payload);
  beforeAll(async () => {
    staff = await linkedUser('Maarit', { manifest: true });
  });

  it('creates and edits today’s loads, calls them, manifests anyone, edits and removes jumpers, lands', async () => {
    const created = await asStaff('POST', '/api/loads', { date: w.today, pilot: w.m.pilot });
    expect(created.statusCode).toBe(201);
    const id = created.json()._id;
    expect((await asStaff('PUT', `/api/loads/${id}`, { comment: 'Sunset' })).json().comment).toBe('Sunset');
    expect((await asStaff('PUT', `/api/loads/${id}/call`, { call: 'min20' })).json().call.call).toBe('min20');
    const added = await asStaff('POST', `/api/loads/${id}/jumpers`, {
      memberId: w.m.fun,
      type: 'normal',
      altitude: 1000,
    });
    expect(added.statusCode).toBe(200);
    const jumperId = added.json().jumpers[0]._id;
    const edited = await asStaff('PUT', `/api/loads/${id}/jumpers/${jumperId}`, { ownGear: true });
    expect(edited.json().jumpers[0]).toMatchObject({ ownGear: true, price: 20 });
    expect((await asStaff('DELETE', `/api/loads/${id}/jumpers/${jumperId}`)).json().jumpers).toEqual([]);
    expect((await asStaff('DELETE', `/api/loads/${id}`)).statusCode).toBe(200);

    const { id: full } = await loadWithJumper();
    const before = await balanceOf(w, w.m.fun);
    expect((await asStaff('POST', `/api/loads/${full}/land`)).json().state).toBe('landed');
    expect(await balanceOf(w, w.m.fun)).toBe(before - 47);
  });

  it('may not set a price override or reopen a load (403): that is the leader’s', async () => {
    await expectRefusedLeaderRights(staff.cookie);
  });

  it('may not edit a past day’s load (403), which an admin still may', async () => {
    const id = await newLoad(w);
    const at = w.clock.now().toISOString();
    w.clock.advance(24 * 3600 * 1000);
    try {
      // the day after: sign in again, the access cookies of yesterday have expired
      const login = async (usernameOrEmail: string, password: string) =>
        cookiesOf(
          await w.t.app.inject({ method: 'POST', url: '/api/login', payload: { usernameOrEmail, password } }),
        );
      const cookie = await login(staff.username, 'Password-1');
      const refused = await as(w.t.app, cookie, 'PUT', `/api/loads/${id}`, { comment: 'late' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().locale).toBe('error.pastDayLoads');
      const admin = await login(setupBody.username, setupBody.password);
      expect((await as(w.t.app, admin, 'PUT', `/api/loads/${id}`, { comment: 'late' })).statusCode).toBe(200);
    } finally {
      w.clock.set(at);
    }
  });
});

describe('as the load’s jump leader', () => {
  let leader: Awaited<ReturnType<typeof linkedUser>>;
  const asLeader = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    as(w.t.app, leader.cookie, method, url, payload);
  beforeAll(async () => {
    leader = await linkedUser('Leevi');
  });

  it('works the load they lead: edits, calls, manifests, sets a price override, lands and reopens', async () => {
    const { id, jumperId } = await loadWithJumper(leader.memberId);
    expect((await asLeader('PUT', `/api/loads/${id}`, { comment: 'Leevi leads' })).statusCode).toBe(200);
    expect((await asLeader('PUT', `/api/loads/${id}/call`, { call: 'min10' })).statusCode).toBe(200);
    const added = await asLeader('POST', `/api/loads/${id}/jumpers`, {
      memberId: w.m.member,
      type: 'normal',
      altitude: 1000,
    });
    expect(added.statusCode).toBe(200);
    const memberRow = added.json().jumpers.find((j: { memberId: string }) => j.memberId === w.m.member);
    expect((await asLeader('DELETE', `/api/loads/${id}/jumpers/${memberRow._id}`)).statusCode).toBe(200);
    const before = await balanceOf(w, w.m.fun);
    const override = await asLeader('PUT', `/api/loads/${id}/jumpers/${jumperId}`, { priceOverride: 10 });
    expect(override.json().jumpers[0]).toMatchObject({ price: 10, priceOverride: 10 });
    const cleared = await asLeader('PUT', `/api/loads/${id}/jumpers/${jumperId}`, { priceOverride: null });
    expect(cleared.json().jumpers[0]).toMatchObject({ price: 47, priceOverride: null });
    await asLeader('PUT', `/api/loads/${id}/jumpers/${jumperId}`, { priceOverride: 12.5 });

    expect((await asLeader('POST', `/api/loads/${id}/land`)).json().state).toBe('landed');
    expect(await balanceOf(w, w.m.fun)).toBe(before - 12.5);
    w.clock.advance(60_000);
    expect((await asLeader('POST', `/api/loads/${id}/open`)).json().state).toBe('open');
    expect(await balanceOf(w, w.m.fun)).toBe(before);
  });

  it('creates and deletes no loads, and works no load someone else leads (403)', async () => {
    const created = await asLeader('POST', '/api/loads', { date: w.today });
    expect(created.json().locale).toBe('error.onlyManifest');
    const other = await linkedUser('Olli');
    const { id, jumperId } = await loadWithJumper(other.memberId);
    expect(
      (await asLeader('PUT', `/api/loads/${id}/jumpers/${jumperId}`, { priceOverride: 10 })).statusCode,
    ).toBe(403);
    expect((await asLeader('POST', `/api/loads/${id}/land`)).statusCode).toBe(403);
    expect((await call('POST', `/api/loads/${id}/land`)).statusCode).toBe(200);
    expect((await asLeader('POST', `/api/loads/${id}/open`)).statusCode).toBe(403);
    // the leader of that load may
    expect((await as(w.t.app, other.cookie, 'POST', `/api/loads/${id}/open`)).statusCode).toBe(200);
  });

  it('on a load without a leader, is a plain jumper', async () => {
    await expectRefusedManifest(leader.cookie);
  });
});

describe('as a waiver checker (leading no load)', () => {
  let checker: Awaited<ReturnType<typeof linkedUser>>;
  beforeAll(async () => {
    checker = await linkedUser('Ville', { checker: true });
  });

  it('changes no load: checking waivers is not manifesting (403)', async () => {
    await expectRefusedManifest(checker.cookie);
  });
});

describe('signed out, or not linked to a member', () => {
  it('answers 401 signed out and 403 without a linked member on every loads call but the public ones', async () => {
    const id = await newLoad(w);
    const unlinked = await addConfirmedUser(w.t, 'unlinked');
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', `/api/loads/${w.today}`],
      ['POST', '/api/loads', { date: w.today }],
      ['PUT', `/api/loads/${id}`, { comment: 'x' }],
      ['POST', `/api/loads/${id}/jumpers`, { memberId: w.m.fun, type: 'normal', altitude: 1000 }],
      ['POST', `/api/loads/${id}/land`],
      ['POST', '/api/loads/land', { loadIds: [id] }],
      ['POST', `/api/loads/${id}/open`],
      ['DELETE', `/api/loads/${id}`],
    ];
    for (const [method, url, payload] of routes) {
      const anonymous = await w.t.app.inject({ method, url, payload });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const notLinked = await as(w.t.app, unlinked.cookie, method, url, payload);
      expect(notLinked.statusCode, `${method} ${url}`).toBe(403);
      expect(notLinked.json().locale).toBe('error.userNotLinked');
    }
    expect((await stateOf(id)).state).toBe('open');
  });
});

const callSettled = call;
describe('socket events', () => {
  it('announce a landing and a reopening once each, after commit, and nothing for a refused one', async () => {
    const realtime = w.t.app.ctx.realtime;
    const sent: string[] = [];
    const record =
      (room: string) =>
      (...[, event, payload]: unknown[]) => {
        // today's board goes with the public event: written as <board>
        sent.push(
          `${room} ${String(event)} ${JSON.stringify(payload, (k, v) => (k === 'board' ? '<board>' : v))}`,
        );
      };
    const club = vi.spyOn(realtime, 'broadcast').mockImplementation(record('club'));
    const board = vi.spyOn(realtime, 'broadcastPublic').mockImplementation(record('public'));
    // the public event goes once its board is computed
    const call = async (...args: Parameters<typeof callSettled>) => {
      const res = await callSettled(...args);
      await w.t.app.ctx.boardPushes.idle();
      return res;
    };
    try {
      const empty = await newLoad(w);
      await w.t.app.ctx.boardPushes.idle();
      sent.length = 0;
      expect((await call('POST', `/api/loads/${empty}/land`)).statusCode).toBe(409);
      expect(sent).toEqual([]);

      const { id } = await loadWithJumper();
      await w.t.app.ctx.boardPushes.idle();
      // the board's counter of the day: each change raises it by one, and the public event carries it
      const version = async () =>
        (await call('GET', `/api/loads-public/${w.today}`)).json().version as number;
      const before = await version();
      sent.length = 0;
      await call('POST', `/api/loads/${id}/land`);
      const settled = (v: number) => [
        `club loadsUpdatedUpdateMembers {"date":"${w.today}"}`,
        `public loadsUpdated {"date":"${w.today}","version":${v},"board":"<board>"}`,
      ];
      expect(sent).toEqual(settled(before + 1));
      sent.length = 0;
      await call('POST', `/api/loads/${id}/open`);
      expect(sent).toEqual(settled(before + 2));
      sent.length = 0;
      await call('PUT', `/api/loads/${id}`, { comment: 'again' });
      expect(sent).toEqual([
        `club loadsUpdated {"date":"${w.today}"}`,
        `public loadsUpdated {"date":"${w.today}","version":${before + 3},"board":"<board>"}`,
      ]);
      expect(await version()).toBe(before + 3);
    } finally {
      club.mockRestore();
      board.mockRestore();
    }
  });
});
