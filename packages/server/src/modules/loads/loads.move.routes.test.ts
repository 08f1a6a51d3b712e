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

type Jumper = { _id: string; memberId: string; name: string; groupRole: string; groupId: string };
type LoadAnswer = { _id: string; number: number; jumpers: Jumper[]; slotsLeft: number | null };

const loadOf = async (id: string): Promise<LoadAnswer> =>
  (await call('GET', `/api/loads/${w.today}`)).json().loads.find((l: LoadAnswer) => l._id === id);
const membersOn = async (id: string) => (await loadOf(id)).jumpers.map((j) => j.memberId);

async function add(loadId: string, body: object): Promise<LoadAnswer> {
  const res = await call('POST', `/api/loads/${loadId}/jumpers`, { altitude: 4000, type: 'normal', ...body });
  if (res.statusCode !== 200) {
    throw new Error(`manifest failed: ${res.statusCode} ${res.body}`);
  }
  return res.json();
}

/** The jumper id of a member on a load. */
const jumperOf = (load: LoadAnswer, memberId: string) =>
  load.jumpers.find((j) => j.memberId === memberId)?._id ?? '';

const move = (from: string, jumperId: string, toLoad: string, cookie = w.admin) =>
  as(w.t.app, cookie, 'POST', `/api/loads/${from}/jumpers/${jumperId}/move`, { toLoad });

