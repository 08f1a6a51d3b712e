import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addConfirmedUser } from '../../test/app';
import { createMember } from '../../test/factories';
import { as, type LoadsWorld, loadsWorld, newLoad } from '../../test/loads.fixture';

let w: LoadsWorld;
type Linked = { cookie: string; memberId: string };
let staff: Linked;
const jumpers = {} as Record<'ready' | 'noWaiver' | 'student' | 'unlicensed' | 'debtor', Linked>;
let address = 0;

/** A member with a user linked to it; `waiver` signs and approves this year's waiver for them. */
async function linked(
  name: string,
  over: Record<string, unknown> = {},
  opts: { waiver?: boolean; canManifest?: boolean } = {},
) {
  const email = `${name.toLowerCase()}@example.com`;
  const member = await createMember(w.t.app, w.admin, {
    firstName: name,
    exitWeight: 80,
    email,
    license: 'B',
    ...over,
  });
  const user = await addConfirmedUser(w.t, name.toLowerCase());
  await as(w.t.app, w.admin, 'PUT', `/api/user/${user.id}`, {
    linkedMember: member._id,
    permissions: { canCheckWaivers: false, canManifest: opts.canManifest ?? false },
  });
  if (opts.waiver) {
    await signAndApprove(name, email);
  }
  return { cookie: user.cookie, memberId: member._id as string };
}

async function signAndApprove(firstName: string, email: string) {
  const form = await w.t.app.inject({ method: 'GET', url: '/api/waiver-form?club=skydive-utti&lang=fi' });
  address += 1;
  const signed = await w.t.app.inject({
    method: 'POST',
    url: '/api/waiver',
    remoteAddress: `10.7.0.${address}`,
    payload: {
      waiver: {
        firstName,
        lastName: 'Meikäläinen',
        street: 'Kenttätie 1',
        zip: '45410',
        city: 'Utti',
        email,
        phone: '+358401234567',
        exitWeight: 80,
        ownGear: false,
        clubMember: true,
        silMember: true,
        filmingPermission: false,
        totalJumps: 250,
        license: 'B',
        note: '',
        signature: 'M 10 10 L 20 20 L 30 15',
        waiverTextVersionId: form.json().versionId,
      },
    },
  });
  expect(signed.statusCode).toBe(201);
  const [waiver] = (await as(w.t.app, w.admin, 'GET', `/api/waivers?search=${email}`)).json();
  const approved = await as(w.t.app, w.admin, 'POST', `/api/waivers/${waiver._id}/approve`, {});
  expect(approved.json()).toMatchObject({ status: 'approved' });
}

const join = (cookie: string, loadId: string, body: object = { altitude: 4000 }) =>
  as(w.t.app, cookie, 'POST', `/api/loads/${loadId}/jumpers/me`, body);
const leave = (cookie: string, loadId: string) =>
  as(w.t.app, cookie, 'DELETE', `/api/loads/${loadId}/jumpers/me`);
const namesOn = async (loadId: string) =>
  (await as(w.t.app, w.admin, 'GET', `/api/loads/${w.today}`))
    .json()
    .loads.find((l: { _id: string }) => l._id === loadId)
    .jumpers.map((j: { name: string }) => j.name);

beforeAll(async () => {
  w = await loadsWorld();
  await as(w.t.app, w.admin, 'PUT', '/api/club/waiver-text', {
    lang: 'fi',
    text: 'Hyppään omalla vastuullani.',
  });
  jumpers.ready = await linked('Reeta', {}, { waiver: true });
  jumpers.noWaiver = await linked('Noora');
  jumpers.student = await linked('Sanni', { role: 'student-aff', license: '' }, { waiver: true });
  jumpers.unlicensed = await linked('Ulla', { license: '' }, { waiver: true });
  jumpers.debtor = await linked('Veera', {}, { waiver: true });
  await as(w.t.app, w.admin, 'POST', '/api/payment', {
    memberId: jumpers.debtor.memberId,
    amount: -20,
    method: 'Kortti',
  });
  staff = await linked('Maija', {}, { canManifest: true });
});
afterAll(async () => {
  await w.t.close();
});

