import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addConfirmedUser } from '../../test/app';
import { createMember } from '../../test/factories';
import { as, type LoadsWorld, loadsWorld, newLoad } from '../../test/loads.fixture';

/**
 * What each role reads of other members (the roles issue, part 2): admins, waiver checkers and manifest staff
 * in full; a plain jumper other members' names, role, licence and ratings only (no balance, weights,
 * contacts, notes or waiver alarms), and themself in full; the jump leader the jumpers of the load they lead.
 */
let w: LoadsWorld;
let target: string;
let loadId: string;
const readers: Record<string, { cookie: string; memberId: string }> = {};

async function linked(name: string, permissions: { canCheckWaivers?: boolean; canManifest?: boolean } = {}) {
  const member = await createMember(w.t.app, w.admin, {
    firstName: name,
    exitWeight: 70,
    email: `${name}@x.fi`,
  });
  const user = await addConfirmedUser(w.t, name.toLowerCase());
  const res = await as(w.t.app, w.admin, 'PUT', `/api/user/${user.id}`, {
    linkedMember: member._id,
    permissions: { canCheckWaivers: false, canManifest: false, canTakePayments: false, ...permissions },
  });
  expect(res.statusCode).toBe(200);
  return { cookie: user.cookie, memberId: member._id as string };
}

beforeAll(async () => {
  w = await loadsWorld();
  target = (
    await createMember(w.t.app, w.admin, {
      firstName: 'Tarja',
      lastName: 'Target',
      exitWeight: 88,
      email: 'tarja@example.com',
      phone: '+358 40 123 4567',
      note: 'Knee surgery in May',
      license: 'C',
      isCoach: true,
    })
  )._id;
  await as(w.t.app, w.admin, 'POST', '/api/payment', { memberId: target, amount: -25, method: 'Kortti' });
  readers.jumper = await linked('Jaana');
  readers.leader = await linked('Leena');
  readers.otherLeader = await linked('Olga');
  readers.staff = await linked('Maija', { canManifest: true });
  readers.checker = await linked('Kaija', { canCheckWaivers: true });
  loadId = await newLoad(w, { pilot: w.m.pilot, jumpLeader: readers.leader?.memberId });
  for (const memberId of [target, readers.jumper?.memberId]) {
    const res = await as(w.t.app, w.admin, 'POST', `/api/loads/${loadId}/jumpers`, {
      memberId,
      type: 'normal',
      altitude: 4000,
    });
    expect(res.statusCode).toBe(200);
  }
});
afterAll(() => w.t.close());

const cookieOf = (role: string) => (role === 'admin' ? w.admin : (readers[role]?.cookie ?? ''));

async function memberAsSeenBy(role: string, id: string) {
  const res = await as(w.t.app, cookieOf(role), 'GET', '/api/member?waiverInfo=true');
  expect(res.statusCode).toBe(200);
  return res.json().find((m: { _id: string }) => m._id === id);
}

async function jumperAsSeenBy(role: string, id: string) {
  const res = await as(w.t.app, cookieOf(role), 'GET', `/api/loads/${w.today}`);
  expect(res.statusCode).toBe(200);
  const load = res.json().loads.find((l: { _id: string }) => l._id === loadId);
  return { load, jumper: load.jumpers.find((j: { memberId: string }) => j.memberId === id) };
}

describe('reading other members, by role', () => {
  it.each(['admin', 'staff', 'checker'])('%s reads a member in full', async (role) => {
    const m = await memberAsSeenBy(role, target);
    expect(m).toMatchObject({
      firstName: 'Tarja',
      email: 'tarja@example.com',
      phone: '+358 40 123 4567',
      note: 'Knee surgery in May',
      balance: -25,
      exitWeight: 88,
      license: 'C',
      isCoach: true,
    });
    expect(m.waiverInfo).toBeDefined();
    const { jumper } = await jumperAsSeenBy(role, target);
    expect(jumper).toMatchObject({ balance: -25, exitWeight: 88 });
  });

  it.each(['jumper', 'otherLeader'])(
    '%s reads names, role, licence and ratings only, in the list and on the loads',
    async (role) => {
      const m = await memberAsSeenBy(role, target);
      expect(m).toMatchObject({
        firstName: 'Tarja',
        lastName: 'Target',
        role: 'jumper',
        license: 'C',
        isCoach: true,
        email: '',
        phone: '',
        note: '',
        nextOfKin: '',
        balance: null,
        exitWeight: null,
        tandemExitWeight: null,
        pilotExitWeight: null,
      });
      expect(m.waiverInfo).toBeUndefined();
      const { load, jumper } = await jumperAsSeenBy(role, target);
      expect(jumper).toMatchObject({ name: 'Tarja Target', balance: null, exitWeight: null });
      // no weight total for a reader who may not see the jumpers' weights (issue 27: never a wrong one)
      expect(load.weight).toBeNull();
    },
  );

  it('a plain jumper reads themself in full', async () => {
    const me = readers.jumper?.memberId ?? '';
    expect(await memberAsSeenBy('jumper', me)).toMatchObject({
      email: 'Jaana@x.fi',
      balance: 0,
      exitWeight: 70,
    });
    expect((await jumperAsSeenBy('jumper', me)).jumper).toMatchObject({ balance: 0, exitWeight: 70 });
  });

  it('the jump leader reads the jumpers of the load they lead (they land it), and no more of the list', async () => {
    expect((await jumperAsSeenBy('leader', target)).jumper).toMatchObject({ balance: -25, exitWeight: 88 });
    expect(await memberAsSeenBy('leader', target)).toMatchObject({ balance: null, email: '' });
  });

  it('anyone signed out or unlinked reads nothing', async () => {
    const anonymous = await w.t.app.inject({ method: 'GET', url: '/api/member' });
    expect(anonymous.statusCode).toBe(401);
    const unlinked = await addConfirmedUser(w.t, 'unlinkedreader');
    const res = await as(w.t.app, unlinked.cookie, 'GET', '/api/member');
    expect([res.statusCode, res.json().locale]).toEqual([403, 'error.userNotLinked']);
    const loads = await as(w.t.app, unlinked.cookie, 'GET', `/api/loads/${w.today}`);
    expect(loads.statusCode).toBe(403);
  });
});
