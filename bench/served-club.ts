/**
 * A club set up over HTTP on a running server (the built one, started by a bench): the admin's cookies, a plane
 * with one jump line and the club's today. For the benches that measure the real server process
 * (`fanout.bench.ts`, `lighthouse.bench.ts`, `clubs.bench.ts`), and the built server's nodes they start.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

/** The built server (`npm run build`). */
export const serverMain = join(import.meta.dirname, '..', 'packages', 'server', 'dist', 'main.js');

/** A node of the built server, started as a child process by a bench. */
export interface Node {
  base: string;
  process: ChildProcess;
}

/** Starts the built server on 127.0.0.1:`port` with `env`; answers once its health check answers. */
export async function startNode(port: number, env: Record<string, string>): Promise<Node> {
  const child = spawn(process.execPath, [serverMain], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', JOBS: 'off', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  if (await waitForHealth(base)) {
    return { base, process: child };
  }
  child.kill('SIGKILL');
  throw new Error(`node on ${port} did not start`);
}

/** Stops a node with SIGTERM, as a service manager would, and waits for it to exit. */
export async function stopNode(node: Node) {
  const exited = new Promise((r) => node.process.once('exit', r));
  node.process.kill('SIGTERM');
  await exited;
}

/** One JSON call; throws with the answer when it is not 2xx. */
export async function callApi(base: string, method: string, path: string, cookie: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) {
    throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  }
  return { json: (await res.json()) as Record<string, unknown>, cookies: res.headers.getSetCookie() };
}

/** Waits up to `ms` for `GET /api/health` to answer; false when it never did. */
export async function waitForHealth(base: string, ms = 60_000): Promise<boolean> {
  for (const until = Date.now() + ms; Date.now() < until; ) {
    if ((await fetch(`${base}/api/health`).catch(() => null))?.ok) {
      return true;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/** First-run setup of a club named `key`, and a plane `registration` with 4 000 m at 32 €. */
export async function setupServedClub(
  base: string,
  key: string,
  registration: string,
  weightAvailable = 700,
) {
  const setup = await callApi(base, 'POST', '/api/setup', '', {
    clubName: key,
    clubKey: key,
    email: `${key}@example.com`,
    username: key,
    displayName: `${key} admin`,
    password: 'Password-1',
  });
  const cookie = setup.cookies.map((c) => c.split(';')[0]).join('; ');
  const club = await callApi(base, 'POST', '/api/club/plane', cookie, {
    aircraftModel: 'Cessna 208',
    registration,
    weightAvailable,
    weightWarningThreshold: 150,
    weightDangerThreshold: 100,
    jumpLines: [{ altitude: 4000, price: 32 }],
  });
  const planeId = (club.json.planes as { _id: string }[])[0]?._id as string;
  const today = (await callApi(base, 'GET', '/api/loads-public/today', '')).json.date as string;
  return { cookie, planeId, today };
}

/**
 * A served club's busy day: `loads` loads of `jumpers` jumpers of 60 members, the admin's own member on loads 2 and
 * 5, 20 payments (bench:phone, bench:lighthouse).
 */
export async function seedBusyDay(base: string, club: string, day: { loads: number; jumpers: number }) {
  const { cookie, planeId, today } = await setupServedClub(base, club, 'OH-PHN', 2500);
  const me = (await callApi(base, 'GET', '/api/member/me', cookie)).json._id as string;
  const members: string[] = [];
  for (let i = 0; i < 60; i++) {
    const m = await callApi(base, 'POST', '/api/member', cookie, {
      firstName: `Hyppääjä ${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}`,
      lastName: 'Virtanen',
      email: '',
      role: 'jumper',
    });
    members.push(m.json._id as string);
  }
  for (let l = 0; l < day.loads; l++) {
    const load = await callApi(base, 'POST', '/api/loads', cookie, { date: today, plane: planeId });
    const ids = Array.from(
      { length: day.jumpers },
      (_, j) => members[(l * 7 + j) % members.length] as string,
    );
    if (l === 1 || l === 4) {
      ids[0] = me;
    }
    for (const memberId of ids) {
      await callApi(base, 'POST', `/api/loads/${load.json._id}/jumpers`, cookie, {
        memberId,
        type: 'normal',
        altitude: 4000,
      });
    }
  }
  for (let i = 0; i < 20; i++) {
    await callApi(base, 'POST', '/api/payment', cookie, {
      memberId: members[i],
      amount: 50 + i,
      method: 'cash',
    });
  }
  return { cookie, today };
}
