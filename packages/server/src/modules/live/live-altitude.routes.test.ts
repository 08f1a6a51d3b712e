import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { as, type LoadsWorld, loadsWorld, newLoad } from '../../test/loads.fixture';

/**
 * Live altitude through the API (issue 34) against local fixtures: a readsb receiver's aircraft.json, an OAuth2
 * token endpoint and an OpenSky `states/all` that wants its token. Every request the fixtures get is counted.
 */
let server: Server;
let base: string;
const seen: { path: string; auth?: string }[] = [];
let receiverDown = false;
let hang = false;
let tokenCount = 0;
/** The receiver's clock: the test app's, as a real receiver's is the real time. */
let receiverNow: () => Date = () => new Date();

function aircraftJson() {
  return {
    now: receiverNow().getTime() / 1000,
    messages: 1000,
    aircraft: [
      { hex: '461f2a', alt_baro: 9843, gs: 90, baro_rate: 1200, seen: 0.4 },
      { hex: '461f2b', alt_baro: 'ground', gs: 0, seen: 2 },
      { hex: '~2a0001', alt_baro: 3000, seen: 1 },
    ],
  };
}

function route(req: IncomingMessage, res: import('node:http').ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://x');
  seen.push({ path: url.pathname, auth: req.headers.authorization });
  if (hang) {
    return; // never answers
  }
  res.setHeader('content-type', 'application/json');
  if (url.pathname === '/data/aircraft.json') {
    if (receiverDown) {
      res.statusCode = 503;
      res.end('{}');
      return;
    }
    res.end(JSON.stringify(aircraftJson()));
  } else if (url.pathname === '/token') {
    tokenCount += 1;
    res.end(JSON.stringify({ access_token: `tok${tokenCount}`, expires_in: 1800, token_type: 'Bearer' }));
  } else if (url.pathname === '/api/states/all') {
    if (req.headers.authorization !== `Bearer tok${tokenCount}`) {
      res.statusCode = 401;
      res.end('{}');
      return;
    }
    const at = Math.floor(receiverNow().getTime() / 1000);
    const states = url.searchParams.getAll('icao24').includes('461f2a')
      ? [['461f2a', 'OHCDZ', 'Finland', at, at, 24.5, 60.9, 2450.4, false, 50, 0, -6, null, 2500]]
      : [];
    res.end(JSON.stringify({ time: at, states }));
  } else {
    res.statusCode = 404;
    res.end('{}');
  }
}

