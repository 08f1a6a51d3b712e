import { randomUUID } from 'node:crypto';
import type { WaiverInput } from '@dz/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waivers } from '../../db/schema/index';
import {
  addConfirmedUser,
  cookiesOf,
  createTestApp,
  setupBody,
  setupClub,
  type TestApp,
} from '../../test/app';
import { createTestClock, FIXED_NOW } from '../../test/clock';
import { createMember } from '../../test/factories';

const clock = createTestClock();
let t: TestApp;
let admin: string;
let checker: { id: string; cookie: string };
let plain: { id: string; cookie: string; memberId: string };
/** The club's waiver text version the form shows (saved in club settings before the tests). */
let version: string;
const WAIVER_TEXT = 'Hyppään omalla vastuullani.';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (cookie: string | undefined, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

let address = 0;
/** Signs a waiver from the public form, each from its own address (the form is rate-limited by address). */
const sign = (over: Partial<WaiverInput> = {}, opts: { url?: string; remoteAddress?: string } = {}) => {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: opts.url ?? '/api/waiver',
    remoteAddress: opts.remoteAddress ?? `10.9.${Math.floor(address / 250)}.${address % 250}`,
    payload: { waiver: buildWaiver(over) },
  });
};

function buildWaiver(over: Partial<WaiverInput> = {}): WaiverInput {
  return {
    firstName: 'Maija',
    lastName: 'Hyppääjä',
    street: 'Kenttätie 1',
    zip: '45410',
    city: 'Utti',
    email: 'maija@example.com',
    phone: '+358401234567',
    canopy: 'Sabre2',
    canopySize: 170,
    wingLoad: 1.1,
    exitWeight: 80.5,
    nextEquipmentExpiration: '2026-12-01',
    ownGear: true,
    clubMember: true,
    silMember: true,
    filmingPermission: false,
    totalJumps: 250,
    license: 'C',
    note: '',
    signature: 'M 10 10 L 20 20 L 30 15',
    waiverTextVersionId: version,
    ...over,
  };
}

interface ApiWaiver {
  _id: string;
  email: string;
  firstName: string;
  status: string;
  year: number;
  memberId: string | null;
  approvedBy: string | null;
  approvedByName: string | null;
  checklist: { itemId: string; checked: boolean; checkedBy: string | null; checkedByName: string | null }[];
}

const list = async (query = '') => (await as(admin, 'GET', `/api/waivers${query}`)).json() as ApiWaiver[];
const byEmail = async (email: string, query = '') =>
  (await list(query)).filter((w) => w.email.toLowerCase() === email.toLowerCase());
/** The update body of a listed waiver, with some fields changed. */
const editOf = (w: ApiWaiver, over: object = {}) => ({
  ...buildWaiver({ email: w.email, firstName: w.firstName }),
  signature: undefined,
  waiverTextVersionId: undefined,
  ...over,
});

async function linkedUser(username: string, permissions?: { canCheckWaivers: boolean }) {
  const user = await addConfirmedUser(t, username);
  const m = await createMember(t.app, admin, { firstName: username.replace(/\d/g, '') });
  await as(admin, 'PUT', `/api/user/${user.id}`, {
    linkedMember: m._id,
    ...(permissions ? { permissions } : {}),
  });
  return { ...user, memberId: m._id as string };
}

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  admin = await setupClub(t.app);
  checker = await linkedUser('checker', { canCheckWaivers: true });
  plain = await linkedUser('plain');
  const texts = await as(admin, 'PUT', '/api/club/waiver-text', { lang: 'fi', text: WAIVER_TEXT });
  version = texts.json().texts[0].versionId;
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  clock.set(FIXED_NOW);
});

