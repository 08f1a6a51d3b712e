import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addConfirmedUser } from '../../test/app';
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

/** A member created as the member form's API gets it: without the own-gear field unless `over` has it. */
async function member(firstName: string, over: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/member', { firstName, lastName: 'Varuste', role: 'jumper', ...over });
  expect(res.statusCode).toBe(201);
  return res.json() as { _id: string; ownGear: boolean };
}

type Row = { memberId: string; ownGear: boolean; price: number };
const rowsOf = async (loadId: string): Promise<Row[]> =>
  (await call('GET', `/api/loads/${w.today}`)).json().loads.find((l: { _id: string }) => l._id === loadId)
    .jumpers;

describe('own gear is the member’s', () => {
  it('starts on for a licensed jumper and off for students and tandem passengers; the form may say otherwise', async () => {
    expect((await member('Lisensoitu', { license: 'D' })).ownGear).toBe(true);
    expect((await member('Oppilas', { role: 'student-aff' })).ownGear).toBe(false);
    expect((await member('Tandem', { role: 'student-tandem' })).ownGear).toBe(false);
    expect((await member('Vuokraaja', { ownGear: false })).ownGear).toBe(false);
    expect((await member('Omat', { role: 'student-sl', ownGear: true })).ownGear).toBe(true);
  });

  it('keeps the member’s own gear when an edit leaves the field out, and changes it when the edit says', async () => {
    const m = await member('Muokattu', { license: 'C' });
    const body = { _id: m._id, firstName: 'Muokattu', lastName: 'Varuste', role: 'jumper', license: 'C' };
    expect((await call('PUT', '/api/member', body)).json().ownGear).toBe(true);
    expect((await call('PUT', '/api/member', { ...body, ownGear: false })).json().ownGear).toBe(false);
  });

  it('a jumper added without ownGear takes the member’s: a D-licence jumper pays 32 €, a student 32 € + 15 € rent', async () => {
    const d = await member('Dee', { license: 'D' });
    const s = await member('Student', { role: 'student-aff' });
    const loadId = await newLoad(w);
    expect(
      (
        await call('POST', `/api/loads/${loadId}/jumpers`, {
          memberId: d._id,
          type: 'normal',
          altitude: 4000,
        })
      ).statusCode,
    ).toBe(200);
    const res = await call('POST', `/api/loads/${loadId}/jumpers`, {
      memberId: s._id,
      type: 'student',
      altitude: 4000,
    });
    expect(res.statusCode).toBe(200);
    const rows = await rowsOf(loadId);
    expect(rows.map((r) => [r.memberId, r.ownGear, r.price])).toEqual([
      [d._id, true, 32],
      [s._id, false, 47],
    ]);
  });

  it('the call’s own choice still wins, and the several-jumpers call takes each member’s', async () => {
    const d = await member('Rentti', { license: 'B' });
    const e = await member('Omaton', { license: 'B', ownGear: false });
    const loadId = await newLoad(w);
    const res = await call('POST', `/api/loads/${loadId}/jumpers/many`, {
      jumpers: [
        { memberId: d._id, altitude: 4000 },
        { memberId: e._id, altitude: 4000 },
        { memberId: w.m.fun, altitude: 4000, ownGear: true },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect((await rowsOf(loadId)).map((r) => [r.ownGear, r.price])).toEqual([
      [true, 32],
      [false, 47],
      [true, 32],
    ]);
  });

  it('the jumper sets it in their profile, and self-manifest without ownGear takes it', async () => {
    const m = await member('Itse', { license: 'A', email: 'itse@example.com', ownGear: false });
    const user = await addConfirmedUser(w.t, 'itse');
    await call('PUT', `/api/user/${user.id}`, { linkedMember: m._id });
    const cookie = user.cookie;
    const me = await as(w.t.app, cookie, 'PUT', '/api/member/me', { ownGear: true });
    expect([me.statusCode, me.json().ownGear]).toEqual([200, true]);
    expect((await as(w.t.app, cookie, 'GET', '/api/member/me')).json().ownGear).toBe(true);
    const ctx = (await as(w.t.app, cookie, 'GET', '/api/self-manifest')).json();
    expect([ctx.ownGear, ctx.isClubMember]).toEqual([true, false]);
    const loadId = await newLoad(w);
    const joined = await as(w.t.app, cookie, 'POST', `/api/loads/${loadId}/jumpers/me`, { altitude: 4000 });
    expect(joined.statusCode).toBeLessThan(300);
    expect((await rowsOf(loadId)).map((r) => [r.ownGear, r.price])).toEqual([[true, 32]]);
  });

  it('refuses a profile change that is not a yes or no, and changes nothing', async () => {
    const res = await as(w.t.app, w.admin, 'PUT', '/api/member/me', { ownGear: 'kyllä' });
    expect(res.statusCode).toBe(400);
    expect(res.json().locale).toBeDefined();
  });
});
