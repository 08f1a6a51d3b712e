import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, createTestApp, type TestApp } from '../../test/app';
import { call, type TwoClubs, twoClubs } from '../../test/two-clubs';
import { NOT_EXPORTED } from './club-data.repo';
import { type ClubArchive, parseClubArchive, restoreClubArchive } from './club-data.service';

/** Per-club data (issue 35): a club's admin takes the club's own data out, and it goes into an empty installation. */
let w: TwoClubs;
let archive: ClubArchive;
beforeAll(async () => {
  w = await twoClubs();
}, 120_000);
afterAll(() => w.t.close());

/** Tables that belong to the installation, not to a club: never in a club's export. */
const INSTALLATION_TABLES = ['app_secrets', 'user_tokens', 'job_runs'];

describe('a club’s own data', () => {
  it('is every table’s rows of the club and its accounts, and nothing of the other club', async () => {
    const res = await w.t.app.inject({
      method: 'GET',
      url: '/api/club/export',
      headers: { cookie: w.b.admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="kerho-kaksi-\d{4}-\d{2}-\d{2}\.json\.gz"/,
    );
    const text = gunzipSync(res.rawPayload).toString('utf8');
    archive = parseClubArchive(text);
    expect(archive.clubName).toBe('Kerho Kaksi');
    const t = archive.tables;
    expect(t.clubs?.map((c) => c.id)).toEqual([w.b.clubId]);
    expect(t.members?.map((m) => m.first_name).sort()).toEqual(
      expect.arrayContaining(['Bsecondsecret', 'Bsecretfirst']),
    );
    expect((t.users ?? []).map((u) => u.username).sort()).toEqual(['bjumper', 'secondadmin']);
    expect(t.memberships?.every((m) => m.club_id === w.b.clubId)).toBe(true);
    expect(t.loads?.length).toBe(2);
    expect(t.load_jumpers?.length).toBe(2);
    expect(t.transactions?.length).toBeGreaterThan(0);
    expect(t.waivers?.length).toBe(1);
    expect(t.planes?.some((p) => p.registration === 'OH-BBB')).toBe(true);
    // a plane's jump lines have no club of their own: they come with the club's planes
    expect(t.jump_lines?.length).toBeGreaterThan(0);
    for (const table of NOT_EXPORTED) {
      expect(t[table], table).toBeUndefined();
    }
    // nothing of club A: its club, its members, its users
    expect(text).not.toContain(w.a.clubId);
    expect(text).not.toContain('Ajumper');
    expect(text).not.toContain('Skydive Utti');
  });

  it('is for the club’s admins only', async () => {
    for (const cookie of [w.a.jumper, w.a.staff, w.a.checker]) {
      expect((await call(w.t, cookie, { method: 'GET', url: '/api/club/export' })).statusCode).toBe(403);
    }
    expect((await call(w.t, undefined, { method: 'GET', url: '/api/club/export' })).statusCode).toBe(401);
  });

  it('covers every table: each is a club’s, left out on purpose, or the installation’s', async () => {
    const tables = await w.t.app.ctx.repos.clubData.exportedTables();
    const all = (
      (await w.t.app.ctx.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public'`,
      )) as unknown as { rows: { table_name: string }[] }
    ).rows.map((r) => r.table_name);
    const undecided = all.filter(
      (name) =>
        !tables.includes(name) &&
        !NOT_EXPORTED.has(name) &&
        name !== 'clubs' &&
        name !== 'users' &&
        !INSTALLATION_TABLES.includes(name),
    );
    expect(undecided).toEqual([]);
  });

  it('goes into an empty installation whole: the admin signs in and finds members, balances, loads and waivers', async () => {
    const fresh: TestApp = await createTestApp();
    try {
      const counts = await restoreClubArchive(fresh.app.ctx.uow, archive);
      expect(counts.members).toBe(archive.tables.members?.length);
      const login = await fresh.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { usernameOrEmail: 'secondadmin', password: 'Password-2' },
      });
      expect(login.statusCode).toBe(200);
      const cookie = cookiesOf(login);
      const [before, after] = await Promise.all(
        [w.t, fresh].map(async (app) => {
          const c = app === fresh ? cookie : w.b.admin;
          const get = async (url: string) => (await call(app, c, { method: 'GET', url })).json();
          return {
            members: (await get('/api/member')).map((m: { _id: string; balance: number }) => [
              m._id,
              m.balance,
            ]),
            day: (await get(`/api/loads/${w.today}`)).loads.map((l: { _id: string; number: number }) => [
              l._id,
              l.number,
            ]),
            waivers: (await get('/api/waivers')).map((x: { _id: string }) => x._id),
            transactions: (await get('/api/transaction/all')).items.length,
          };
        }),
      );
      expect(after).toEqual(before);
      // a second restore into the same installation is refused, and writes nothing
      await expect(restoreClubArchive(fresh.app.ctx.uow, archive)).rejects.toThrow(/already holds a club/);
    } finally {
      await fresh.close();
    }
  });
});
