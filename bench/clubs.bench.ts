import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { callApi, type Node, startNode, stopNode } from './served-club';

const CLUBS = Number(process.env.BENCH_CLUBS ?? 50);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 300);
const LOADS = Number(process.env.BENCH_LOADS ?? 20);
const JUMPERS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ENCODING = 'gzip, deflate, br';

interface Club {
  slug: string;
  cookie: string;
  memberIds: string[];
  clubId: string;
}

interface Figure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Resident memory of a node's process, MB. */
function rssMb(node: Node): number {
  const status = readFileSync(`/proc/${node.process.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const cookieOf = (cookies: string[]) => cookies.map((c) => c.split(';')[0]).join('; ');

/** Runs `fn` over `items` with `n` in flight. */
async function inParallel<T>(items: T[], n: number, fn: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i] as T, i);
      }
    }),
  );
}

/** A club's plane, members and busy Saturday, over both nodes in turn. */
async function seedClub(nodes: Node[], cookie: string, slug: string, today: string): Promise<string[]> {
  const base = (i: number) => (nodes[i % nodes.length] as Node).base;
  const club = await callApi(base(0), 'POST', '/api/club/plane', cookie, {
    aircraftModel: 'Cessna 208',
    registration: `OH-${slug.slice(0, 3).toUpperCase()}`,
    weightAvailable: 2500,
    slots: JUMPERS + 2,
    weightWarningThreshold: 150,
    weightDangerThreshold: 100,
    jumpLines: [{ altitude: 4000, price: 32 }],
  });
  const planeId = (club.json.planes as { _id: string }[])[0]?._id as string;
  const memberIds: string[] = new Array(MEMBERS);
  await inParallel(
    Array.from({ length: MEMBERS }, (_, i) => i),
    8,
    async (i) => {
      const m = await callApi(base(i), 'POST', '/api/member', cookie, {
        firstName: `Hyppääjä ${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + (Math.floor(i / 26) % 26))}`,
        lastName: `Kerho ${slug.replace(/[^a-z]/g, '')}`,
        email: '',
        role: 'jumper',
        license: 'B',
        exitWeight: 80,
      });
      memberIds[i] = m.json._id as string;
    },
  );
  await inParallel(
    Array.from({ length: LOADS }, (_, l) => l),
    4,
    async (l) => {
      const load = await callApi(base(l), 'POST', '/api/loads', cookie, { date: today, plane: planeId });
      const jumpers = Array.from({ length: JUMPERS }, (_, j) => ({
        memberId: memberIds[(l * JUMPERS + j) % MEMBERS] as string,
        type: 'normal',
        altitude: 4000,
      }));
      await callApi(base(l + 1), 'POST', `/api/loads/${load.json._id}/jumpers/many`, cookie, { jumpers });
    },
  );
  return memberIds;
}

/** The newest invitation link's token in the shared outbox. */
function lastInvitationToken(dataDir: string): string {
  const dir = join(dataDir, 'outbox');
  const files = existsSync(dir) ? readdirSync(dir).sort() : [];
  for (const file of files.reverse()) {
    const raw = readFileSync(join(dir, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const match = /\/invitation\?token=([\w%-]+)/.exec(raw);
    if (match?.[1]) {
      return decodeURIComponent(match[1]);
    }
  }
  throw new Error('no invitation in the outbox');
}

async function hammer(
  urls: string[],
  headers: Record<string, string>,
  write?: { bodies: object[] },
): Promise<Figure> {
  // both nodes at once, half the connections each
  const results = await Promise.all(
    urls.map((url) =>
      autocannon({
        url,
        connections: Math.max(1, Math.round(CONNECTIONS / urls.length)),
        duration: SECONDS,
        workers: 1,
        headers: {
          'accept-encoding': ENCODING,
          accept: 'application/json',
          ...(write ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        ...(write
          ? { requests: write.bodies.map((b) => ({ method: 'POST', body: JSON.stringify(b) })) }
          : {}),
      }),
    ),
  );
  return {
    rps: results.reduce((s, r) => s + r.requests.average, 0),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((s, r) => s + r.errors + r.non2xx + r.timeouts, 0),
  };
}

/** Day views of many clubs in turn, CONNECTIONS in flight over both nodes (every club's cache at once). */
async function roundRobin(nodes: Node[], clubs: Club[], today: string): Promise<Figure> {
  const times: number[] = [];
  let errors = 0;
  const until = Date.now() + SECONDS * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        const i = n++;
        const club = clubs[i % clubs.length] as Club;
        const node = nodes[i % nodes.length] as Node;
        const t0 = performance.now();
        const res = await fetch(`${node.base}/api/loads/${today}`, {
          headers: { cookie: club.cookie, 'accept-encoding': ENCODING, accept: 'application/json' },
        });
        await res.arrayBuffer();
        times.push(performance.now() - t0);
        if (!res.ok) {
          errors += 1;
        }
      }
    }),
  );
  const sorted = times.sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return { rps: times.length / SECONDS, p50: at(0.5), p99: at(0.99), errors };
}

/** The busy day by raw SQL with CONNECTIONS in flight: what the day view cannot be faster than. */
async function rawSql(url: string, clubId: string, today: string): Promise<Figure> {
  const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
  const text = `select l.id, l.number, l.state, j.id as jumper_id, j.altitude, j.type, m.first_name, m.last_name
    from loads l left join load_jumpers j on j.load_id = l.id left join members m on m.id = j.member_id
    where l.club_id = $1 and l.date = $2 order by l.number, j.seq`;
  const times: number[] = [];
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        const t0 = performance.now();
        await pool.query(text, [clubId, today]);
        times.push(performance.now() - t0);
      }
    }),
  );
  await pool.end();
  const sorted = times.sort((a, b) => a - b);
  return {
    rps: times.length / SECONDS,
    p50: sorted[Math.floor(0.5 * sorted.length)] ?? 0,
    p99: sorted[Math.floor(0.99 * sorted.length)] ?? 0,
    errors: 0,
  };
}

/** One club's figures beside the floors, through both nodes. */
async function measure(nodes: Node[], club: Club, today: string, dbUrl: string) {
  const urls = (path: string) => nodes.map((n) => `${n.base}${path}`);
  return {
    health: await hammer(urls('/api/health'), {}),
    rawSql: await rawSql(dbUrl, club.clubId, today),
    day: await hammer(urls(`/api/loads/${today}`), { cookie: club.cookie }),
    board: await hammer(urls(`/api/loads-public/today?club=${club.slug}`), {}),
    payment: await hammer(
      urls('/api/payment'),
      { cookie: club.cookie },
      {
        bodies: club.memberIds.slice(10, 20).map((memberId) => ({ memberId, amount: 1, method: 'cash' })),
      },
    ),
  };
}

const fmt = (f: Figure) =>
  `${f.rps.toFixed(0).padStart(6)} req/s  p50 ${f.p50.toFixed(1).padStart(6)} ms  p99 ${f.p99
    .toFixed(1)
    .padStart(6)} ms${f.errors ? `  ${f.errors} errors` : ''}`;

async function main() {
  const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const redis = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const dbName = `dz_bench_clubs_${Date.now()}`;
  await admin.query(`create database ${dbName}`);
  const target = new URL(base);
  target.pathname = `/${dbName}`;
  const dbUrl = target.toString();
  const dataDir = mkdtempSync(join(tmpdir(), 'dz-bench-clubs-'));
  const env = { DATABASE_URL: dbUrl, REDIS_URL: redis, DATA_DIR: dataDir, WEB_DIST: '/none' };
  const nodes = [await startNode(3460, env), await startNode(3461, env)];
  const node0 = nodes[0] as Node;
  try {
    const t0 = Date.now();
    const setup = await callApi(node0.base, 'POST', '/api/setup', '', {
      clubName: 'Club 1',
      clubKey: 'club1key',
      email: 'host@example.com',
      username: 'host',
      displayName: 'Host Person',
      password: 'Password-1',
    });
    const hostCookie = cookieOf(setup.cookies);
    const today = (await callApi(node0.base, 'GET', '/api/loads-public/today', '')).json.date as string;
    const first: Club = {
      slug: 'club-1',
      cookie: hostCookie,
      clubId: (await callApi(node0.base, 'GET', '/api/user', hostCookie)).json.clubId as string,
      memberIds: [],
    };
    first.memberIds = await seedClub(nodes, hostCookie, first.slug, today);
    console.log(`club 1 seeded (${MEMBERS} members, ${LOADS} loads × ${JUMPERS}) in ${Date.now() - t0} ms`);
    const alone = await measure(nodes, first, today, dbUrl);
    const rssAlone = nodes.map(rssMb);

    const clubs: Club[] = [first];
    const t1 = Date.now();
    for (let c = 2; c <= CLUBS; c++) {
      const slug = `club-${c}`;
      const created = await callApi(node0.base, 'POST', '/api/clubs', hostCookie, {
        name: `Club ${c}`,
        clubKey: `club${c}key`,
        slug,
        timezone: 'Europe/Helsinki',
        adminEmail: `admin${c}@example.com`,
      });
      const accepted = await callApi(node0.base, 'POST', '/api/invitations/accept', '', {
        token: lastInvitationToken(dataDir),
        username: `admin${c}`,
        displayName: `Admin ${c}`,
        password: 'Password-1',
      });
      const cookie = cookieOf(accepted.cookies);
      clubs.push({
        slug,
        cookie,
        clubId: created.json._id as string,
        memberIds: await seedClub(nodes, cookie, slug, today),
      });
    }
    console.log(`${CLUBS - 1} more clubs made and seeded in ${Date.now() - t1} ms`);
    const many = await measure(nodes, first, today, dbUrl);
    const last = await measure(nodes, clubs.at(-1) as Club, today, dbUrl);
    // the first pass computes each club's day once per node (its cache fills); the second is the one measured
    await roundRobin(nodes, clubs, today);
    const everyClub = await roundRobin(nodes, clubs, today);
    const rssMany = nodes.map(rssMb);

    console.log(
      `\n${CLUBS} clubs, ${MEMBERS} members and ${LOADS} loads of ${JUMPERS} each; two nodes on PostgreSQL`,
    );
    console.log(`${CONNECTIONS} in flight for ${SECONDS} s each, split between the nodes\n`);
    const rows: [string, keyof typeof alone][] = [
      ['floor: GET /api/health', 'health'],
      ['floor: the busy day by raw SQL', 'rawSql'],
      ['day view GET /api/loads/{today}', 'day'],
      ['board GET /api/loads-public/today', 'board'],
      ['payment POST /api/payment (1 €)', 'payment'],
    ];
    // this machine is noisy: each figure is also given as a share of its own phase's health floor, and the
    // phases are compared by those shares
    const share = (f: Figure, phase: typeof alone) => f.rps / phase.health.rps;
    const line = (label: string, f: Figure, phase: typeof alone, key: keyof typeof alone) =>
      `  ${label.padEnd(16)} ${fmt(f)}  ${share(f, phase).toFixed(3)} of health` +
      (phase === alone ? '' : `  → ${(share(f, phase) / share(alone[key], alone)).toFixed(2)} × alone`);
    for (const [name, key] of rows) {
      console.log(name);
      console.log(line('club 1 alone', alone[key], alone, key));
      console.log(line(`club 1 of ${CLUBS}`, many[key], many, key));
      console.log(line(`club ${CLUBS} of ${CLUBS}`, last[key], last, key));
    }
    console.log(`every club's day view in turn (${CLUBS} clubs)`);
    console.log(
      `  ${fmt(everyClub)}  ${(everyClub.rps / many.health.rps).toFixed(3)} of health  → ${(
        everyClub.rps / many.health.rps / share(alone.day, alone)
      ).toFixed(2)} × club 1's alone`,
    );
    console.log('\nresident memory per node (MB)');
    console.log(`  one club:   ${rssAlone.map((m) => m.toFixed(0)).join(' / ')}`);
    console.log(`  ${CLUBS} clubs:  ${rssMany.map((m) => m.toFixed(0)).join(' / ')}`);
  } finally {
    await Promise.all(nodes.map(stopNode));
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