describe('moving a jumper or their group to another load of the day', () => {
  it('moves a fun jumper, keeping their own fields, and answers both loads', async () => {
    const from = await newLoad(w, { pilot: w.m.pilot });
    const to = await newLoad(w);
    await add(to, { memberId: w.m.member });
    const loaded = await add(from, { memberId: w.m.fun, ownGear: true, highOpening: true });
    const jumperId = jumperOf(loaded, w.m.fun);
    await call('PUT', `/api/loads/${from}/jumpers/${jumperId}`, { priceOverride: 12 });

    const res = await move(from, jumperId, to);
    expect(res.statusCode).toBe(200);
    const [a, b] = res.json().loads as (LoadAnswer & { jumpers: Record<string, unknown>[] })[];
    expect([a?._id, b?._id]).toEqual([from, to]);
    expect(a?.jumpers).toEqual([]);
    // the same row (id), last on the target, with its gear, high opening and price override
    expect(b?.jumpers.map((j) => j.memberId)).toEqual([w.m.member, w.m.fun]);
    expect(b?.jumpers[1]).toMatchObject({
      _id: jumperId,
      ownGear: true,
      highOpening: true,
      priceOverride: 12,
    });
    expect(b?.slotsLeft).toBe(3);
  });

  it('moves a tandem with passenger and video flyer together, whoever of the group is named', async () => {
    const from = await newLoad(w);
    const to = await newLoad(w);
    const loaded = await add(from, {
      memberId: w.m.tandemI,
      type: 'tandem',
      tandemMemberId: w.m.passenger,
      videoFlyerId: w.m.video,
    });
    await add(from, { memberId: w.m.fun });
    const res = await move(from, jumperOf(loaded, w.m.passenger), to);
    expect(res.statusCode).toBe(200);
    expect(await membersOn(from)).toEqual([w.m.fun]);
    const moved = (await loadOf(to)).jumpers;
    expect(moved.map((j) => [j.memberId, j.groupRole])).toEqual([
      [w.m.tandemI, 'tandemInstructor'],
      [w.m.passenger, 'passenger'],
      [w.m.video, 'videoFlyer'],
    ]);
    expect(new Set(moved.map((j) => j.groupId)).size).toBe(1);
  });

  it('moves an instructor with their student', async () => {
    const from = await newLoad(w);
    const to = await newLoad(w);
    const loaded = await add(from, {
      memberId: w.m.affI,
      type: 'instructor',
      students: [{ memberId: w.m.student }],
    });
    expect((await move(from, jumperOf(loaded, w.m.affI), to)).statusCode).toBe(200);
    expect(await membersOn(to)).toEqual([w.m.affI, w.m.student]);
    expect(await membersOn(from)).toEqual([]);
  });

  it('refuses a landed source or target, and nothing moves', async () => {
    const open = await newLoad(w);
    const landed = await newLoad(w, { pilot: w.m.pilot });
    const onLanded = await add(landed, { memberId: w.m.fun });
    const onOpen = await add(open, { memberId: w.m.member });
    expect((await call('POST', `/api/loads/${landed}/land`)).statusCode).toBe(200);

    const fromLanded = await move(landed, jumperOf(onLanded, w.m.fun), open);
    expect(fromLanded.statusCode).toBe(409);
    expect(fromLanded.json().message).toBe('Load is already landed');
    const toLanded = await move(open, jumperOf(onOpen, w.m.member), landed);
    expect(toLanded.statusCode).toBe(409);
    expect(toLanded.json().message).toBe('Load is already landed');
    expect(await membersOn(landed)).toEqual([w.m.fun]);
    expect(await membersOn(open)).toEqual([w.m.member]);
  });

  it('refuses a member already on the target, naming them and the load', async () => {
    const from = await newLoad(w);
    const to = await newLoad(w);
    const loaded = await add(from, {
      memberId: w.m.tandemI,
      type: 'tandem',
      tandemMemberId: w.m.passenger,
      videoFlyerId: w.m.video,
    });
    await add(to, { memberId: w.m.video, type: 'video' });
    const res = await move(from, jumperOf(loaded, w.m.tandemI), to);
    expect(res.statusCode).toBe(409);
    const number = (await loadOf(to)).number;
    expect(res.json()).toMatchObject({
      message: 'a member is already on this load',
      detailsLocale: 'errorDetail.alreadyOnLoadNamed',
      detailsParams: { name: 'Video Meikäläinen', number },
      details: `Video Meikäläinen is already on load ${number}`,
    });
    expect(await membersOn(from)).toEqual([w.m.tandemI, w.m.passenger, w.m.video]);
    expect(await membersOn(to)).toEqual([w.m.video]);
  });

  it('moves a group onto a target over its plane’s slots (5): the slots are information only', async () => {
    const from = await newLoad(w);
    const full = await newLoad(w);
    for (const m of [w.m.fun, w.m.member, w.m.video, w.m.affI]) {
      await add(full, { memberId: m });
    }
    const loaded = await add(from, {
      memberId: w.m.tandemI,
      type: 'tandem',
      tandemMemberId: w.m.passenger,
    });
    const res = await move(from, jumperOf(loaded, w.m.tandemI), full);
    expect(res.statusCode).toBe(200);
    expect(await membersOn(full)).toHaveLength(6);
    expect((await loadOf(full)).slotsLeft).toBe(-1);
    expect(await membersOn(from)).toEqual([]);
  });

  it('refuses the same load, and an unknown jumper or load', async () => {
    const from = await newLoad(w);
    const other = await newLoad(w);
    const loaded = await add(from, {
      memberId: w.m.tandemI,
      type: 'tandem',
      tandemMemberId: w.m.passenger,
    });

    const same = await move(from, jumperOf(loaded, w.m.tandemI), from);
    expect(same.json().detailsLocale).toBe('errorDetail.moveToSameLoad');
    const nobody = await move(from, '00000000-0000-4000-8000-000000000000', other);
    expect([nobody.statusCode, nobody.json().message]).toEqual([404, 'Member not found']);
    const noLoad = await move(from, jumperOf(loaded, w.m.tandemI), '00000000-0000-4000-8000-000000000000');
    expect([noLoad.statusCode, noLoad.json().message]).toEqual([404, 'Load not found']);
    const badBody = await call(
      'POST',
      `/api/loads/${from}/jumpers/${jumperOf(loaded, w.m.tandemI)}/move`,
      {},
    );
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().validationErrors).toEqual([
      { field: 'toLoad', fieldLocale: 'fields.toLoad', locale: 'error.loadNotFound' },
    ]);
    expect(await membersOn(from)).toEqual([w.m.tandemI, w.m.passenger]);
  });

  it('refuses an altitude the target plane does not fly', async () => {
    const other = await call('POST', '/api/club/plane', {
      aircraftModel: 'PAC 750',
      registration: 'OH-PAC',
      slots: 17,
      jumpLines: [{ altitude: 3000, price: 30 }],
    });
    const pacId = other.json().planes.find((p: { registration: string }) => p.registration === 'OH-PAC')._id;
    const from = await newLoad(w);
    const to = await newLoad(w, { plane: pacId });
    const loaded = await add(from, { memberId: w.m.fun });
    const res = await move(from, jumperOf(loaded, w.m.fun), to);
    expect(res.statusCode).toBe(400);
    expect(res.json().detailsLocale).toBe('errorDetail.altitudeNotJumpLine');
    expect(await membersOn(from)).toEqual([w.m.fun]);
  });

  it('refuses a load of another day', async () => {
    const today = await newLoad(w);
    const loaded = await add(today, { memberId: w.m.fun });
    const at = w.clock.now().toISOString();
    w.clock.advance(24 * 3600 * 1000);
    try {
      const admin = cookiesOf(
        await w.t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { usernameOrEmail: setupBody.username, password: setupBody.password },
        }),
      );
      const tomorrow = (await as(w.t.app, admin, 'POST', '/api/loads', { date: '2026-06-14' })).json()._id;
      const res = await move(today, jumperOf(loaded, w.m.fun), tomorrow, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().detailsLocale).toBe('errorDetail.moveToOtherDay');
      const back = await as(w.t.app, admin, 'GET', '/api/loads/2026-06-14');
      expect(back.json().loads[0].jumpers).toEqual([]);
    } finally {
      w.clock.set(at);
    }
    expect(await membersOn(today)).toEqual([w.m.fun]);
  });

  it('moves no money: an open load charges nobody until it lands', async () => {
    const from = await newLoad(w, { pilot: w.m.pilot });
    const to = await newLoad(w, { pilot: w.m.pilot });
    const loaded = await add(from, { memberId: w.m.fun });
    const before = await balanceOf(w, w.m.fun);
    expect((await move(from, jumperOf(loaded, w.m.fun), to)).statusCode).toBe(200);
    expect(await balanceOf(w, w.m.fun)).toBe(before);
    expect((await call('POST', `/api/loads/${to}/land`)).statusCode).toBe(200);
    expect(await balanceOf(w, w.m.fun)).toBe(before - 47);
  });
});

