import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addConfirmedUser,
  clubSlug,
  createTestApp,
  setupBody,
  setupClub,
  type TestApp,
} from '../../test/app';
import { createMember } from '../../test/factories';

let t: TestApp;
let admin: string;
/** Registered with the club key, not linked to a member yet. */
let plain: string;
/** A user linked to a plain jumper member. */
let jumper: string;
const as = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, payload });

beforeAll(async () => {
  t = await createTestApp();
  admin = await setupClub(t.app);
  plain = (await addConfirmedUser(t, 'plain')).cookie;
  const member = await createMember(t.app, admin, { firstName: 'Linked' });
  const user = await addConfirmedUser(t, 'linked');
  const link = await as(admin, 'PUT', `/api/user/${user.id}`, { linkedMember: member._id });
  expect(link.statusCode).toBe(200);
  jumper = user.cookie;
});
afterAll(async () => {
  await t.close();
});

const cessna = {
  aircraftModel: 'Cessna 206',
  registration: 'OH-CDZ',
  icaoCode: '461F2A',
  slots: 5,
  weightAvailable: 600,
  weightWarningThreshold: 100,
  weightDangerThreshold: 50,
  minutePrice: 12.5,
  jumpLines: [
    { altitude: 4000, price: 32, priceForMembers: 29.5 },
    { altitude: 1000, price: 20 },
  ],
};

describe('the club for linked users, its name for the rest (issue 28)', () => {
  it('refuses the club to a user not linked to a member, with userNotLinked', async () => {
    const res = await as(plain, 'GET', '/api/club');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      message: 'User must be linked to member in order to use this app',
      locale: 'error.userNotLinked',
    });
    expect(res.body).not.toContain('planes');
  });

  it("answers a user not linked yet the club's name and public name, and nothing else", async () => {
    const res = await as(plain, 'GET', '/api/club/name');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: setupBody.clubName, slug: clubSlug });
    expect(Object.keys(res.json()).sort()).toEqual(['name', 'slug']);
  });

  it('gives a linked jumper and the admin the club, and its name', async () => {
    for (const cookie of [jumper, admin]) {
      const club = await as(cookie, 'GET', '/api/club');
      expect(club.statusCode).toBe(200);
      expect(club.json()).toMatchObject({ name: setupBody.clubName, slug: clubSlug, planes: [] });
      const name = await as(cookie, 'GET', '/api/club/name');
      expect(name.json()).toEqual({ name: setupBody.clubName, slug: clubSlug });
    }
    expect((await as(admin, 'GET', '/api/club')).json().clubKey).toBe(setupBody.clubKey);
  });

  it('answers 401 to anonymous callers of both', async () => {
    for (const url of ['/api/club', '/api/club/name']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json().locale).toBe('error.notAuthenticated');
    }
  });
});

describe('club settings', () => {
  it('gives non-admins the club without its key, and refuses them changes', async () => {
    const res = await as(jumper, 'GET', '/api/club');
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('clubKey');
    const put = await as(jumper, 'PUT', '/api/club', { name: 'X', clubKey: 'y', notificationEmail: '' });
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toBe('Only admin can do this');
  });

  it('saves the settings with money in euros and cents inside', async () => {
    const res = await as(admin, 'PUT', '/api/club', {
      name: 'Skydive Utti',
      clubKey: 'utti2026',
      notificationEmail: 'board@example.com',
      timezone: 'Europe/Helsinki',
      defaultGearRent: 15.5,
      allowCustomPaymentMethods: false,
      sendPaymentReminders: true,
      roundUpMinutePrice: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      defaultGearRent: 15.5,
      allowCustomPaymentMethods: false,
      sendPaymentReminders: true,
      clubKey: 'utti2026',
    });
  });

  it.each([
    [{ name: '', clubKey: 'k', notificationEmail: '' }, 'name: Required'],
    [
      { name: 'N', clubKey: 'k', notificationEmail: '', defaultGearRent: 1.234 },
      'defaultGearRent: Invalid amount',
    ],
    [{ name: 'N', clubKey: 'k', notificationEmail: '', timezone: 'Mars/Base' }, 'timezone: Invalid data'],
    [{ name: 'N', clubKey: 'utti 2026!', notificationEmail: '' }, 'clubKey: Only A-z and 0-9 allowed'],
  ])('refuses bad settings (%#)', async (payload, line) => {
    const res = await as(admin, 'PUT', '/api/club', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().validationMessage).toContain(line);
  });
});

