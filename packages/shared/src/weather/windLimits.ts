import { z } from 'zod';
import type { JumperType, License, MemberRole } from '../enums';
import { decimalBetween } from '../validation';
import type { WeatherReading } from './weather.schemas';

/** The groups a club sets wind limits for (issue 34): students, A-licence holders, the other licensed, tandems. */
export const windGroups = ['students', 'aLicence', 'others', 'tandems'] as const;
export type WindGroup = (typeof windGroups)[number];

/** The strongest wind there is a field for, m/s: anything above is a typing slip. */
export const WIND_LIMIT_MAX_MS = 40;

/** A limit in m/s with one decimal at most; null: no limit of that kind. */
const limitMs = decimalBetween(0, WIND_LIMIT_MAX_MS, 1).nullable();

/** One group's limits: the mean wind and the gust, each optional. */
export const windLimit = z.object({ meanMs: limitMs.default(null), gustMs: limitMs.default(null) });
export type WindLimit = z.infer<typeof windLimit>;

export const windLimits = z.object({
  students: windLimit.default({ meanMs: null, gustMs: null }),
  aLicence: windLimit.default({ meanMs: null, gustMs: null }),
  others: windLimit.default({ meanMs: null, gustMs: null }),
  tandems: windLimit.default({ meanMs: null, gustMs: null }),
});
export type WindLimits = z.infer<typeof windLimits>;

export const NO_WIND_LIMITS: WindLimits = {
  students: { meanMs: null, gustMs: null },
  aLicence: { meanMs: null, gustMs: null },
  others: { meanMs: null, gustMs: null },
  tandems: { meanMs: null, gustMs: null },
};

/**
 * The group whose limit a jumper on a load jumps under: a tandem's passenger the tandems', a student jump or a
 * student member the students', an A licence the A-licence holders', everyone else (instructors, video, the
 * licensed) the others'.
 */
export function windGroupOf(jumper: { type: JumperType; license: License; role: MemberRole }): WindGroup {
  if (jumper.type === 'tandem' || jumper.role === 'student-tandem') {
    return 'tandems';
  }
  if (jumper.type === 'instructor' || jumper.type === 'video') {
    return 'others';
  }
  if (jumper.type === 'student' || jumper.role === 'student-sl' || jumper.role === 'student-aff') {
    return 'students';
  }
  return jumper.license === 'A' ? 'aLicence' : 'others';
}

/** A group's limit the reading is over: the gust when it is over its limit, else the mean. */
export const windExceedance = z.object({
  group: z.enum(windGroups),
  measure: z.enum(['mean', 'gust']),
  valueMs: z.number(),
  limitMs: z.number(),
});
export type WindExceedance = z.infer<typeof windExceedance>;

/** A reading older than this decides nothing (METARs come every 30 minutes; FMI every 10). */
export const WEATHER_DECIDES_MS = 90 * 60_000;

/** The newest of the readings (METAR, station), or null when none is recent enough to decide anything. */
export function decidingReading(
  readings: readonly (WeatherReading | null)[],
  now: Date,
): WeatherReading | null {
  let best: WeatherReading | null = null;
  for (const r of readings) {
    if (r && r.windMeanMs !== null && now.getTime() - Date.parse(r.observedAt) <= WEATHER_DECIDES_MS) {
      if (!best || Date.parse(r.observedAt) > Date.parse(best.observedAt)) {
        best = r;
      }
    }
  }
  return best;
}

/** Each group whose limit the reading is over (in the groups' order), with the measure that is over. */
export function windExceedances(
  reading: Pick<WeatherReading, 'windMeanMs' | 'windGustMs'> | null,
  limits: WindLimits,
): WindExceedance[] {
  if (!reading) {
    return [];
  }
  const out: WindExceedance[] = [];
  for (const group of windGroups) {
    const { meanMs, gustMs } = limits[group];
    if (gustMs !== null && reading.windGustMs !== null && reading.windGustMs > gustMs) {
      out.push({ group, measure: 'gust', valueMs: reading.windGustMs, limitMs: gustMs });
    } else if (meanMs !== null && reading.windMeanMs !== null && reading.windMeanMs > meanMs) {
      out.push({ group, measure: 'mean', valueMs: reading.windMeanMs, limitMs: meanMs });
    }
  }
  return out;
}

/** A jumper being added whose group the wind is over (the add asks first; the audit keeps the override). */
export interface WindProblem {
  memberId: string;
  exceedance: WindExceedance;
}

/** The jumpers whose group's limit is exceeded, from the slots being added and their members. */
export function windProblems(
  slots: readonly { memberId: string; type: JumperType }[],
  members: readonly { id: string; license: License; role: MemberRole }[],
  exceedances: readonly WindExceedance[],
): WindProblem[] {
  if (exceedances.length === 0) {
    return [];
  }
  const byId = new Map(members.map((m) => [m.id, m]));
  return slots.flatMap((slot) => {
    const member = byId.get(slot.memberId);
    if (!member) {
      return [];
    }
    const group = windGroupOf({ type: slot.type, license: member.license, role: member.role });
    const exceedance = exceedances.find((e) => e.group === group);
    return exceedance ? [{ memberId: slot.memberId, exceedance }] : [];
  });
}
