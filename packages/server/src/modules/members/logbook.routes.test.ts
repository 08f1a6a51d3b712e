import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addConfirmedUser } from '../../test/app';
import { buildMember, createMember } from '../../test/factories';
import { as, type LoadsWorld, loadsWorld, newLoad } from '../../test/loads.fixture';

let w: LoadsWorld;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  as(w.t.app, w.admin, method, url, payload);

/** A member with 100 jumps before the product, linked to a user of their own. */
let jumper: { memberId: string; cookie: string };
/** A plain user linked to another member. */
let other: { memberId: string; cookie: string };

async function linkedUser(name: string, over: Record<string, unknown> = {}) {
  const member = await createMember(w.t.app, w.admin, { firstName: name, exitWeight: 80, ...over });
  const user = await addConfirmedUser(w.t, name.toLowerCase());
  const res = await call('PUT', `/api/user/${user.id}`, { linkedMember: member._id });
  if (res.statusCode !== 200) {
    throw new Error(`linking failed: ${res.statusCode} ${res.body}`);
  }
  return { memberId: member._id, cookie: user.cookie };
}

/** A load with the pilot and the given jumpers' rows (each body a POST …/jumpers); answers its id. */
async function loadWith(...bodies: Record<string, unknown>[]) {
  const id = await newLoad(w, { pilot: w.m.pilot });
  for (const body of bodies) {
    const res = await call('POST', `/api/loads/${id}/jumpers`, body);
    if (res.statusCode !== 200) {
      throw new Error(`manifest failed: ${res.statusCode} ${res.body}`);
    }
  }
  return id;
}

const land = async (id: string) => expect((await call('POST', `/api/loads/${id}/land`)).statusCode).toBe(200);
const reopen = async (id: string) =>
  expect((await call('POST', `/api/loads/${id}/open`)).statusCode).toBe(200);
const ownLogbook = async () => (await as(w.t.app, jumper.cookie, 'GET', '/api/member/me/logbook')).json();
const totalJumps = async (memberId: string) =>
  (await call('GET', '/api/member')).json().find((m: { _id: string }) => m._id === memberId).totalJumps;

beforeAll(async () => {
  w = await loadsWorld();
  jumper = await linkedUser('Logbook', { totalJumps: 100 });
  other = await linkedUser('Other');
});
afterAll(async () => {
  await w.t.close();
});

describe('the logbook and totalJumps', () => {
  let first: string;
  let second: string;

  it('numbers the jumps of landed loads on from the jumps before, and totalJumps counts them', async () => {
    expect(await ownLogbook()).toEqual({ jumpsBefore: 100, jumps: [] });
    expect(await totalJumps(jumper.memberId)).toBe(100);
    first = await loadWith({ memberId: jumper.memberId, type: 'normal', altitude: 4000 });
    second = await loadWith({ memberId: jumper.memberId, type: 'normal', altitude: 1000, highOpening: true });
    // an open load is not in the logbook yet
    expect((await ownLogbook()).jumps).toEqual([]);
    await land(first);
    await land(second);
    const book = await ownLogbook();
    expect(book.jumpsBefore).toBe(100);
    expect(book.jumps).toEqual([
      {
        number: 101,
        date: w.today,
        loadNumber: expect.any(Number),
        loadId: first,
        plane: 'OH-CDZ',
        altitude: 4000,
        jumpType: 'sport',
        groupRole: 'single',
        trainingJump: null,
        price: 47,
        highOpening: false,
      },
      expect.objectContaining({ number: 102, loadId: second, altitude: 1000, price: 35 }),
    ]);
    expect(book.jumps[0].loadNumber).toBeLessThan(book.jumps[1].loadNumber);
    expect(await totalJumps(jumper.memberId)).toBe(102);
    // me and get say the same total
    const me = await as(w.t.app, jumper.cookie, 'GET', '/api/member/me');
    expect(me.json().totalJumps).toBe(102);
  });

  it('a reopened load leaves the logbook and comes back with the same numbers when landed again', async () => {
    await reopen(first);
    const reopened = await ownLogbook();
    expect(reopened.jumps.map((j: { loadId: string; number: number }) => [j.loadId, j.number])).toEqual([
      [second, 101],
    ]);
    expect(await totalJumps(jumper.memberId)).toBe(101);
    await land(first);
    const relanded = await ownLogbook();
    expect(relanded.jumps.map((j: { loadId: string; number: number }) => [j.loadId, j.number])).toEqual([
      [first, 101],
      [second, 102],
    ]);
    expect(await totalJumps(jumper.memberId)).toBe(102);
  });

  it('leaves out a jump the member did not make', async () => {
    const id = await loadWith({ memberId: jumper.memberId, type: 'normal', altitude: 4000 });
    const day = (await call('GET', `/api/loads/${w.today}`)).json();
    const row = day.loads.find((l: { _id: string }) => l._id === id).jumpers[0];
    await call('PUT', `/api/loads/${id}/jumpers/${row._id}`, { didNotJump: true });
    await land(id);
    const book = await ownLogbook();
    expect(book.jumps.map((j: { loadId: string }) => j.loadId)).not.toContain(id);
    expect(await totalJumps(jumper.memberId)).toBe(102);
  });

  it('keeps a typed total: jumps before = typed − landed, and refuses a total below the landed jumps', async () => {
    const put = (totalJumps: number | null) =>
      call('PUT', '/api/member', {
        ...buildMember({ firstName: 'Logbook', exitWeight: 80, totalJumps }),
        _id: jumper.memberId,
      });
    const saved = await put(150);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().totalJumps).toBe(150);
    expect(await totalJumps(jumper.memberId)).toBe(150);
    const book = await ownLogbook();
    expect(book.jumpsBefore).toBe(148);
    expect(book.jumps.map((j: { number: number }) => j.number)).toEqual([149, 150]);
    // one more landed jump raises the kept total by one
    await land(await loadWith({ memberId: jumper.memberId, type: 'normal', altitude: 4000 }));
    expect(await totalJumps(jumper.memberId)).toBe(151);

    const below = await put(2);
    expect(below.statusCode).toBe(400);
    expect(below.json()).toMatchObject({
      detailsLocale: 'errorDetail.totalJumpsBelowLanded',
      detailsParams: { landed: 3 },
    });
    expect(await totalJumps(jumper.memberId)).toBe(151);
    // the landed jumps themselves are a total the form may keep (nothing before)
    expect((await put(3)).json().totalJumps).toBe(3);
    expect((await ownLogbook()).jumpsBefore).toBe(0);
  });

  it('a tandem passenger’s logbook has the tandem; a year keeps that year’s jumps', async () => {
    const id = await loadWith({
      memberId: w.m.tandemI,
      type: 'tandem',
      altitude: 4000,
      tandemMemberId: w.m.passenger,
    });
    await land(id);
    const book = (await call('GET', `/api/member/${w.m.passenger}/logbook`)).json();
    expect(book).toEqual({
      jumpsBefore: null,
      jumps: [
        expect.objectContaining({
          number: 1,
          loadId: id,
          jumpType: 'tandem',
          groupRole: 'passenger',
          price: null,
        }),
      ],
    });
    const year = Number(w.today.slice(0, 4));
    const thisYear = await call('GET', `/api/member/${w.m.passenger}/logbook?year=${year}`);
    expect(thisYear.json().jumps).toHaveLength(1);
    const lastYear = await call('GET', `/api/member/${w.m.passenger}/logbook?year=${year - 1}`);
    expect(lastYear.json().jumps).toEqual([]);
    expect((await call('GET', `/api/member/${w.m.passenger}/logbook?year=19`)).statusCode).toBe(400);
  });
});

