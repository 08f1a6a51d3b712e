/**
 * CPU profiles of the day view and of the member list on the busy club (PostgreSQL, or PGlite with
 * BENCH_PGLITE=1), of the requests only (not the seeding): `npm run bench:profile` writes
 * `bench/profiles/{day,members}.cpuprofile` and prints where the time went (`cpuprofile-top.mjs`).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../packages/server/src/db/client';
import { busyClub, onEachDatabase } from './busy-club';

const RUNS = Number(process.env.BENCH_RUNS ?? 150);
let done = false;

async function run(label: string, database: Database) {
  if (done || (label === 'PGlite') !== (process.env.BENCH_PGLITE === '1')) {
    return;
  }
  done = true;
  const { app, cookie, clubId } = await busyClub(database);
  const busy = (
    (await database.db.execute(
      sql`select date::text as date from loads where club_id = ${clubId} group by date having count(*) = 30 order by date desc limit 1`,
    )) as unknown as { rows: { date: string }[] }
  ).rows[0]?.date;
  const headers = { cookie, 'accept-encoding': 'br' };
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  const dir = join(import.meta.dirname, 'profiles');
  mkdirSync(dir, { recursive: true });
  for (const [name, url] of [
    ['day', `/api/loads/${busy}`],
    ['members', '/api/member'],
  ] as const) {
    await session.post('Profiler.start');
    const s = performance.now();
    for (let i = 0; i < RUNS; i++) {
      await app.inject({ method: 'GET', url, headers });
    }
    const ms = (performance.now() - s) / RUNS;
    const { profile } = await session.post('Profiler.stop');
    const file = join(dir, `${name}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.log(`\n[${label}] ${url}: ${ms.toFixed(1)} ms per request, one at a time, in process`);
    console.log(
      execFileSync('node', [join(import.meta.dirname, 'cpuprofile-top.mjs'), file], { encoding: 'utf8' }),
    );
  }
  session.disconnect();
  await app.close();
}

await onEachDatabase(() => undefined, run);
