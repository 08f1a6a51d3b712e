import type { WaiverInput } from '@dz/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waivers } from '../../db/schema/index';
import { addConfirmedUser, createTestApp, setupClub, type TestApp } from '../../test/app';
import { createTestClock } from '../../test/clock';
import { createMember } from '../../test/factories';

const clock = createTestClock();
let t: TestApp;
let admin: string;
let plain: string;
let checker: string;
let clubSlug: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (cookie: string | undefined, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

let address = 0;
const sign = (waiverTextVersionId: string, email: string) => {
  address += 1;
  const waiver: WaiverInput = {
    firstName: 'Maija',
    lastName: 'Hyppääjä',
    street: 'Kenttätie 1',
    zip: '45410',
    city: 'Utti',
    email,
    phone: '+358401234567',
    exitWeight: 80,
    ownGear: false,
    clubMember: true,
    silMember: true,
    filmingPermission: true,
    totalJumps: 100,
    license: 'B',
    signature: 'M 1 1 L 2 2',
    waiverTextVersionId,
  };
  return t.app.inject({
    method: 'POST',
    url: `/api/waiver?club=${clubSlug}`,
    remoteAddress: `10.8.0.${address}`,
    payload: { waiver },
  });
};

const saveText = (cookie: string, lang: string, text: string) =>
  as(cookie, 'PUT', '/api/club/waiver-text', { lang, text });
const form = async (query: string) => (await as(undefined, 'GET', `/api/waiver-form${query}`)).json();
const storedText = async (email: string) => {
  const [row] = await t.app.ctx.db.select().from(waivers).where(eq(waivers.email, email));
  return row?.waiverText;
};

async function linkedUser(username: string, permissions?: { canCheckWaivers: boolean }) {
  const user = await addConfirmedUser(t, username);
  const m = await createMember(t.app, admin, { firstName: username.replace(/\d/g, '') });
  await as(admin, 'PUT', `/api/user/${user.id}`, {
    linkedMember: m._id,
    ...(permissions ? { permissions } : {}),
  });
  return user.cookie;
}

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  admin = await setupClub(t.app);
  plain = await linkedUser('plain');
  checker = await linkedUser('checker', { canCheckWaivers: true });
  clubSlug = (await as(admin, 'GET', '/api/club')).json().slug;
});
afterAll(async () => {
  await t.close();
});

describe('waiver settings: permissions', () => {
  it('refuses the settings and their changes to anyone but an admin', async () => {
    for (const cookie of [plain, checker]) {
      expect((await as(cookie, 'GET', '/api/club/waiver-settings')).statusCode).toBe(403);
      const text = await saveText(cookie, 'fi', 'Ei käy');
      expect(text.statusCode).toBe(403);
      expect(text.json().message).toBe('Only admin can do this');
      const list = await as(cookie, 'PUT', '/api/club/waiver-checklist', { items: [{ label: 'X' }] });
      expect(list.statusCode).toBe(403);
    }
    expect((await as(undefined, 'GET', '/api/club/waiver-settings')).statusCode).toBe(401);
    expect((await as(admin, 'GET', '/api/club/waiver-settings')).json()).toEqual({
      texts: [],
      checklist: [],
    });
  });

  it('refuses a language other than fi and en, and a label left empty', async () => {
    expect((await saveText(admin, 'sv', 'Text')).statusCode).toBe(400);
    const res = await as(admin, 'PUT', '/api/club/waiver-checklist', { items: [{ label: ' ' }] });
    expect(res.statusCode).toBe(400);
  });
});

describe('the public form before any text', () => {
  it('answers the club, no text and the no-text version; signing with it is accepted', async () => {
    expect(await form(`?club=${clubSlug}&lang=en`)).toMatchObject({
      lang: 'en',
      versionId: 'none',
      text: '',
      links: [],
    });
    expect((await sign('none', 'early@example.com')).statusCode).toBe(201);
    expect(await storedText('early@example.com')).toBe('');
  });

  it('answers 404 for an unknown club key', async () => {
    const res = await as(undefined, 'GET', '/api/waiver-form?club=nosuchclub');
    expect(res.statusCode).toBe(404);
  });
});

