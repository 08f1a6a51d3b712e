import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMetar } from './metar';
import { knotsToMs, type WeatherReading } from './weather.schemas';

const NOW = new Date('2025-03-14T12:00:00Z');

/** What a reading holds when the METAR gives nothing: each row lists only what its METAR does give. */
const NOTHING = {
  source: 'metar',
  windDirection: null,
  windVariableFrom: null,
  windVariableTo: null,
  windMeanMs: null,
  windGustMs: null,
  visibilityM: null,
  cloudBaseM: null,
  cloudCover: null,
  cavok: false,
  temperatureC: null,
} as const;

const rows: [string, Partial<WeatherReading>][] = [
  [
    'METAR EFUT 141150Z 23015G25KT 200V260 9999 FEW015 SCT030CB BKN045TCU 08/M01 Q1012 NOSIG=',
    {
      station: 'EFUT',
      observedAt: '2025-03-14T11:50:00.000Z',
      windDirection: 230,
      windVariableFrom: 200,
      windVariableTo: 260,
      windMeanMs: 7.7,
      windGustMs: 12.9,
      visibilityM: 10_000,
      cloudBaseM: 457,
      cloudCover: 'FEW',
      temperatureC: 8,
    },
  ],
  [
    'EFHK 141150Z 00000KT CAVOK 06/M04 Q1025 NOSIG',
    {
      station: 'EFHK',
      observedAt: '2025-03-14T11:50:00.000Z',
      windMeanMs: 0,
      visibilityM: 10_000,
      cavok: true,
      temperatureC: 6,
    },
  ],
  [
    'METAR EFJY 141150Z VRB03KT 9999 SCT040 04/M06 Q1021=',
    {
      station: 'EFJY',
      observedAt: '2025-03-14T11:50:00.000Z',
      windMeanMs: 1.5,
      visibilityM: 10_000,
      cloudBaseM: 1219,
      cloudCover: 'SCT',
      temperatureC: 4,
    },
  ],
  [
    'METAR EFTU 141120Z AUTO 19008KT 9999 NCD 05/M02 Q1013=',
    {
      station: 'EFTU',
      observedAt: '2025-03-14T11:20:00.000Z',
      windDirection: 190,
      windMeanMs: 4.1,
      visibilityM: 10_000,
      temperatureC: 5,
    },
  ],
  [
    'METAR EFOU 140550Z 01004KT 0800 R12/1000N FG VV001 M02/M05 Q1021=',
    {
      station: 'EFOU',
      observedAt: '2025-03-14T05:50:00.000Z',
      windDirection: 10,
      windMeanMs: 2.1,
      visibilityM: 800,
      cloudBaseM: 30,
      cloudCover: 'VV',
      temperatureC: -2,
    },
  ],
  [
    // a directional minimum after the prevailing visibility is not the visibility
    'SPECI EFHK 141137Z 27012G20MPS 6000 4000SW -SHSN BKN012 M01/M04 Q1004=',
    {
      station: 'EFHK',
      observedAt: '2025-03-14T11:37:00.000Z',
      windDirection: 270,
      windMeanMs: 12,
      windGustMs: 20,
      visibilityM: 6000,
      cloudBaseM: 366,
      cloudCover: 'BKN',
      temperatureC: -1,
    },
  ],
  [
    'KJFK 141151Z 31015G22KT 10SM FEW050 SCT250 08/M06 A3002 RMK AO2 SLP166 T00781061',
    {
      station: 'KJFK',
      observedAt: '2025-03-14T11:51:00.000Z',
      windDirection: 310,
      windMeanMs: 7.7,
      windGustMs: 11.3,
      visibilityM: 10_000,
      cloudBaseM: 1524,
      cloudCover: 'FEW',
      temperatureC: 8,
    },
  ],
  [
    'METAR KJFK 141051Z 04012KT 1/2SM R04R/2400VP6000FT FG OVC002 06/06 A2992 RMK AO2',
    {
      station: 'KJFK',
      observedAt: '2025-03-14T10:51:00.000Z',
      windDirection: 40,
      windMeanMs: 6.2,
      visibilityM: 805,
      cloudBaseM: 61,
      cloudCover: 'OVC',
      temperatureC: 6,
    },
  ],
  [
    'METAR KBOS 140954Z 09018G28KT 1 1/2SM -RA BR BKN008 OVC015 04/03 A2968 RMK AO2',
    {
      station: 'KBOS',
      observedAt: '2025-03-14T09:54:00.000Z',
      windDirection: 90,
      windMeanMs: 9.3,
      windGustMs: 14.4,
      visibilityM: 2414,
      cloudBaseM: 244,
      cloudCover: 'BKN',
      temperatureC: 4,
    },
  ],
  [
    'METAR UUEE 141130Z 24004MPS 9999 BKN020 M03/M07 Q1018 R06L/290050 NOSIG',
    {
      station: 'UUEE',
      observedAt: '2025-03-14T11:30:00.000Z',
      windDirection: 240,
      windMeanMs: 4,
      visibilityM: 10_000,
      cloudBaseM: 610,
      cloudCover: 'BKN',
      temperatureC: -3,
    },
  ],
  [
    'METAR EFKU 141150Z AUTO /////KT 9999 ////// M04/M06 Q1016=',
    {
      station: 'EFKU',
      observedAt: '2025-03-14T11:50:00.000Z',
      visibilityM: 10_000,
      temperatureC: -4,
    },
  ],
  [
    'METAR EFTP 141150Z 16005KT 9999 NSC M00/M03 Q1019=',
    {
      station: 'EFTP',
      observedAt: '2025-03-14T11:50:00.000Z',
      windDirection: 160,
      windMeanMs: 2.6,
      visibilityM: 10_000,
      temperatureC: 0,
    },
  ],
  [
    'METAR EFRO 141150Z 29065GP99KT 0300 +SN VV002 M10/M11 Q0985=',
    {
      station: 'EFRO',
      observedAt: '2025-03-14T11:50:00.000Z',
      windDirection: 290,
      windMeanMs: 33.4,
      windGustMs: 50.9,
      visibilityM: 300,
      cloudBaseM: 61,
      cloudCover: 'VV',
      temperatureC: -10,
    },
  ],
  [
    'METAR KDEN 140953Z 00000KT 10SM SKC M05/M12 A3021 RMK AO2',
    {
      station: 'KDEN',
      observedAt: '2025-03-14T09:53:00.000Z',
      windMeanMs: 0,
      visibilityM: 10_000,
      temperatureC: -5,
    },
  ],
  [
    'METAR KORD 140951Z 20006KT P6SM CLR 02/M04 A3010',
    {
      station: 'KORD',
      observedAt: '2025-03-14T09:51:00.000Z',
      windDirection: 200,
      windMeanMs: 3.1,
      visibilityM: 9656,
      temperatureC: 2,
    },
  ],
  [
    // the trend's low cloud is a forecast, not the sky now
    'METAR EFUT 140950Z 21006KT 170V240 9999 SCT025 BKN060 03/M02 Q1008 TEMPO BKN008=',
    {
      station: 'EFUT',
      observedAt: '2025-03-14T09:50:00.000Z',
      windDirection: 210,
      windVariableFrom: 170,
      windVariableTo: 240,
      windMeanMs: 3.1,
      visibilityM: 10_000,
      cloudBaseM: 762,
      cloudCover: 'SCT',
      temperatureC: 3,
    },
  ],
  [
    'METAR COR EFOU 140920Z 33010KT 300V010 4500 -SN BKN009 M03/M05 Q1007 BECMG 9999=',
    {
      station: 'EFOU',
      observedAt: '2025-03-14T09:20:00.000Z',
      windDirection: 330,
      windVariableFrom: 300,
      windVariableTo: 10,
      windMeanMs: 5.1,
      visibilityM: 4500,
      cloudBaseM: 274,
      cloudCover: 'BKN',
      temperatureC: -3,
    },
  ],
  [
    // an automatic station that sees a layer yet not its height
    'METAR EFHK 141120Z AUTO 34007KT 9999 BKN/// 05/M01 Q1011=',
    {
      station: 'EFHK',
      observedAt: '2025-03-14T11:20:00.000Z',
      windDirection: 340,
      windMeanMs: 3.6,
      visibilityM: 10_000,
      cloudCover: 'BKN',
      temperatureC: 5,
    },
  ],
  [
    'METAR EFJY 141150Z 36005KT 9999 FEW040 05/M03 Q1020 RMK FEW010',
    {
      station: 'EFJY',
      observedAt: '2025-03-14T11:50:00.000Z',
      windDirection: 360,
      windMeanMs: 2.6,
      visibilityM: 10_000,
      cloudBaseM: 1219,
      cloudCover: 'FEW',
      temperatureC: 5,
    },
  ],
];

