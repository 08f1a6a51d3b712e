import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from './address';
import { createOutbound, OutboundError } from './outbound';

/** A logger that keeps its warnings, to check each failure is logged once and without a path. */
function recordingLog() {
  const lines: { obj: Record<string, unknown>; msg: string }[] = [];
  const log = {
    warn: (obj: Record<string, unknown>, msg: string) => lines.push({ obj, msg }),
    child: () => log,
  } as unknown as Parameters<typeof createOutbound>[0];
  return { log, lines };
}

let server: Server;
let base: string;
const open = new Set<import('node:http').ServerResponse>();

beforeAll(async () => {
  server = createServer((req, res) => {
    open.add(res);
    res.on('close', () => open.delete(res));
    switch (req.url) {
      case '/ok':
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"altitude":1200}');
        return;
      case '/slow':
        // answers after 30 s: the client must not wait for it
        setTimeout(() => res.writeHead(200).end('late'), 30_000).unref();
        return;
      case '/huge': {
        // 50 MB without a length, in 64 KB pieces, for as long as someone reads
        res.writeHead(200);
        const piece = Buffer.alloc(64 * 1024, 'x');
        let sent = 0;
        const more = () => {
          while (sent < 50 * 1024 * 1024) {
            sent += piece.length;
            if (!res.write(piece)) {
              res.once('drain', more);
              return;
            }
          }
          res.end();
        };
        more();
        return;
      }
      case '/declared-huge':
        res.writeHead(200, { 'content-length': String(50 * 1024 * 1024) });
        res.write('x');
        return;
      case '/to-inside':
        res.writeHead(302, { location: 'http://127.0.0.1:1/secret' }).end();
        return;
      case '/elsewhere':
        res.writeHead(301, { location: 'https://example.org/' }).end();
        return;
      case '/moved':
        res.writeHead(302, { location: '/ok' }).end();
        return;
      default:
        res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const res of open) {
    res.destroy();
  }
  await new Promise((resolve) => server.close(resolve));
});

/** A closed port on this machine: connecting is refused at once. */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as AddressInfo;
  await new Promise((resolve) => s.close(resolve));
  return port;
}

async function failure(promise: Promise<unknown>): Promise<OutboundError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(OutboundError);
  return err as OutboundError;
}

describe('the outbound client', () => {
  it('reads an answer from a configured local address', async () => {
    const { log, lines } = recordingLog();
    const res = await createOutbound(log).request({ purpose: 'adsb', url: `${base}/ok` });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ altitude: 1200 });
    expect(lines).toEqual([]);
  });

  it('cuts off a server that answers after 30 s at the total timeout, with a log line', async () => {
    const { log, lines } = recordingLog();
    const err = await failure(
      createOutbound(log).request({ purpose: 'adsb', url: `${base}/slow`, timeoutMs: 300 }),
    );
    expect(err.reason).toBe('timeout');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.msg).toBe('outbound request failed');
    expect(lines[0]?.obj).toMatchObject({ purpose: 'adsb', origin: base, reason: 'timeout' });
  });

  it('stops reading a 50 MB answer at its limit', async () => {
    const { log, lines } = recordingLog();
    const err = await failure(
      createOutbound(log).request({ purpose: 'adsb', url: `${base}/huge`, maxBytes: 256 * 1024 }),
    );
    expect(err.reason).toBe('tooLarge');
    expect(lines[0]?.obj).toMatchObject({ reason: 'tooLarge' });
  });

  it('refuses an answer that declares itself too large before reading it', async () => {
    const { log } = recordingLog();
    const err = await failure(createOutbound(log).request({ purpose: 'adsb', url: `${base}/declared-huge` }));
    expect(err.reason).toBe('tooLarge');
  });

  it('follows a redirect on the same origin but not one to another host or inside', async () => {
    const { log, lines } = recordingLog();
    const out = createOutbound(log);
    expect((await out.request({ purpose: 'adsb', url: `${base}/moved` })).json()).toEqual({ altitude: 1200 });
    expect((await failure(out.request({ purpose: 'adsb', url: `${base}/to-inside` }))).reason).toBe(
      'redirect',
    );
    expect((await failure(out.request({ purpose: 'adsb', url: `${base}/elsewhere` }))).reason).toBe(
      'redirect',
    );
    expect(lines.map((l) => l.obj.reason)).toEqual(['redirect', 'redirect']);
  });

  it('says a refused connection is a network failure', async () => {
    const { log, lines } = recordingLog();
    const err = await failure(
      createOutbound(log).request({ purpose: 'adsb', url: `http://127.0.0.1:${await closedPort()}/` }),
    );
    expect(err.reason).toBe('network');
    expect(lines).toHaveLength(1);
  });

  it.each([
    ['a loopback address', 'https://127.0.0.1:8443/push/1'],
    ['an IPv6 loopback', 'https://[::1]/push/1'],
    ['a private address', 'https://10.0.0.1/push/1'],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['an IPv4-mapped private address', 'https://[::ffff:192.168.1.1]/push/1'],
  ])('refuses %s for a user-given URL without connecting', async (_name, url) => {
    const { log, lines } = recordingLog();
    const err = await failure(createOutbound(log).request({ purpose: 'push', url, publicOnly: true }));
    expect(err.reason).toBe('privateAddress');
    // the log names the origin, never the path where push tokens live
    expect(JSON.stringify(lines)).not.toContain('/push/1');
  });

  it('refuses a name that resolves to a private address, also among public ones', async () => {
    const { log } = recordingLog();
    const resolve = async (name: string) =>
      name === 'sneaky.example'
        ? [
            { address: '93.184.216.34', family: 4 },
            { address: '10.1.2.3', family: 4 },
          ]
        : [{ address: '127.0.0.1', family: 4 }];
    const out = createOutbound(log, { resolve });
    for (const url of ['https://sneaky.example/x', 'https://fcm.googleapis.com/fcm/send/x']) {
      expect((await failure(out.request({ purpose: 'push', url, publicOnly: true }))).reason).toBe(
        'privateAddress',
      );
    }
  });

  it('connects to the addresses it checked, not to a second answer of the resolver', async () => {
    const { log } = recordingLog();
    let asked = 0;
    // a resolver that answers the fixture the first time and somewhere else after (a rebinding name)
    const resolve = async () => {
      asked += 1;
      return [{ address: asked === 1 ? '127.0.0.1' : '10.9.9.9', family: 4 }];
    };
    const out = createOutbound(log, { resolve, publicAddress: (a) => a === '127.0.0.1' });
    const port = new URL(base).port;
    const res = await out.request({
      purpose: 'push',
      url: `http://fixture.test:${port}/ok`,
      publicOnly: true,
    });
    expect(res.status).toBe(200);
    expect(asked).toBe(1);
  });

  it('says a name that does not resolve is unresolved', async () => {
    const { log } = recordingLog();
    const resolve = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    const err = await failure(
      createOutbound(log, { resolve }).request({ purpose: 'push', url: 'https://nowhere.test/' }),
    );
    expect(err.reason).toBe('unresolved');
  });
});

describe('public addresses', () => {
  it.each([
    ['93.184.216.34', true],
    ['2a00:1450:4010:c05::5f', true],
    ['127.0.0.1', false],
    ['::1', false],
    ['10.0.0.1', false],
    ['172.16.5.4', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['fe80::1', false],
    ['fc00::1', false],
    ['224.0.0.1', false],
    ['ff02::1', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::ffff:10.0.0.1', false],
    ['not an address', false],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});
