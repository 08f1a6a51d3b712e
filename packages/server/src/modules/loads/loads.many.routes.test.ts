import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addConfirmedUser } from '../../test/app';
import { createMember } from '../../test/factories';
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

type Jumper = { memberId: string; name: string; price: number; altitude: number; groupId: string };
const jumpersOf = async (id: string): Promise<Jumper[]> =>
  (await call('GET', `/api/loads/${w.today}`)).json().loads.find((l: { _id: string }) => l._id === id)
    .jumpers;
const many = (id: string, jumpers: object[], cookie = w.admin) =>
  as(w.t.app, cookie, 'POST', `/api/loads/${id}/jumpers/many`, { jumpers });

describe('adding several jumpers at once', () => {
  it('adds each as a group of their own, in the list’s order, with their altitude and gear', async () => {
    const id = await newLoad(w);
    const res = await many(id, [
      { memberId: w.m.fun, altitude: 4000 },
      { memberId: w.m.member, altitude: 4000, ownGear: true },
      { memberId: w.m.video, altitude: 1000, gearRental: 10 },
      { memberId: w.m.student, altitude: 1000, type: 'student' },
    ]);
    expect(res.statusCode).toBe(200);
    const jumpers = res.json().jumpers as (Jumper & { type: string; groupRole: string })[];
    expect(jumpers.map((j) => [j.name, j.type, j.groupRole, j.altitude, j.price])).toEqual([
      ['Fun Meikäläinen', 'normal', 'single', 4000, 47],
      ['Member Meikäläinen', 'normal', 'single', 4000, 29],
      ['Video Meikäläinen', 'normal', 'single', 1000, 30],
      ['Student Meikäläinen', 'student', 'single', 1000, 35],
    ]);
    expect(new Set(jumpers.map((j) => j.groupId)).size).toBe(4);
    expect(res.json().slotsLeft).toBe(1);
  });

  it('is all or none: a member already on the load refuses the list, naming the member and the row', async () => {
    const id = await newLoad(w);
    await call('POST', `/api/loads/${id}/jumpers`, { memberId: w.m.member, type: 'normal', altitude: 4000 });
    const res = await many(id, [
      { memberId: w.m.fun, altitude: 4000 },
      { memberId: w.m.member, altitude: 4000 },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'a member is already on this load',
      detailsLocale: 'errorDetail.jumperRefused',
      detailsParams: { name: 'Member Meikäläinen', row: 2 },
      details: 'Member Meikäläinen (row 2) could not be added, so nobody was added',
      validationErrors: [
        { field: 'jumpers.1.memberId', fieldLocale: 'fields.memberId', locale: 'error.memberAlreadyOnLoad' },
      ],
    });
    expect((await jumpersOf(id)).map((j) => j.memberId)).toEqual([w.m.member]);
  });

  it('refuses a member twice in the list, an altitude off the jump lines, and a non-student as a student', async () => {
    const id = await newLoad(w);
    const twice = await many(id, [
      { memberId: w.m.fun, altitude: 4000 },
      { memberId: w.m.fun, altitude: 1000 },
    ]);
    expect([twice.statusCode, twice.json().detailsParams]).toEqual([
      409,
      { name: 'Fun Meikäläinen', row: 2 },
    ]);
    const altitude = await many(id, [
      { memberId: w.m.fun, altitude: 4000 },
      { memberId: w.m.member, altitude: 3000 },
    ]);
    expect(altitude.statusCode).toBe(400);
    expect(altitude.json()).toMatchObject({
      message: 'Invalid data',
      detailsParams: { name: 'Member Meikäläinen', row: 2 },
      validationErrors: [
        {
          field: 'jumpers.1.altitude',
          fieldLocale: 'fields.altitude',
          locale: 'errorDetail.altitudeNotJumpLine',
        },
      ],
    });
    const student = await many(id, [{ memberId: w.m.fun, altitude: 4000, type: 'student' }]);
    expect(student.json().validationErrors[0].locale).toBe('errorDetail.studentRoleRequired');
    const unknown = await many(id, [{ memberId: '00000000-0000-4000-8000-000000000000', altitude: 4000 }]);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Member not found']);
    expect(await jumpersOf(id)).toEqual([]);
  });

  it('adds more jumpers than the plane has free slots (5): the slots are information only', async () => {
    const id = await newLoad(w);
    await call('POST', `/api/loads/${id}/jumpers`, { memberId: w.m.pilot, type: 'normal', altitude: 4000 });
    const five = [w.m.fun, w.m.member, w.m.video, w.m.affI, w.m.tandemI].map((memberId) => ({
      memberId,
      altitude: 4000,
    }));
    const res = await many(id, five);
    expect(res.statusCode).toBe(200);
    expect(res.json().slotsLeft).toBe(-1);
    expect(await jumpersOf(id)).toHaveLength(6);
  });

  it('checks the body: a list of at least one, no tandems (they need a passenger), fields by name', async () => {
    const id = await newLoad(w);
    const empty = await many(id, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().validationErrors).toEqual([
      { field: 'jumpers', fieldLocale: 'fields.jumpers', locale: 'validation.required' },
    ]);
    const missing = await call('POST', `/api/loads/${id}/jumpers/many`, {});
    expect(missing.json().validationErrors[0]).toMatchObject({
      field: 'jumpers',
      fieldLocale: 'fields.jumpers',
    });
    const tandem = await many(id, [{ memberId: w.m.tandemI, altitude: 4000, type: 'tandem' }]);
    expect(tandem.statusCode).toBe(400);
    expect(tandem.json().validationErrors[0]).toMatchObject({
      field: 'jumpers.0.type',
      fieldLocale: 'fields.type',
    });
    const price = await many(id, [{ memberId: w.m.fun, altitude: 4000, gearRental: 12.345 }]);
    expect(price.statusCode).toBe(400);
    expect(price.json().validationErrors[0]).toMatchObject({ field: 'jumpers.0.gearRental' });
    const tooMany = await many(
      id,
      Array.from({ length: 101 }, () => ({ memberId: w.m.fun, altitude: 4000 })),
    );
    expect(tooMany.json().validationErrors).toEqual([
      { field: 'jumpers', fieldLocale: 'fields.jumpers', locale: 'validation.maxNumber', params: { n: 100 } },
    ]);
    expect(await jumpersOf(id)).toEqual([]);
  });

  it('refuses a landed load; manifest staff may add several like one, a plain linked jumper may not', async () => {
    const landed = await newLoad(w, { pilot: w.m.pilot });
    await call('POST', `/api/loads/${landed}/land`);
    const refused = await many(landed, [{ memberId: w.m.fun, altitude: 4000 }]);
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'Load is already landed']);

    const member = await createMember(w.t.app, w.admin, { firstName: 'Minna', exitWeight: 70 });
    const user = await addConfirmedUser(w.t, 'minna');
    await call('PUT', `/api/user/${user.id}`, { linkedMember: member._id });
    const id = await newLoad(w);
    const plain = await many(id, [{ memberId: member._id, altitude: 1000 }], user.cookie);
    expect([plain.statusCode, plain.json().locale]).toEqual([403, 'error.onlyManifest']);
    await call('PUT', `/api/user/${user.id}`, { permissions: { canManifest: true } });
    const res = await many(
      id,
      [
        { memberId: member._id, altitude: 1000 },
        { memberId: w.m.fun, altitude: 1000 },
      ],
      user.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().jumpers).toHaveLength(2);
    const unlinked = await addConfirmedUser(w.t, 'unlinkedmany');
    expect((await many(id, [{ memberId: w.m.member, altitude: 1000 }], unlinked.cookie)).statusCode).toBe(
      403,
    );
  });
});