describe('a jumper adding themself', () => {
  it('tells the jumper their standing and the club’s rules', async () => {
    const res = await as(w.t.app, jumpers.ready.cookie, 'GET', '/api/self-manifest');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      memberId: jumpers.ready.memberId,
      role: 'jumper',
      license: 'B',
      balance: 0,
      isClubMember: false,
      // the approved waiver answered no own gear
      ownGear: false,
      waiver: 'valid',
      cutoffMinutes: 15,
      creditLimit: 0,
      timezone: 'Europe/Helsinki',
    });
    expect((await as(w.t.app, jumpers.noWaiver.cookie, 'GET', '/api/self-manifest')).json().waiver).toBe(
      'missing',
    );
  });

  it('adds a ready jumper as a fun jumper at the jump line they chose, with rental gear by default', async () => {
    const id = await newLoad(w);
    const res = await join(jumpers.ready.cookie, id);
    expect(res.statusCode).toBe(200);
    const [me] = res.json().jumpers;
    expect(me).toMatchObject({
      memberId: jumpers.ready.memberId,
      type: 'normal',
      groupRole: 'single',
      altitude: 4000,
      ownGear: false,
    });
    const again = await join(jumpers.ready.cookie, id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'You cannot add yourself to this load',
      locale: 'error.notEligible',
      details: 'You are already on this load',
      detailsLocale: 'errorDetail.alreadyOnLoad',
    });
    expect(await namesOn(id)).toEqual(['Reeta Meikäläinen']);
  });

  it.each([
    ['without an approved waiver', 'noWaiver', 'waiverMissing', 'No approved waiver for this year'],
    ['a student', 'student', 'staffOnly', 'Students and tandem passengers are added by the manifest'],
    ['without a licence', 'unlicensed', 'noLicence', 'A fun jump needs a licence'],
    [
      'in debt beyond the credit limit',
      'debtor',
      'balanceBelowCreditLimit',
      'The balance is below the club’s credit limit',
    ],
  ])('refuses a jumper %s, naming the reason, and saves nothing', async (_, who, reason, text) => {
    const id = await newLoad(w);
    const res = await join(jumpers[who as keyof typeof jumpers].cookie, id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ detailsLocale: `errorDetail.${reason}`, details: text });
    expect(await namesOn(id)).toEqual([]);
  });

  it('lets a debtor on once the club’s credit limit covers the debt', async () => {
    const id = await newLoad(w);
    const club = (await as(w.t.app, w.admin, 'GET', '/api/club')).json();
    const put = await as(w.t.app, w.admin, 'PUT', '/api/club', {
      name: club.name,
      clubKey: club.clubKey,
      notificationEmail: '',
      defaultGearRent: club.defaultGearRent,
      creditLimit: 20,
    });
    expect(put.json()).toMatchObject({ creditLimit: 20, selfManifestCutoffMinutes: 15 });
    try {
      expect((await join(jumpers.debtor.cookie, id)).statusCode).toBe(200);
    } finally {
      await as(w.t.app, w.admin, 'PUT', '/api/club', { ...club, creditLimit: 0 });
    }
  });

  it('refuses a full load, a flying one, one past its cut-off, and an altitude that is no jump line', async () => {
    const full = await newLoad(w);
    await as(w.t.app, w.admin, 'POST', `/api/loads/${full}/jumpers/many`, {
      jumpers: [w.m.fun, w.m.member, w.m.video, w.m.tandemI, w.m.affI].map((memberId) => ({
        memberId,
        altitude: 4000,
      })),
    });
    expect((await join(jumpers.ready.cookie, full)).json().detailsLocale).toBe('errorDetail.loadFull');

    const flying = await newLoad(w);
    await as(w.t.app, w.admin, 'PUT', `/api/loads/${flying}`, { state: 'flying' });
    expect((await join(jumpers.ready.cookie, flying)).json().detailsLocale).toBe('errorDetail.loadNotOpen');

    // the clock is 12:00 in Helsinki: a 12:14 takeoff closed at 11:59, a 12:16 one closes at 12:01
    const soon = await newLoad(w, { estimatedTakeoff: '12:14' });
    expect((await join(jumpers.ready.cookie, soon)).json().detailsLocale).toBe('errorDetail.cutoffPassed');
    const later = await newLoad(w, { estimatedTakeoff: '12:16' });
    expect((await join(jumpers.ready.cookie, later)).statusCode).toBe(200);

    const open = await newLoad(w);
    const bad = await join(jumpers.ready.cookie, open, { altitude: 3000 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detailsLocale).toBe('errorDetail.altitudeNotJumpLine');
  });

  it('answers 401 signed out and 403 to a user not linked to a member', async () => {
    const id = await newLoad(w);
    const anonymous = await w.t.app.inject({
      method: 'POST',
      url: `/api/loads/${id}/jumpers/me`,
      payload: { altitude: 4000 },
    });
    expect(anonymous.statusCode).toBe(401);
    const unlinked = await addConfirmedUser(w.t, 'unlinkedjoiner');
    expect((await join(unlinked.cookie, id)).statusCode).toBe(403);
    expect((await as(w.t.app, unlinked.cookie, 'GET', '/api/self-manifest')).statusCode).toBe(403);
  });
});

