import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { SOCKET_CLIENT_OPTIONS } from '@dz/shared';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { pct } from './busy-club';
import { callApi, type Node, serverMain, setupServedClub, startNode, stopNode } from './served-club';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 10_000);
const PUSH = process.env.BENCH_PUSH !== 'off';
const LOADS_BEFORE = 10;
const CLUB_KEY = 'fanout';

/** The club, a plane, members and LOADS_BEFORE loads of today with jumpers: a board with a real day on it. */
async function seed(base: string) {
  const { cookie, planeId, today } = await setupServedClub(base, CLUB_KEY, 'OH-FAN', 2000);
  const members: string[] = [];
  for (let i = 0; i < 40; i++) {
    const m = await callApi(base, 'POST', '/api/member', cookie, {
      firstName: 'Board',
      lastName: `Jumper ${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}`,
      email: '',
      role: 'jumper',
    });
    members.push(m.json._id as string);
  }
  for (let l = 0; l < LOADS_BEFORE; l++) {
    const load = await callApi(base, 'POST', '/api/loads', cookie, { date: today, plane: planeId });
    for (let j = 0; j < 8; j++) {
      const memberId = members[(l * 8 + j) % members.length];
      await callApi(base, 'POST', `/api/loads/${load.json._id}/jumpers`, cookie, {
        memberId,
        type: 'normal',
        altitude: 4000,
      });
    }
  }
  return { cookie, planeId, today };
}

interface Board {
  socket: Socket;
  version: number;
  etag: string | null;
  /** loads on the board's last data: each change adds one */
  loads: number;
  /** ms after the change: event, data with the change; per round */
  event: (number | null)[];
  data: (number | null)[];
}

async function fetchBoard(base: string, today: string, board: Board) {
  const res = await fetch(`${base}/api/loads-public/${today}?club=${CLUB_KEY}`, {
    headers: {
      'accept-encoding': 'gzip, deflate, br',
      ...(board.etag ? { 'if-none-match': board.etag } : {}),
    },
  });
  if (res.status === 304) {
    return null;
  }
  const body = (await res.json()) as { version: number; loads: { id: string }[] };
  board.version = body.version;
  board.loads = body.loads.length;
  board.etag = res.headers.get('etag');
  return body;
}

async function openBoards(bases: string[], today: string): Promise<Board[]> {
  const list: Board[] = [];
  const BATCH = 100;
  for (let i = 0; i < CLIENTS; i += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, CLIENTS - i) }, async (_, k) => {
      const base = bases[(i + k) % bases.length] as string;
      const socket = io(base, {
        ...SOCKET_CLIENT_OPTIONS,
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        auth: { public: true, club: CLUB_KEY },
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const board: Board = { socket, version: 0, etag: null, loads: 0, event: [], data: [] };
      await fetchBoard(base, today, board);
      list.push(board);
      return board;
    });
    await Promise.all(batch);
  }
  return list;
}

/** One change: a new load on node A; every board's event and refetch, timed from the change's start. */
async function round(
  r: number,
  bases: string[],
  list: Board[],
  ctx: { cookie: string; planeId: string; today: string },
) {
  const t0 = performance.now();
  const done = list.map(
    (board, i) =>
      new Promise<void>((resolve) => {
        const base = bases[i % bases.length] as string;
        const timer = setTimeout(() => {
          board.socket.off('loadsUpdated');
          resolve();
        }, TIMEOUT_MS);
        board.socket.on(
          'loadsUpdated',
          async (change: { date: string; version?: number; board?: Buffer }) => {
            if (board.event[r] != null) {
              return;
            }
            board.event[r] = performance.now() - t0;
            // the web app's boardIsCurrent: an event no newer than the data needs no fetch (and shows nothing new)
            const before = board.loads;
            try {
              if (change.board && PUSH) {
                // the event brought today's board (as the web app reads it: gzip JSON)
                const pushed = JSON.parse(gunzipSync(change.board).toString()) as {
                  version: number;
                  loads: unknown[];
                };
                if (pushed.version > board.version) {
                  board.version = pushed.version;
                  board.loads = pushed.loads.length;
                  board.etag = null;
                }
              } else if (change.version === undefined || change.version > board.version) {
                await fetchBoard(base, ctx.today, board);
              }
              if (board.loads > before) {
                board.data[r] = performance.now() - t0;
              }
            } catch {
              // counted as missed data
            }
            clearTimeout(timer);
            board.socket.off('loadsUpdated');
            resolve();
          },
        );
      }),
  );
  await callApi(bases[0] as string, 'POST', '/api/loads', ctx.cookie, {
    date: ctx.today,
    plane: ctx.planeId,
  });
  const answered = performance.now() - t0;
  await Promise.all(done);
  return answered;
}

