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

interface Listed {
  _id: string;
  lastTrainingJump?: { _id: string; name: string } | null;
}

const lastOf = async (memberId: string, query = '') => {
  const list: Listed[] = (await call('GET', `/api/member${query}`)).json();
  return list.find((m) => m._id === memberId)?.lastTrainingJump;
};

describe('the member list’s last training jump (issue 27)', () => {
  it('follows landing, did-not-jump and reopening, for students only', async () => {
    const club = await call('POST', '/api/club/training-program', {
      forStudentType: 'student-aff',
      jumps: [{ name: 'AFF 1' }, { name: 'AFF 2' }, { name: 'AFF 3' }],
    });
    const [aff1, aff2] = club.json().trainingPrograms[0].jumps.map((j: { _id: string }) => j._id);
    const addStudent = async (trainingJump: string) => {
      const id = await newLoad(w);
      const res = await call('POST', `/api/loads/${id}/jumpers`, {
        memberId: w.m.affI,
        type: 'instructor',
        altitude: 4000,
        students: [{ memberId: w.m.student, trainingJump }],
      });
      expect(res.statusCode).toBe(200);
      return id;
    };

    expect(await lastOf(w.m.student)).toBeNull();
    // a licensed jumper has none to give
    expect(await lastOf(w.m.fun)).toBeUndefined();

    const first = await addStudent(aff1);
    // not landed yet: not made
    expect(await lastOf(w.m.student)).toBeNull();
    expect((await call('POST', `/api/loads/${first}/land`)).statusCode).toBe(200);
    expect(await lastOf(w.m.student)).toEqual({ _id: aff1, name: 'AFF 1' });
    // the cached list with the waiver info says the same
    expect(await lastOf(w.m.student, '?waiverInfo=true')).toEqual({ _id: aff1, name: 'AFF 1' });

    // a did-not-jump is no jump
    const second = await addStudent(aff2);
    const jumpers: { _id: string; groupRole: string }[] = (await call('GET', `/api/loads/${w.today}`))
      .json()
      .loads.find((l: { _id: string }) => l._id === second).jumpers;
    const student = jumpers.find((j) => j.groupRole === 'student');
    await call('PUT', `/api/loads/${second}/jumpers/${student?._id}`, { didNotJump: true });
    expect((await call('POST', `/api/loads/${second}/land`)).statusCode).toBe(200);
    expect(await lastOf(w.m.student, '?waiverInfo=true')).toEqual({ _id: aff1, name: 'AFF 1' });

    // reopening the first load takes its jump back
    expect((await call('POST', `/api/loads/${first}/open`)).statusCode).toBe(200);
    expect(await lastOf(w.m.student)).toBeNull();
    expect(await lastOf(w.m.student, '?waiverInfo=true')).toBeNull();
  });
});
