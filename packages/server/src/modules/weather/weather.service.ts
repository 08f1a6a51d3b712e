import {
  clubDate,
  decidingReading,
  NO_WIND_LIMITS,
  WEATHER_POLL_MS,
  type WeatherReading,
  type WeatherResponse,
  type WindExceedance,
  windExceedances,
} from '@dz/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Repos } from '../../repos';
import { backoffMs, waitAtMost } from '../live/backoff';

/** What the weather services are asked for: an airport's METAR, an FMI station's latest observation. */
export interface WeatherUpstream {
  metar(icao: string): Promise<WeatherReading>;
  fmi(fmisid: string): Promise<WeatherReading>;
}

/** The last good readings, kept for every node, with the airport and station they are of. */
export interface WeatherPayload {
  metar: WeatherReading | null;
  station: WeatherReading | null;
}

interface ClubWeather {
  id: string;
  timezone: string;
  weatherIcao: string;
  weatherStation: string;
}

/**
 * The weather at the club's airport and station (issue 34): asked at most every 10 minutes for a club by all its
 * boards and nodes together (the claim on `upstream_polls`), only while someone looks; a request waits for the
 * call it started at most `waitMs`. The reading that decides is the newer of the two, and the groups whose wind
 * limit it is over come with it.
 */
export function createWeather(deps: {
  repos: Pick<Repos, 'polls' | 'clubs'>;
  upstream: WeatherUpstream;
  now: () => Date;
  log: FastifyBaseLogger;
  waitMs?: number;
}) {
  const { repos, upstream, now } = deps;
  const waitMs = deps.waitMs ?? 1500;

  async function call(club: ClubWeather, kept: WeatherPayload | null): Promise<void> {
    const at = now();
    const [metar, station] = await Promise.allSettled([
      club.weatherIcao ? upstream.metar(club.weatherIcao) : Promise.resolve(null),
      club.weatherStation ? upstream.fmi(club.weatherStation) : Promise.resolve(null),
    ]);
    const failed = [metar, station].filter((r) => r.status === 'rejected');
    for (const f of failed) {
      deps.log.warn({ err: (f as PromiseRejectedResult).reason, clubId: club.id }, 'weather source failed');
    }
    if (failed.length > 0 && failed.length === Number(!!club.weatherIcao) + Number(!!club.weatherStation)) {
      const failures = ((await repos.polls.find(club.id, 'weather'))?.failures ?? 0) + 1;
      await repos.polls.failed(
        club.id,
        'weather',
        new Date(at.getTime() + backoffMs(WEATHER_POLL_MS, failures, 60 * 60_000)),
      );
      return;
    }
    // one of the two failing keeps its last good reading
    const payload: WeatherPayload = {
      metar: metar.status === 'fulfilled' ? metar.value : (kept?.metar ?? null),
      station: station.status === 'fulfilled' ? station.value : (kept?.station ?? null),
    };
    await repos.polls.succeeded(club.id, 'weather', at, payload, null);
  }

  /** The kept readings that are still of the club's airport and station. */
  function keptOf(club: ClubWeather, payload: unknown): WeatherPayload {
    const p = (payload ?? null) as WeatherPayload | null;
    return {
      metar: p?.metar && p.metar.station === club.weatherIcao ? p.metar : null,
      station: p?.station && p.station.station === club.weatherStation ? p.station : null,
    };
  }

  async function clubOf(clubId: string) {
    return (await repos.clubs.findById(clubId)) ?? null;
  }

  return {
    /** The weather as the board, the day view and My loads show it; asks the services when due. */
    async forClub(clubId: string): Promise<WeatherResponse> {
      const club = await clubOf(clubId);
      const limits = club?.windLimits ?? NO_WIND_LIMITS;
      const off: WeatherResponse = {
        status: 'off',
        reading: null,
        metar: null,
        station: null,
        exceedances: [],
        limits,
      };
      if (!club || (!club.weatherIcao && !club.weatherStation)) {
        return off;
      }
      const at = now();
      if (await repos.polls.claim(clubId, 'weather', at, WEATHER_POLL_MS, clubDate(at, club.timezone))) {
        const row = await repos.polls.find(clubId, 'weather');
        // the call outlives a slow answer's wait: it never rejects (a server closing under it is only logged)
        const calling = call(club, keptOf(club, row?.payload)).catch((err) =>
          deps.log.warn({ err }, 'weather not kept'),
        );
        await waitAtMost(calling, waitMs);
      }
      const row = await repos.polls.find(clubId, 'weather');
      const kept = keptOf(club, row?.payload);
      const reading = decidingReading([kept.metar, kept.station], now());
      const failing = (row?.failures ?? 0) > 0 && reading === null;
      return {
        status: failing ? 'unavailable' : 'ok',
        reading,
        metar: kept.metar,
        station: kept.station,
        exceedances: windExceedances(reading, limits),
        limits,
      };
    },

    /** The groups over their limit by the kept readings, without asking anyone (adding a jumper asks this). */
    async exceedances(
      clubId: string,
    ): Promise<{ reading: WeatherReading | null; exceedances: WindExceedance[] }> {
      const club = await clubOf(clubId);
      if (!club || (!club.weatherIcao && !club.weatherStation)) {
        return { reading: null, exceedances: [] };
      }
      const kept = keptOf(club, (await repos.polls.find(clubId, 'weather'))?.payload);
      const reading = decidingReading([kept.metar, kept.station], now());
      return { reading, exceedances: windExceedances(reading, club.windLimits) };
    },

    /** The services' standing for the club's settings. */
    async standing(clubId: string) {
      const club = await clubOf(clubId);
      const row = await repos.polls.find(clubId, 'weather');
      const kept = club ? keptOf(club, row?.payload) : { metar: null, station: null };
      const today = club ? clubDate(now(), club.timezone) : null;
      return {
        lastAttemptAt: row?.attemptedAt?.toISOString() ?? null,
        lastOkAt: row?.okAt?.toISOString() ?? null,
        failures: row?.failures ?? 0,
        callsToday: row && row.callsDay === today ? row.calls : 0,
        metar: kept.metar,
        station: kept.station,
      };
    },
  };
}

export type Weather = ReturnType<typeof createWeather>;
