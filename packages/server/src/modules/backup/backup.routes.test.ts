import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { backupFileName } from '@dz/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../db/client';
import { clubs } from '../../db/schema';
import { addConfirmedUser } from '../../test/app';
import { as, type LoadsWorld, linkedUser, loadsWorld, newLoad } from '../../test/loads.fixture';
import { createBackupService } from './backup.service';
import { createBackupStore } from './backup.store';
import { restoreBackup } from './restore';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Every row of a table, in id order, as the database answers it. */
async function allRows(db: Db, table: string): Promise<Record<string, unknown>[]> {
  const result = (await db.execute(sql.raw(`select * from ${table} order by id`))) as unknown as {
    rows: Record<string, unknown>[];
  };
  return result.rows;
}
let w: LoadsWorld;
const get = (cookie: string, url: string) => w.t.app.inject({ method: 'GET', url, headers: { cookie } });

beforeAll(async () => {
  w = await loadsWorld();
  // a day's work: a load landed (jump charges), a payment, a new member
  const id = await newLoad(w);
  for (const memberId of [w.m.fun, w.m.member]) {
    await as(w.t.app, w.admin, 'POST', `/api/loads/${id}/jumpers`, {
      memberId,
      type: 'normal',
      altitude: 4000,
    });
  }
  expect((await as(w.t.app, w.admin, 'POST', '/api/loads/land', { loadIds: [id] })).statusCode).toBe(200);
  await as(w.t.app, w.admin, 'POST', '/api/payment', { memberId: w.m.fun, amount: 50.25, method: 'Kortti' });
  await as(w.t.app, w.admin, 'POST', '/api/member', { firstName: 'Äiti', lastName: 'Öljynen' });
});
afterAll(async () => {
  await w.t.close();
});

describe.skipIf(onPostgres)('backups of the embedded database', () => {
  it('are shown to the admin with the days they are kept', async () => {
    const res = await get(w.admin, '/api/club/backup');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ embedded: true, downloadable: true, retentionDays: 14, backups: [] });
  });

  it('download as a backup taken now, which restores into an empty folder with every member, load and transaction', async () => {
    const res = await get(w.admin, '/api/club/backup/download');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="dz-backup-\d{8}T\d{6}Z\.tar\.gz"$/,
    );
    expect(gunzipSync(res.rawPayload).length).toBeGreaterThan(res.rawPayload.length);

    const folder = mkdtempSync(join(tmpdir(), 'dz-restore-'));
    const file = join(folder, 'backup.tar.gz');
    writeFileSync(file, res.rawPayload);
    const dataDir = join(folder, 'data');
    const counts = await restoreBackup(file, dataDir);

    const restored = await openDatabase({ dataDir });
    try {
      const rows = (table: string) => allRows(restored.db, table);
      const original = (table: string) => allRows(w.t.app.ctx.db, table);
      for (const table of ['clubs', 'users', 'members', 'loads', 'load_jumpers', 'transactions']) {
        expect(await rows(table), table).toEqual(await original(table));
      }
      expect(counts.members).toBe((await original('members')).length);
      expect(counts.loads).toBe(1);
      // the charges of two jumpers and the payment
      expect(counts.transactions).toBeGreaterThanOrEqual(3);
      expect((await rows('members')).map((m) => m.first_name)).toContain('Äiti');
    } finally {
      await restored.close();
    }
    // never over a database
    await expect(restoreBackup(file, dataDir)).rejects.toThrow(/already holds a database/);
  });

  it('are taken every night into the backups folder, and those older than the days kept are deleted', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dz-backups-'));
    const store = createBackupStore(dir);
    const night = new Date('2026-11-28T22:00:30Z');
    const old = backupFileName(new Date(night.getTime() - 15 * 24 * 3600_000));
    const recent = backupFileName(new Date(night.getTime() - 13 * 24 * 3600_000));
    writeFileSync(join(dir, old), 'old');
    writeFileSync(join(dir, recent), 'recent');
    writeFileSync(join(dir, 'notes.txt'), 'the admin’s own file');
    const service = createBackupService({
      database: w.t.app.ctx.database,
      store,
      repos: w.t.app.ctx.repos,
      now: () => night,
      log: w.t.app.log,
    });

    const [due] = await service.nightlyJob().due(night);
    expect(due?.period).toBe('2026-11-29');
    const result = await due?.run();

    expect(result).toMatchObject({ name: backupFileName(night), deleted: [old] });
    expect(readdirSync(dir).sort()).toEqual([recent, backupFileName(night), 'notes.txt'].sort());
    const listed = await store.list();
    expect(listed.map((b) => b.name)).toEqual([backupFileName(night), recent]);
    expect(listed[0]?.bytes).toBe((result as { bytes: number }).bytes);
  });

  it('follow the club setting for the days kept (1 to 365)', async () => {
    const club = (await get(w.admin, '/api/club')).json();
    const put = (backupRetentionDays: unknown) =>
      as(w.t.app, w.admin, 'PUT', '/api/club', {
        name: club.name,
        clubKey: club.clubKey,
        notificationEmail: '',
        backupRetentionDays,
      });
    expect((await put(0)).statusCode).toBe(400);
    expect((await put(366)).statusCode).toBe(400);
    expect((await put(30)).statusCode).toBe(200);
    expect((await get(w.admin, '/api/club/backup')).json().retentionDays).toBe(30);
    expect(await w.t.app.ctx.repos.clubs.longestBackupRetentionDays()).toBe(30);
  });

  it('are for the admin only', async () => {
    const user = await addConfirmedUser(w.t, 'backupreader');
    for (const url of ['/api/club/backup', '/api/club/backup/download']) {
      const res = await get(user.cookie, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().locale).toBe('error.onlyAdmin');
    }
    expect((await w.t.app.inject({ method: 'GET', url: '/api/club/backup/download' })).statusCode).toBe(401);
  });

  it('of an installation with several clubs are the host’s only, not a club’s admin’s', async () => {
    const otherAdmin = await linkedUser(w, 'Toinenadmin', { admin: true });
    await w.t.app.ctx.db.insert(clubs).values({ name: 'EFUT', clubKey: 'efutsecret', slug: 'efut' });
    expect((await get(otherAdmin.cookie, '/api/club/backup')).json().downloadable).toBe(false);
    const res = await get(otherAdmin.cookie, '/api/club/backup/download');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ locale: 'error.backupSeveralClubs' });
    // the setup's first user is the installation's host (its operator): the whole backup is theirs
    expect((await get(w.admin, '/api/club/backup')).json().downloadable).toBe(true);
    expect((await get(w.admin, '/api/club/backup/download')).statusCode).toBe(200);
  });
});

describe.skipIf(!onPostgres)('backups on PostgreSQL', () => {
  it('are left to PostgreSQL’s own tools, and said so', async () => {
    expect((await get(w.admin, '/api/club/backup')).json()).toMatchObject({
      embedded: false,
      downloadable: false,
    });
    const res = await get(w.admin, '/api/club/backup/download');
    expect(res.statusCode).toBe(409);
    expect(res.json().locale).toBe('error.backupNotEmbedded');
  });
});