beforeAll(async () => {
  server = createServer(route);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
afterEach(() => {
  seen.length = 0;
  receiverDown = false;
  hang = false;
});

const upstreamCalls = () => seen.filter((s) => s.path !== '/token').length;

/** The world's club with a tracked plane (OH-ABC, 461f2a) besides its untracked one. */
async function world(env: Record<string, string>): Promise<LoadsWorld> {
  const w = await loadsWorld(undefined, undefined, { env });
  receiverNow = w.clock.now;
  const res = await as(w.t.app, w.admin, 'POST', '/api/club/plane', {
    aircraftModel: 'Cessna 182',
    registration: 'OH-ABC',
    icaoCode: '461F2A',
    slots: 4,
    jumpLines: [{ altitude: 3000, price: 30 }],
  });
  expect(res.statusCode).toBe(200);
  return w;
}

const altitude = (w: LoadsWorld) => w.t.app.inject({ method: 'GET', url: '/api/loads/altitude' });

async function flyingLoad(w: LoadsWorld) {
  const id = await newLoad(w);
  const res = await as(w.t.app, w.admin, 'PUT', `/api/loads/${id}`, { state: 'flying', takeoff: '12:00' });
  expect(res.statusCode).toBe(200);
  return id;
}

describe('live altitude from the club receiver', () => {
  it('shows a plane at 9 843 ft as 3 000 m climbing within one poll of a flying load', async () => {
    const w = await world({ ADSB_URL: `${base}/data/aircraft.json` });
    try {
      expect((await altitude(w)).json()).toEqual({ planes: [], status: 'idle', feet: false });
      expect(upstreamCalls()).toBe(0);
      await flyingLoad(w);
      const res = await altitude(w);
      expect(res.json()).toEqual({
        planes: [
          {
            plane: 'OH-ABC',
            altitude: 3000,
            updatedAt: expect.any(String),
            onGround: false,
            trend: 'climbing',
            old: false,
          },
        ],
        status: 'ok',
        feet: false,
      });
      // the receiver is asked for everything it hears: no icao24 parameters
      expect(seen.map((s) => s.path)).toEqual(['/data/aircraft.json']);
    } finally {
      await w.t.close();
    }
  });

  it('asks nobody in 10 minutes of boards polling when no load is flying or called', async () => {
    const w = await world({ ADSB_URL: `${base}/data/aircraft.json` });
    try {
      await newLoad(w); // open, not called
      for (let i = 0; i < 20; i++) {
        expect((await altitude(w)).json().status).toBe('idle');
        w.clock.advance(30_000);
      }
      expect(upstreamCalls()).toBe(0);
      // a call on the load starts the polling
      const [load] = (await as(w.t.app, w.admin, 'GET', `/api/loads/${w.today}`)).json().loads;
      await as(w.t.app, w.admin, 'PUT', `/api/loads/${load._id}/call`, { call: 'min10' });
      expect((await altitude(w)).json().status).toBe('ok');
      expect(upstreamCalls()).toBe(1);
    } finally {
      await w.t.close();
    }
  });

  it('asks at most once per 30 s for all boards together, and counts the day’s calls', async () => {
    const w = await world({ ADSB_URL: `${base}/data/aircraft.json` });
    try {
      await flyingLoad(w);
      const answers = await Promise.all(Array.from({ length: 12 }, () => altitude(w)));
      expect(answers.every((a) => a.statusCode === 200)).toBe(true);
      expect(upstreamCalls()).toBe(1);
      w.clock.advance(29_000);
      await altitude(w);
      expect(upstreamCalls()).toBe(1);
      w.clock.advance(1_000);
      await altitude(w);
      expect(upstreamCalls()).toBe(2);
      const sources = await as(w.t.app, w.admin, 'GET', '/api/club/live-sources');
      expect(sources.json().altitude).toMatchObject({
        configured: true,
        kind: 'receiver',
        url: `${base}/data/aircraft.json`,
        callsToday: 2,
        failures: 0,
        planes: [{ plane: 'OH-ABC', altitude: 3000 }],
      });
    } finally {
      await w.t.close();
    }
  });

  it('asks again soon for a plane given its address after the last call, not after the whole 30 s', async () => {
    const w = await world({ ADSB_URL: `${base}/data/aircraft.json` });
    try {
      await flyingLoad(w);
      expect((await altitude(w)).json().planes).toHaveLength(1);
      const res = await as(w.t.app, w.admin, 'POST', '/api/club/plane', {
        aircraftModel: 'PAC 750',
        registration: 'OH-PAC',
        icaoCode: '461f2b',
        slots: 10,
        jumpLines: [{ altitude: 4000, price: 35 }],
      });
      expect(res.statusCode).toBe(200);
      w.clock.advance(1_000);
      expect(
        (await altitude(w)).json().planes.find((p: { plane: string }) => p.plane === 'OH-PAC'),
      ).toMatchObject({
        altitude: null,
      });
      w.clock.advance(2_000);
      const both = (await altitude(w)).json().planes;
      expect(both.find((p: { plane: string }) => p.plane === 'OH-PAC')).toMatchObject({
        onGround: true,
        altitude: 0,
      });
      expect(upstreamCalls()).toBe(2);
      // then the 30 s again
      w.clock.advance(10_000);
      await altitude(w);
      expect(upstreamCalls()).toBe(2);
    } finally {
      await w.t.close();
    }
  });

  it('says unavailable rather than showing an old number as live, and backs off', async () => {
    const w = await world({ ADSB_URL: `${base}/data/aircraft.json` });
    try {
      await flyingLoad(w);
      expect((await altitude(w)).json().planes[0].altitude).toBe(3000);
      receiverDown = true;
      w.clock.advance(30_000);
      const failing = (await altitude(w)).json();
      // the last good reading is 30 s old: still shown, not yet old
      expect(failing.status).toBe('ok');
      w.clock.advance(31_000);
      const later = (await altitude(w)).json();
      expect(later.status).toBe('unavailable');
      expect(later.planes[0].old).toBe(true);
      const calls = upstreamCalls();
      expect(calls).toBe(3);
      // the second failure in a row waits 60 s before the next try
      w.clock.advance(40_000);
      await altitude(w);
      expect(upstreamCalls()).toBe(3);
      receiverDown = false;
      w.clock.advance(30_000);
      expect((await altitude(w)).json()).toMatchObject({ status: 'ok', planes: [{ old: false }] });
      expect(upstreamCalls()).toBe(4);
    } finally {
      await w.t.close();
    }
  });

  it('answers the board without waiting for a source that never answers', async () => {
    const w = await world({ ADSB_URL: `${base}/data/aircraft.json` });
    try {
      await flyingLoad(w);
      hang = true;
      // the request comes back (the board waits for the call it started at most 1.5 s) with no reading
      const res = await altitude(w);
      expect(res.statusCode).toBe(200);
      expect(res.json().planes[0]).toMatchObject({ plane: 'OH-ABC', altitude: null });
      expect(upstreamCalls()).toBe(1);
    } finally {
      server.closeAllConnections();
      await w.t.close();
    }
  });

  it('shows nothing and asks nobody without a source', async () => {
    const w = await world({});
    try {
      await flyingLoad(w);
      expect((await altitude(w)).json()).toEqual({ planes: [], status: 'off', feet: false });
      const day = await as(w.t.app, w.admin, 'GET', `/api/loads/${w.today}`);
      expect(day.json().liveAltitudeAvailable).toBe(false);
      expect(seen).toHaveLength(0);
    } finally {
      await w.t.close();
    }
  });
});

describe('live altitude from OpenSky with client credentials', () => {
  it('requests the token once, renews it before it expires, and asks only for the club’s planes', async () => {
    const w = await world({
      OPENSKY_CLIENT_ID: 'club',
      OPENSKY_CLIENT_SECRET: 'secret',
      OPENSKY_URL: `${base}/api/states/all`,
      OPENSKY_TOKEN_URL: `${base}/token`,
    });
    try {
      tokenCount = 0;
      await flyingLoad(w);
      for (let i = 0; i < 5; i++) {
        const res = (await altitude(w)).json();
        expect(res.planes[0]).toMatchObject({ plane: 'OH-ABC', altitude: 2450, trend: 'descending' });
        w.clock.advance(30_000);
      }
      expect(tokenCount).toBe(1);
      const states = seen.filter((s) => s.path === '/api/states/all');
      expect(states).toHaveLength(5);
      expect(states.every((s) => s.auth === 'Bearer tok1')).toBe(true);
      const sources = await as(w.t.app, w.admin, 'GET', '/api/club/live-sources');
      expect(sources.json().altitude.kind).toBe('opensky');
      // 1800 s tokens are renewed a minute before they end
      w.clock.advance(1800_000 - 150_000 - 60_000 + 1_000);
      await altitude(w);
      expect(tokenCount).toBe(2);
      expect(seen.at(-1)?.auth).toBe('Bearer tok2');
    } finally {
      await w.t.close();
    }
  });

  it('falls back from a failing receiver to OpenSky', async () => {
    const w = await world({
      ADSB_URL: `${base}/data/aircraft.json`,
      OPENSKY_CLIENT_ID: 'club',
      OPENSKY_CLIENT_SECRET: 'secret',
      OPENSKY_URL: `${base}/api/states/all`,
      OPENSKY_TOKEN_URL: `${base}/token`,
    });
    try {
      await flyingLoad(w);
      receiverDown = true;
      expect((await altitude(w)).json().planes[0].altitude).toBe(2450);
      receiverDown = false;
      w.clock.advance(30_000);
      expect((await altitude(w)).json().planes[0].altitude).toBe(3000);
    } finally {
      await w.t.close();
    }
  });
});
