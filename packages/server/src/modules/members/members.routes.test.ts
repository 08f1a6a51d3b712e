import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addConfirmedUser, createTestApp, lastMail, setupClub, type TestApp } from '../../test/app';
import { buildMember, createMember } from '../../test/factories';

let t: TestApp;
let admin: string;
let plain: string;
let plainUserId: string;
const as = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, payload });

beforeAll(async () => {
  t = await createTestApp();
  admin = await setupClub(t.app);
  const user = await addConfirmedUser(t, 'plain');
  plain = user.cookie;
  plainUserId = user.id;
  const own = await createMember(t.app, admin, { firstName: 'Plain' });
  await as(admin, 'PUT', `/api/user/${plainUserId}`, { linkedMember: own._id });
});
afterAll(async () => {
  await t.close();
});

describe('members', () => {
  it('creates a member with every field and defaults, and lists members by first name', async () => {
    const res = await as(admin, 'POST', '/api/member?sendInvite=true', {
      ...buildMember({
        firstName: 'Aino',
        lastName: 'Öhman',
        nickname: 'Ässä',
        email: 'aino@example.com',
        phone: '+358 40 123',
      }),
      role: 'student-aff',
      license: '',
      exitWeight: 83,
      isClubMember: true,
      endOfStudentTraining: '2027-05-01',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      nickname: 'Ässä',
      role: 'student-aff',
      exitWeight: 83,
      balance: 0,
      isPilot: false,
      createdBy: expect.any(String),
    });
    expect(lastMail(t.dataDir).raw).toContain('utti2026');
    // an invitation to register goes only to an address without a user account
    const taken = await as(admin, 'POST', '/api/member?sendInvite=true', {
      ...buildMember({ firstName: 'Chief', email: 'Chief@example.com' }),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: 'This email already has a user account',
      locale: 'error.emailHasUser',
    });
    await createMember(t.app, admin, { firstName: 'Bertta' });
    const list = await as(admin, 'GET', '/api/member');
    expect(list.json().map((m: { firstName: string }) => m.firstName)).toEqual([
      'Aino',
      'Anna',
      'Bertta',
      'Plain',
    ]);
  });

  it.each([
    [{ firstName: '' }, 'firstName: Required'],
    [{ firstName: 'R2D2' }, 'firstName: No special characters'],
    [{ phone: '040-abc' }, 'phone: Only numbers and + -'],
    [{ exitWeight: 10000 }, 'exitWeight: Maximum 9999'],
    [{ email: 'nope' }, 'email: Invalid email'],
    [
      { role: 'pilot' },
      'role: Invalid option: expected one of "jumper"|"student-sl"|"student-aff"|"student-tandem"',
    ],
  ])('refuses invalid fields (%#)', async (over, line) => {
    const res = await as(admin, 'POST', '/api/member', { ...buildMember(), ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().validationMessage).toContain(line);
  });

  it('lets only admins, waiver checkers and the creator edit, and never the balance', async () => {
    const m = await createMember(t.app, admin, { firstName: 'Cecilia' });
    const refused = await as(plain, 'PUT', '/api/member', {
      ...buildMember({ firstName: 'Hacked' }),
      _id: m._id,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to check waivers or edit members');
    const ok = await as(admin, 'PUT', '/api/member', {
      ...buildMember({ firstName: 'Cecilia', lastName: 'Uusi' }),
      _id: m._id,
      balance: 500,
    });
    expect(ok.json()).toMatchObject({ lastName: 'Uusi', balance: 0 });
  });

  it('hides contact details from users who cannot manage members', async () => {
    const res = await as(plain, 'GET', '/api/member');
    expect(res.statusCode).toBe(200);
    const aino = res.json().find((m: { firstName: string }) => m.firstName === 'Aino');
    expect(aino).toMatchObject({ email: '', phone: '' });
    expect((await as(plain, 'POST', '/api/member', buildMember())).statusCode).toBe(403);
  });

  it('refuses to delete a member with a balance, all or nothing', async () => {
    const rich = await createMember(t.app, admin, { firstName: 'Rich' });
    const poor = await createMember(t.app, admin, { firstName: 'Poor' });
    await as(admin, 'POST', '/api/club/payment-method', { paymentMethod: 'Cash' });
    await as(admin, 'POST', '/api/payment', { memberId: rich._id, amount: 10, method: 'Cash', comment: '' });
    const res = await as(admin, 'DELETE', '/api/member', { ids: [poor._id, rich._id] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You cannot delete a member with a balance');
    const list = (await as(admin, 'GET', '/api/member'))
      .json()
      .map((m: { firstName: string }) => m.firstName);
    expect(list).toEqual(expect.arrayContaining(['Rich', 'Poor']));
    // back to zero, with its history, it can go
    await as(admin, 'POST', '/api/transaction', { for: rich._id, newBalance: 0 });
    expect((await as(admin, 'DELETE', '/api/member', { ids: [poor._id, rich._id] })).statusCode).toBe(200);
    const after = (await as(admin, 'GET', '/api/member'))
      .json()
      .map((m: { firstName: string }) => m.firstName);
    expect(after).not.toContain('Rich');
    expect((await as(admin, 'DELETE', '/api/member', { ids: ['nope'] })).json().message).toBe(
      'Some fields are invalid',
    );
  });

  it('exports members.csv of the chosen members', async () => {
    const m = await createMember(t.app, admin, {
      firstName: 'Csv',
      lastName: 'Person',
      email: 'csv@example.com',
    });
    const res = await as(admin, 'POST', '/api/member/export', { ids: [m._id], lang: 'en' });
    expect(res.headers['content-disposition']).toContain('members.csv');
    expect(res.body).toContain('First name,Last name');
    expect(res.body).toContain('Csv,Person,,csv@example.com');
    const fi = await as(admin, 'POST', '/api/member/export', { ids: [m._id], lang: 'fi' });
    const lines = fi.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toMatch(/^Etunimi;Sukunimi;Lempinimi;Sähköposti;/);
    expect(lines[1]).toMatch(/^Csv;Person;;csv@example\.com;/);
    expect(lines[1]).toContain(';Hyppääjä;');
    expect(lines[1]).toContain(';0,00;');
    expect(res.body).toContain(',Jumper,');
  });

  it('exports cells that cannot run as formulas in a spreadsheet (OWASP CSV injection)', async () => {
    // names refuse = and @; phone numbers start with + or - (a spreadsheet would compute +358-40 as a formula)
    const m = await createMember(t.app, admin, {
      firstName: 'Kaava',
      lastName: 'Jäsen',
      phone: '+358-40-1234567',
      nextOfKinPhone: '-40-1234567',
    });
    const res = await as(admin, 'POST', '/api/member/export', { ids: [m._id], lang: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(",'+358-40-1234567,");
    expect(res.body).toContain(",'-40-1234567");
    expect(res.body).toContain(',0.00,');
  });

  it('exports in the browser language without lang: decimal weights, yes and no, and refuses other users', async () => {
    const m = await createMember(t.app, admin, {
      firstName: 'Kieli',
      lastName: 'Valinta',
      exitWeight: 82.5,
      isClubMember: true,
    });
    const exportAs = (cookie: string, language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/member/export',
        headers: { cookie, 'accept-language': language },
        payload: { ids: [m._id] },
      });
    const en = (await exportAs(admin, 'en-GB,en;q=0.9')).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(en[0]?.split(',')).toContain('Exit weight (kg)');
    expect(en[1]).toMatch(/^Kieli,Valinta,.*,82\.5,yes,no,/);
    const fi = (await exportAs(admin, 'fi-FI,fi;q=0.9,en;q=0.5')).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(fi[0]?.split(';')).toContain('Uloshyppypaino (kg)');
    expect(fi[1]).toMatch(/^Kieli;Valinta;.*;82,5;kyllä;ei;/);
    expect((await exportAs(plain, 'fi')).statusCode).toBe(403);
  });

  it('checks whether an address belongs to a member or a user', async () => {
    const res = await as(admin, 'POST', '/api/member/check-email', { email: 'PLAIN@example.com' });
    expect(res.json()).toEqual({ member: false, user: true });
    const aino = await as(admin, 'POST', '/api/member/check-email', { email: 'aino@example.com' });
    expect(aino.json()).toEqual({ member: true, user: false });
  });

  it('resets club memberships for admins', async () => {
    expect((await as(plain, 'POST', '/api/member/reset-club-memberships')).statusCode).toBe(403);
    const res = await as(admin, 'POST', '/api/member/reset-club-memberships');
    expect(res.json().every((m: { isClubMember: boolean }) => !m.isClubMember)).toBe(true);
  });
});
