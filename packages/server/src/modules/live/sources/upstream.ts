import type { Outbound, OutboundResponse } from '../../../outbound/outbound';
import { readOpenSkyAnswer } from './opensky';
import { readReceiverAnswer } from './receiver';
import type { AltitudeAnswer, AltitudeSourceKind, AltitudeUpstream } from './types';

/** An answer the upstream gave that is not readings: a refusal or an outage (`status`), or garbage. */
export class UpstreamAnswerError extends Error {
  constructor(
    readonly reason: 'status' | 'unreadable',
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'UpstreamAnswerError';
  }
}

/**
 * One configured ADS-B upstream: the club's own receiver (`aircraft.json`) or OpenSky (`states/all`, with a
 * token keeper or anonymous). Which one is told by the answer, so the admin only pastes a URL. OpenSky is
 * asked only for the club's planes (`icao24`: the whole world's states are megabytes and cost credits); a
 * receiver always answers everything it hears, so its readings are filtered here.
 */
export function createAltitudeUpstream(opts: {
  outbound: Outbound;
  url: string;
  token?: { get(): Promise<string>; invalidate(): void };
  /** The server's clock: stands in for an answer without a time of its own. */
  now: () => Date;
  /** The whole fetch, retry included (the token keeper has its own); default 5 s, as the board waits on it. */
  timeoutMs?: number;
}): AltitudeUpstream {
  // a bad URL is the admin's configuration: refused at startup, not at every board's request
  const base = new URL(opts.url);
  const shown = new URL(base);
  shown.username = '';
  shown.password = '';
  const isStates = /\/states\/all\/?$/.test(base.pathname);
  const timeoutMs = opts.timeoutMs ?? 5000;

  async function get(url: URL, deadline: number, token?: string): Promise<OutboundResponse> {
    return opts.outbound.request({
      purpose: 'adsb',
      url,
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      timeoutMs: Math.max(1, deadline - performance.now()),
      // a busy receiver's aircraft.json is some hundred kilobytes
      maxBytes: 4 * 1024 * 1024,
    });
  }

  function read(res: OutboundResponse): AltitudeAnswer {
    if (res.status < 200 || res.status >= 300) {
      throw new UpstreamAnswerError('status', `the ADS-B source answered ${res.status}`, res.status);
    }
    let json: unknown;
    try {
      json = res.json();
    } catch {
      throw new UpstreamAnswerError('unreadable', 'the ADS-B source answered something else than JSON');
    }
    const isReceiver =
      typeof json === 'object' && json !== null && Array.isArray((json as { aircraft?: unknown }).aircraft);
    const kind: AltitudeSourceKind = isReceiver ? 'receiver' : opts.token ? 'opensky' : 'openskyAnonymous';
    const readings = isReceiver ? readReceiverAnswer(json, opts.now()) : readOpenSkyAnswer(json, opts.now());
    if (!readings) {
      throw new UpstreamAnswerError(
        'unreadable',
        'the ADS-B source answered neither aircraft.json nor states',
      );
    }
    return { kind, readings };
  }

  return {
    url: shown.toString(),
    async fetch(icaos) {
      const asked = new Set(icaos.map((i) => i.trim().toLowerCase()).filter((i) => /^[0-9a-f]{6}$/.test(i)));
      if (isStates && asked.size === 0) {
        // states/all without icao24 is the whole world: nothing asked, nothing to ask
        return { kind: opts.token ? 'opensky' : 'openskyAnonymous', readings: [] };
      }
      const url = new URL(base);
      if (isStates) {
        for (const icao of asked) {
          url.searchParams.append('icao24', icao);
        }
      }
      // the real clock, not `now`: a timeout is wall time whatever the server's clock says
      const deadline = performance.now() + timeoutMs;
      let token = await opts.token?.get();
      let res = await get(url, deadline, token);
      if (res.status === 401 && opts.token) {
        // revoked, or expired early (clocks disagree): one new token, one more try
        opts.token.invalidate();
        token = await opts.token.get();
        res = await get(url, deadline, token);
      }
      const answer = read(res);
      return { kind: answer.kind, readings: answer.readings.filter((r) => asked.has(r.icao)) };
    },
  };
}