describe('the public form', () => {
  it('saves a signed waiver without login, pending, for the year, with the signature and text version', async () => {
    const res = await sign({ email: 'first@example.com' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    const [w] = await byEmail('first@example.com');
    expect(w).toMatchObject({
      status: 'pending',
      year: 2026,
      memberId: null,
      approvedBy: null,
      checklist: [],
    });
    const [row] = await t.app.ctx.db
      .select()
      .from(waivers)
      .where(eq(waivers.id, w?._id ?? ''));
    expect(row).toMatchObject({
      signature: 'M 10 10 L 20 20 L 30 15',
      waiverTextVersion: version,
      waiverText: WAIVER_TEXT,
      isSILMember: true,
      exitWeight: 80.5,
      signedAt: new Date(FIXED_NOW),
    });
  });

  it('takes a PNG signature (data URL) and keeps it as sent', async () => {
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    expect((await sign({ email: 'png@example.com', signature: png })).statusCode).toBe(201);
    const [w] = await byEmail('png@example.com');
    const [row] = await t.app.ctx.db
      .select()
      .from(waivers)
      .where(eq(waivers.id, w?._id ?? ''));
    expect(row?.signature).toBe(png);
  });

  it("follows ?club= by the club's public name, and refuses an unknown one and the club key", async () => {
    expect(
      (await sign({ email: 'key@example.com' }, { url: '/api/waiver?club=skydive-utti' })).statusCode,
    ).toBe(201);
    const wrong = await sign({ email: 'wrongkey@example.com' }, { url: '/api/waiver?club=nope' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('Club not found');
    expect(await byEmail('wrongkey@example.com')).toEqual([]);
    // the club key is the secret for registering: a public address never finds the club by it
    const byKey = await sign({ email: 'bykey@example.com' }, { url: '/api/waiver?club=utti2026' });
    expect(byKey.statusCode).toBe(404);
  });

  it('replaces the pending waiver of the same e-mail in the same year instead of adding one', async () => {
    await sign({ email: 'twice@example.com', firstName: 'Eka' });
    clock.advance(60_000);
    await sign({ email: 'TWICE@example.com', firstName: 'Toka' });
    const rows = await byEmail('twice@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstName: 'Toka', email: 'TWICE@example.com', status: 'pending' });
  });

  it('keeps an approved waiver and adds a new pending one when the same e-mail signs again', async () => {
    await sign({ email: 'again@example.com' });
    const [w] = await byEmail('again@example.com');
    await as(checker.cookie, 'POST', `/api/waivers/${w?._id}/approve`, {});
    await sign({ email: 'again@example.com', firstName: 'Uusi' });
    const rows = await byEmail('again@example.com');
    expect(rows.map((r) => r.status).sort()).toEqual(['approved', 'pending']);
  });

  it('starts a new year with a new waiver: the last year pending one is not replaced', async () => {
    clock.set('2025-08-01T09:00:00.000Z');
    await sign({ email: 'yearly@example.com', firstName: 'Vanha' });
    clock.set(FIXED_NOW);
    await sign({ email: 'yearly@example.com', firstName: 'Uusi' });
    expect((await byEmail('yearly@example.com', '?year=2025'))[0]?.firstName).toBe('Vanha');
    expect((await byEmail('yearly@example.com', '?year=2026'))[0]?.firstName).toBe('Uusi');
  });

  it.each<[string, Partial<WaiverInput> | Record<string, unknown>, RegExp]>([
    ['a missing first name', { firstName: undefined }, /firstName/],
    ['an empty city', { city: '' }, /city: Required/],
    ['an unanswered yes/no', { silMember: null }, /silMember: Required/],
    ['own gear without its canopy size (required if true)', { canopySize: null }, /canopySize: Required/],
    ['own gear without its canopy', { canopy: '' }, /canopy: Required/],
    ['an exit weight out of range', { exitWeight: 10_000 }, /exitWeight: Maximum 9999/],
    ['a negative jump count', { totalJumps: -1 }, /totalJumps/],
    ['a script in a name', { firstName: '<script>alert(1)</script>' }, /firstName/],
    ['a script in the note', { note: '<script>alert(1)</script>' }, /note/],
    ['a huge signature', { signature: `M ${'1 '.repeat(150_000)}` }, /signature/],
    ['a signature that is markup', { signature: '<svg onload="alert(1)"/>' }, /signature/],
    ['a bad e-mail', { email: 'nope' }, /email/],
  ])('refuses %s and saves nothing', async (_name, over, line) => {
    const before = (await list()).length;
    const res = await sign({ email: 'bad@example.com', ...over } as Partial<WaiverInput>);
    expect(res.statusCode).toBe(400);
    expect((res.json().validationMessage as string[]).join('\n')).toMatch(line);
    expect((await list()).length).toBe(before);
  });

  it('answers a body over the size limit with 413 and saves nothing', async () => {
    const res = await sign({ email: 'huge@example.com', signature: `M ${'1 '.repeat(600_000)}` });
    expect(res.statusCode).toBe(413);
    expect(await byEmail('huge@example.com')).toEqual([]);
  });

  it('rate-limits the form by address', async () => {
    const remoteAddress = '10.77.0.1';
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) {
      codes.push((await sign({ email: 'limited@example.com' }, { remoteAddress })).statusCode);
    }
    expect(codes.slice(0, 20).every((c) => c === 201)).toBe(true);
    expect(codes[20]).toBe(429);
    expect((await sign({ email: 'other-address@example.com' })).statusCode).toBe(201);
  });
});

describe('bot check', () => {
  it('refuses a waiver without a bot-check token when the check is configured, and saves nothing', async () => {
    const guarded = await createTestApp({ BOTCHECK_SECRET: 'secret' }, { now: clock.now });
    try {
      const owner = await setupClub(guarded.app);
      const res = await guarded.app.inject({
        method: 'POST',
        url: '/api/waiver',
        payload: { waiver: buildWaiver() },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Bot check failed. Please try again.');
      const listed = await guarded.app.inject({
        method: 'GET',
        url: '/api/waivers',
        headers: { cookie: owner },
      });
      expect(listed.json()).toEqual([]);
    } finally {
      await guarded.close();
    }
  });
});

describe('permissions', () => {
  it('lets admins and waiver checkers list; a plain user gets the permission message; anonymous 401', async () => {
    await sign({ email: 'perm@example.com' });
    expect((await as(undefined, 'GET', '/api/waivers')).statusCode).toBe(401);
    const refused = await as(plain.cookie, 'GET', '/api/waivers');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to check waivers or edit members');
    for (const cookie of [admin, checker.cookie]) {
      const res = await as(cookie, 'GET', '/api/waivers?status=pending&year=2026');
      expect(res.statusCode).toBe(200);
      expect(res.json().map((w: ApiWaiver) => w.email)).toContain('perm@example.com');
    }
  });

  it('refuses a plain user and anonymous every checker call, and changes nothing', async () => {
    await sign({ email: 'untouched@example.com' });
    const [w] = await byEmail('untouched@example.com');
    const calls: [Method, string, object?][] = [
      ['PUT', `/api/waivers/${w?._id}`, editOf(w as ApiWaiver, { firstName: 'Hakkeroitu' })],
      ['POST', `/api/waivers/${w?._id}/approve`, { createMember: true }],
      ['POST', `/api/waivers/${w?._id}/unapprove`, {}],
      ['PUT', `/api/waivers/${w?._id}/checklist`, { checklist: [{ itemId: 'x', checked: true }] }],
    ];
    for (const [method, url, body] of calls) {
      expect((await as(plain.cookie, method, url, body)).statusCode).toBe(403);
      expect((await as(undefined, method, url, body)).statusCode).toBe(401);
    }
    expect((await byEmail('untouched@example.com'))[0]).toMatchObject({
      firstName: 'Maija',
      status: 'pending',
    });
  });

  it('answers 404 for an unknown waiver and 400 for a bad id', async () => {
    const res = await as(checker.cookie, 'POST', `/api/waivers/${randomUUID()}/approve`, {});
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Waiver not found');
    expect((await as(checker.cookie, 'POST', '/api/waivers/nope/approve', {})).statusCode).toBe(400);
  });
});

describe('checking and approving', () => {
  it('ticks and unticks checklist items with who and when', async () => {
    await sign({ email: 'ticks@example.com' });
    const [w] = await byEmail('ticks@example.com');
    const [a, b] = [randomUUID(), randomUUID()];
    const ticked = await as(
      checker.cookie,
      'PUT',
      `/api/waivers/${w?._id}`,
      editOf(w as ApiWaiver, {
        checklist: [
          { itemId: a, checked: true },
          { itemId: b, checked: true },
        ],
      }),
    );
    expect(ticked.statusCode).toBe(200);
    expect(ticked.json().checklist).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          itemId: a,
          checked: true,
          checkedBy: checker.id,
          checkedByName: 'checker Jumper',
        }),
        expect.objectContaining({ itemId: b, checked: true, checkedAt: FIXED_NOW }),
      ]),
    );
    const unticked = await as(
      admin,
      'PUT',
      `/api/waivers/${w?._id}`,
      editOf(w as ApiWaiver, { checklist: [{ itemId: a, checked: false }] }),
    );
    expect(unticked.json().checklist.map((c: { itemId: string }) => c.itemId)).toEqual([b]);
  });

  it("ticks with PUT /checklist alone, leaving the fields as they are (another checker's edit, a missing weight)", async () => {
    await sign({ email: 'tickonly@example.com' });
    const [w] = await byEmail('tickonly@example.com');
    // a row from before exit weights were asked, as an old import would have it
    await t.app.ctx.db
      .update(waivers)
      .set({ exitWeight: null })
      .where(eq(waivers.id, w?._id ?? ''));
    // another checker renames the signer while this one ticks an item of the list they loaded earlier
    await as(
      admin,
      'PUT',
      `/api/waivers/${w?._id}`,
      editOf(w as ApiWaiver, { firstName: 'Maiju', exitWeight: 70 }),
    );
    await t.app.ctx.db
      .update(waivers)
      .set({ exitWeight: null })
      .where(eq(waivers.id, w?._id ?? ''));
    const item = randomUUID();
    const res = await as(checker.cookie, 'PUT', `/api/waivers/${w?._id}/checklist`, {
      checklist: [{ itemId: item, checked: true }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Maiju', exitWeight: null });
    expect(res.json().checklist).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ itemId: item, checked: true, checkedBy: checker.id }),
      ]),
    );
    const untick = await as(admin, 'PUT', `/api/waivers/${w?._id}/checklist`, {
      checklist: [{ itemId: item, checked: false }],
    });
    expect(untick.json().checklist.some((c: { itemId: string }) => c.itemId === item)).toBe(false);
    const empty = await as(admin, 'PUT', `/api/waivers/${w?._id}/checklist`, { checklist: [] });
    expect(empty.statusCode).toBe(400);
  });

  it('approves without creating a member: the waiver follows the member whose e-mail matches, if any', async () => {
    await sign({ email: 'nomember@example.com' });
    const [alone] = await byEmail('nomember@example.com');
    const res = await as(checker.cookie, 'POST', `/api/waivers/${alone?._id}/approve`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved', approvedBy: checker.id, memberId: null });

    const m = await createMember(t.app, admin, { firstName: 'Jäsen', email: 'Known@Example.com' });
    await sign({ email: 'known@example.com' });
    const [known] = await byEmail('known@example.com');
    const approved = await as(admin, 'POST', `/api/waivers/${known?._id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      memberId: m._id,
      approvedByName: 'Anna Virtanen',
    });
  });

  it('approves creating the member from the waiver, only at approval', async () => {
    await sign({
      email: 'newbie@example.com',
      firstName: 'Uusi',
      lastName: 'Jäsen',
      totalJumps: 12,
      license: 'A',
    });
    const [w] = await byEmail('newbie@example.com');
    const res = await as(checker.cookie, 'POST', `/api/waivers/${w?._id}/approve`, { createMember: true });
    expect(res.statusCode).toBe(200);
    const memberId = res.json().memberId as string;
    const members = (await as(admin, 'GET', '/api/member')).json() as Record<string, unknown>[];
    expect(members.find((m) => m._id === memberId)).toMatchObject({
      firstName: 'Uusi',
      lastName: 'Jäsen',
      email: 'newbie@example.com',
      phone: '+358401234567',
      exitWeight: 80.5,
      totalJumps: 12,
      license: 'A',
      isClubMember: true,
      isSILMember: true,
      ownGear: true,
      role: 'jumper',
    });
    // after approval a member can no longer be created from it
    const again = await as(checker.cookie, 'POST', `/api/waivers/${w?._id}/approve`, { createMember: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Waiver is already approved');
    const count = (await as(admin, 'GET', '/api/member')).json().length;
    expect(count).toBe(members.length);
  });

  it('refuses to create a second member with the e-mail of an existing one, and leaves the waiver pending', async () => {
    await createMember(t.app, admin, { firstName: 'Olemassa', email: 'exists@example.com' });
    await sign({ email: 'exists@example.com' });
    const [w] = await byEmail('exists@example.com');
    const res = await as(checker.cookie, 'POST', `/api/waivers/${w?._id}/approve`, { createMember: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Email already exists');
    expect((await byEmail('exists@example.com'))[0]?.status).toBe('pending');
  });

  it('removes an approval and approves again', async () => {
    await sign({ email: 'unapprove@example.com' });
    const [w] = await byEmail('unapprove@example.com');
    await as(checker.cookie, 'POST', `/api/waivers/${w?._id}/approve`, {});
    const res = await as(checker.cookie, 'POST', `/api/waivers/${w?._id}/unapprove`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'pending', approvedBy: null, approvedAt: null });
    expect(await byEmail('unapprove@example.com', '?status=approved')).toEqual([]);
    const again = await as(checker.cookie, 'POST', `/api/waivers/${w?._id}/approve`, {});
    expect(again.json().status).toBe('approved');
  });

  it('refuses removing an approval while a newer waiver of the e-mail is pending', async () => {
    await sign({ email: 'newer@example.com' });
    const [w] = await byEmail('newer@example.com');
    await as(checker.cookie, 'POST', `/api/waivers/${w?._id}/approve`, {});
    await sign({ email: 'newer@example.com' });
    const res = await as(checker.cookie, 'POST', `/api/waivers/${w?._id}/unapprove`);
    expect(res.statusCode).toBe(409);
    expect((await byEmail('newer@example.com', '?status=approved')).map((x) => x._id)).toEqual([w?._id]);
  });

  it('saves an edit of an approved waiver only with an e-mail matching a member; the waiver follows it', async () => {
    const m1 = await createMember(t.app, admin, { firstName: 'Ensimmäinen', email: 'edit1@example.com' });
    const m2 = await createMember(t.app, admin, { firstName: 'Toinen', email: 'edit2@example.com' });
    await sign({ email: 'edit1@example.com' });
    const [w] = await byEmail('edit1@example.com');
    await as(checker.cookie, 'POST', `/api/waivers/${w?._id}/approve`, {});

    const refused = await as(
      checker.cookie,
      'PUT',
      `/api/waivers/${w?._id}`,
      editOf(w as ApiWaiver, { email: 'nobody@example.com', city: 'Muutettu' }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Saving edits needs an e-mail match to a member');
    expect((await byEmail('edit1@example.com'))[0]).toMatchObject({ memberId: m1._id, status: 'approved' });

    const moved = await as(
      checker.cookie,
      'PUT',
      `/api/waivers/${w?._id}`,
      editOf(w as ApiWaiver, { email: 'edit2@example.com', city: 'Muutettu' }),
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ email: 'edit2@example.com', memberId: m2._id, status: 'approved' });
  });

  it('edits a pending waiver whatever its e-mail, validating the fields like the form', async () => {
    await sign({ email: 'pendingedit@example.com' });
    const [w] = await byEmail('pendingedit@example.com');
    const ok = await as(
      checker.cookie,
      'PUT',
      `/api/waivers/${w?._id}`,
      editOf(w as ApiWaiver, { city: 'Kouvola' }),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ city: 'Kouvola', status: 'pending', memberId: null });
    const bad = await as(
      checker.cookie,
      'PUT',
      `/api/waivers/${w?._id}`,
      editOf(w as ApiWaiver, { lastName: '<b>x</b>' }),
    );
    expect(bad.statusCode).toBe(400);
  });

  it('refuses an edit that would give a pending waiver the e-mail of another pending one', async () => {
    await sign({ email: 'pending-a@example.com' });
    await sign({ email: 'pending-b@example.com' });
    const [a] = await byEmail('pending-a@example.com');
    const res = await as(
      checker.cookie,
      'PUT',
      `/api/waivers/${a?._id}`,
      editOf(a as ApiWaiver, { email: 'Pending-B@example.com' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Another waiver with this e-mail is waiting for approval this year');
    expect((await byEmail('pending-a@example.com'))[0]?._id).toBe(a?._id);
  });

  it('filters the list by status and searches by name and e-mail', async () => {
    await sign({ email: 'searchme@example.com', firstName: 'Etsittävä', lastName: 'Henkilö' });
    const byName = (await list('?search=etsittävä hen')).map((w) => w.email);
    expect(byName).toEqual(['searchme@example.com']);
    expect((await list('?search=SEARCHME')).map((w) => w.email)).toEqual(['searchme@example.com']);
    expect((await list('?status=approved')).every((w) => w.status === 'approved')).toBe(true);
    expect((await as(admin, 'GET', '/api/waivers?year=abc')).statusCode).toBe(400);
  });
});

describe('waiver alarms', () => {
  const alarmsOf = async (memberId: string, cookie = admin) =>
    (await as(cookie, 'GET', `/api/member/${memberId}/alarms`)).json().alarms as string[];

  async function approvedMember(email: string, over: Partial<WaiverInput> = {}) {
    await sign({ email, ...over });
    const [w] = await byEmail(email);
    const res = await as(admin, 'POST', `/api/waivers/${w?._id}/approve`, { createMember: true });
    return res.json().memberId as string;
  }

  it('names a missing waiver, a missing SIL membership and a missing licence', async () => {
    const m = await createMember(t.app, admin, { firstName: 'Tyhjä', email: 'none@example.com' });
    expect(await alarmsOf(m._id)).toEqual(['waiverNotFound', 'notSilMember', 'noLicense']);
  });

  it('has no alarms for an approved waiver of this year, even with a newer one pending', async () => {
    const m = await approvedMember('fine@example.com');
    expect(await alarmsOf(m)).toEqual([]);
    await sign({ email: 'fine@example.com', nextEquipmentExpiration: '2027-05-01' });
    // the approved one still speaks for the member
    expect(await alarmsOf(m)).toEqual([]);
  });

  it('says not approved while the only waiver of the year is pending', async () => {
    const m = await createMember(t.app, admin, {
      firstName: 'Odottava',
      email: 'waiting@example.com',
      license: 'B',
      isSILMember: true,
    });
    await sign({ email: 'waiting@example.com' });
    expect(await alarmsOf(m._id)).toEqual(['waiverNotApproved']);
  });

  it('warns of an expired gear inspection', async () => {
    const m = await approvedMember('gear@example.com', { nextEquipmentExpiration: '2026-06-12' });
    expect(await alarmsOf(m)).toEqual(['gearInspectionExpired']);
  });

  it('expires at New Year in the club time zone, not in UTC', async () => {
    const previous = admin;
    /** Moves the clock half a year on; the admin signs in again then (sessions expire). */
    const at = async (iso: string) => {
      clock.set(iso);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { usernameOrEmail: setupBody.username, password: setupBody.password },
      });
      admin = cookiesOf(login);
    };
    try {
      // 31.12. 23:30 in Helsinki (21:30 UTC): still 2026
      await at('2026-12-31T21:30:00.000Z');
      const m = await approvedMember('newyear@example.com', { nextEquipmentExpiration: '2027-06-01' });
      expect(await alarmsOf(m)).toEqual([]);
      // 1.1. 00:30 in Helsinki, still 31.12. in UTC: last year's waiver has expired
      await at('2026-12-31T22:30:00.000Z');
      expect(await alarmsOf(m)).toEqual(['waiverExpired']);
      // a waiver signed now belongs to 2027 and is pending until approved
      await sign({ email: 'newyear@example.com', nextEquipmentExpiration: '2027-06-01' });
      expect(await alarmsOf(m)).toEqual(['waiverNotApproved']);
      expect((await byEmail('newyear@example.com', '?year=2027'))[0]?.year).toBe(2027);
      // the list's default year is the club's current year
      expect((await byEmail('newyear@example.com')).map((w) => w.year)).toEqual([2027]);
    } finally {
      admin = previous;
    }
  });

  it("gives the members list each member's waiver info with ?waiverInfo=true, the same alarms as the call", async () => {
    const fine = await approvedMember('listfine@example.com');
    const waiting = await createMember(t.app, admin, {
      firstName: 'Listalla',
      email: 'listwaiting@example.com',
      license: 'B',
      isSILMember: true,
    });
    await sign({ email: 'LISTWAITING@example.com' });
    const none = await createMember(t.app, admin, { firstName: 'Listaton', email: 'listnone@example.com' });
    // a plain jumper reads no one's waiver state but their own (the roles issue)
    const plainRead = (await as(plain.cookie, 'GET', '/api/member?waiverInfo=true')).json() as {
      _id: string;
      waiverInfo?: unknown;
    }[];
    expect(plainRead.filter((m) => m.waiverInfo !== undefined).map((m) => m._id)).toEqual([plain.memberId]);
    for (const cookie of [admin, checker.cookie]) {
      const res = await as(cookie, 'GET', '/api/member?waiverInfo=true');
      expect(res.statusCode).toBe(200);
      const list = res.json() as { _id: string; waiverInfo?: { status: string | null; alarms: string[] } }[];
      const infoOf = (id: string) => list.find((m) => m._id === id)?.waiverInfo;
      expect(infoOf(fine)).toMatchObject({ status: 'approved', alarms: [] });
      expect(infoOf(waiting._id)).toMatchObject({ status: 'pending', alarms: ['waiverNotApproved'] });
      expect(infoOf(none._id)).toEqual({
        waiverId: null,
        status: null,
        alarms: ['waiverNotFound', 'notSilMember', 'noLicense'],
      });
      for (const m of list) {
        expect(m.waiverInfo?.alarms).toEqual(await alarmsOf(m._id));
      }
    }
    // without the flag the list stays as it was
    const plainList = (await as(admin, 'GET', '/api/member')).json() as { waiverInfo?: unknown }[];
    expect(plainList.every((m) => m.waiverInfo === undefined)).toBe(true);
    expect((await as(admin, 'GET', '/api/member?waiverInfo=maybe')).statusCode).toBe(400);
  });

  it('answers a linked user, refuses anonymous, 404 for an unknown member', async () => {
    const m = await createMember(t.app, admin, { firstName: 'Kuka', email: 'who@example.com' });
    expect((await as(checker.cookie, 'GET', `/api/member/${m._id}/alarms`)).statusCode).toBe(200);
    const others = await as(plain.cookie, 'GET', `/api/member/${m._id}/alarms`);
    expect([others.statusCode, others.json().locale]).toEqual([403, 'error.noWaiverPermission']);
    expect((await as(plain.cookie, 'GET', `/api/member/${plain.memberId}/alarms`)).statusCode).toBe(200);
    expect((await as(undefined, 'GET', `/api/member/${m._id}/alarms`)).statusCode).toBe(401);
    const unknown = await as(admin, 'GET', `/api/member/${randomUUID()}/alarms`);
    expect(unknown.statusCode).toBe(404);
  });
});

// last in the file: a test here adds a second club, after which the public form needs ?club=
describe('member candidates and approving onto a chosen member (issue 27)', () => {
  interface Candidate {
    _id: string;
    name: string;
    reason: string;
    email: string;
  }
  const listed = async (email: string) =>
    (await byEmail(email))[0] as (ApiWaiver & { memberCandidates: Candidate[] }) | undefined;
  const memberRow = async (id: string) =>
    ((await as(admin, 'GET', '/api/member')).json() as { _id: string; email: string; phone: string }[]).find(
      (m) => m._id === id,
    );
  const alarmsOf = async (memberId: string) =>
    (await as(admin, 'GET', `/api/member/${memberId}/alarms`)).json().alarms as string[];

  it('lists the members a waiver probably belongs to: by e-mail, by name and phone, by name; none for a stranger', async () => {
    const byMail = await createMember(t.app, admin, {
      firstName: 'Kalle',
      lastName: 'Kandidaatti',
      email: 'kalle.k@example.com',
    });
    const swapped = await createMember(t.app, admin, {
      firstName: 'Kandidaatti',
      lastName: 'kalle',
      phone: '040 555 1234',
    });
    const gone = await createMember(t.app, admin, { firstName: 'Kalle', lastName: 'Kandidaatti' });
    await as(admin, 'DELETE', '/api/member', { ids: [gone._id] });

    await sign({
      firstName: 'Kalle',
      lastName: 'Kandidaatti',
      email: 'kalle.k@example.com',
      phone: '+358405551234',
    });
    expect((await listed('kalle.k@example.com'))?.memberCandidates).toEqual([
      { _id: byMail._id, name: 'Kalle Kandidaatti', reason: 'email', email: 'kalle.k@example.com' },
      { _id: swapped._id, name: 'Kandidaatti kalle', reason: 'nameAndPhone', email: '' },
    ]);

    await sign({
      firstName: ' kalle',
      lastName: 'KANDIDAATTI ',
      email: 'kalle.new@example.com',
      phone: '+358409999999',
    });
    expect((await listed('kalle.new@example.com'))?.memberCandidates.map((c) => [c._id, c.reason])).toEqual([
      [byMail._id, 'name'],
      [swapped._id, 'name'],
    ]);

    await sign({ firstName: 'Vieras', lastName: 'Tuntematon', email: 'stranger@example.com' });
    expect((await listed('stranger@example.com'))?.memberCandidates).toEqual([]);
  });

  it("approves onto a chosen member: fills the member's empty e-mail and phone, and the alarms see the waiver", async () => {
    const back = await createMember(t.app, admin, { firstName: 'Palaava', lastName: 'Konkari' });
    expect(await alarmsOf(back._id)).toContain('waiverNotFound');
    await sign({
      firstName: 'Palaava',
      lastName: 'Konkari',
      email: 'palaava@example.com',
      phone: '+358401112222',
    });
    const w = await listed('palaava@example.com');
    expect(w?.memberCandidates.map((c) => [c._id, c.reason])).toEqual([[back._id, 'name']]);

    const res = await as(checker.cookie, 'POST', `/api/waivers/${w?._id}/approve`, { memberId: back._id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved', memberId: back._id });
    // the waiver's own-gear answer (yes) is the member's now: the default of the loads they are added to
    expect(await memberRow(back._id)).toMatchObject({
      email: 'palaava@example.com',
      phone: '+358401112222',
      ownGear: true,
    });
    expect(await alarmsOf(back._id)).toEqual(['notSilMember', 'noLicense']);
  });

  it("refuses a member with another e-mail and changes nothing; keeping the member's own e-mail attaches it", async () => {
    const own = await createMember(t.app, admin, {
      firstName: 'Eri',
      lastName: 'Osoite',
      email: 'eri.oma@example.com',
      license: 'C',
      isSILMember: true,
    });
    await sign({
      firstName: 'Eri',
      lastName: 'Osoite',
      email: 'eri.uusi@example.com',
      phone: '+358403334444',
    });
    const w = await listed('eri.uusi@example.com');
    expect(w?.memberCandidates).toEqual([
      { _id: own._id, name: 'Eri Osoite', reason: 'name', email: 'eri.oma@example.com' },
    ]);

    const refused = await as(checker.cookie, 'POST', `/api/waivers/${w?._id}/approve`, { memberId: own._id });
    expect([refused.statusCode, refused.json().locale]).toEqual([409, 'error.waiverMemberEmailDiffers']);
    expect((await listed('eri.uusi@example.com'))?.status).toBe('pending');
    expect(await memberRow(own._id)).toMatchObject({ email: 'eri.oma@example.com', phone: '' });
    expect(await alarmsOf(own._id)).toEqual(['waiverNotFound']);

    const kept = await as(checker.cookie, 'POST', `/api/waivers/${w?._id}/approve`, {
      memberId: own._id,
      keepMemberEmail: true,
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      status: 'approved',
      memberId: own._id,
      email: 'eri.uusi@example.com',
    });
    expect(await memberRow(own._id)).toMatchObject({ email: 'eri.oma@example.com', phone: '+358403334444' });
    // attached by its member alone (the e-mails differ), the waiver speaks for the member
    expect(await alarmsOf(own._id)).toEqual([]);

    // an edit that keeps the waiver's e-mail keeps the chosen member
    const edited = await as(
      checker.cookie,
      'PUT',
      `/api/waivers/${w?._id}`,
      editOf(w as ApiWaiver, { lastName: 'Osoite', city: 'Kouvola' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ memberId: own._id, city: 'Kouvola' });
  });

  it("does not give a member the e-mail another member has, unless told to keep the member's own", async () => {
    await createMember(t.app, admin, { firstName: 'Omistaja', email: 'owner@example.com' });
    const blank = await createMember(t.app, admin, { firstName: 'Tyhjä', lastName: 'Posti' });
    await sign({ firstName: 'Tyhjä', lastName: 'Posti', email: 'owner@example.com' });
    const w = await listed('owner@example.com');
    const refused = await as(checker.cookie, 'POST', `/api/waivers/${w?._id}/approve`, {
      memberId: blank._id,
    });
    expect([refused.statusCode, refused.json().locale]).toEqual([409, 'error.waiverEmailOfAnotherMember']);
    expect(await memberRow(blank._id)).toMatchObject({ email: '', phone: '' });
    const kept = await as(checker.cookie, 'POST', `/api/waivers/${w?._id}/approve`, {
      memberId: blank._id,
      keepMemberEmail: true,
    });
    expect(kept.json()).toMatchObject({ status: 'approved', memberId: blank._id });
    expect(await memberRow(blank._id)).toMatchObject({ email: '', phone: '+358401234567' });
  });

  it('refuses createMember with memberId (400) and a member of another club or unknown (404), changing nothing', async () => {
    const mine = await createMember(t.app, admin, { firstName: 'Oma', lastName: 'Jäsen' });
    await sign({ firstName: 'Oma', lastName: 'Jäsen', email: 'foreign@example.com' });
    const w = await listed('foreign@example.com');
    const both = await as(checker.cookie, 'POST', `/api/waivers/${w?._id}/approve`, {
      memberId: mine._id,
      createMember: true,
    });
    expect(both.statusCode).toBe(400);

    const other = await t.app.ctx.repos.clubs.insert({ name: 'Toinen kerho', clubKey: 'toinen' });
    const foreign = await t.app.ctx.repos.members.insert({
      clubId: other.id,
      firstName: 'Oma',
      lastName: 'Jäsen',
    });
    // the other club's member is no candidate
    expect((await listed('foreign@example.com'))?.memberCandidates.map((c) => c._id)).toEqual([mine._id]);
    for (const memberId of [foreign?.id, randomUUID()]) {
      const res = await as(checker.cookie, 'POST', `/api/waivers/${w?._id}/approve`, { memberId });
      expect([res.statusCode, res.json().message]).toEqual([404, 'Member not found']);
    }
    expect((await listed('foreign@example.com'))?.status).toBe('pending');
    expect(await memberRow(mine._id)).toMatchObject({ email: '', phone: '' });
    const [row] = await t.app.ctx.repos.members.findWithDeleted(other.id, [foreign?.id ?? '']);
    expect(row).toMatchObject({ email: '', phone: '' });
  });
});
