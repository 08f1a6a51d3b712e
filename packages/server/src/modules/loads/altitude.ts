import type { FastifyBaseLogger } from 'fastify';

export interface PlaneAltitude {
  plane: string;
  altitude: number | null;
  updatedAt: string | null;
}

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
  fetchImpl?: typeof fetch;
  now?: () => number;
}) {
  const ttl = opts.ttlMs ?? 30_000;
  const doFetch = opts.fetchImpl ?? fetch;
  const now = opts.now ?? Date.now;
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
        const res = await doFetch(url, { signal: AbortSignal.timeout(5000) });
        const body = (await res.json()) as { states?: StateVector[] | null };
        states = body.states ?? [];
      } catch (err) {
        opts.log.warn({ err }, 'ADS-B source did not answer');
        return hit?.value ?? [];
      }
      const at = new Date(now()).toISOString();
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
