/**
 * Crash test (issue 18, part 5): the built server (`npm run build` first) under landings and payments from
 * several clients at once, killed with SIGKILL at a random moment, round after round. After each kill the
 * database is opened directly (PGlite recovers its folder the way the server would) and checked:
 * - every payment the server answered 200 to is there, once, with its member and amount;
 * - every landing it answered 200 to left its load landed;
 * - every member's balance equals the sum of their transactions;
 * - no load is half-landed: a landed load's jumpers all carry their charge, an unlanded load's none, and each
 *   jumper's ledger rows add up to what it was charged.
 * Then the server starts again on the same data and the next round goes on from there.
 * Two more rounds stop it the way systemd does, with SIGTERM under the same load: it must exit 0 within 10 s with
 * every acknowledged write there; in the second its standard output's reader has gone away first (a journal
 * restarted, a closed terminal) while it logs every request, and it must go on answering until the signal.
 *
 * `npm run crash -- [pglite|postgres] [rounds]` (default pglite, 8 rounds); CI runs 3 rounds of each.
 * PostgreSQL: a new database on CRASH_PG (default postgres://postgres@127.0.0.1:5432), dropped at the end.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { callApi, setupServedClub, waitForHealth } from '../bench/served-club';

const kind = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const rounds = Number(process.argv[3] ?? 8);
const root = join(import.meta.dirname, '..');
const serverMain = join(root, 'packages', 'server', 'dist', 'main.js');
const port = 3400 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}`;
const MEMBERS = 24;
const JUMPERS_PER_LOAD = 8;
const PAYERS = 3;
const MANIFESTERS = 2;

if (!existsSync(serverMain)) {
  console.error('No server build: run `npm run build` first.');
  process.exit(2);
}

const dataDir = mkdtempSync(join(tmpdir(), 'dz-crash-'));
const pgServer = process.env.CRASH_PG ?? 'postgres://postgres@127.0.0.1:5432';
const pgDatabase = `dz_crash_${Date.now()}_${process.pid}`;
const databaseUrl = kind === 'postgres' ? `${pgServer}/${pgDatabase}` : undefined;

/** How a round ends: SIGKILL, SIGTERM, or SIGTERM after the server's standard output lost its reader. */
type Ending = 'kill' | 'term' | 'term, stdout gone';
/** systemd's default TimeoutStopSec is 90 s; the issue asks for a clean stop within 10. */
const STOP_LIMIT_MS = 10_000;

function startServer(ending: Ending = 'kill'): ChildProcess {
  const stdoutGone = ending === 'term, stdout gone';
  return spawn(process.execPath, [serverMain], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JOBS: 'off',
      // every request logged: the writes that fail once the reader is gone
      LOG_LEVEL: stdoutGone ? 'info' : 'error',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', stdoutGone ? 'pipe' : 'inherit', 'inherit'],
  });
}

/** Ends a round: SIGKILL, or SIGTERM and the time it took to exit, and how. */
async function stop(server: ChildProcess, ending: Ending): Promise<{ ms: number; exit: string }> {
  const exited = new Promise<string>((resolve) =>
    server.once('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `code ${code}`)),
  );
  const started = performance.now();
  server.kill(ending === 'kill' ? 'SIGKILL' : 'SIGTERM');
  const exit = await exited;
  return { ms: Math.round(performance.now() - started), exit };
}

/** Reads the database directly while the server is down: PGlite's folder (recovering it) or PostgreSQL. */
async function withDatabase<T>(
  fn: (query: (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>) => Promise<T>,
): Promise<T> {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await fn(async (sql, params) => (await client.query(sql, params)).rows);
    } finally {
      await client.end();
    }
  }
  const db = new PGlite(join(dataDir, 'pglite'));
  try {
    return await fn(async (sql, params) => (await db.query<Record<string, unknown>>(sql, params)).rows);
  } finally {
    await db.close();
  }
}

interface Acknowledged {
  payments: { comment: string; memberId: string; amountCents: number }[];
  landings: string[];
}