describe('concurrent moves', () => {
  it('of the same jumper to the same load: exactly one wins, the member is on the target once', async () => {
    const from = await newLoad(w);
    const to = await newLoad(w);
    const jumperId = jumperOf(await add(from, { memberId: w.m.fun }), w.m.fun);
    const answers = await Promise.all([move(from, jumperId, to), move(from, jumperId, to)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    expect(await membersOn(to)).toEqual([w.m.fun]);
    expect(await membersOn(from)).toEqual([]);
  });

  it('of the same member from two loads to one: exactly one wins, the unique member rule holds', async () => {
    const a = await newLoad(w);
    const c = await newLoad(w);
    const to = await newLoad(w);
    const fromA = jumperOf(await add(a, { memberId: w.m.fun }), w.m.fun);
    const fromC = jumperOf(await add(c, { memberId: w.m.fun }), w.m.fun);
    const answers = await Promise.all([move(a, fromA, to), move(c, fromC, to)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)?.json().message).toBe(
      'a member is already on this load',
    );
    expect(await membersOn(to)).toEqual([w.m.fun]);
    // the loser stays where it was
    expect([...(await membersOn(a)), ...(await membersOn(c))]).toEqual([w.m.fun]);
  });

  it('crossing between two loads both ways at once: both finish (locks in id order), nothing is lost', async () => {
    const a = await newLoad(w);
    const b = await newLoad(w);
    const onA = jumperOf(await add(a, { memberId: w.m.fun }), w.m.fun);
    const onB = jumperOf(await add(b, { memberId: w.m.member }), w.m.member);
    const answers = await Promise.all([move(a, onA, b), move(b, onB, a)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await membersOn(a)).toEqual([w.m.member]);
    expect(await membersOn(b)).toEqual([w.m.fun]);
  });
});

describe('who may move, and what is announced', () => {
  it('manifest staff may move; a plain linked jumper 403, signed out 401, unlinked 403', async () => {
    const member = await createMember(w.t.app, w.admin, { firstName: 'Mikko', exitWeight: 80 });
    const user = await addConfirmedUser(w.t, 'mikko');
    await call('PUT', `/api/user/${user.id}`, { linkedMember: member._id });
    const plainMember = await createMember(w.t.app, w.admin, { firstName: 'Pekka', exitWeight: 80 });
    const plain = await addConfirmedUser(w.t, 'pekkamover');
    await call('PUT', `/api/user/${plain.id}`, { linkedMember: plainMember._id });
    await call('PUT', `/api/user/${user.id}`, { permissions: { canManifest: true } });
    const from = await newLoad(w);
    const to = await newLoad(w);
    const jumperId = jumperOf(await add(from, { memberId: w.m.fun }), w.m.fun);

    const anonymous = await w.t.app.inject({
      method: 'POST',
      url: `/api/loads/${from}/jumpers/${jumperId}/move`,
      payload: { toLoad: to },
    });
    expect(anonymous.statusCode).toBe(401);
    const unlinked = await addConfirmedUser(w.t, 'unlinkedmover');
    expect((await move(from, jumperId, to, unlinked.cookie)).statusCode).toBe(403);
    const refused = await move(from, jumperId, to, plain.cookie);
    expect([refused.statusCode, refused.json().locale]).toEqual([403, 'error.onlyManifest']);
    expect(await membersOn(to)).toEqual([]);
    expect((await move(from, jumperId, to, user.cookie)).statusCode).toBe(200);
    expect(await membersOn(to)).toEqual([w.m.fun]);
  });

  it('one loadsChanged for the day per move, after commit, and nothing for a refused one', async () => {
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
    const settled = () => w.t.app.ctx.boardPushes.idle();
    try {
      const from = await newLoad(w);
      const to = await newLoad(w);
      const jumperId = jumperOf(await add(from, { memberId: w.m.fun }), w.m.fun);
      await settled();
      sent.length = 0;
      expect((await move(from, jumperId, from)).statusCode).toBe(400);
      await settled();
      expect(sent).toEqual([]);
      const version = (await as(w.t.app, w.admin, 'GET', `/api/loads-public/${w.today}`)).json().version;
      expect((await move(from, jumperId, to)).statusCode).toBe(200);
      await settled();
      expect(sent).toEqual([
        `club loadsUpdated {"date":"${w.today}"}`,
        `public loadsUpdated {"date":"${w.today}","version":${version + 1},"board":"<board>"}`,
      ]);
    } finally {
      club.mockRestore();
      board.mockRestore();
    }
  });
});
