import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuelStatus, overweightKg } from './loads.rules';

describe('overweightKg', () => {
  const plane = { weightAvailable: 600, weightWarningThreshold: 150, weightDangerThreshold: 100 };

  it.each([
    // weight, kg too heavy: 600 - weight left for fuel, against the danger threshold of 100
    [400, 0],
    [500, 0],
    [501, 1],
    [545, 45],
    [700, 200],
    [520.5, 20.5],
  ])('a load of %d kg with jumpers is %d kg too heavy', (weight, excess) => {
    expect(overweightKg(plane, weight, 3)).toBe(excess);
  });

  it.each([0, 499, 500, 501, 545, 640])(
    'is above 0 exactly when the fuel level is danger (%d kg)',
    (weight) => {
      expect(overweightKg(plane, weight, 3) > 0).toBe(fuelStatus(plane, weight, 3).level === 'danger');
    },
  );

  it('counts from the plane’s capacity when the plane has no danger threshold', () => {
    const noThreshold = { ...plane, weightDangerThreshold: 0 };
    expect(overweightKg(noThreshold, 600, 5)).toBe(0);
    expect(overweightKg(noThreshold, 645, 5)).toBe(45);
  });
});

describe('a load with no jumpers (issue 27)', () => {
  it.each([
    // plane, the pilot's weight (0: no pilot), weight left for fuel
    [{ weightAvailable: 600, weightWarningThreshold: 150, weightDangerThreshold: 100 }, 0, 600],
    [{ weightAvailable: 600, weightWarningThreshold: 150, weightDangerThreshold: 100 }, 85, 515],
    // thresholds typed as totals (the club's mistake): the pilot alone is under both, still not too heavy
    [{ weightAvailable: 600, weightWarningThreshold: 550, weightDangerThreshold: 580 }, 85, 515],
    // no capacity typed at all
    [{ weightAvailable: 0, weightWarningThreshold: 150, weightDangerThreshold: 100 }, 0, 0],
    // a pilot heavier than the capacity: the plane's figures are wrong, not the load
    [{ weightAvailable: 60, weightWarningThreshold: 0, weightDangerThreshold: 0 }, 85, -25],
  ])(
    'is ok and 0 kg too heavy: %o with a pilot of %d kg leaves %d kg for fuel',
    (plane, pilot, available) => {
      expect(fuelStatus(plane, pilot, 0)).toEqual({ available, level: 'ok' });
      expect(overweightKg(plane, pilot, 0)).toBe(0);
    },
  );

  it('turns to warning or danger with the first jumper', () => {
    const plane = { weightAvailable: 600, weightWarningThreshold: 150, weightDangerThreshold: 100 };
    expect(fuelStatus(plane, 85 + 380, 1).level).toBe('warning');
    expect(fuelStatus(plane, 85 + 430, 1)).toEqual({ available: 85, level: 'danger' });
    expect(overweightKg(plane, 85 + 430, 1)).toBe(15);
  });
});

describe('the fuel level and the excess agree', () => {
  const kg = fc.integer({ min: 0, max: 20_000 });
  // weights have one decimal
  const weight = fc.integer({ min: 0, max: 200_000 }).map((tenths) => tenths / 10);
  const plane = fc.record({ weightAvailable: kg, weightWarningThreshold: kg, weightDangerThreshold: kg });

  it('is too heavy (above 0 kg) exactly when the level is danger', () => {
    fc.assert(
      fc.property(plane, weight, fc.nat(30), (p, w, jumpers) => {
        expect(overweightKg(p, w, jumpers) > 0).toBe(fuelStatus(p, w, jumpers).level === 'danger');
      }),
    );
  });

  it('leaves a load with no jumpers ok and 0 kg too heavy, whatever the plane and the pilot', () => {
    fc.assert(
      fc.property(plane, weight, (p, pilot) => {
        expect(fuelStatus(p, pilot, 0).level).toBe('ok');
        expect(overweightKg(p, pilot, 0)).toBe(0);
      }),
    );
  });
});