describe('planes', () => {
  let planeId: string;

  it('adds a plane with jump lines sorted by altitude; the first plane is the default', async () => {
    const res = await as(admin, 'POST', '/api/club/plane', cessna);
    expect(res.statusCode).toBe(200);
    const plane = res.json().planes[0];
    planeId = plane._id;
    expect(plane).toMatchObject({
      registration: 'OH-CDZ',
      icaoCode: '461f2a',
      isDefault: true,
      minutePrice: 12.5,
    });
    expect(plane.jumpLines.map((l: { altitude: number }) => l.altitude)).toEqual([1000, 4000]);
    expect(plane.jumpLines[1]).toMatchObject({ price: 32, priceForMembers: 29.5 });
    expect(plane.jumpLines[0].priceForMembers).toBeNull();
  });

  it('keeps one default plane', async () => {
    const res = await as(admin, 'POST', '/api/club/plane', {
      ...cessna,
      registration: 'OH-PPP',
      isDefault: true,
    });
    const planes = res.json().planes as { registration: string; isDefault: boolean }[];
    expect(planes.filter((p) => p.isDefault).map((p) => p.registration)).toEqual(['OH-PPP']);
  });

  it('edits a plane and refuses an unknown one', async () => {
    const res = await as(admin, 'PUT', '/api/club/plane', {
      ...cessna,
      _id: planeId,
      slots: 6,
      jumpLines: [{ altitude: 3000, price: 28 }],
    });
    const plane = res.json().planes.find((p: { _id: string }) => p._id === planeId);
    expect(plane).toMatchObject({ slots: 6, jumpLines: [{ altitude: 3000, price: 28 }] });
    const missing = await as(admin, 'PUT', '/api/club/plane', {
      ...cessna,
      _id: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Plane not found');
  });

  it.each([
    [{ ...cessna, icaoCode: 'XYZ' }, 'icaoCode: Invalid data'],
    [{ ...cessna, jumpLines: [{ altitude: 4000, price: -1 }] }, 'jumpLines.0.price: Minimum 0'],
    [{ ...cessna, minutePrice: 1.001 }, 'minutePrice: Invalid amount'],
    [{ ...cessna, registration: '' }, 'registration: Required'],
  ])('refuses bad planes (%#)', async (payload, line) => {
    const res = await as(admin, 'POST', '/api/club/plane', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().validationMessage).toContain(line);
  });

  it('refuses a danger threshold above the warning threshold (fuel margins, issue 27), saving nothing', async () => {
    const before = (await as(admin, 'GET', '/api/club')).json().planes;
    const line = {
      field: 'weightDangerThreshold',
      fieldLocale: 'fields.weightDangerThreshold',
      locale: 'validation.dangerAboveWarning',
    };
    const added = await as(admin, 'POST', '/api/club/plane', {
      ...cessna,
      registration: 'OH-BAD',
      weightWarningThreshold: 50,
      weightDangerThreshold: 100,
    });
    expect(added.statusCode).toBe(400);
    expect(added.json().validationMessage).toEqual([
      'weightDangerThreshold: Must not be above the warning threshold',
    ]);
    expect(added.json().validationErrors).toEqual([line]);
    const edited = await as(admin, 'PUT', '/api/club/plane', {
      ...cessna,
      _id: planeId,
      slots: 9,
      weightWarningThreshold: 550,
      weightDangerThreshold: 580,
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().validationErrors).toEqual([line]);
    expect((await as(admin, 'GET', '/api/club')).json().planes).toEqual(before);

    // equal margins (no warning band) and no margins at all are fine
    const equal = await as(admin, 'PUT', '/api/club/plane', {
      ...cessna,
      _id: planeId,
      weightWarningThreshold: 100,
      weightDangerThreshold: 100,
    });
    expect(equal.statusCode).toBe(200);
    const none = await as(admin, 'PUT', '/api/club/plane', {
      ...cessna,
      _id: planeId,
      weightWarningThreshold: 0,
      weightDangerThreshold: 0,
    });
    expect(none.statusCode).toBe(200);
  });

  it('removes a plane from the list', async () => {
    const res = await as(admin, 'DELETE', `/api/club/plane/${planeId}`);
    expect(res.json().planes.map((p: { _id: string }) => p._id)).not.toContain(planeId);
  });
});

describe('payment methods', () => {
  it('adds, reorders, renames and removes, with "Invalid index" outside the list', async () => {
    for (const m of ['Käteinen', 'Kortti', 'MobilePay']) {
      await as(admin, 'POST', '/api/club/payment-method', { paymentMethod: m });
    }
    const dup = await as(admin, 'POST', '/api/club/payment-method', { paymentMethod: 'kortti' });
    expect(dup.statusCode).toBe(400);
    const moved = await as(admin, 'PUT', '/api/club/payment-method/2', { newIndex: 0 });
    expect(moved.json().paymentMethods).toEqual(['MobilePay', 'Käteinen', 'Kortti']);
    const clash = await as(admin, 'PUT', '/api/club/payment-method/1', {
      newIndex: 1,
      paymentMethod: 'kortti',
    });
    expect(clash.statusCode).toBe(400);
    const renamed = await as(admin, 'PUT', '/api/club/payment-method/1', {
      newIndex: 1,
      paymentMethod: 'Cash',
    });
    expect(renamed.json().paymentMethods).toEqual(['MobilePay', 'Cash', 'Kortti']);
    for (const [url, method] of [
      ['/api/club/payment-method/3', 'PUT'],
      ['/api/club/payment-method/-1', 'DELETE'],
    ] as const) {
      const res = await as(admin, method, url, method === 'PUT' ? { newIndex: 0 } : undefined);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid index');
    }
    const removed = await as(admin, 'DELETE', '/api/club/payment-method/0');
    expect(removed.json().paymentMethods).toEqual(['Cash', 'Kortti']);
  });
});

describe('training programs and waiver links', () => {
  it('keeps training programs per student type with their jumps', async () => {
    const res = await as(admin, 'POST', '/api/club/training-program', {
      forStudentType: 'student-aff',
      jumps: [{ name: 'AFF 1', requiresInstructor: true }, { name: 'AFF 2' }],
    });
    const program = res.json().trainingPrograms[0];
    expect(program.forStudentType).toBe('student-aff');
    expect(program.jumps).toEqual([
      { _id: expect.any(String), name: 'AFF 1', requiresInstructor: true, requiresSlInstructor: false },
      { _id: expect.any(String), name: 'AFF 2', requiresInstructor: false, requiresSlInstructor: false },
    ]);
    const del = await as(admin, 'DELETE', `/api/club/training-program/${program._id}`);
    expect(del.json().trainingPrograms).toEqual([]);
  });

  it('lists waiver links publicly', async () => {
    await as(admin, 'POST', '/api/club/waiver-link', {
      title: 'Rules',
      url: 'https://example.com/rules.pdf',
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/club/waiver-links' });
    expect(res.json()).toEqual([
      { _id: expect.any(String), title: 'Rules', url: 'https://example.com/rules.pdf' },
    ]);
    const bad = await as(admin, 'POST', '/api/club/waiver-link', { title: 'X', url: 'not a url' });
    expect(bad.statusCode).toBe(400);
    for (const url of ['javascript:alert(1)', 'data:text/html,x', 'ftp://example.com/w']) {
      const res = await as(admin, 'POST', '/api/club/waiver-link', { title: 'X', url });
      expect(res.statusCode).toBe(400);
      expect(res.json().validationMessage).toContain('url: Only http and https addresses');
    }
  });
});

describe('privacy notice', () => {
  it('is saved by an admin and read by anyone, signed in or not', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/club/privacy' });
    expect(before.statusCode).toBe(200);
    const notice = 'Rekisterinpitäjä: Skydive Utti ry.\nTietoja käytetään vain kerhon toimintaan.';
    const put = await as(admin, 'PUT', '/api/club', {
      name: 'Skydive Utti',
      clubKey: 'utti2026',
      notificationEmail: '',
      privacyNotice: notice,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().privacyNotice).toBe(notice);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/club/privacy' });
    expect(anonymous.json()).toEqual({ clubName: 'Skydive Utti', privacyNotice: notice });
    const member = await as(plain, 'GET', '/api/club/privacy');
    expect(member.json().privacyNotice).toBe(notice);
  });

  it('refuses a notice over its length, and answers Club not found for an unknown club key', async () => {
    const long = await as(admin, 'PUT', '/api/club', {
      name: 'Skydive Utti',
      clubKey: 'utti2026',
      notificationEmail: '',
      privacyNotice: 'x'.repeat(20_001),
    });
    expect(long.statusCode).toBe(400);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/club/privacy?club=nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Club not found');
  });
});
