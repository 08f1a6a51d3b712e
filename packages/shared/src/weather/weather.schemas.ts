import { z } from 'zod';

/** Where a weather reading came from: the airport's METAR or a Finnish Meteorological Institute station. */
export const weatherSources = ['metar', 'fmi'] as const;
export type WeatherSource = (typeof weatherSources)[number];

/** Cloud cover of a layer as METAR codes it (VV: the sky hidden, vertical visibility as the base). */
export const cloudCovers = ['FEW', 'SCT', 'BKN', 'OVC', 'VV'] as const;
export type CloudCover = (typeof cloudCovers)[number];

/**
 * One observation of the weather at the club's airport or station, in SI units as the board shows them:
 * wind in m/s (METAR's knots converted, one decimal), direction in degrees true, visibility and cloud base in
 * metres. A value the observation does not give is null.
 */
export const weatherReading = z.object({
  source: z.enum(weatherSources),
  /** ICAO code (EFUT) or the FMI station's id (fmisid). */
  station: z.string(),
  /** When it was observed (ISO, UTC). */
  observedAt: z.string(),
  /** Degrees the wind blows from; null when variable (VRB) or calm. */
  windDirection: z.number().nullable(),
  /** Variable between these directions (METAR `180V240`), else null. */
  windVariableFrom: z.number().nullable(),
  windVariableTo: z.number().nullable(),
  /** Mean wind, m/s; 0 when calm. */
  windMeanMs: z.number().nullable(),
  /** Gust, m/s; null when none was reported. */
  windGustMs: z.number().nullable(),
  /** Metres; 10 000 stands for "10 km or more" (9999, CAVOK). */
  visibilityM: z.number().nullable(),
  /** The lowest cloud layer's base in metres above the airport (VV counts), null when none or not given. */
  cloudBaseM: z.number().nullable(),
  cloudCover: z.enum(cloudCovers).nullable(),
  /** CAVOK: no cloud below 5 000 ft, visibility 10 km or more. */
  cavok: z.boolean(),
  temperatureC: z.number().nullable(),
  /** The METAR as sent (for the curious); null for FMI. */
  raw: z.string().nullable(),
});
export type WeatherReading = z.infer<typeof weatherReading>;

/** Knots to metres per second, one decimal. */
export function knotsToMs(knots: number): number {
  return Math.round(knots * 0.514444 * 10) / 10;
}

/** Feet to metres, whole metres. */
export function feetToMetres(feet: number): number {
  return Math.round(feet * 0.3048);
}
