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
  ])('a load of %d kg is %d kg too heavy', (weight, excess) => {
    expect(overweightKg(plane, weight)).toBe(excess);
  });

  it.each([0, 499, 500, 501, 545, 640])(
    'is above 0 exactly when the fuel level is danger (%d kg)',
    (weight) => {
      expect(overweightKg(plane, weight) > 0).toBe(fuelStatus(plane, weight).level === 'danger');
    },
  );

  it('counts from the plane’s capacity when the plane has no danger threshold', () => {
    const noThreshold = { ...plane, weightDangerThreshold: 0 };
    expect(overweightKg(noThreshold, 600)).toBe(0);
    expect(overweightKg(noThreshold, 645)).toBe(45);
  });
});