async function healthFloor(bases: string[]) {
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, i) => {
      const s = performance.now();
      const res = await fetch(`${bases[i % bases.length]}/api/health`);
      await res.arrayBuffer();
      times.push(performance.now() - s);
    }),
  );
  return times;
}

const ms = (n: number) => `${n.toFixed(0)} ms`;

async function run(label: string, nodes: Node[]) {
  const bases = nodes.map((n) => n.base);
  const ctx = await seed(bases[0] as string);
  const t = performance.now();
  const list = await openBoards(bases, ctx.today);
  console.log(
    `\n[${label}] ${list.length} boards connected and fetched in ${ms(performance.now() - t)} (${bases.length} node${bases.length > 1 ? 's' : ''}, ${LOADS_BEFORE} loads of 8 jumpers on the day)`,
  );
  const answers: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    answers.push(await round(r, bases, list, ctx));
    await new Promise((res) => setTimeout(res, 500));
  }
  const health = await healthFloor(bases);
  console.log('| measure | p50 | p95 | max | missed |');
  console.log('|---|---|---|---|---|');
  for (let r = 0; r < ROUNDS; r++) {
    const events = list.map((b) => b.event[r]).filter((x): x is number => x != null);
    const data = list.map((b) => b.data[r]).filter((x): x is number => x != null);
    console.log(
      `| change ${r + 1}: event at the board | ${ms(pct(events, 50))} | ${ms(pct(events, 95))} | ${ms(Math.max(...events))} | ${list.length - events.length} |`,
    );
    console.log(
      `| change ${r + 1}: new data at the board | ${ms(pct(data, 50))} | ${ms(pct(data, 95))} | ${ms(Math.max(...data))} | ${list.length - data.length} |`,
    );
  }
  console.log(
    `| floor: the change's own answer (POST /api/loads) | ${ms(pct(answers, 50))} | | ${ms(Math.max(...answers))} | |`,
  );
  console.log(
    `| floor: ${CLIENTS} × GET /api/health at once | ${ms(pct(health, 50))} | ${ms(pct(health, 95))} | ${ms(Math.max(...health))} | |`,
  );
  for (const b of list) {
    b.socket.disconnect();
  }
}

if (!existsSync(serverMain)) {
  console.error('No server build: run `npm run build` first.');
  process.exit(1);
}

// one node on the embedded database
{
  const dataDir = mkdtempSync(join(tmpdir(), 'dz-fanout-'));
  const node = await startNode(3231, { DATA_DIR: dataDir, WEB_DIST: '/none' });
  try {
    await run('one node, PGlite', [node]);
  } finally {
    await stopNode(node);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// two nodes on one PostgreSQL and Redis, no sticky sessions
{
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const redis = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const name = `dz_fanout_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (err) {
    console.log(`\nPostgreSQL not reachable (${(err as Error).message}): two-node run skipped`);
    process.exit(0);
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'dz-fanout-'));
  const env = { DATABASE_URL: target.toString(), REDIS_URL: redis, DATA_DIR: dataDir, WEB_DIST: '/none' };
  const nodeA = await startNode(3232, env);
  const nodeB = await startNode(3233, env);
  try {
    await run('two nodes, PostgreSQL + Redis', [nodeA, nodeB]);
  } finally {
    await stopNode(nodeA);
    await stopNode(nodeB);
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
