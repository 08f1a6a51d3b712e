import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WaiverInput } from '@dz/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addConfirmedUser, clubSlug, createTestApp, setupClub, type TestApp } from '../../test/app';
import { createTestClock } from '../../test/clock';
import { createMember } from '../../test/factories';

const clock = createTestClock();
let t: TestApp;
let admin: string;
let checker: string;
let plain: string;
let version: string;
const WAIVER_TEXT = 'Hyppään omalla vastuullani.';

type Method = 'GET' | 'POST' | 'PUT';
const as = (cookie: string | undefined, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

let address = 0;
const sign = (over: Partial<WaiverInput> = {}, lang?: string) => {
  address += 1;
  return t.app.inject({
    method: 'POST',
    // by club key: a test below adds a second club
    url: `/api/waiver?club=${clubSlug}`,
    remoteAddress: `10.8.0.${address}`,
    payload: {
      lang,
      waiver: {
        firstName: 'Maija',
        lastName: 'Hyppääjä',
        street: 'Kenttätie 1',
        zip: '45410',
        city: 'Utti',
        email: 'maija@example.com',
        phone: '+358401234567',
        exitWeight: 80.5,
        ownGear: false,
        clubMember: true,
        silMember: true,
        filmingPermission: false,
        totalJumps: 250,
        license: 'C',
        signature: 'M 10 10 L 20 20 L 30 15',
        waiverTextVersionId: version,
        ...over,
      },
    },
  });
};

async function linkedUser(username: string, permissions?: { canCheckWaivers: boolean }) {
  const user = await addConfirmedUser(t, username);
  const m = await createMember(t.app, admin, { firstName: username });
  await as(admin, 'PUT', `/api/user/${user.id}`, {
    linkedMember: m._id,
    ...(permissions ? { permissions } : {}),
  });
  return user.cookie;
}

/** The id of the club's waiver signed with this e-mail. */
async function idOf(email: string): Promise<string> {
  const list = (await as(admin, 'GET', `/api/waivers?search=${email}`)).json() as { _id: string }[];
  return list[0]?._id ?? '';
}

/** The outbox's mails to an address (the .eml files, soft line breaks joined). */
function mailsTo(to: string): string[] {
  const dir = join(t.dataDir, 'outbox');
  return (existsSync(dir) ? readdirSync(dir) : [])
    .map((f) => readFileSync(join(dir, f), 'utf8').replace(/=\r?\n/g, ''))
    .filter((eml) => eml.includes(`To: ${to}`));
}

let id: string;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  admin = await setupClub(t.app);
  checker = await linkedUser('checker', { canCheckWaivers: true });
  plain = await linkedUser('plain');
  version = (await as(admin, 'PUT', '/api/club/waiver-text', { lang: 'fi', text: WAIVER_TEXT })).json()
    .texts[0].versionId;
  expect((await sign({ email: 'maija@example.com' })).statusCode).toBe(201);
  id = await idOf('maija@example.com');
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/waivers/:id/pdf', () => {
  it('answers the checker and the admin a PDF file named after the signer and year', async () => {
    for (const cookie of [checker, admin]) {
      const res = await as(cookie, 'GET', `/api/waivers/${id}/pdf?lang=en`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe('attachment; filename="waiver-hyppaaja-2026.pdf"');
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    expect((await as(checker, 'GET', `/api/waivers/${id}/pdf`)).statusCode).toBe(200);
  });

  it('refuses without login (401), a plain user (403) and another language (400)', async () => {
    expect((await as(undefined, 'GET', `/api/waivers/${id}/pdf`)).statusCode).toBe(401);
    const denied = await as(plain, 'GET', `/api/waivers/${id}/pdf`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('You do not have permission to check waivers or edit members');
    expect((await as(checker, 'GET', `/api/waivers/${id}/pdf?lang=sv`)).statusCode).toBe(400);
  });

  it('answers 404 for another club’s waiver and an unknown id', async () => {
    const other = await t.app.ctx.repos.clubs.insert({ name: 'Other', clubKey: 'other' });
    const foreign = await t.app.ctx.repos.waivers.insert({
      clubId: other.id,
      year: 2026,
      firstName: 'Ville',
      lastName: 'Vieras',
      email: 'ville@example.com',
      signature: 'M 1 1 L 2 2',
      signedAt: clock.now(),
    });
    for (const url of [`/api/waivers/${foreign.id}`, '/api/waivers/00000000-0000-4000-8000-000000000000']) {
      expect((await as(checker, 'GET', url)).statusCode).toBe(404);
      expect((await as(checker, 'GET', `${url}/pdf`)).statusCode).toBe(404);
    }
  });
});

describe('GET /api/waivers/:id', () => {
  it('answers a checker the waiver with the exact signed text and the club', async () => {
    const res = await as(checker, 'GET', `/api/waivers/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      waiver: { _id: id, firstName: 'Maija', waiverText: WAIVER_TEXT, waiverTextVersionId: version },
      club: { name: 'Skydive Utti', timeZone: 'Europe/Helsinki' },
    });
    expect(typeof res.json().waiver.waiverTextSavedAt).toBe('string');
  });

  it('refuses without login and a plain user', async () => {
    expect((await as(undefined, 'GET', `/api/waivers/${id}`)).statusCode).toBe(401);
    expect((await as(plain, 'GET', `/api/waivers/${id}`)).statusCode).toBe(403);
  });
});

describe('the signer’s copy', () => {
  it('is mailed after the signing with the PDF attached, in the form’s language', async () => {
    expect((await sign({ email: 'copy@example.com' }, 'en')).statusCode).toBe(201);
    await vi.waitFor(() => expect(mailsTo('copy@example.com')).toHaveLength(1));
    const [eml] = mailsTo('copy@example.com');
    expect(eml).toContain('You signed the 2026 waiver of Skydive Utti on');
    expect(eml).toContain('Content-Type: application/pdf; name=waiver-hyppaaja-2026.pdf');
    expect(eml).toContain('Content-Disposition: attachment; filename=waiver-hyppaaja-2026.pdf');
  });
});
