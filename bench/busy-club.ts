/**
 * The benchmarks' busy club, seeded once per database: 500 members and three years of landed loads up to
 * yesterday (weekends of the season 30 loads, weekdays 5, winters none; 10–17 jumpers a load, about 100 000
 * jumpers). `bench:loads` and `bench:stats` both use it, and this file's helpers to open the databases and
 * take percentiles.
 *
 * With `variety` the club looks like a real one for the stats: tandems (instructor, passenger, a video flyer on
 * every other), AFF students with their instructor, a jumper now and then who did not jump, five pilots and
 * flight times, licences, roles and balances. Without it every jumper is a fun jumper alone (the loads
 * benchmark's figures were measured on that).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, clubDate } from '@dz/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { type Database, openDatabase } from '../packages/server/src/db/client';

export const MEMBERS = 500;
const DAYS = 3 * 365;

export interface BusyClub {
  app: FastifyInstance;
  /** The admin's session cookies. */
  cookie: string;
  clubId: string;
  memberIds: string[];
  /** Today in the club's zone; the seeded loads end yesterday. */
  today: string;
  loads: number;
  jumpers: number;
  seedMs: number;
}

export function pct(xs: number[], p: number) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The app on a database, its club set up and seeded. */
export async function busyClub(database: Database, opts: { variety?: boolean } = {}): Promise<BusyClub> {
  const variety = opts.variety ?? false;
  const app = await buildApp({
    config: loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'dz-bench-')),
      JOBS: 'off',
      WEB_DIST: '/none',
    }),
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
  await app.inject({
    method: 'POST',
    url: '/api/club/plane',
    headers: { cookie },
    payload: {
      aircraftModel: 'Cessna 208',
      registration: 'OH-BEN',
      weightAvailable: 1400,
      weightWarningThreshold: 200,
      weightDangerThreshold: 100,
      jumpLines: [
        { altitude: 1000, price: 20 },
        { altitude: 4000, price: 32, priceForMembers: 29 },
      ],
    },
  });
  const db = database.db;
  // with variety: members 0–4 pilots, 5–54 tandem passengers, 55–104 AFF students, the rest licensed jumpers
  const role = (i: number) =>
    !variety || i < 5 || i >= 105 ? 'jumper' : i < 55 ? 'student-tandem' : 'student-aff';
  const license = (i: number) => (variety && (i < 5 || i >= 105) ? (['A', 'B', 'C', 'D'][i % 4] ?? '') : '');
  const members = Array.from(
    { length: MEMBERS },
    (_, i) =>
      sql`(${clubId}::uuid, 'Jumper', ${`Nr${String.fromCharCode(65 + (i % 26))}${i}`}, ${80 + (i % 30)}, ${i % 2 === 0}, ${role(i)}, ${license(i)}, ${variety && i < 5}, ${variety ? (i % 7) * 1500 - 4500 : 0})`,
  );
  await db.execute(
    sql`insert into members (club_id, first_name, last_name, exit_weight, is_club_member, role, license, is_pilot, balance_cents) values ${sql.join(members, sql`, `)}`,
  );
  const memberIds = rowsOf<{ id: string }>(
    await db.execute(sql`select id from members where club_id = ${clubId} order by id`),
  ).map((r) => r.id);
  const [plane] = rowsOf<{ id: string }>(
    await db.execute(sql`select id from planes where club_id = ${clubId}`),
  );
  // the variety's pools, by the order of the members' insertion (ids are random)
  const byName = rowsOf<{ id: string; n: number }>(
    await db.execute(
      sql`select id, substring(last_name from 4)::int as n from members where club_id = ${clubId} and last_name like 'Nr%'`,
    ),
  )
    .sort((a, b) => a.n - b.n)
    .map((r) => r.id);
  const pilots = byName.slice(0, 5);
  const passengers = byName.slice(5, 55);
  const students = byName.slice(55, 105);
  const jumpersPool = byName.slice(105);

  const today = clubDate(new Date());
  const t0 = Date.now();
  let loadCount = 0;
  let jumperCount = 0;
  for (let d = DAYS; d >= 1; d--) {
    const date = addDays(today, -d);
    const month = Number(date.slice(5, 7));
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    const loads = month < 4 || month > 10 ? 0 : weekday === 0 || weekday === 6 ? 30 : 5;
    if (!loads) {
      continue;
    }
    const loadRows = Array.from({ length: loads }, (_, n) =>
      variety
        ? sql`(${clubId}::uuid, ${date}::date, ${n + 1}, ${plane?.id}::uuid, 'landed', ${pilots[(n + d) % 5]}::uuid, ${15 + ((n + d) % 11)})`
        : sql`(${clubId}::uuid, ${date}::date, ${n + 1}, ${plane?.id}::uuid, 'landed', ${memberIds[0]}::uuid, null)`,
    );
    const ids = rowsOf<{ id: string }>(
      await db.execute(
        sql`insert into loads (club_id, date, number, plane_id, state, pilot_id, flight_time) values ${sql.join(loadRows, sql`, `)} returning id`,
      ),
    );
    const jumpers = ids.flatMap((l, n) => {
      const size = 10 + (n % 8);
      if (!variety) {
        return Array.from({ length: size }, (_, k) => {
          const m = memberIds[(n * 17 + k * 31 + d) % MEMBERS];
          return sql`(${l.id}::uuid, ${clubId}::uuid, ${m}::uuid, 'normal', 4000, gen_random_uuid(), 'single', 3200, false)`;
        });
      }
      const row = (m: string | undefined, type: string, group: string, groupRole: string, cents: number) =>
        sql`(${l.id}::uuid, ${clubId}::uuid, ${m}::uuid, ${type}, 4000, ${group}::uuid, ${groupRole}, ${cents}, false)`;
      const jumper = (k: number) => jumpersPool[(n * 17 + k * 31 + d) % jumpersPool.length];
      const rows = [];
      let k = 0;
      if (n % 3 === 0) {
        const group = randomUUID();
        rows.push(row(jumper(k++), 'tandem', group, 'tandemInstructor', 0));
        rows.push(row(passengers[(n + d) % passengers.length], 'tandem', group, 'passenger', 0));
        if (n % 6 === 0) {
          rows.push(row(jumper(k++), 'video', group, 'videoFlyer', 0));
        }
      } else if (n % 3 === 1) {
        const group = randomUUID();
        rows.push(row(jumper(k++), 'instructor', group, 'instructor', 0));
        rows.push(row(students[(n + d) % students.length], 'student', group, 'student', 4700));
        rows.push(row(students[(n + d + 1) % students.length], 'student', group, 'student', 4700));
      }
      while (rows.length < size) {
        rows.push(row(jumper(k++), 'normal', randomUUID(), 'single', 3200));
      }
      // now and then the last fun jumper stayed on the ground
      if ((n + d) % 7 === 0) {
        rows.push(
          sql`(${l.id}::uuid, ${clubId}::uuid, ${jumper(k++)}::uuid, 'normal', 4000, gen_random_uuid(), 'single', null, true)`,
        );
      }
      return rows;
    });
    await db.execute(
      sql`insert into load_jumpers (load_id, club_id, member_id, type, altitude, group_id, group_role, charged_cents, did_not_jump) values ${sql.join(jumpers, sql`, `)}`,
    );
    loadCount += ids.length;
    jumperCount += jumpers.length;
  }
  await db.execute(sql`analyze`);
  return {
    app,
    cookie,
    clubId,
    memberIds,
    today,
    loads: loadCount,
    jumpers: jumperCount,
    seedMs: Date.now() - t0,
  };
}