describe('parseMetar', () => {
  it.each(rows)('%s', (raw, expected) => {
    expect(parseMetar(raw, NOW)).toEqual({ ...NOTHING, raw, ...expected });
  });

  it.each([
    '',
    'hello world',
    'TAF EFUT 140530Z 1406/1415 22010KT 9999 BKN030',
    'METAR EFUT 140950Z NIL=',
    'METAR EFUT 141260Z 21006KT 9999 FEW030 03/M02 Q1008',
    'METAR EFUT 142450Z 21006KT 9999 FEW030 03/M02 Q1008',
    'METAR EFUT 1409Z 21006KT 9999 FEW030 03/M02 Q1008',
    `METAR EFUT 140950Z ${'9999 '.repeat(500)}`,
  ])('cannot read %j', (raw) => {
    expect(parseMetar(raw, NOW)).toBeNull();
  });

  it("reads a day later than today's as last month's", () => {
    const marchFirst = new Date('2025-03-01T00:30:00Z');
    expect(parseMetar('EFUT 282350Z 21006KT 9999 03/M02', marchFirst)?.observedAt).toBe(
      '2025-02-28T23:50:00.000Z',
    );
    expect(parseMetar('EFUT 010020Z 21006KT 9999 03/M02', marchFirst)?.observedAt).toBe(
      '2025-03-01T00:20:00.000Z',
    );
    // February has no 30th
    expect(parseMetar('EFUT 302350Z 21006KT 9999 03/M02', marchFirst)).toBeNull();
    expect(parseMetar('EFUT 312350Z 21006KT 9999 03/M02', new Date('2025-01-01T00:10:00Z'))?.observedAt).toBe(
      '2024-12-31T23:50:00.000Z',
    );
  });

  it('reads any well-formed wind group to the right m/s', () => {
    const direction = fc.integer({ min: 1, max: 36 }).map((d) => d * 10);
    const speed = fc.integer({ min: 0, max: 120 });
    const pad = (n: number, width: number) => String(n).padStart(width, '0');
    fc.assert(
      fc.property(
        fc.oneof(direction, fc.constant('VRB' as const)),
        speed,
        fc.option(fc.integer({ min: 1, max: 40 })),
        fc.constantFrom('KT', 'MPS'),
        (dir, mean, extra, unit) => {
          const gust = extra === null ? null : mean + extra;
          const dirText = typeof dir === 'number' ? pad(dir, 3) : dir;
          const group = `${dirText}${pad(mean, 2)}${gust === null ? '' : `G${pad(gust, 2)}`}${unit}`;
          const reading = parseMetar(`METAR EFUT 141150Z ${group} 9999 FEW020 05/01 Q1010`, NOW);
          const ms = (v: number) => (unit === 'KT' ? knotsToMs(v) : v);
          expect(reading?.windMeanMs).toBe(ms(mean));
          expect(reading?.windGustMs).toBe(gust === null ? null : ms(gust));
          expect(reading?.windDirection).toBe(typeof dir === 'number' && mean > 0 ? dir : null);
          expect(reading?.visibilityM).toBe(10_000);
        },
      ),
    );
  });
});