describe('waiver text versions', () => {
  let firstFi = '';

  it('saves a text per language as a new version, shown on the public form with the links', async () => {
    const fi = await saveText(admin, 'fi', '  Hyppään omalla vastuullani.  ');
    expect(fi.statusCode).toBe(200);
    firstFi = fi.json().texts[0].versionId;
    const en = await saveText(admin, 'en', 'I jump at my own risk.');
    expect(en.json().texts).toEqual([
      expect.objectContaining({ lang: 'en', text: 'I jump at my own risk.' }),
      { lang: 'fi', versionId: firstFi, text: 'Hyppään omalla vastuullani.', created: expect.any(String) },
    ]);
    await as(admin, 'POST', '/api/club/waiver-link', {
      title: 'Kerhon säännöt',
      url: 'https://example.com/s',
    });

    expect(await form(`?club=${clubSlug}&lang=fi`)).toMatchObject({
      lang: 'fi',
      versionId: firstFi,
      text: 'Hyppään omalla vastuullani.',
      links: [{ title: 'Kerhon säännöt', url: 'https://example.com/s' }],
    });
    expect(await form(`?club=${clubSlug}&lang=en`)).toMatchObject({
      lang: 'en',
      text: 'I jump at my own risk.',
    });
    // an unknown language falls back to Finnish
    expect(await form(`?club=${clubSlug}&lang=xx`)).toMatchObject({ lang: 'fi', versionId: firstFi });
  });

  it('keeps the text a waiver was signed on after the club edits it', async () => {
    expect((await sign(firstFi, 'old@example.com')).statusCode).toBe(201);
    const edited = await saveText(admin, 'fi', 'Uusi teksti: hyppään omalla vastuullani.');
    const newFi = edited.json().texts.find((x: { lang: string }) => x.lang === 'fi').versionId;
    expect(newFi).not.toBe(firstFi);
    expect((await form(`?club=${clubSlug}`)).versionId).toBe(newFi);

    expect(await storedText('old@example.com')).toBe('Hyppään omalla vastuullani.');
    // a form opened before the edit may still send the old version: the signer signed what they saw
    expect((await sign(firstFi, 'late@example.com')).statusCode).toBe(201);
    expect(await storedText('late@example.com')).toBe('Hyppään omalla vastuullani.');
    expect((await sign(newFi, 'new@example.com')).statusCode).toBe(201);
    expect(await storedText('new@example.com')).toBe('Uusi teksti: hyppään omalla vastuullani.');
  });

  it('makes no new version for the same text again', async () => {
    const before = (await as(admin, 'GET', '/api/club/waiver-settings')).json();
    const fi = before.texts.find((x: { lang: string }) => x.lang === 'fi');
    const again = await saveText(admin, 'fi', fi.text);
    expect(again.json().texts).toEqual(before.texts);
  });

  it('refuses an unknown version id, and the no-text version once the club has a text, saving nothing', async () => {
    for (const [version, email] of [
      ['6f1c9a0e-9f7e-4b7a-9a52-0d5f3f1f0a01', 'unknown@example.com'],
      ['v1', 'garbage@example.com'],
      ['none', 'none@example.com'],
    ] as const) {
      const res = await sign(version, email);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Invalid data',
        detailsLocale: 'errorDetail.waiverTextVersionUnknown',
      });
      expect(await storedText(email)).toBeUndefined();
    }
  });
});

describe('checklist items', () => {
  it('saves the items in order, keeps ids on rename and reorder, and the waivers show their labels', async () => {
    const saved = await as(admin, 'PUT', '/api/club/waiver-checklist', {
      items: [{ label: 'Varustepaperit' }, { label: 'Lisenssi' }, { label: 'SIL-jäsenyys' }],
    });
    expect(saved.statusCode).toBe(200);
    const [papers, licence, sil] = saved.json().checklist as { _id: string; label: string }[];
    expect([papers?.label, licence?.label, sil?.label]).toEqual([
      'Varustepaperit',
      'Lisenssi',
      'SIL-jäsenyys',
    ]);

    const [w] = (await as(checker, 'GET', '/api/waivers?search=new@example.com')).json();
    expect(w.checklist.map((c: { label: string; checked: boolean }) => [c.label, c.checked])).toEqual([
      ['Varustepaperit', false],
      ['Lisenssi', false],
      ['SIL-jäsenyys', false],
    ]);
    const { _id, signature: _s, waiverTextVersionId: _v, checklist: _c, ...rest } = w;
    const fields = Object.fromEntries(
      ['firstName', 'lastName', 'street', 'zip', 'city', 'email', 'phone', 'canopy', 'canopySize', 'wingLoad']
        .concat(['exitWeight', 'nextEquipmentExpiration', 'ownGear', 'clubMember', 'silMember'])
        .concat(['filmingPermission', 'totalJumps', 'license', 'note'])
        .map((k) => [k, rest[k]]),
    );
    const ticked = await as(checker, 'PUT', `/api/waivers/${_id}`, {
      ...fields,
      checklist: [{ itemId: licence?._id, checked: true }],
    });
    expect(ticked.statusCode).toBe(200);

    // rename the licence item, move SIL first, remove the papers
    const edited = await as(admin, 'PUT', '/api/club/waiver-checklist', {
      items: [
        { _id: sil?._id, label: 'SIL-jäsenyys' },
        { _id: licence?._id, label: 'Lisenssi voimassa' },
      ],
    });
    expect(edited.json().checklist).toEqual([
      { _id: sil?._id, label: 'SIL-jäsenyys' },
      { _id: licence?._id, label: 'Lisenssi voimassa' },
    ]);
    const [after] = (await as(checker, 'GET', '/api/waivers?search=new@example.com')).json();
    expect(after.checklist.map((c: { label: string; checked: boolean }) => [c.label, c.checked])).toEqual([
      ['SIL-jäsenyys', false],
      ['Lisenssi voimassa', true],
    ]);

    // removing a ticked item keeps the tick with the text it had
    await as(admin, 'PUT', '/api/club/waiver-checklist', {
      items: [{ _id: sil?._id, label: 'SIL-jäsenyys' }],
    });
    const [removed] = (await as(checker, 'GET', '/api/waivers?search=new@example.com')).json();
    expect(removed.checklist.map((c: { label: string; checked: boolean }) => [c.label, c.checked])).toEqual([
      ['SIL-jäsenyys', false],
      ['Lisenssi', true],
    ]);
  });
});
