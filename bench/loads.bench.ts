/**
 * The manifest under a realistic club: 500 members and three years of loads (about 30 loads on a busy
 * day). Reports p50/p99 of `GET /api/loads/{date}` for a busy day and of landing a 20-jumper load, and the
 * SQL statements per request, on the embedded database and on PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../packages/server/src/db/client';
import { busyClub, MEMBERS, onEachDatabase, pct } from './busy-club';

const RUNS = Number(process.env.BENCH_RUNS ?? 40);

let statements = 0;
const count = () => {
  statements += 1;
};

async function run(label: string, database: Database) {
  const club = await busyClub(database);
  const { app, cookie, clubId, memberIds, today } = club;
  const db = database.db;
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { cookie } });
  console.log(
    `\n[${label}] seeded ${MEMBERS} members, ${club.loads} loads, ${club.jumpers} jumpers in ${club.seedMs} ms`,
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

await onEachDatabase(count, run);
