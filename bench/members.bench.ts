/**
 * `GET /api/member` (the members list every manifest screen reads, refetched after each landing) and with
 * `?waiverInfo=true` (each member's waiver alarms too) on the benchmarks' busy club (500 members, three years of
 * loads), in process one at a time, beside `GET /api/health`, with the SQL statements per request; on PGlite and
 * PostgreSQL. The member's landed jumps are a cached column, so the list never counts the club's history.
 */
import { busyClub, MEMBERS, onEachDatabase, pct } from './busy-club';

const RUNS = Number(process.env.BENCH_RUNS ?? 25);
let statements = 0;

await onEachDatabase(
  () => {
    statements += 1;
  },
  async (label, database) => {
    const club = await busyClub(database);
    const { app, cookie } = club;
    console.log(`\n[${label}] ${MEMBERS} members, ${club.loads} loads, ${club.jumpers} jumpers`);
    for (const url of ['/api/health', '/api/member', '/api/member?waiverInfo=true']) {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const s = performance.now();
        const res = await app.inject({ method: 'GET', url, headers: { cookie } });
        if (res.statusCode !== 200) {
          throw new Error(`${url}: ${res.statusCode}`);
        }
        times.push(performance.now() - s);
      }
      statements = 0;
      await app.inject({ method: 'GET', url, headers: { cookie } });
      console.log(
        `[${label}] ${url.padEnd(28)} p50 ${pct(times, 50).toFixed(1)} ms, p99 ${pct(times, 99).toFixed(1)} ms, ${statements} SQL statements`,
      );
    }
    await app.close();
  },
);
