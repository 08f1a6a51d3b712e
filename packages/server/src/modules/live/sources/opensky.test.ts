import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutbound } from '../../../outbound/outbound';
import { createOpenSkyToken, readOpenSkyAnswer } from './opensky';

const time = Date.UTC(2025, 6, 1, 12) / 1000;

describe('OpenSky states/all', () => {
  it('reads metres, metres per second and knots', () => {
    const answer = {
      time,
      states: [
        [
          '461f2a',
          'OHCDZ   ',
          'Finland',
          time - 2,
          time - 1,
          24.5,
          60.9,
          2450.4,
          false,
          51.44,
          90,
          5.08,
          null,
          2500,
        ],
        ['461F2B', 'OHPPP', 'Finland', null, time - 30, 24.5, 60.9, null, true, 0, 0, null, null, null],
        ['4ca7b1', '', 'Ireland', null, null, null, null, null, false, null, null, null, null, 1200.6],
        ['nothex', '', '', null, time, null, null, 1000, false],
        'not a state',
      ],
    };
    expect(readOpenSkyAnswer(answer)).toEqual([
      {
        icao: '461f2a',
        altitudeM: 2450,
        onGround: false,
        verticalRateMs: 5.1,
        groundSpeedKt: 100,
        seenAt: '2025-07-01T11:59:59.000Z',
      },
      {
        icao: '461f2b',
        altitudeM: 0,
        onGround: true,
        verticalRateMs: null,
        groundSpeedKt: 0,
        seenAt: '2025-07-01T11:59:30.000Z',
      },
      {
        // no last contact: the answer's time; no pressure altitude: the geometric one
        icao: '4ca7b1',
        altitudeM: 1201,
        onGround: false,
        verticalRateMs: null,
        groundSpeedKt: null,
        seenAt: '2025-07-01T12:00:00.000Z',
      },
    ]);
  });

  it('reads states: null as no aircraft, and is null for answers of another shape', () => {
    expect(readOpenSkyAnswer({ time, states: null })).toEqual([]);
    expect(readOpenSkyAnswer({ time, states: 'none' })).toBeNull();
    expect(readOpenSkyAnswer({ now: time, aircraft: [] })).toBeNull();
    expect(readOpenSkyAnswer([])).toBeNull();
    expect(readOpenSkyAnswer(null)).toBeNull();
  });
});

let server: Server;
let tokenUrl: string;
let bodies: string[] = [];
let contentTypes: (string | undefined)[] = [];
/** What the token endpoint answers next: a status, and its lifetime (absent: the answer has no expires_in). */
let next: { status: number; expiresIn?: number; delayMs?: number } = { status: 200, expiresIn: 300 };

/** A local stand-in for OpenSky's OAuth2 token endpoint, counting the tokens it gives. */
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      bodies.push(body);
      contentTypes.push(req.headers['content-type']);
      const { status, expiresIn, delayMs } = next;
      setTimeout(() => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(
          status === 200
            ? JSON.stringify({
                access_token: `token-${bodies.length}`,
                expires_in: expiresIn,
                token_type: 'Bearer',
              })
            : JSON.stringify({ error: 'invalid_client' }),
        );
      }, delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  tokenUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/token`;
});
afterAll(() => {
  server.close();
});

function keeper(clock: { now: number }) {
  bodies = [];
  contentTypes = [];
  return createOpenSkyToken({
    outbound: createOutbound(pino({ level: 'silent' })),
    tokenUrl,
    clientId: 'club-api-client',
    clientSecret: 's3cret&=',
    now: () => new Date(clock.now),
  });
}

describe('OpenSky token keeper', () => {
  it('asks with the client credentials once, and again a minute before the token ends', async () => {
    next = { status: 200, expiresIn: 300 };
    const clock = { now: 0 };
    const token = keeper(clock);
    expect(await token.get()).toBe('token-1');
    expect(new URLSearchParams(bodies[0])).toEqual(
      new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: 'club-api-client',
        client_secret: 's3cret&=',
      }),
    );
    expect(contentTypes[0]).toBe('application/x-www-form-urlencoded');
    clock.now = 239_000;
    expect(await token.get()).toBe('token-1');
    clock.now = 240_000;
    expect(await token.get()).toBe('token-2');
    expect(bodies).toHaveLength(2);
  });

  it('keeps a token without expires_in for 30 minutes', async () => {
    next = { status: 200 };
    const clock = { now: 0 };
    const token = keeper(clock);
    await token.get();
    clock.now = 1739_000;
    await token.get();
    expect(bodies).toHaveLength(1);
    clock.now = 1740_000;
    await token.get();
    expect(bodies).toHaveLength(2);
  });

  it('shares one request between concurrent asks, and asks again after invalidate', async () => {
    next = { status: 200, expiresIn: 1800, delayMs: 50 };
    const token = keeper({ now: 0 });
    expect(await Promise.all([token.get(), token.get(), token.get()])).toEqual([
      'token-1',
      'token-1',
      'token-1',
    ]);
    expect(bodies).toHaveLength(1);
    token.invalidate();
    expect(await token.get()).toBe('token-2');
  });

  it('does not keep a failure', async () => {
    next = { status: 401 };
    const token = keeper({ now: 0 });
    await expect(token.get()).rejects.toThrow('401');
    await expect(token.get()).rejects.toThrow('401');
    expect(bodies).toHaveLength(2);
    next = { status: 200, expiresIn: 1800 };
    expect(await token.get()).toBe('token-3');
  });
});