describe('a jumper taking themself off', () => {
  it('removes only their own row, until the cut-off', async () => {
    const id = await newLoad(w, { estimatedTakeoff: '13:00' });
    await join(jumpers.ready.cookie, id);
    await as(w.t.app, w.admin, 'POST', `/api/loads/${id}/jumpers`, {
      memberId: w.m.fun,
      type: 'normal',
      altitude: 4000,
    });
    const res = await leave(jumpers.ready.cookie, id);
    expect(res.statusCode).toBe(200);
    expect(await namesOn(id)).toEqual(['Fun Meikäläinen']);
    const again = await leave(jumpers.ready.cookie, id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      locale: 'error.cannotLeaveLoad',
      detailsLocale: 'errorDetail.notOnLoad',
    });

    await join(jumpers.ready.cookie, id);
    // the manifest moves the takeoff to 12:10: the cut-off (11:55) has passed at 12:00
    await as(w.t.app, w.admin, 'PUT', `/api/loads/${id}`, { estimatedTakeoff: '12:10' });
    const late = await leave(jumpers.ready.cookie, id);
    expect(late.json()).toMatchObject({ detailsLocale: 'errorDetail.cutoffPassed' });
    expect(await namesOn(id)).toContain('Reeta Meikäläinen');
  });
});

describe('staff overriding the checks', () => {
  it('adds a jumper without a waiver and records the override with the reasons in the audit trail', async () => {
    const id = await newLoad(w);
    const res = await as(w.t.app, staff.cookie, 'POST', `/api/loads/${id}/jumpers`, {
      memberId: jumpers.noWaiver.memberId,
      type: 'normal',
      altitude: 4000,
    });
    expect(res.statusCode).toBe(200);
    await as(w.t.app, staff.cookie, 'POST', `/api/loads/${id}/jumpers/many`, {
      jumpers: [{ memberId: jumpers.ready.memberId, altitude: 4000 }],
    });
    const audit = (await as(w.t.app, w.admin, 'GET', `/api/audit?loadId=${id}`)).json();
    expect(audit.events).toEqual([
      expect.objectContaining({
        action: 'eligibilityOverride',
        actor: expect.objectContaining({ name: 'maija Jumper' }),
        member: { _id: jumpers.noWaiver.memberId, name: 'Noora Meikäläinen' },
        after: { reasons: 'waiverMissing', balance: 0 },
      }),
    ]);
  });
});