/** Clients paying and landing loads until the server stops answering. */
async function workload(cookie: string, planeId: string, today: string, members: string[], round: number) {
  const acked: Acknowledged = { payments: [], landings: [] };
  let stopped = false;
  let n = 0;
  const pick = (count: number) => [...members].sort(() => Math.random() - 0.5).slice(0, count);
  async function payer() {
    while (!stopped) {
      const amountCents = 100 + Math.floor(Math.random() * 9900);
      const memberId = pick(1)[0] as string;
      const comment = `crash ${round} payment ${n++}`;
      try {
        await callApi(base, 'POST', '/api/payment', cookie, {
          memberId,
          amount: amountCents / 100,
          method: 'Käteinen',
          comment,
        });
        acked.payments.push({ comment, memberId, amountCents });
      } catch {
        stopped = true;
      }
    }
  }
  async function manifester() {
    while (!stopped) {
      try {
        const load = await callApi(base, 'POST', '/api/loads', cookie, { date: today, planeId });
        const loadId = load.json._id as string;
        for (const memberId of pick(JUMPERS_PER_LOAD)) {
          await callApi(base, 'POST', `/api/loads/${loadId}/jumpers`, cookie, {
            memberId,
            type: 'normal',
            altitude: 4000,
          });
        }
        await callApi(base, 'POST', '/api/loads/land', cookie, { loadIds: [loadId] });
        acked.landings.push(loadId);
      } catch {
        stopped = true;
      }
    }
  }
  const clients = [
    ...Array.from({ length: PAYERS }, payer),
    ...Array.from({ length: MANIFESTERS }, manifester),
  ];
  return { acked, done: Promise.all(clients) };
}

/** Every check's failures, as lines; none when the database kept its word. */
async function check(acked: Acknowledged): Promise<string[]> {
  return withDatabase(async (query) => {
    const failures: string[] = [];
    const payments = await query(
      'select comment, member_id, amount_cents from transactions where comment = any($1::text[])',
      [acked.payments.map((p) => p.comment)],
    );
    for (const p of acked.payments) {
      const rows = payments.filter((r) => r.comment === p.comment);
      if (
        rows.length !== 1 ||
        rows[0]?.member_id !== p.memberId ||
        Number(rows[0]?.amount_cents) !== p.amountCents
      ) {
        failures.push(`acknowledged payment "${p.comment}" found ${rows.length} times`);
      }
    }
    const landed = await query('select id, state from loads where id = any($1::uuid[])', [acked.landings]);
    for (const id of acked.landings) {
      const state = landed.find((r) => r.id === id)?.state;
      if (state !== 'landed') {
        failures.push(`acknowledged landing of ${id} left it ${state ?? 'missing'}`);
      }
    }
    const balances = await query(
      `select m.id, m.balance_cents, coalesce(t.total, 0) as total from members m
       left join (select member_id, sum(amount_cents) as total from transactions group by member_id) t on t.member_id = m.id
       where m.balance_cents <> coalesce(t.total, 0)`,
    );
    for (const b of balances) {
      failures.push(`member ${b.id}: balance ${b.balance_cents} but transactions add up to ${b.total}`);
    }
    const halfLanded = await query(
      `select l.id, l.state, lj.id as jumper from loads l join load_jumpers lj on lj.load_id = l.id
       where (l.state = 'landed') <> (lj.charged_cents is not null)`,
    );
    for (const h of halfLanded) {
      failures.push(`load ${h.id} (${h.state}) half-landed: jumper ${h.jumper}`);
    }
    const charges = await query(
      `select lj.id, lj.charged_cents, coalesce(t.total, 0) as total from load_jumpers lj
       left join (select source_id, sum(amount_cents) as total from transactions where source_id is not null group by source_id) t
         on t.source_id = lj.id
       where coalesce(t.total, 0) <> -coalesce(lj.charged_cents, 0)`,
    );
    for (const c of charges) {
      failures.push(`jumper ${c.id}: charged ${c.charged_cents} but the ledger says ${c.total}`);
    }
    return failures;
  });
}

