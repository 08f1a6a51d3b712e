import type { PlaneAltitude } from '@dz/shared';
import type { FastifyBaseLogger } from 'fastify';
import { createOutbound, type Outbound } from '../../outbound/outbound';

export type { PlaneAltitude };

/** Whether the ADS-B source can look a plane up: it has an ICAO 24-bit address (six hex digits). */
export function isTrackable(plane: { icaoCode: string }): boolean {
  return /^[0-9a-f]{6}$/.test(plane.icaoCode);
}

/** OpenSky-style state vector fields we read: 0 icao24, 7 baro_altitude (m), 8 on_ground, 13 geo_altitude (m). */
type StateVector = [string, ...unknown[]];

/**
 * Live altitude of the club's planes from an ADS-B source (ADSB_URL, OpenSky-style `states/all`
 * queried by `icao24`), cached for 30 s so every board and phone shares one upstream request.
 */
export function createAltitudeSource(opts: {
  url?: string;
  log: FastifyBaseLogger;
  ttlMs?: number;
  /** How long the board waits for the source; default 5 s. */
  timeoutMs?: number;
  /** The server's one outbound client (the installation's admin sets ADSB_URL, so a local receiver is fine). */
  outbound?: Outbound;
  /** The server's clock (the cache's age and the answer's `updatedAt`). */
  now: () => Date;
}) {
  const ttl = opts.ttlMs ?? 30_000;
  const outbound = opts.outbound ?? createOutbound(opts.log);
  const now = () => opts.now().getTime();
  const cache = new Map<string, { at: number; value: PlaneAltitude[] }>();

  return {
    enabled: !!opts.url,
    async lookup(planes: { registration: string; icaoCode: string }[]): Promise<PlaneAltitude[]> {
      const withCode = planes.filter(isTrackable);
      if (!opts.url || withCode.length === 0) {
        return [];
      }
      const key = withCode
        .map((p) => p.icaoCode)
        .sort()
        .join(',');
      const hit = cache.get(key);
      if (hit && now() - hit.at < ttl) {
        return hit.value;
      }
      const url = new URL(opts.url);
      for (const p of withCode) {
        url.searchParams.append('icao24', p.icaoCode);
      }
      let states: StateVector[] = [];
      try {
        // a busy receiver's answer is some hundred kilobytes; the board must not wait on a slow one
        const res = await outbound.request({
          purpose: 'adsb',
          url,
          timeoutMs: opts.timeoutMs ?? 5000,
          maxBytes: 4 * 1024 * 1024,
        });
        const body = res.json<{ states?: StateVector[] | null }>();
        states = body.states ?? [];
      } catch {
        // the outbound client logged the failure (a JSON error is rare enough to share its line)
        return hit?.value ?? [];
      }
      const at = opts.now().toISOString();
      const value = withCode.map((p) => {
        const s = states.find((v) => String(v[0]).toLowerCase() === p.icaoCode);
        const onGround = s?.[8] === true;
        const metres = (s?.[7] ?? s?.[13]) as number | null | undefined;
        return {
          plane: p.registration,
          altitude: s ? (onGround ? 0 : typeof metres === 'number' ? Math.round(metres) : null) : null,
          updatedAt: s ? at : null,
        };
      });
      cache.set(key, { at: now(), value });
      return value;
    },
  };
}

export type AltitudeSource = ReturnType<typeof createAltitudeSource>;
