/**
 * `GET /api/transaction/all` on 100 000 transactions: shows with EXPLAIN that a filtered page and its
 * count are answered from indexes (no sequential scan of `transactions`), and measures p50/p99 latency.
 * Runs on PGlite and, when reachable, on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { type Database, openDatabase } from '../packages/server/src/db/client';
import { onFreshPostgres } from './busy-club';

const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 100_000);
const MEMBERS = 500;
const REQUESTS = 200;

async function seed(database: Database, clubId: string, memberIds: string[], userId: string) {
  const methods = ['Käteinen', 'Kortti', 'MobilePay', 'Lasku'];
  const start = Date.now() - 3 * 365 * 24 * 3600 * 1000;
  const batch = 5000;
  for (let i = 0; i < TRANSACTIONS; i += batch) {
    const rows = Array.from({ length: Math.min(batch, TRANSACTIONS - i) }, (_, j) => {
      const n = i + j;
      const amount = n % 3 === 0 ? 5000 : -3200;
      return sql`(${randomUUID()}::uuid, ${clubId}::uuid, ${memberIds[n % memberIds.length]}::uuid, ${amount}, 0, ${n % 3 === 0 ? 'payment' : 'jump'}, ${methods[n % methods.length]}, ${`Hyppy ${n}`}, ${userId}::uuid, ${new Date(start + n * 900_000).toISOString()}::timestamptz)`;
    });
    await database.db.execute(
      sql`insert into transactions (id, club_id, member_id, amount_cents, new_balance_cents, kind, method, comment, created_by, created_at) values ${sql.join(rows, sql`, `)}`,
    );
  }
  await database.db.execute(sql`analyze transactions`);
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function run(label: string, database: Database) {
  const dataDir = mkdtempSync(join(tmpdir(), 'dz-bench-'));
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, JOBS: 'off', WEB_DIST: '/none' }),
    database,
  });
  const setup = await app.inject({
    method: 'POST',
    url: '/api/setup',
    payload: {
      clubName: 'Bench',
      clubKey: 'bench',
      email: 'b@example.com',
      username: 'bench',
      displayName: 'Bench Admin',
      password: 'Password-1',
    },
  });
  const cookie = setup.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const clubId = setup.json().clubId as string;
  const memberIds: string[] = [];
  const memberRows = Array.from({ length: MEMBERS }, (_, i) => sql`(${clubId}::uuid, 'Member', ${`N${i}`})`);
  await database.db.execute(
    sql`insert into members (club_id, first_name, last_name) values ${sql.join(memberRows, sql`, `)}`,
  );
  const ids = (await database.db.execute(
    sql`select id from members where club_id = ${clubId}`,
  )) as unknown as { rows: { id: string }[] };
  memberIds.push(...ids.rows.map((r) => r.id));
  const t0 = Date.now();
  await seed(database, clubId, memberIds, setup.json()._id);
  console.log(
    `\n[${label}] seeded ${TRANSACTIONS} transactions for ${memberIds.length} members in ${Date.now() - t0} ms`,
  );

  const member = memberIds[7];
  const filters = [
    ['newest page', ''],
    ['page 50', 'page=50'],
    ['one member', `forMember=${member}`],
    ['method', 'method=Kortti'],
    ['date range', 'startDate=2025-01-01&endDate=2025-01-31'],
  ] as const;
  for (const [name, query] of filters) {
    const times: number[] = [];
    for (let i = 0; i < REQUESTS / filters.length; i++) {
      const s = performance.now();
      const res = await app.inject({
        method: 'GET',
        url: `/api/transaction/all?${query}`,
        headers: { cookie },
      });
      times.push(performance.now() - s);
      if (res.statusCode !== 200) {
        throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      }
    }
    times.sort((a, b) => a - b);
    console.log(
      `[${label}] ${name.padEnd(12)} p50 ${percentile(times, 50).toFixed(1)} ms  p99 ${percentile(times, 99).toFixed(1)} ms`,
    );
  }

  // the plans of the filtered page and its count, as the repo writes them
  const plans = {
    'member page': sql`explain select * from transactions where club_id = ${clubId} and member_id = ${member} order by created_at desc, id desc limit 30`,
    'member count': sql`explain select count(*) from transactions where club_id = ${clubId} and member_id = ${member}`,
    'club page': sql`explain select * from transactions where club_id = ${clubId} order by created_at desc, id desc limit 30`,
    'method page': sql`explain select * from transactions where club_id = ${clubId} and method = 'Kortti' order by created_at desc, id desc limit 30`,
    'method count': sql`explain select count(*) from transactions where club_id = ${clubId} and method = 'Kortti'`,
    'date page': sql`explain select * from transactions where club_id = ${clubId} and created_at >= '2025-01-01' and created_at < '2025-02-01' order by created_at desc, id desc limit 30`,
  };
  let scans = 0;
  for (const [name, query] of Object.entries(plans)) {
    const res = (await database.db.execute(query)) as unknown as { rows: Record<string, string>[] };
    const lines = res.rows.map((r) => Object.values(r)[0]);
    const seq = lines.some((l) => /Seq Scan on transactions/.test(l ?? ''));
    // a page must come from an index; a count of a quarter of the table may rightly be a scan
    scans += seq && name.endsWith('page') ? 1 : 0;
    console.log(
      `[${label}] EXPLAIN ${name}: ${seq ? 'SEQUENTIAL SCAN' : 'index'}\n    ${lines.join('\n    ')}`,
    );
  }
  await app.close();
  return scans;
}

const pglite = await openDatabase({ dataDir: ':memory:' });
let scans = await run('PGlite', pglite);
await pglite.close();

await onFreshPostgres(
  () => undefined,
  async (database) => {
    scans += await run('PostgreSQL', database);
  },
);
if (scans > 0) {
  console.log(`\n${scans} page plan(s) scan the whole transactions table`);
  process.exitCode = 1;
}