/**
 * Runs a benchmark on a fresh in-memory PGlite, then on a database created (and dropped) on PostgreSQL at
 * `BENCH_DATABASE_URL` (default the local server), skipped when that is not reachable.
 */
export async function onEachDatabase(
  onQuery: (sql: string) => void,
  run: (label: string, database: Database, url?: string) => Promise<void>,
) {
  const pglite = await openDatabase({ dataDir: ':memory:', onQuery });
  await run('PGlite', pglite);
  await pglite.close();
  await onFreshPostgres(onQuery, (database, url) => run('PostgreSQL', database, url));
}

/**
 * Runs `run` on a database created for it on PostgreSQL at `BENCH_DATABASE_URL` (default the local server) and
 * dropped after; says so and skips it when the server is not reachable.
 */
export async function onFreshPostgres(
  onQuery: (sql: string) => void,
  run: (database: Database, url: string) => Promise<void>,
) {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `dz_bench_${Date.now()}`;
  let database: Database | undefined;
  let databaseUrl = '';
  try {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    databaseUrl = target.toString();
    database = await openDatabase({ databaseUrl, dataDir: ':memory:', onQuery });
  } catch (err) {
    console.log(`\nPostgreSQL not reachable (${(err as Error).message}): skipped`);
    return;
  }
  try {
    await run(database, databaseUrl);
  } finally {
    await database.close();
    const drop = new pg.Client({ connectionString: url });
    await drop.connect();
    await drop.query(`drop database ${name} with (force)`);
    await drop.end();
  }
}
