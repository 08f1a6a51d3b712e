import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubs } from '../../db/schema';
import { clubSlug, createTestApp, setupClub, type TestApp } from '../../test/app';

let t: TestApp;
let admin: string;
const as = (cookie: string | undefined, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
const settings = (slug?: string) => ({
  name: 'Skydive Utti',
  clubKey: 'utti2026',
  notificationEmail: '',
  ...(slug === undefined ? {} : { slug }),
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await setupClub(t.app);
  // a second club on the same installation, with a public name of its own
  await t.app.ctx.db.insert(clubs).values({ name: 'EFUT', clubKey: 'efutsecret', slug: 'efut' });
});
afterAll(async () => {
  await t.close();
});

describe("the club's public name", () => {
  it('is made from the club name at setup, and shown to every member', async () => {
    expect((await as(admin, 'GET', '/api/club')).json().slug).toBe(clubSlug);
  });

  it("finds each club's board and waiver form by it, never by the club key", async () => {
    const board = await as(undefined, 'GET', `/api/loads-public/today?club=${clubSlug}`);
    expect(board.statusCode).toBe(200);
    expect(board.json().clubName).toBe('Skydive Utti');
    const other = await as(undefined, 'GET', '/api/loads-public/today?club=EFUT');
    expect(other.json().clubName).toBe('EFUT');
    for (const url of ['/api/loads-public/today?club=utti2026', '/api/waiver-form?club=efutsecret']) {
      const byKey = await as(undefined, 'GET', url);
      expect(byKey.statusCode, url).toBe(404);
      expect(byKey.json().locale).toBe('error.clubNotFound');
    }
    // two clubs: an address without a name finds the first, so its old links and hangar TV keep working
    expect((await as(undefined, 'GET', '/api/loads-public/today')).json().clubName).toBe('Skydive Utti');
  });

  it('is changed by an admin, kept when left out, and refused when taken or malformed', async () => {
    const changed = await as(admin, 'PUT', '/api/club', settings(' Skydive-Utti-Ry '));
    expect(changed.statusCode).toBe(200);
    expect(changed.json().slug).toBe('skydive-utti-ry');
    expect((await as(undefined, 'GET', '/api/waiver-form?club=skydive-utti-ry')).statusCode).toBe(200);
    expect((await as(undefined, 'GET', `/api/waiver-form?club=${clubSlug}`)).statusCode).toBe(404);

    const kept = await as(admin, 'PUT', '/api/club', settings());
    expect(kept.json().slug).toBe('skydive-utti-ry');

    const taken = await as(admin, 'PUT', '/api/club', settings('efut'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ locale: 'error.clubSlugTaken' });
    const malformed = await as(admin, 'PUT', '/api/club', settings('ut ti'));
    expect(malformed.statusCode).toBe(400);
    expect(JSON.stringify(malformed.json())).toContain('Only a-z, 0-9 and hyphens between them');
    expect((await as(admin, 'GET', '/api/club')).json().slug).toBe('skydive-utti-ry');
  });
});
