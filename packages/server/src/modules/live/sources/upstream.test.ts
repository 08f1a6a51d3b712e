import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutbound } from '../../../outbound/outbound';
import { createOpenSkyToken } from './opensky';
import { createAltitudeUpstream } from './upstream';

const time = Date.UTC(2025, 6, 1, 12) / 1000;
const outbound = createOutbound(pino({ level: 'silent' }));

let server: Server;
let base: string;
/** Every request's path and query, and the tokens the token endpoint gave (the last one is the valid one). */
let requests: URL[] = [];
let tokens: string[] = [];
let tokenRequests = 0;
const hanging = new Set<ServerResponse>();

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** Local stand-ins: a readsb receiver, OpenSky's token endpoint and `states/all`, and sources that fail. */
beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push(url);
    switch (url.pathname) {
      case '/data/aircraft.json':
        json(res, 200, {
          now: time,
          messages: 99,
          aircraft: [
            { hex: '461f2a', alt_baro: 9843, gs: 95, seen: 1 },
            { hex: '461f2b', alt_baro: 'ground', seen: 3 },
            { hex: '~461f2c', alt_baro: 2000, seen: 0 },
            { hex: '461f2d', alt_baro: 5000, baro_rate: 1200, seen: 0 },
            { hex: '4ca7b1', alt_baro: 36000, seen: 0 },
          ],
        });
        return;
      case '/token':
        // counted when asked, given after a moment: long enough for concurrent fetches to meet
        tokenRequests++;
        setTimeout(() => {
          tokens.push(`token-${tokenRequests}`);
          json(res, 200, { access_token: tokens.at(-1), expires_in: 300, token_type: 'Bearer' });
        }, 30);
        return;
      case '/api/states/all':
        if (req.headers.authorization !== `Bearer ${tokens.at(-1)}`) {
          json(res, 401, { error: 'unauthorized' });
          return;
        }
        json(res, 200, states(url));
        return;
      case '/anonymous/api/states/all':
        json(res, 200, states(url));
        return;
      case '/garbage':
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html>receiver setup</html>');
        return;
      case '/other.json':
        json(res, 200, { now: time, planes: [] });
        return;
      case '/down':
        json(res, 503, { error: 'maintenance' });
        return;
      case '/hang':
        hanging.add(res);
        return;
      default:
        json(res, 404, {});
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  for (const res of hanging) {
    res.destroy();
  }
  server.closeAllConnections();
  server.close();
});

/** OpenSky's answer for the asked addresses: OH-CDZ at 3 000 m, anything else unknown. */
function states(url: URL) {
  const all = [
    ['461f2a', 'OHCDZ', 'Finland', time, time - 2, 24.5, 60.9, 3000.2, false, 50, 0, -4, null, 3050],
  ];
  const matched = all.filter((s) => url.searchParams.getAll('icao24').includes(s[0] as string));
  return { time, states: matched.length ? matched : null };
}

function reset() {
  requests = [];
  tokens = [];
  tokenRequests = 0;
}

