import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, setupClub, type TestApp } from '../../test/app';
import { createAltitudeSource } from './altitude';

let source: Server;
let url: string;
let requests: URL[] = [];

/** A local stand-in for an OpenSky-style `states/all`: OH-CDZ climbing at 2 450 m, the other on the ground. */
beforeAll(async () => {
  source = createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
    requests.push(u);
    const states = [
      ['461f2a', 'OHCDZ', 'Finland', 0, 0, 24.5, 60.9, 2450.4, false, 50, 0, 5, null, 2500, null, false, 0],
      ['461f2b', 'OHPPP', 'Finland', 0, 0, 24.5, 60.9, null, true, 0, 0, 0, null, null, null, false, 0],
    ].filter((s) => u.searchParams.getAll('icao24').includes(s[0] as string));
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ time: 1, states }));
  });
  await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(source.address() as AddressInfo).port}/api/states/all`;
});
afterAll(() => {
  source.close();
});

describe('live altitude', () => {
  it('reads metres by ICAO address and caches for 30 s', async () => {
    let now = 0;
    requests = [];
    const alt = createAltitudeSource({ url, log: pino({ level: 'silent' }), now: () => new Date(now) });
    const planes = [
      { registration: 'OH-CDZ', icaoCode: '461f2a' },
      { registration: 'OH-PPP', icaoCode: '461f2b' },
      { registration: 'OH-NUL', icaoCode: '' },
    ];
    const first = await alt.lookup(planes);
    expect(first.map((p) => [p.plane, p.altitude])).toEqual([
      ['OH-CDZ', 2450],
      ['OH-PPP', 0],
    ]);
    now += 10_000;
    await alt.lookup(planes);
    expect(requests).toHaveLength(1);
    now += 30_000;
    await alt.lookup(planes);
    expect(requests).toHaveLength(2);
  });

  it('serves GET /api/loads/altitude from the configured source', async () => {
    const t: TestApp = await createTestApp({ ADSB_URL: url });
    try {
      const admin = await setupClub(t.app);
      await t.app.inject({
        method: 'POST',
        url: '/api/club/plane',
        headers: { cookie: admin },
        payload: { aircraftModel: 'Cessna 206', registration: 'OH-CDZ', icaoCode: '461F2A', jumpLines: [] },
      });
      const res = await t.app.inject({ method: 'GET', url: '/api/loads/altitude' });
      expect(res.json().planes).toEqual([{ plane: 'OH-CDZ', altitude: 2450, updatedAt: expect.any(String) }]);
      // the day view of a signed-in user gets its own club's planes, whatever club the query names
      const mine = await t.app.inject({
        method: 'GET',
        url: '/api/loads/altitude?club=another',
        headers: { cookie: admin },
      });
      expect(mine.json().planes).toHaveLength(1);
      const unknown = await t.app.inject({ method: 'GET', url: '/api/loads/altitude?club=another' });
      expect(unknown.json().planes).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('answers without the source when it is slow, and keeps the last answer', async () => {
    let slow = false;
    const server = createServer((_req, res) => {
      if (slow) {
        // a receiver that hangs: answers after 30 s
        setTimeout(() => res.end('{"states":[]}'), 30_000).unref();
        return;
      }
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ states: [['461f2a', 'OHCDZ', 'FI', 0, 0, 0, 0, 1200, false]] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      let now = 0;
      const alt = createAltitudeSource({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/states/all`,
        log: pino({ level: 'silent' }),
        timeoutMs: 200,
        now: () => new Date(now),
      });
      const planes = [{ registration: 'OH-CDZ', icaoCode: '461f2a' }];
      expect((await alt.lookup(planes))[0]?.altitude).toBe(1200);
      slow = true;
      now += 60_000;
      expect((await alt.lookup(planes))[0]?.altitude).toBe(1200);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('keeps the last answer when the source is down', async () => {
    const alt = createAltitudeSource({
      url: 'http://127.0.0.1:1/nothing',
      log: pino({ level: 'silent' }),
      now: () => new Date(0),
    });
    expect(await alt.lookup([{ registration: 'OH-CDZ', icaoCode: '461f2a' }])).toEqual([]);
  });
});
