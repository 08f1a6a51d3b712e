import type { Outbound } from '../../../outbound/outbound';
import type { AircraftReading } from './types';

/** OpenSky's OAuth2 token endpoint (client credentials of an API client made on the user's account page). */
export const OPENSKY_TOKEN_URL =
  'https://auth.opensky-network.org/auth/realms/opensky-network/protocol/openid-connect/token';

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** One decimal (and never -0). */
const oneDecimal = (n: number): number => Math.round(n * 10) / 10 || 0;

/**
 * The readings in an OpenSky `states/all` answer (`{ time, states }`), or null when the answer is not one.
 * A state vector is positional: 0 icao24, 4 last_contact (unix s), 7 baro_altitude (m), 8 on_ground,
 * 9 velocity (m/s), 11 vertical_rate (m/s), 13 geo_altitude (m). `states: null` means no aircraft matched.
 * `fallbackNow` stands in for a state without `last_contact` in an answer without `time`.
 */
export function readOpenSkyAnswer(json: unknown, fallbackNow?: Date): AircraftReading[] | null {
  if (typeof json !== 'object' || json === null || !('states' in json)) {
    return null;
  }
  const answer = json as { time?: unknown; states: unknown };
  if (answer.states !== null && !Array.isArray(answer.states)) {
    return null;
  }
  const readings: AircraftReading[] = [];
  for (const s of (answer.states ?? []) as unknown[]) {
    if (!Array.isArray(s) || typeof s[0] !== 'string') {
      continue;
    }
    const icao = s[0].trim().toLowerCase();
    const seconds = isNumber(s[4]) ? s[4] : isNumber(answer.time) ? answer.time : undefined;
    const seenMs = seconds !== undefined ? seconds * 1000 : fallbackNow?.getTime();
    if (!/^[0-9a-f]{6}$/.test(icao) || seenMs === undefined) {
      continue;
    }
    const onGround = s[8] === true;
    // the geometric altitude only when the pressure one is missing, as the loads board always did
    const metres = isNumber(s[7]) ? s[7] : isNumber(s[13]) ? s[13] : null;
    readings.push({
      icao,
      altitudeM: onGround ? 0 : metres === null ? null : Math.round(metres),
      onGround,
      verticalRateMs: isNumber(s[11]) ? oneDecimal(s[11]) : null,
      groundSpeedKt: isNumber(s[9]) ? oneDecimal(s[9] / 0.514444) : null,
      seenAt: new Date(seenMs).toISOString(),
    });
  }
  return readings;
}

/** Keeps an OAuth2 access token for OpenSky's API. */
export interface OpenSkyToken {
  /** A token valid for at least another minute, asking for one when needed. */
  get(): Promise<string>;
  /** Forgets the token (the API refused it: revoked, or the clocks disagree). */
  invalidate(): void;
}

/**
 * An OAuth2 client-credentials token keeper: one token request at a time (every board and phone asking at
 * once share it), the token kept until a minute before it expires, a failed request not kept (the next
 * `get()` asks again). Throws on a refusal, a timeout or an answer without `access_token`.
 */
export function createOpenSkyToken(opts: {
  outbound: Outbound;
  tokenUrl?: string;
  clientId: string;
  clientSecret: string;
  /** The server's clock (the token's age). */
  now: () => Date;
  /** Default 5 s, as the board waits on it. */
  timeoutMs?: number;
}): OpenSkyToken {
  let kept: { token: string; until: number } | null = null;
  let inFlight: Promise<string> | null = null;

  async function ask(): Promise<string> {
    // counted from the request, so a slow answer only makes the token end sooner
    const askedAt = opts.now().getTime();
    const body = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: opts.clientId,
      client_secret: opts.clientSecret,
    }).toString();
    const res = await opts.outbound.request({
      purpose: 'adsb',
      url: opts.tokenUrl ?? OPENSKY_TOKEN_URL,
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': Buffer.byteLength(body),
        accept: 'application/json',
      },
      body,
      timeoutMs: opts.timeoutMs ?? 5000,
      maxBytes: 64 * 1024,
    });
    if (res.status < 200 || res.status >= 300) {
      // the answer may echo the client id; the status is enough to tell a wrong secret from an outage
      throw new Error(`the OpenSky token endpoint answered ${res.status}`);
    }
    let answer: { access_token?: unknown; expires_in?: unknown };
    try {
      answer = res.json();
    } catch {
      throw new Error('the OpenSky token endpoint answered something else than JSON');
    }
    if (typeof answer?.access_token !== 'string' || answer.access_token === '') {
      throw new Error('the OpenSky token endpoint answered without an access token');
    }
    const lifetime =
      typeof answer.expires_in === 'number' && answer.expires_in > 0 ? answer.expires_in : 1800;
    kept = { token: answer.access_token, until: askedAt + (lifetime - 60) * 1000 };
    return answer.access_token;
  }

  return {
    get() {
      if (kept && opts.now().getTime() < kept.until) {
        return Promise.resolve(kept.token);
      }
      inFlight ??= ask().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    invalidate() {
      kept = null;
    },
  };
}
