/**
 * The manifest under a realistic club: 500 members and three years of loads (about 30 loads on a busy
 * day). Reports p50/p99 of `GET /api/loads/{date}` for a busy day and of landing a 20-jumper load, and the
 * SQL statements per request, on the embedded database and on PostgreSQL.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, clubDate } from '@dz/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { type Database, openDatabase } from '../packages/server/src/db/client';

const MEMBERS = 500;
const DAYS = 3 * 365;
const RUNS = Number(process.env.BENCH_RUNS ?? 40);

let statements = 0;
const count = () => {
  statements += 1;
};

function pct(xs: number[], p: number) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
}

async function run(label: string, database: Database) {
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
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { cookie } });
  await call('POST', '/api/club/plane', {
    aircraftModel: 'Cessna 208',
    registration: 'OH-BEN',
    weightAvailable: 1400,
    weightWarningThreshold: 200,
    weightDangerThreshold: 100,
    jumpLines: [
      { altitude: 1000, price: 20 },
      { altitude: 4000, price: 32, priceForMembers: 29 },
    ],
  });
  const db = database.db;
  const rows = Array.from(
    { length: MEMBERS },
    (_, i) =>
      sql`(${clubId}::uuid, 'Jumper', ${`Nr${String.fromCharCode(65 + (i % 26))}${i}`}, ${80 + (i % 30)}, ${i % 2 === 0})`,
  );
  await db.execute(
    sql`insert into members (club_id, first_name, last_name, exit_weight, is_club_member) values ${sql.join(rows, sql`, `)}`,
  );
  const memberIds = (
    (await db.execute(sql`select id from members where club_id = ${clubId} order by id`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows.map((r) => r.id);
  const [plane] = (
    (await db.execute(sql`select id from planes where club_id = ${clubId}`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows;

  // three years: weekends busy (30 loads), weekdays light (5 loads), winters quiet
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
    const loadRows = Array.from(
      { length: loads },
      (_, n) =>
        sql`(${clubId}::uuid, ${date}::date, ${n + 1}, ${plane?.id}::uuid, 'landed', ${memberIds[0]}::uuid)`,
    );
    const ids = (
      (await db.execute(
        sql`insert into loads (club_id, date, number, plane_id, state, pilot_id) values ${sql.join(loadRows, sql`, `)} returning id`,
      )) as unknown as { rows: { id: string }[] }
    ).rows;
    const jumpers = ids.flatMap((l, n) =>
      Array.from({ length: 10 + (n % 8) }, (_, k) => {
        const m = memberIds[(n * 17 + k * 31 + d) % MEMBERS];
        return sql`(${l.id}::uuid, ${clubId}::uuid, ${m}::uuid, 'normal', 4000, gen_random_uuid(), 'single', 3200)`;
      }),
    );
    await db.execute(
      sql`insert into load_jumpers (load_id, club_id, member_id, type, altitude, group_id, group_role, charged_cents) values ${sql.join(jumpers, sql`, `)}`,
    );
    loadCount += ids.length;
    jumperCount += jumpers.length;
  }
  await db.execute(sql`analyze`);
  console.log(
    `\n[${label}] seeded ${MEMBERS} members, ${loadCount} loads, ${jumperCount} jumpers in ${Date.now() - t0} ms`,
  );

  // a busy day: the last Saturday in season
  const busy = (
    (await db.execute(
      sql`select date::text as date from loads where club_id = ${clubId} group by date having count(*) = 30 order by date desc limit 1`,
    )) as unknown as { rows: { date: string }[] }
  ).rows[0]?.date;
  const dayTimes: number[] = [];
  let dayStatements = 0;
  for (let i = 0; i < RUNS; i++) {
    statements = 0;
    const s = performance.now();
    const res = await call('GET', `/api/loads/${busy}`);
    dayTimes.push(performance.now() - s);
    dayStatements = statements;
    if (res.statusCode !== 200 || res.json().loads.length !== 30) {
      throw new Error(`day view: ${res.statusCode}`);
    }
  }
  console.log(
    `[${label}] GET /api/loads/${busy} (30 loads): p50 ${pct(dayTimes, 50).toFixed(1)} ms, p99 ${pct(dayTimes, 99).toFixed(1)} ms, ${dayStatements} SQL statements`,
  );

  // landing a 20-jumper load, then reopening it so the next run lands again
  const load = (await call('POST', '/api/loads', { date: today, pilot: memberIds[0] })).json()._id as string;
  for (let k = 0; k < 20; k++) {
    await call('POST', `/api/loads/${load}/jumpers`, {
      memberId: memberIds[k + 1],
      type: 'normal',
      altitude: 4000,
    });
  }
  const landTimes: number[] = [];
  let landStatements = 0;
  let openStatements = 0;
  for (let i = 0; i < RUNS; i++) {
    statements = 0;
    const s = performance.now();
    const res = await call('POST', '/api/loads/land', { loadIds: [load] });
    landTimes.push(performance.now() - s);
    landStatements = statements;
    if (res.statusCode !== 200) {
      throw new Error(`land: ${res.statusCode} ${res.body}`);
    }
    statements = 0;
    await call('POST', `/api/loads/${load}/open`);
    openStatements = statements;
  }
  console.log(
    `[${label}] land a 20-jumper load: p50 ${pct(landTimes, 50).toFixed(1)} ms, p99 ${pct(landTimes, 99).toFixed(1)} ms, ${landStatements} SQL statements (reopen + answer: ${openStatements})`,
  );
  await app.close();
}

const pglite = await openDatabase({ dataDir: ':memory:', onQuery: count });
await run('PGlite', pglite);
await pglite.close();

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `dz_bench_${Date.now()}`;
try {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({
    databaseUrl: target.toString(),
    dataDir: ':memory:',
    onQuery: count,
  });
  await run('PostgreSQL', database);
  await database.close();
  const drop = new pg.Client({ connectionString: url });
  await drop.connect();
  await drop.query(`drop database ${name} with (force)`);
  await drop.end();
} catch (err) {
  console.log(`\nPostgreSQL not reachable (${(err as Error).message}): skipped`);
}
