/**
 * `GET /api/stats?year=` and the busiest jumper's logbook (`GET /api/member/{id}/logbook`, whole and one year) on the benchmarks' busy club with variety (three years: tandems, students, five pilots;
 * see busy-club.ts), for last year's full season. Each figure is printed beside its floors:
 *
 * - in process (`app.inject`, one at a time): the stats call, `GET /api/health` (the framework and one
 *   `select 1`), and the stats service called directly (its SQL and the folding, no HTTP, no session);
 * - over HTTP on 127.0.0.1:3121 with `BENCH_CONCURRENCY` (8) requests in flight: the stats call and
 *   `GET /api/health`, p50/p99 and requests per second;
 *
 * and the SQL statements one stats request sends (the session's and the stats', whatever the year's size).
 * On PGlite, then on PostgreSQL (`BENCH_DATABASE_URL`, default the local server) when reachable.
 */
import { actorOfUser } from '@dz/shared';
import type { Database } from '../packages/server/src/db/client';
import { createStatsService } from '../packages/server/src/modules/stats/stats.service';
import { busyClub, MEMBERS, onEachDatabase, pct } from './busy-club';

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const HTTP_REQUESTS = Number(process.env.BENCH_HTTP_REQUESTS ?? 160);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const PORT = 3121;

let statements = 0;
const count = () => {
  statements += 1;
};

const ms = (x: number) => `${x.toFixed(1)} ms`;
const figures = (times: number[]) => `p50 ${ms(pct(times, 50))}, p99 ${ms(pct(times, 99))}`;

async function timed(runs: number, fn: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const s = performance.now();
    await fn();
    times.push(performance.now() - s);
  }
  return times;
}

/** `total` requests with `concurrency` in flight: each one's latency, and requests per second. */
async function load(url: string, cookie: string, total: number, concurrency: number) {
  const times: number[] = [];
  let next = 0;
  const s0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next += 1;
        const s = performance.now();
        const res = await fetch(url, { headers: { cookie } });
        await res.arrayBuffer();
        times.push(performance.now() - s);
        if (res.status !== 200) {
          throw new Error(`${url}: ${res.status}`);
        }
      }
    }),
  );
  return { times, perSecond: (total / (performance.now() - s0)) * 1000 };
}

async function run(label: string, database: Database) {
  const club = await busyClub(database, { variety: true });
  const { app, cookie } = club;
  console.log(
    `\n[${label}] seeded ${MEMBERS} members, ${club.loads} loads, ${club.jumpers} jumpers in ${club.seedMs} ms`,
  );
  const year = Number(club.today.slice(0, 4)) - 1;
  const url = `/api/stats?year=${year}`;
  const get = async (path: string) => {
    const res = await app.inject({ method: 'GET', url: path, headers: { cookie } });
    if (res.statusCode !== 200) {
      throw new Error(`${path}: ${res.statusCode} ${res.body}`);
    }
    return res;
  };

  const answer = (await get(url)).json();
  console.log(
    `[${label}] ${year}: ${answer.jumps.total} jumps, ${answer.tandems.total} tandems, ${answer.studentJumps.total} student jumps, ${answer.perDate.length} days, ${answer.jumpRanking.length} ranked jumpers, ${answer.pilotRanking.length} pilots`,
  );
  for (let i = 0; i < 5; i++) {
    await get(url);
  }
  statements = 0;
  await get(url);
  const perRequest = statements;
  statements = 0;
  await get('/api/stats?year=2001');
  const perEmptyYear = statements;

  // the logbook of the year's busiest jumper, whole (every year) and one year, as the admin reads it
  const busiest = answer.jumpRanking[0]?.memberId as string;
  const logbookUrl = `/api/member/${busiest}/logbook`;
  const logbookYearUrl = `${logbookUrl}?year=${year}`;
  const whole = (await get(logbookUrl)).json();
  statements = 0;
  await get(logbookUrl);
  const perLogbook = statements;

  const stats = await timed(RUNS, () => get(url));
  const logbook = await timed(RUNS, () => get(logbookUrl));
  const logbookYear = await timed(RUNS, () => get(logbookYearUrl));
  const health = await timed(RUNS, () => get('/api/health'));
  const service = createStatsService({ repos: app.ctx.repos, now: () => new Date() });
  const actor = actorOfUser((await get('/api/user')).json());
  const direct = await timed(RUNS, () => service.year(actor, { year }));
  console.log(
    `[${label}] in process, one at a time (${RUNS} runs):\n` +
      `  GET ${url}     ${figures(stats)}, ${perRequest} SQL statements (${perEmptyYear} for a year without loads)\n` +
      `  GET /api/health           ${figures(health)}\n` +
      `  stats service alone (SQL) ${figures(direct)}\n` +
      `  GET …/logbook (${whole.jumps.length} jumps) ${figures(logbook)}, ${perLogbook} SQL statements\n` +
      `  GET …/logbook?year=${year}  ${figures(logbookYear)}`,
  );

  await app.listen({ port: PORT, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${PORT}`;
  const overHttp = await load(`${base}${url}`, cookie, HTTP_REQUESTS, CONCURRENCY);
  const logbookHttp = await load(`${base}${logbookUrl}`, cookie, HTTP_REQUESTS, CONCURRENCY);
  const healthHttp = await load(`${base}/api/health`, cookie, HTTP_REQUESTS, CONCURRENCY);
  console.log(
    `[${label}] over HTTP, ${CONCURRENCY} in flight (${HTTP_REQUESTS} requests):\n` +
      `  GET ${url}     ${figures(overHttp.times)}, ${overHttp.perSecond.toFixed(0)} requests/s\n` +
      `  GET …/logbook             ${figures(logbookHttp.times)}, ${logbookHttp.perSecond.toFixed(0)} requests/s\n` +
      `  GET /api/health           ${figures(healthHttp.times)}, ${healthHttp.perSecond.toFixed(0)} requests/s`,
  );
  await app.close();
}

await onEachDatabase(count, run);
