import { parseMetar, type WeatherReading } from '@dz/shared';
import type { Outbound, OutboundResponse } from '../../outbound/outbound';
import { fmiObservationUrl, parseFmiObservation } from './fmi';

/** aviationweather.gov's data API: METARs of any airport, no key. */
export const METAR_API_URL = 'https://aviationweather.gov/api/data/metar';

/** An answer that came yet cannot be used: a status other than 2xx, or nothing readable in it. */
export class WeatherUpstreamError extends Error {
  constructor(
    readonly reason: 'status' | 'unreadable',
    message: string,
  ) {
    super(message);
    this.name = 'WeatherUpstreamError';
  }
}

/** Either answer is a few kilobytes; anything much larger is not what was asked. */
const MAX_BYTES = 512 * 1024;

/**
 * The METARs in an aviationweather.gov answer: `rawOb` of each element of its JSON array, or, from a service that
 * answers plain text (`format=raw`), its lines.
 */
function metarTexts(body: string): string[] {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return body.split(/\r?\n/).filter((line) => line.trim() !== '');
  }
  if (!Array.isArray(json)) {
    return [];
  }
  return json
    .map((item: unknown) =>
      typeof item === 'object' && item !== null ? (item as { rawOb?: unknown }).rawOb : null,
    )
    .filter((raw): raw is string => typeof raw === 'string');
}

/**
 * The two weather services a club's board reads (issue 34), through the server's one outbound client. Each call
 * asks once and answers the reading, or throws: an `OutboundError` when no answer came (a timeout, a refused
 * connection), a `WeatherUpstreamError` when the answer is an error or holds nothing readable. Caching and how
 * often to ask are the caller's.
 */
export function createWeatherUpstream(opts: {
  outbound: Outbound;
  /** METAR_URL, asked as `?ids=EFUT&format=json`. */
  metarUrl: string;
  /** The FMI WFS (FMI_URL). */
  fmiUrl: string;
  now: () => Date;
  /** Until the whole answer is read; default 10 s. */
  timeoutMs?: number;
}) {
  const timeoutMs = opts.timeoutMs ?? 10_000;

  async function get(url: URL, accept: string): Promise<string> {
    const res: OutboundResponse = await opts.outbound.request({
      purpose: 'weather',
      url,
      headers: { accept },
      timeoutMs,
      maxBytes: MAX_BYTES,
    });
    if (res.status < 200 || res.status >= 300) {
      throw new WeatherUpstreamError('status', `${url.origin} answered ${res.status}`);
    }
    return res.text();
  }

  return {
    /** The newest METAR of the airport (ICAO code) that parses. */
    async metar(icao: string): Promise<WeatherReading> {
      const station = icao.toUpperCase();
      const url = new URL(opts.metarUrl);
      url.searchParams.set('ids', station);
      url.searchParams.set('format', 'json');
      const now = opts.now();
      const [newest] = metarTexts(await get(url, 'application/json, text/plain'))
        .map((raw) => parseMetar(raw.trim(), now))
        // an answer of another airport is not this one's weather
        .filter((r): r is WeatherReading => r !== null && r.station === station)
        .sort((a, b) => Date.parse(b.observedAt) - Date.parse(a.observedAt));
      if (!newest) {
        throw new WeatherUpstreamError('unreadable', `no METAR of ${station} to read`);
      }
      return newest;
    },

    /** The FMI station's (fmisid) newest observation with a wind, of the last hour. */
    async fmi(fmisid: string): Promise<WeatherReading> {
      const url = fmiObservationUrl(opts.fmiUrl, fmisid, opts.now());
      const reading = parseFmiObservation(await get(url, 'application/xml, text/xml'), fmisid);
      if (!reading) {
        throw new WeatherUpstreamError('unreadable', `no observation of FMI station ${fmisid} to read`);
      }
      return reading;
    },
  };
}

export type WeatherUpstream = ReturnType<typeof createWeatherUpstream>;
