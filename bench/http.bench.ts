/**
 * The four calls of the speed issue over HTTP with concurrency, each beside its floors, in one run: the app
 * listens on 127.0.0.1 with the busy club seeded (500 members, three years, a busy day of 30 loads), and
 * autocannon (in a worker thread, so it does not share the server's event loop) sends BENCH_CONNECTIONS (10)
 * requests in flight for BENCH_SECONDS (10) to each, with a browser's Accept-Encoding. Floors: `GET /api/health`
 * (the framework, a session-less route with one query) and the busy day fetched by raw SQL (the same loads,
 * jumpers and names, through the database driver directly, as many in flight). On PGlite, then PostgreSQL.
 * `npm run bench:http`.
 */
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../packages/server/src/db/client';
import { busyClub, onEachDatabase } from './busy-club';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ENCODING = 'gzip, deflate, br';
/** How often a payment is recorded in the mixed run: once a second, more than a manifest desk ever takes. */
const WRITE_EVERY_MS = Number(process.env.BENCH_WRITE_EVERY_MS ?? 1000);

interface Figure {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  kb: number | null;
  errors: number;
}

async function hammer(
  name: string,
  url: string,
  headers: Record<string, string> = {},
  write?: { method: 'POST'; body: object } | { method: 'POST'; bodies: object[] },
): Promise<Figure> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    workers: 1,
    headers: {
      'accept-encoding': ENCODING,
      accept: 'application/json',
      ...(write ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(write && 'body' in write ? { method: write.method, body: JSON.stringify(write.body) } : {}),
    // each connection sends these in turn
    ...(write && 'bodies' in write
      ? { requests: write.bodies.map((body) => ({ method: write.method, body: JSON.stringify(body) })) }
      : {}),
  });
  const total = result.requests.total || 1;
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    kb: result.throughput.total / total / 1024,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

/** The busy day's loads with their jumpers and names, as plain SQL: what the day view cannot be faster than. */
const daySql = (clubId: string, day: string) => sql`
  select l.id, l.number, l.state, l.estimated_takeoff, j.id as jumper_id, j.altitude, j.type,
         m.first_name, m.last_name, m.exit_weight
  from loads l
  left join load_jumpers j on j.load_id = l.id
  left join members m on m.id = j.member_id
  where l.club_id = ${clubId} and l.date = ${day}
  order by l.number, j.seq`;

/** Raw SQL of the busy day with CONNECTIONS in flight for SECONDS: requests per second and latencies. */
async function rawSql(database: Database, clubId: string, day: string, url?: string): Promise<Figure> {
  const pool = url ? new pg.Pool({ connectionString: url, max: CONNECTIONS }) : null;
  const { sql: text, params } = database.db.dialect.sqlToQuery(daySql(clubId, day));
  const once = pool ? () => pool.query(text, params) : () => database.db.execute(daySql(clubId, day));
  const times: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const s = performance.now();
        await once();
        times.push(performance.now() - s);
      }
    }),
  );
  await pool?.end();
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0;
  return {
    name: 'floor: the busy day by raw SQL',
    rps: times.length / SECONDS,
    p50: at(50),
    p99: at(99),
    kb: null,
    errors: 0,
  };
}

/**
 * Runs `fn` while a payment is recorded every WRITE_EVERY_MS through the app (a write ends every read the embedded
 * database keeps in memory: the sessions and the counters), and says how many were made.
 */
async function whileWriting<T>(
  app: Awaited<ReturnType<typeof busyClub>>['app'],
  cookie: string,
  memberId: string,
  fn: () => Promise<T>,
): Promise<{ result: T; writes: number }> {
  let writes = 0;
  const timer = setInterval(() => {
    void app
      .inject({
        method: 'POST',
        url: '/api/payment',
        headers: { cookie },
        payload: { memberId, amount: 1, method: 'cash' },
      })
      .then((res) => {
        if (res.statusCode === 200) {
          writes++;
        }
      });
  }, WRITE_EVERY_MS);
  try {
    return { result: await fn(), writes };
  } finally {
    clearInterval(timer);
  }
}

function print(label: string, figures: Figure[]) {
  const health = figures.find((f) => f.name.includes('/api/health'))?.rps ?? 1;
  console.log(`\n[${label}] ${CONNECTIONS} in flight for ${SECONDS} s each, Accept-Encoding: ${ENCODING}`);
  console.log('| call | req/s | × health | p50 ms | p99 ms | KB per answer | errors |');
  console.log('|---|---|---|---|---|---|---|');
  for (const f of figures) {
    console.log(
      `| ${f.name} | ${f.rps.toFixed(0)} | ${(f.rps / health).toFixed(2)} | ${f.p50.toFixed(1)} | ${f.p99.toFixed(1)} | ${f.kb === null ? '–' : f.kb.toFixed(1)} | ${f.errors} |`,
    );
  }
}

async function run(label: string, database: Database, url?: string) {
  const club = await busyClub(database);
  const { app, cookie, clubId } = club;
  const busy = (
    (await database.db.execute(
      sql`select date::text as date from loads where club_id = ${clubId} group by date having count(*) = 30 order by date desc limit 1`,
    )) as unknown as { rows: { date: string }[] }
  ).rows[0]?.date as string;
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(
    `\n[${label}] seeded ${club.loads} loads, ${club.jumpers} jumpers; busy day ${busy}; ${address}`,
  );
  const figures: Figure[] = [];
  figures.push(await hammer('floor: GET /api/health', `${address}/api/health`));
  figures.push(await hammer(`GET /api/loads/{busy day}`, `${address}/api/loads/${busy}`, { cookie }));
  figures.push(
    await hammer(`GET /api/loads-public/{busy day} (anonymous)`, `${address}/api/loads-public/${busy}`),
  );
  figures.push(await hammer('GET /api/member (501 members)', `${address}/api/member`, { cookie }));
  // the same reads while money is taken: each write makes the next read ask the database again
  const mixed = await whileWriting(app, cookie, club.memberIds[1] ?? '', () =>
    hammer(
      `GET /api/loads/{busy day}, a payment every ${WRITE_EVERY_MS} ms`,
      `${address}/api/loads/${busy}`,
      {
        cookie,
      },
    ),
  );
  figures.push({ ...mixed.result, name: `${mixed.result.name} (${mixed.writes} payments)` });
  // writes as fast as they come (issue 30 asks for at least 0.1 × health): 1 € payments to one member's account,
  // so each waits for the one before it on the member's row, the hardest case of a desk taking money
  figures.push(
    await hammer(
      'POST /api/payment (1 € each, one member)',
      `${address}/api/payment`,
      { cookie },
      { method: 'POST', body: { memberId: club.memberIds[2] ?? '', amount: 1, method: 'cash' } },
    ),
  );
  // the desk's ordinary case: payments to different jumpers (ten, in turn), which wait for nobody's row
  figures.push(
    await hammer(
      'POST /api/payment (1 € each, ten members in turn)',
      `${address}/api/payment`,
      { cookie },
      {
        method: 'POST',
        bodies: club.memberIds.slice(10, 20).map((memberId) => ({ memberId, amount: 1, method: 'cash' })),
      },
    ),
  );
  figures.push(await rawSql(database, clubId, busy, url));
  print(label, figures);
  await app.close();
}

await onEachDatabase(() => undefined, run);
