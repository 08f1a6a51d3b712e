import { createECDH, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import ece from 'http_ece';
import { isPublicAddress } from '../outbound/address';
import type { OutboundOptions } from '../outbound/outbound';

const fixtures = join(import.meta.dirname, 'fixtures');
const cert = readFileSync(join(fixtures, 'fake-push-service.crt'));

/** The fake push service's host: a name the server accepts only with `fakePushEnv`. */
const FAKE_PUSH_HOST = 'push.fake.test';

/** The setting that adds the fake service to the push services the server accepts. */
export const fakePushEnv = { PUSH_SERVICE_HOSTS: FAKE_PUSH_HOST };

/**
 * The outbound client as it reaches the fake service: its name resolves to this machine's loopback, which it
 * (and only it) may reach although not public, and its self-signed certificate is trusted.
 */
export const fakePushOutbound: OutboundOptions = {
  resolve: async (name) => {
    if (name !== FAKE_PUSH_HOST) {
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
    }
    return [{ address: '127.0.0.1', family: 4 }];
  },
  publicAddress: (address) => address === '127.0.0.1' || isPublicAddress(address),
  ca: cert,
};

/** A browser as a push service sees it: an endpoint and the keys it decrypts its messages with. */
export interface FakeBrowser {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The messages delivered to this browser, decrypted. */
  received(): unknown[];
}

/**
 * A local stand-in for a browser vendor's push service (RFC 8030): it accepts the encrypted POSTs Web Push
 * sends to each endpoint and keeps them, or answers 410 Gone for the endpoints told to expire.
 */
export async function startFakePushService() {
  const delivered = new Map<string, Buffer[]>();
  const gone = new Set<string>();
  const server: Server = createServer(
    { cert, key: readFileSync(join(fixtures, 'fake-push-service.key')) },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const path = req.url ?? '';
        if (gone.has(path)) {
          res.writeHead(410).end();
          return;
        }
        delivered.set(path, [...(delivered.get(path) ?? []), Buffer.concat(chunks)]);
        res.writeHead(201).end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `https://${FAKE_PUSH_HOST}:${(server.address() as AddressInfo).port}`;
  let count = 0;

  return {
    /** A new browser subscription on the service, with real P-256 keys. */
    browser(): FakeBrowser {
      count += 1;
      const path = `/push/${count}`;
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      return {
        endpoint: `${base}${path}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        received: () =>
          (delivered.get(path) ?? []).map((body) =>
            JSON.parse(
              ece
                .decrypt(body, {
                  version: 'aes128gcm',
                  privateKey: ecdh,
                  authSecret: auth.toString('base64url'),
                })
                .toString('utf8'),
            ),
          ),
      };
    },
    /** From now on the service answers 410 Gone for this browser (its subscription expired). */
    expire(browser: FakeBrowser) {
      gone.add(new URL(browser.endpoint).pathname);
    },
    /** Every delivery, to any endpoint. */
    total(): number {
      return [...delivered.values()].reduce((n, list) => n + list.length, 0);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
