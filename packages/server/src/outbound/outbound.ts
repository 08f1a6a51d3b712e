import type { LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import {
  type AddressPolicy,
  isPublicAddress,
  OutboundError,
  type Resolve,
  resolveChecked,
  systemResolve,
} from './address';

export { OutboundError } from './address';

/** One request to another server. */
export interface OutboundRequest {
  /** What the request is for, in the log line of a failure (`push`, `adsb`, `botcheck`, …). */
  purpose: string;
  url: string | URL;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string | number>;
  body?: string | Buffer;
  /** Until the whole answer is read; default 10 s. */
  timeoutMs?: number;
  /** Until the connection is made; default 3 s. */
  connectTimeoutMs?: number;
  /** The most of an answer's body read; default 1 MiB. */
  maxBytes?: number;
  /**
   * A user-given address (a push endpoint, later a webhook): only public addresses, checked on the very
   * addresses the connection uses. Addresses the installation's admin configures (ADSB_URL) may be local.
   */
  publicOnly?: boolean;
  /** Redirects followed on the same origin (GET only); one to another origin is an error. Default 2. */
  maxRedirects?: number;
}

export interface OutboundResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text(): string;
  json<T = unknown>(): T;
}

export interface OutboundOptions {
  /** How names resolve (tests stub it; the default is the system resolver). */
  resolve?: Resolve;
  /** Which addresses a user-given URL may reach (tests let their loopback fixtures through). */
  publicAddress?: AddressPolicy;
  /** Extra certificate authorities to trust (tests' local HTTPS fixtures). */
  ca?: string | Buffer;
}

export interface Outbound {
  request(req: OutboundRequest): Promise<OutboundResponse>;
  /** Throws an `OutboundError` unless a user-given URL's host is, or resolves only to, public addresses. */
  assertPublic(url: string | URL): Promise<void>;
}

const defaults = { timeoutMs: 10_000, connectTimeoutMs: 3_000, maxBytes: 1024 * 1024, maxRedirects: 2 };

/** A lookup that answers the addresses already resolved and checked, so the connection cannot take others. */
function fixedLookup(addresses: LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) {
      (callback as (err: null, addresses: LookupAddress[]) => void)(null, addresses);
    } else {
      const [first] = addresses as [LookupAddress];
      callback(null, first.address, first.family);
    }
  };
}

/**
 * The one client for every request the server makes to others (Web Push, ADS-B, the bot check, Google's keys):
 * a connect and a total timeout, a bounded answer, redirects only on the same origin, user-given addresses
 * refused unless public (checked on the addresses the connection uses, so a name that changes its answer between
 * a check and the connection gains nothing), and one log line per failure naming the purpose and origin only
 * (never a path or query, where push tokens and keys live).
 */
export function createOutbound(log: FastifyBaseLogger, opts: OutboundOptions = {}): Outbound {
  const resolve = opts.resolve ?? systemResolve;
  const policy = opts.publicAddress ?? isPublicAddress;

  async function once(url: URL, req: OutboundRequest, deadline: number): Promise<OutboundResponse> {
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw new OutboundError('badUrl', `${url.protocol} is not http or https`);
    }
    const publicOnly = req.publicOnly ?? false;
    const host = url.hostname.replace(/^\[|\]$/g, '');
    let addresses: LookupAddress[];
    if (isIP(host)) {
      if (publicOnly && !policy(host)) {
        throw new OutboundError('privateAddress', 'the address is not public');
      }
      addresses = [{ address: host, family: isIP(host) }];
    } else {
      addresses = await resolveChecked(host, { resolve, publicOnly, policy });
    }
    const maxBytes = req.maxBytes ?? defaults.maxBytes;
    const connectMs = req.connectTimeoutMs ?? defaults.connectTimeoutMs;
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;

    return new Promise<OutboundResponse>((resolvePromise, reject) => {
      const remaining = Math.max(1, deadline - Date.now());
      const client = send(url, {
        method: req.method ?? 'GET',
        headers: req.headers,
        lookup: fixedLookup(addresses),
        // a user-given address gets its own connection: a pooled one was checked for another request
        ...(publicOnly ? { agent: false } : {}),
        ...(opts.ca && url.protocol === 'https:' ? { ca: opts.ca } : {}),
      });
      const fail = (err: OutboundError) => {
        clearTimeout(total);
        clearTimeout(connecting);
        client.destroy(err);
        reject(err);
      };
      const total = setTimeout(
        () =>
          fail(new OutboundError('timeout', `no whole answer in ${req.timeoutMs ?? defaults.timeoutMs} ms`)),
        remaining,
      );
      const connecting = setTimeout(
        () => fail(new OutboundError('connectTimeout', `no connection in ${connectMs} ms`)),
        Math.min(connectMs, remaining),
      );
      client.on('socket', (socket) => {
        // a kept-alive socket is connected already: a 'connect' listener on it would never fire, and pile up
        if (socket.connecting) {
          socket.once('connect', () => clearTimeout(connecting));
        } else {
          clearTimeout(connecting);
        }
      });
      client.on('error', (err) => {
        if (!(err instanceof OutboundError)) {
          fail(new OutboundError('network', err.message));
        }
      });
      client.on('response', (res: IncomingMessage) => {
        const declared = Number(res.headers['content-length'] ?? 0);
        if (declared > maxBytes) {
          fail(new OutboundError('tooLarge', `an answer of ${declared} bytes is over ${maxBytes}`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            fail(new OutboundError('tooLarge', `an answer over ${maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        res.on('error', (err) => fail(new OutboundError('network', err.message)));
        res.on('end', () => {
          clearTimeout(total);
          const body = Buffer.concat(chunks);
          resolvePromise({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            text: () => body.toString('utf8'),
            json: <T>() => JSON.parse(body.toString('utf8')) as T,
          });
        });
      });
      client.end(req.body);
    });
  }

  return {
    async assertPublic(target) {
      const host = new URL(target).hostname.replace(/^\[|\]$/g, '');
      if (isIP(host)) {
        if (!policy(host)) {
          throw new OutboundError('privateAddress', 'the address is not public');
        }
        return;
      }
      await resolveChecked(host, { resolve, publicOnly: true, policy });
    },

    async request(req) {
      let url: URL;
      try {
        url = new URL(req.url);
      } catch {
        const err = new OutboundError('badUrl', 'not a URL');
        log.warn({ purpose: req.purpose, reason: err.reason }, 'outbound request failed');
        throw err;
      }
      const origin = url.origin;
      const deadline = Date.now() + (req.timeoutMs ?? defaults.timeoutMs);
      let redirects = req.maxRedirects ?? defaults.maxRedirects;
      try {
        for (;;) {
          const res = await once(url, req, deadline);
          const location = res.headers.location;
          if (res.status < 300 || res.status >= 400 || !location || (req.method ?? 'GET') !== 'GET') {
            return res;
          }
          const next = new URL(location, url);
          if (next.origin !== origin) {
            throw new OutboundError('redirect', 'a redirect to another origin');
          }
          if (redirects-- <= 0) {
            throw new OutboundError('redirect', 'too many redirects');
          }
          url = next;
        }
      } catch (err) {
        const reason = err instanceof OutboundError ? err.reason : 'network';
        log.warn(
          { purpose: req.purpose, origin, reason, detail: (err as Error).message },
          'outbound request failed',
        );
        throw err instanceof OutboundError ? err : new OutboundError('network', (err as Error).message);
      }
    },
  };
}
