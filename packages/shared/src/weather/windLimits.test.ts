import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JumperType, License, MemberRole } from '../enums';
import type { WeatherReading } from './weather.schemas';
import {
  decidingReading,
  NO_WIND_LIMITS,
  type WindGroup,
  windExceedances,
  windGroupOf,
  windLimits,
  windProblems,
} from './windLimits';

const limits = {
  students: { meanMs: 6, gustMs: 8 },
  aLicence: { meanMs: 7, gustMs: 10 },
  others: { meanMs: 11, gustMs: null },
  tandems: { meanMs: null, gustMs: 9 },
};

function reading(over: Partial<WeatherReading> = {}): WeatherReading {
  return {
    source: 'metar',
    station: 'EFUT',
    observedAt: '2026-06-13T08:50:00.000Z',
    windDirection: 240,
    windVariableFrom: null,
    windVariableTo: null,
    windMeanMs: 5,
    windGustMs: null,
    visibilityM: 10000,
    cloudBaseM: null,
    cloudCover: null,
    cavok: true,
    temperatureC: 12,
    raw: null,
    ...over,
  };
}

describe('windGroupOf', () => {
  const cases: [JumperType, License, MemberRole, WindGroup][] = [
    ['tandem', '', 'student-tandem', 'tandems'],
    ['normal', '', 'student-tandem', 'tandems'],
    ['instructor', 'D', 'jumper', 'others'],
    ['video', 'C', 'jumper', 'others'],
    ['student', '', 'student-aff', 'students'],
    ['normal', '', 'student-sl', 'students'],
    ['normal', 'A', 'jumper', 'aLicence'],
    ['normal', 'B', 'jumper', 'others'],
    ['normal', '', 'jumper', 'others'],
  ];
  it.each(cases)(
    'a %s jump with licence "%s" as %s jumps under the %s limit',
    (type, license, role, group) => {
      expect(windGroupOf({ type, license, role })).toBe(group);
    },
  );
});

describe('windExceedances', () => {
  const cases: [string, Partial<WeatherReading>, [WindGroup, 'mean' | 'gust'][]][] = [
    ['calm', { windMeanMs: 0 }, []],
    ['5 m/s', { windMeanMs: 5 }, []],
    ['mean 6.5', { windMeanMs: 6.5 }, [['students', 'mean']]],
    ['mean 6 is not over 6', { windMeanMs: 6 }, []],
    [
      'gust 9.5',
      { windMeanMs: 5, windGustMs: 9.5 },
      [
        ['students', 'gust'],
        ['tandems', 'gust'],
      ],
    ],
    [
      'mean 8, gust 11',
      { windMeanMs: 8, windGustMs: 11 },
      [
        ['students', 'gust'],
        ['aLicence', 'gust'],
        ['tandems', 'gust'],
      ],
    ],
    [
      'mean 12',
      { windMeanMs: 12 },
      [
        ['students', 'mean'],
        ['aLicence', 'mean'],
        ['others', 'mean'],
      ],
    ],
  ];
  it.each(cases)('%s', (_, over, expected) => {
    expect(windExceedances(reading(over), limits).map((e) => [e.group, e.measure])).toEqual(expected);
  });

  it('says nothing without a reading or without limits', () => {
    expect(windExceedances(null, limits)).toEqual([]);
    expect(windExceedances(reading({ windMeanMs: 30, windGustMs: 40 }), NO_WIND_LIMITS)).toEqual([]);
  });

  it('names a group exactly when its measure is over its limit (property)', () => {
    const ms = fc.integer({ min: 0, max: 400 }).map((n) => n / 10);
    fc.assert(
      fc.property(ms, fc.option(ms, { nil: null }), ms, ms, (mean, gust, meanLimit, gustLimit) => {
        const l = { ...NO_WIND_LIMITS, students: { meanMs: meanLimit, gustMs: gustLimit } };
        const over = windExceedances(reading({ windMeanMs: mean, windGustMs: gust }), l);
        const expected = (gust !== null && gust > gustLimit) || mean > meanLimit;
        expect(over.length).toBe(expected ? 1 : 0);
        for (const e of over) {
          expect(e.valueMs).toBeGreaterThan(e.limitMs);
        }
      }),
    );
  });
});

describe('decidingReading', () => {
  const now = new Date('2026-06-13T09:00:00Z');
  it('takes the newer of the METAR and the station', () => {
    const metar = reading({ observedAt: '2026-06-13T08:50:00Z' });
    const station = reading({ source: 'fmi', station: '101191', observedAt: '2026-06-13T08:55:00Z' });
    expect(decidingReading([metar, station], now)).toBe(station);
    expect(decidingReading([metar, null], now)).toBe(metar);
  });
  it('decides nothing with readings older than 90 minutes or without a wind', () => {
    expect(decidingReading([reading({ observedAt: '2026-06-13T07:29:00Z' })], now)).toBeNull();
    expect(decidingReading([reading({ windMeanMs: null })], now)).toBeNull();
  });
});

describe('windProblems', () => {
  it('names the jumpers being added whose group is over its limit', () => {
    const members = [
      { id: 'a', license: 'A' as const, role: 'jumper' as const },
      { id: 'c', license: 'C' as const, role: 'jumper' as const },
      { id: 's', license: '' as const, role: 'student-aff' as const },
    ];
    const over = windExceedances(reading({ windMeanMs: 6.5 }), limits);
    const slots = [
      { memberId: 'a', type: 'normal' as const },
      { memberId: 'c', type: 'normal' as const },
      { memberId: 's', type: 'student' as const },
    ];
    expect(windProblems(slots, members, over).map((p) => p.memberId)).toEqual(['s']);
    expect(windProblems(slots, members, [])).toEqual([]);
  });
});

describe('windLimits schema', () => {
  it('takes m/s with one decimal between 0 and 40, and null for none', () => {
    expect(windLimits.safeParse(limits).success).toBe(true);
    expect(windLimits.parse({})).toEqual(NO_WIND_LIMITS);
    expect(windLimits.safeParse({ ...limits, students: { meanMs: 6.25, gustMs: 8 } }).success).toBe(false);
    expect(windLimits.safeParse({ ...limits, students: { meanMs: -1, gustMs: 8 } }).success).toBe(false);
    expect(windLimits.safeParse({ ...limits, students: { meanMs: 6, gustMs: 41 } }).success).toBe(false);
  });
});