async function main() {
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: `${pgServer}/postgres` });
    await admin.connect();
    await admin.query(`create database ${pgDatabase}`);
    await admin.end();
  }
  const endings: Ending[] = [
    ...Array.from({ length: rounds }, () => 'kill' as const),
    'term',
    'term, stdout gone',
  ];
  let server = startServer(endings[0]);
  if (!(await waitForHealth(base))) {
    throw new Error('the server did not start');
  }
  const { cookie, planeId, today } = await setupServedClub(base, 'crashclub', 'OH-CRA', 5000);
  const members: string[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const member = await callApi(base, 'POST', '/api/member', cookie, {
      firstName: `Hyppaaja${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`,
      lastName: 'Kaatuva',
      exitWeight: 80,
    });
    members.push(member.json._id as string);
  }

  const results: {
    round: number;
    killedAfterMs: number;
    payments: number;
    landings: number;
    failures: string[];
  }[] = [];
  for (let round = 1; round <= endings.length; round++) {
    const ending = endings[round - 1] as Ending;
    const { acked, done } = await workload(cookie, planeId, today, members, round);
    const killedAfterMs = 800 + Math.floor(Math.random() * 2200);
    let ackedWhenGone = 0;
    if (ending === 'term, stdout gone') {
      await new Promise((r) => setTimeout(r, 300));
      server.stdout?.destroy();
      ackedWhenGone = acked.payments.length;
    }
    await new Promise((r) => setTimeout(r, killedAfterMs));
    const stopped = await stop(server, ending);
    await done;
    const failures = await check(acked);
    if (ending !== 'kill') {
      if (stopped.exit !== 'code 0') {
        failures.push(`SIGTERM: the server exited with ${stopped.exit}, not code 0`);
      }
      if (stopped.ms > STOP_LIMIT_MS) {
        failures.push(`SIGTERM: the server took ${stopped.ms} ms to stop (limit ${STOP_LIMIT_MS} ms)`);
      }
    }
    if (ending === 'term, stdout gone' && acked.payments.length <= ackedWhenGone) {
      failures.push('the server stopped answering once its standard output had no reader');
    }
    results.push({
      round,
      killedAfterMs,
      payments: acked.payments.length,
      landings: acked.landings.length,
      failures,
    });
    const how =
      ending === 'kill'
        ? `killed after ${killedAfterMs} ms`
        : `${ending === 'term' ? 'SIGTERM' : 'SIGTERM with its stdout reader gone'} after ${killedAfterMs} ms, stopped in ${stopped.ms} ms with ${stopped.exit}`;
    console.log(
      `round ${round}: ${how}; acknowledged ${acked.payments.length} payments, ${acked.landings.length} landings; ${failures.length ? `${failures.length} FAILURES` : 'all there, balances and loads whole'}`,
    );
    for (const f of failures.slice(0, 10)) {
      console.log(`  ${f}`);
    }
    server = startServer(endings[round]);
    if (!(await waitForHealth(base))) {
      throw new Error(`the server did not start again after round ${round}`);
    }
  }
  // the self-check below needs a landed load: the rounds land one only when a kill comes late enough (a landing
  // is ten calls), so a slow machine may have none
  const day = await callApi(base, 'GET', `/api/loads/${today}`, cookie);
  if (!(day.json.loads as { state: string }[]).some((l) => l.state === 'landed')) {
    const load = await callApi(base, 'POST', '/api/loads', cookie, { date: today, planeId });
    const loadId = load.json._id as string;
    await callApi(base, 'POST', `/api/loads/${loadId}/jumpers`, cookie, {
      memberId: members[0],
      type: 'normal',
      altitude: 4000,
    });
    await callApi(base, 'POST', '/api/loads/land', cookie, { loadIds: [loadId] });
  }
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));

  // the checks themselves: a balance moved by a cent and a landed load reopened by hand must both be found
  const last = results.at(-1);
  const landedLoad = (
    await withDatabase((query) => query("select id from loads where state = 'landed' limit 1"))
  )[0]?.id;
  await withDatabase(async (query) => {
    await query('update members set balance_cents = balance_cents + 1 where id = $1', [members[0]]);
    await query("update loads set state = 'open' where id = $1", [landedLoad]);
  });
  const planted = await check({ payments: [], landings: landedLoad ? [String(landedLoad)] : [] });
  const caught = planted.some((f) => f.includes('balance')) && planted.some((f) => f.includes('half-landed'));
  console.log(
    `self-check: a planted balance error and a half-landed load ${caught ? 'were caught' : 'were NOT caught'}`,
  );
  if (!caught || !last) {
    return false;
  }

  const total = results.reduce((s, r) => ({ p: s.p + r.payments, l: s.l + r.landings }), { p: 0, l: 0 });
  const failed = results.filter((r) => r.failures.length > 0).length;
  console.log(
    `\n${kind}: ${rounds} kills and ${endings.length - rounds} SIGTERMs, ${total.p} acknowledged payments and ${total.l} acknowledged landings; ${failed ? `${failed} rounds FAILED` : 'nothing lost, nothing half-done'}`,
  );
  return failed === 0;
}

let ok = false;
try {
  ok = await main();
} catch (error) {
  console.error(error);
} finally {
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: `${pgServer}/postgres` });
    await admin.connect();
    await admin.query(`drop database if exists ${pgDatabase} with (force)`).catch(() => undefined);
    await admin.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