describe('ADS-B upstream', () => {
  it("reads a receiver's aircraft.json, asking it without icao24 and keeping only the asked planes", async () => {
    reset();
    const upstream = createAltitudeUpstream({
      outbound,
      url: `${base}/data/aircraft.json`,
      now: () => new Date(),
    });
    const answer = await upstream.fetch(['461F2A', '461f2b', '461f2c', '461f2d', 'bad']);
    expect(answer.kind).toBe('receiver');
    expect(answer.readings).toEqual([
      {
        icao: '461f2a',
        altitudeM: 3000,
        onGround: false,
        verticalRateMs: null,
        groundSpeedKt: 95,
        seenAt: '2025-07-01T11:59:59.000Z',
      },
      {
        icao: '461f2b',
        altitudeM: 0,
        onGround: true,
        verticalRateMs: null,
        groundSpeedKt: null,
        seenAt: '2025-07-01T11:59:57.000Z',
      },
      {
        icao: '461f2d',
        altitudeM: 1524,
        onGround: false,
        verticalRateMs: 6.1,
        groundSpeedKt: null,
        seenAt: '2025-07-01T12:00:00.000Z',
      },
    ]);
    expect(requests.map((u) => u.search)).toEqual(['']);
  });

  it('asks OpenSky with a bearer token, requested once and renewed a minute before it ends', async () => {
    reset();
    const clock = { now: 0 };
    const now = () => new Date(clock.now);
    const token = createOpenSkyToken({
      outbound,
      tokenUrl: `${base}/token`,
      clientId: 'club',
      clientSecret: 'secret',
      now,
    });
    const upstream = createAltitudeUpstream({ outbound, url: `${base}/api/states/all`, token, now });
    const first = await upstream.fetch(['461f2a', '461f2b']);
    expect(first).toEqual({
      kind: 'opensky',
      readings: [
        {
          icao: '461f2a',
          altitudeM: 3000,
          onGround: false,
          verticalRateMs: -4,
          groundSpeedKt: 97.2,
          seenAt: '2025-07-01T11:59:58.000Z',
        },
      ],
    });
    expect(requests.find((u) => u.pathname === '/api/states/all')?.searchParams.getAll('icao24')).toEqual([
      '461f2a',
      '461f2b',
    ]);
    clock.now = 200_000;
    await upstream.fetch(['461f2a']);
    await upstream.fetch(['461f2a']);
    expect(tokenRequests).toBe(1);
    // expires_in 300: renewed from 240 s on
    clock.now = 240_000;
    expect((await upstream.fetch(['461f2a'])).readings).toHaveLength(1);
    expect(tokenRequests).toBe(2);
  });

  it('shares one token request between concurrent fetches', async () => {
    reset();
    const now = () => new Date(0);
    const token = createOpenSkyToken({
      outbound,
      tokenUrl: `${base}/token`,
      clientId: 'c',
      clientSecret: 's',
      now,
    });
    const upstream = createAltitudeUpstream({ outbound, url: `${base}/api/states/all`, token, now });
    const answers = await Promise.all([
      upstream.fetch(['461f2a']),
      upstream.fetch(['461f2a']),
      upstream.fetch(['461f2a']),
    ]);
    expect(answers.map((a) => a.readings.length)).toEqual([1, 1, 1]);
    expect(tokenRequests).toBe(1);
  });

  it('on a 401 forgets the token and tries once more with a new one', async () => {
    reset();
    const now = () => new Date(0);
    const token = createOpenSkyToken({
      outbound,
      tokenUrl: `${base}/token`,
      clientId: 'c',
      clientSecret: 's',
      now,
    });
    const upstream = createAltitudeUpstream({ outbound, url: `${base}/api/states/all`, token, now });
    await upstream.fetch(['461f2a']);
    // OpenSky revokes the kept token
    tokens.push('revoked-elsewhere');
    expect((await upstream.fetch(['461f2a'])).readings).toHaveLength(1);
    expect(tokenRequests).toBe(2);
    expect(requests.filter((u) => u.pathname === '/api/states/all')).toHaveLength(3);

    // a token that never works: one retry, then the 401 is the answer
    const refused = createAltitudeUpstream({
      outbound,
      url: `${base}/api/states/all`,
      token: { get: async () => 'never-valid', invalidate: () => {} },
      now,
    });
    requests = [];
    await expect(refused.fetch(['461f2a'])).rejects.toMatchObject({ reason: 'status', status: 401 });
    expect(requests).toHaveLength(2);
  });

  it('asks OpenSky anonymously without a token', async () => {
    reset();
    const upstream = createAltitudeUpstream({
      outbound,
      url: `${base}/anonymous/api/states/all`,
      now: () => new Date(),
    });
    expect(await upstream.fetch(['461f2a'])).toMatchObject({
      kind: 'openskyAnonymous',
      readings: [{ altitudeM: 3000 }],
    });
    expect(await upstream.fetch(['461f2b'])).toEqual({ kind: 'openskyAnonymous', readings: [] });
    // nothing asked: the whole world is not asked for
    expect(await upstream.fetch([])).toEqual({ kind: 'openskyAnonymous', readings: [] });
    expect(requests).toHaveLength(2);
    expect(requests[0]?.searchParams.getAll('icao24')).toEqual(['461f2a']);
  });

  it('throws on garbage, an unknown shape, a 503 and a source that never answers', async () => {
    const at = (path: string, timeoutMs?: number) =>
      createAltitudeUpstream({ outbound, url: `${base}${path}`, now: () => new Date(), timeoutMs });
    await expect(at('/garbage').fetch(['461f2a'])).rejects.toMatchObject({ reason: 'unreadable' });
    await expect(at('/other.json').fetch(['461f2a'])).rejects.toMatchObject({ reason: 'unreadable' });
    await expect(at('/down').fetch(['461f2a'])).rejects.toMatchObject({ reason: 'status', status: 503 });
    const started = Date.now();
    await expect(at('/hang', 200).fetch(['461f2a'])).rejects.toMatchObject({ reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('shows its address without credentials', () => {
    const upstream = createAltitudeUpstream({
      outbound,
      url: 'http://user:pass@192.168.1.20:8080/data/aircraft.json',
      now: () => new Date(),
    });
    expect(upstream.url).toBe('http://192.168.1.20:8080/data/aircraft.json');
  });
});