describe('who sees a logbook', () => {
  it('the member’s own user: me and by id', async () => {
    expect((await as(w.t.app, jumper.cookie, 'GET', '/api/member/me/logbook')).statusCode).toBe(200);
    expect(
      (await as(w.t.app, jumper.cookie, 'GET', `/api/member/${jumper.memberId}/logbook`)).statusCode,
    ).toBe(200);
  });

  it('not another member’s, as a plain user (403 onlyAdmin)', async () => {
    for (const url of [
      `/api/member/${jumper.memberId}/logbook`,
      `/api/member/${jumper.memberId}/logbook.csv`,
    ]) {
      const res = await as(w.t.app, other.cookie, 'GET', url);
      expect(res.statusCode).toBe(403);
      expect(res.json().locale).toBe('error.onlyAdmin');
    }
  });

  it('an admin sees anyone’s', async () => {
    const res = await call('GET', `/api/member/${jumper.memberId}/logbook`);
    expect(res.statusCode).toBe(200);
    expect(res.json().jumps.length).toBeGreaterThan(0);
    const missing = await call('GET', '/api/member/00000000-0000-4000-8000-000000000000/logbook');
    expect(missing.statusCode).toBe(404);
  });

  it('nobody anonymous (401)', async () => {
    expect((await w.t.app.inject({ method: 'GET', url: '/api/member/me/logbook' })).statusCode).toBe(401);
    expect(
      (await w.t.app.inject({ method: 'GET', url: `/api/member/${jumper.memberId}/logbook` })).statusCode,
    ).toBe(401);
  });
});

describe('logbook.csv', () => {
  it('in Finnish: semicolons, Finnish headers, dates and decimal commas', async () => {
    const res = await as(w.t.app, jumper.cookie, 'GET', '/api/member/me/logbook.csv?lang=fi');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('logbook.csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Hyppy nro;Päivämäärä;Nousu;Kone;Korkeus (m);Hyppylaji;Koulutushyppy;Hinta');
    const [y, m, d] = w.today.split('-');
    expect(lines[1]).toMatch(
      new RegExp(`^1;${Number(d)}\\.${Number(m)}\\.${y};\\d+;OH-CDZ;4000;Urheiluhyppy;;47,00$`),
    );
    expect(lines).toHaveLength(4);
  });

  it('in English for an admin, by id', async () => {
    const res = await call('GET', `/api/member/${jumper.memberId}/logbook.csv?lang=en`);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Jump no.,Date,Load,Plane,Altitude (m),Jump type,Training jump,Price');
    expect(lines[2]).toMatch(new RegExp(`^2,${w.today},\\d+,OH-CDZ,1000,Sport jump,,35.00$`));
  });
});
