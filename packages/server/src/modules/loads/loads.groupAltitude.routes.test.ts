import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

interface Row {
  _id: string;
  memberId: string;
  groupRole: string;
  altitude: number;
  price: number;
  tandemPrice: number | null;
}

const order = ['tandemInstructor', 'passenger', 'videoFlyer', 'instructor', 'student', 'single'];
/** The load's jumpers, in the order of their group roles (two groups added at one clock time interleave). */
const jumpersOf = async (id: string): Promise<Row[]> =>
  (await call('GET', `/api/loads/${w.today}`))
    .json()
    .loads.find((l: { _id: string }) => l._id === id)
    .jumpers.sort((a: Row, b: Row) => order.indexOf(a.groupRole) - order.indexOf(b.groupRole));

describe('a manifest group keeps one altitude (issue 27)', () => {
  it('editing the tandem passenger’s altitude moves the instructor and the video flyer too, and the prices follow', async () => {
    const id = await newLoad(w);
    await call('POST', `/api/loads/${id}/jumpers`, {
      memberId: w.m.tandemI,
      type: 'tandem',
      altitude: 4000,
      tandemMemberId: w.m.passenger,
      videoFlyerId: w.m.video,
    });
    await call('POST', `/api/loads/${id}/jumpers`, {
      memberId: w.m.fun,
      type: 'normal',
      altitude: 4000,
      ownGear: false,
    });
    const passenger = (await jumpersOf(id)).find((j) => j.groupRole === 'passenger');
    const res = await call('PUT', `/api/loads/${id}/jumpers/${passenger?._id}`, { altitude: 1000 });
    expect(res.statusCode).toBe(200);
    expect((await jumpersOf(id)).map((j) => [j.groupRole, j.altitude, j.price, j.tandemPrice])).toEqual([
      ['tandemInstructor', 1000, 0, null],
      // 1000 m has no tandem price: none to show
      ['passenger', 1000, 0, null],
      ['videoFlyer', 1000, 0, null],
      // another group stays where it was
      ['single', 4000, 47, null],
    ]);
    // and back from the instructor's row: the tandem price of 4000 m again
    const instructor = (await jumpersOf(id)).find((j) => j.groupRole === 'tandemInstructor');
    await call('PUT', `/api/loads/${id}/jumpers/${instructor?._id}`, { altitude: 4000 });
    expect((await jumpersOf(id)).map((j) => [j.groupRole, j.altitude, j.tandemPrice])).toEqual([
      ['tandemInstructor', 4000, null],
      ['passenger', 4000, 250],
      ['videoFlyer', 4000, null],
      ['single', 4000, null],
    ]);
  });

  it('moves a student group too, and leaves the altitude alone when an edit does not change it', async () => {
    const club = await call('POST', '/api/club/training-program', {
      forStudentType: 'student-aff',
      jumps: [{ name: 'AFF 1', requiresInstructor: true }],
    });
    const jumpId = club.json().trainingPrograms[0].jumps[0]._id;
    const id = await newLoad(w);
    await call('POST', `/api/loads/${id}/jumpers`, {
      memberId: w.m.affI,
      type: 'instructor',
      altitude: 4000,
      students: [{ memberId: w.m.student, trainingJump: jumpId }],
      ownGear: false,
    });
    const student = (await jumpersOf(id)).find((j) => j.groupRole === 'student');
    await call('PUT', `/api/loads/${id}/jumpers/${student?._id}`, { altitude: 1000 });
    expect((await jumpersOf(id)).map((j) => [j.groupRole, j.altitude, j.price])).toEqual([
      ['instructor', 1000, 0],
      ['student', 1000, 35],
    ]);
    await call('PUT', `/api/loads/${id}/jumpers/${student?._id}`, { ownGear: true });
    expect((await jumpersOf(id)).map((j) => [j.groupRole, j.altitude, j.price])).toEqual([
      ['instructor', 1000, 0],
      ['student', 1000, 20],
    ]);
  });

  it('changes nothing when the jumper is not on the load', async () => {
    const id = await newLoad(w);
    const res = await call('PUT', `/api/loads/${id}/jumpers/00000000-0000-4000-8000-000000000000`, {
      altitude: 1000,
    });
    expect(res.statusCode).toBe(404);
  });
});
