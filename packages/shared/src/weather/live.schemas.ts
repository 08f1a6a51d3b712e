import { z } from 'zod';
import { weatherReading } from './weather.schemas';
import { windExceedance, windLimits } from './windLimits';

/** Which way a plane is going: from the source's vertical rate (over 1 m/s either way), else level. */
export const altitudeTrends = ['climbing', 'descending', 'level'] as const;
export type AltitudeTrend = (typeof altitudeTrends)[number];

/** A reading older than this is shown as old, never as live (issue 34). */
export const ALTITUDE_OLD_MS = 60_000;
/** Upstream is asked at most this often for a club, by all its boards and nodes together. */
export const ALTITUDE_POLL_MS = 30_000;
/** The weather services are asked at most this often for a club. */
export const WEATHER_POLL_MS = 10 * 60_000;

/**
 * How the live altitude stands: `off` (no source, or no plane it can look up), `idle` (no load flying or
 * called, so nothing is asked), `ok`, `unavailable` (the source is failing: no number is shown as live).
 */
export const liveStatuses = ['off', 'idle', 'ok', 'unavailable'] as const;
export type LiveStatus = (typeof liveStatuses)[number];

/** The kinds of altitude source, detected from their answers. */
export const altitudeSourceKinds = ['receiver', 'opensky', 'openskyAnonymous'] as const;

export const planeAltitude = z.object({
  plane: z.string(),
  /** Metres; 0 on the ground; null when the source does not see the plane. */
  altitude: z.number().nullable(),
  /** When the plane was last heard (ISO), null when not seen. */
  updatedAt: z.string().nullable(),
  onGround: z.boolean(),
  trend: z.enum(altitudeTrends).nullable(),
  /** Older than `ALTITUDE_OLD_MS` when the answer was made. */
  old: z.boolean(),
});
export type PlaneAltitude = z.infer<typeof planeAltitude>;

/** `GET /api/loads/altitude`: the live altitude of the club's trackable planes. */
export const planeAltitudesResponse = z.object({
  planes: z.array(planeAltitude),
  status: z.enum(liveStatuses),
  /** The club shows feet beside metres to English readers. */
  feet: z.boolean(),
});
export type PlaneAltitudesResponse = z.infer<typeof planeAltitudesResponse>;

/**
 * `GET /api/weather`: the latest reading that decides (the newer of the METAR and the station's), both as read,
 * and the groups whose wind limit it is over. `off`: the club has set no airport or station.
 */
export const weatherResponse = z.object({
  status: z.enum(['off', 'ok', 'unavailable']),
  reading: weatherReading.nullable(),
  metar: weatherReading.nullable(),
  station: weatherReading.nullable(),
  exceedances: z.array(windExceedance),
  limits: windLimits,
});
export type WeatherResponse = z.infer<typeof weatherResponse>;

/** One upstream's standing as club settings show it (admins). */
export const upstreamStatus = z.object({
  /** When it was last asked and last answered well (ISO), null when never. */
  lastAttemptAt: z.string().nullable(),
  lastOkAt: z.string().nullable(),
  /** Failures in a row since the last good answer (the backoff grows with them). */
  failures: z.number(),
  /** The calls made today (the club's day). */
  callsToday: z.number(),
});

/** `GET /api/club/live-sources` (admins): what the installation's sources are and how they answer. */
export const liveSourcesResponse = z.object({
  altitude: upstreamStatus.extend({
    configured: z.boolean(),
    kind: z.enum(altitudeSourceKinds).nullable(),
    url: z.string().nullable(),
    /** The last good readings of the club's planes. */
    planes: z.array(planeAltitude),
  }),
  weather: upstreamStatus.extend({
    metar: weatherReading.nullable(),
    station: weatherReading.nullable(),
  }),
});
export type LiveSourcesResponse = z.infer<typeof liveSourcesResponse>;
