import { describe, expect, it } from 'vitest';
import { readReceiverAnswer } from './receiver';

/** A readsb `aircraft.json` at 2025-06-01 12:00:00 UTC: the club's Cessna climbing, one taxiing, a TIS-B track. */
const now = Date.UTC(2025, 5, 1, 12) / 1000;
const aircraftJson = {
  now: now + 0.4,
  messages: 123456,
  aircraft: [
    { hex: '461f2a', alt_baro: 9843, alt_geom: 10100, gs: 98.44, baro_rate: 1200, seen: 0.4, seen_pos: 0.6 },
    { hex: '461F2B', alt_baro: 'ground', gs: 12, seen: 2.4 },
    { hex: '~2a0001', alt_baro: 3500, seen: 1 },
    { hex: '4ca7b1', alt_geom: 1000, geom_rate: -640, seen: 0 },
    { hex: '461f2c', seen: 10 },
    'not an aircraft',
    { alt_baro: 1000 },
  ],
};

describe('receiver aircraft.json', () => {
  it('reads metres, metres per second and knots, skipping non-ICAO addresses', () => {
    expect(readReceiverAnswer(aircraftJson)).toEqual([
      {
        icao: '461f2a',
        altitudeM: 3000,
        onGround: false,
        verticalRateMs: 6.1,
        groundSpeedKt: 98.4,
        seenAt: '2025-06-01T12:00:00.000Z',
      },
      {
        icao: '461f2b',
        altitudeM: 0,
        onGround: true,
        verticalRateMs: null,
        groundSpeedKt: 12,
        seenAt: '2025-06-01T11:59:58.000Z',
      },
      {
        // only the geometric altitude and rate: better than none
        icao: '4ca7b1',
        altitudeM: 305,
        onGround: false,
        verticalRateMs: -3.3,
        groundSpeedKt: null,
        seenAt: '2025-06-01T12:00:00.400Z',
      },
      {
        icao: '461f2c',
        altitudeM: null,
        onGround: false,
        verticalRateMs: null,
        groundSpeedKt: null,
        seenAt: '2025-06-01T11:59:50.400Z',
      },
    ]);
  });

  it("reads old dump1090's altitude and vert_rate", () => {
    const old = { now, aircraft: [{ hex: '461f2a', altitude: 'ground', vert_rate: 0, seen: 0 }] };
    expect(readReceiverAnswer(old)?.[0]).toMatchObject({ altitudeM: 0, onGround: true, verticalRateMs: 0 });
    const flying = { now, aircraft: [{ hex: '461f2a', altitude: 4000, vert_rate: -1500, seen: 0 }] };
    expect(readReceiverAnswer(flying)?.[0]).toMatchObject({ altitudeM: 1219, verticalRateMs: -7.6 });
  });

  it('stands in the given time for an answer without now', () => {
    const answer = { aircraft: [{ hex: '461f2a', alt_baro: 1000, seen: 5 }] };
    expect(readReceiverAnswer(answer, new Date(now * 1000))?.[0]?.seenAt).toBe('2025-06-01T11:59:55.000Z');
    expect(readReceiverAnswer(answer)).toBeNull();
  });

  it('is null for answers of another shape', () => {
    expect(readReceiverAnswer(null)).toBeNull();
    expect(readReceiverAnswer('aircraft')).toBeNull();
    expect(readReceiverAnswer({ now, aircraft: {} })).toBeNull();
    expect(readReceiverAnswer({ time: now, states: [] })).toBeNull();
    expect(readReceiverAnswer({ now, aircraft: [] })).toEqual([]);
  });
});
