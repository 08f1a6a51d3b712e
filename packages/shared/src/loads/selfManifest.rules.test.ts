import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../money';
import {
  cutoffPassed,
  type EligibilityInput,
  selfLeaveReasons,
  selfManifestEligibility,
  staffWarnings,
} from './selfManifest.rules';

const helsinki = { cutoffMinutes: 15, creditLimitCents: cents(0), timeZone: 'Europe/Helsinki' };
// 2026-06-01 11:00 in Helsinki (summer time, UTC+3)
const now = new Date('2026-06-01T08:00:00Z');

const eligible: EligibilityInput = {
  jumper: { role: 'jumper', license: 'B', balanceCents: cents(1000), waiver: 'valid' },
  load: { state: 'open', date: '2026-06-01', estimatedTakeoff: '12:00', slotsLeft: 3 },
  onLoad: false,
  settings: helsinki,
  now,
};

function withChange(change: {
  jumper?: Partial<EligibilityInput['jumper']>;
  load?: Partial<EligibilityInput['load']>;
  onLoad?: boolean;
  settings?: Partial<EligibilityInput['settings']>;
}): EligibilityInput {
  return {
    ...eligible,
    jumper: { ...eligible.jumper, ...change.jumper },
    load: { ...eligible.load, ...change.load },
    onLoad: change.onLoad ?? false,
    settings: { ...eligible.settings, ...change.settings },
  };
}

describe('selfManifestEligibility', () => {
  it('lets a licensed jumper with a waiver and money onto an open load of today with slots', () => {
    expect(selfManifestEligibility(eligible)).toEqual({ reasons: [], waiverCheckSkipped: false });
  });

  it.each([
    ['no approved waiver', { jumper: { waiver: 'missing' } }, ['waiverMissing']],
    ['in debt with no credit', { jumper: { balanceCents: cents(-1) } }, ['balanceBelowCreditLimit']],
    ['an AFF student', { jumper: { role: 'student-aff' } }, ['staffOnly']],
    ['a static-line student', { jumper: { role: 'student-sl' } }, ['staffOnly']],
    ['a tandem passenger', { jumper: { role: 'student-tandem' } }, ['staffOnly']],
    ['a jumper without a licence', { jumper: { license: '' } }, ['noLicence']],
    ['a flying load', { load: { state: 'flying' } }, ['loadNotOpen']],
    ['a landed load', { load: { state: 'landed' } }, ['loadNotOpen']],
    ["tomorrow's load", { load: { date: '2026-06-02' } }, ['loadNotOpen']],
    ["yesterday's load", { load: { date: '2026-05-31' } }, ['loadNotOpen']],
    ['past the cut-off', { load: { estimatedTakeoff: '11:15' } }, ['cutoffPassed']],
    ['on the load already', { onLoad: true }, ['alreadyOnLoad']],
    ['a full load', { load: { slotsLeft: 0 } }, ['loadFull']],
    ['an overbooked load', { load: { slotsLeft: -2 } }, ['loadFull']],
    [
      'everything at once, in order',
      {
        jumper: { waiver: 'missing', balanceCents: cents(-5000), license: '' },
        load: { estimatedTakeoff: '11:00', slotsLeft: 0 },
      },
      ['waiverMissing', 'balanceBelowCreditLimit', 'noLicence', 'cutoffPassed', 'loadFull'],
    ],
  ] as const)('refuses %s', (_, change, reasons) => {
    expect(selfManifestEligibility(withChange(change)).reasons).toEqual(reasons);
  });

  it('skips the waiver check while the club has no waivers, and says so', () => {
    expect(selfManifestEligibility(withChange({ jumper: { waiver: 'notRequired' } }))).toEqual({
      reasons: [],
      waiverCheckSkipped: true,
    });
  });

  it('lets a jumper onto a plane without a slot count', () => {
    expect(selfManifestEligibility(withChange({ load: { slotsLeft: null } })).reasons).toEqual([]);
  });

  it.each([
    [0, 0, true],
    [0, -1, false],
    [5000, -5000, true],
    [5000, -5001, false],
    [5000, 0, true],
  ])('credit limit %i cents, balance %i cents: eligible %s', (limit, balance, ok) => {
    const input = withChange({
      jumper: { balanceCents: cents(balance) },
      settings: { creditLimitCents: cents(limit) },
    });
    expect(selfManifestEligibility(input).reasons).toEqual(ok ? [] : ['balanceBelowCreditLimit']);
  });

  it('refuses on balance exactly when the balance is below minus the credit limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: -2_000_000, max: 2_000_000 }),
        (limit, balance) => {
          const reasons = staffWarnings(
            { waiver: 'valid', balanceCents: cents(balance) },
            { creditLimitCents: cents(limit) },
          );
          expect(reasons.includes('balanceBelowCreditLimit')).toBe(balance < -limit);
        },
      ),
    );
  });
});

describe('cutoffPassed in the club time zone', () => {
  const load = (date: string, estimatedTakeoff: string | null = '10:00') => ({ date, estimatedTakeoff });
  it.each([
    // winter time, UTC+2: 10:00 is 08:00Z, the cut-off 09:45 is 07:45Z
    ['2026-03-28', '2026-03-28T07:44:59Z', false],
    ['2026-03-28', '2026-03-28T07:45:00Z', true],
    // the spring change (29.3. 03:00 → 04:00), UTC+3 from then: the cut-off 09:45 is 06:45Z
    ['2026-03-29', '2026-03-29T06:44:59Z', false],
    ['2026-03-29', '2026-03-29T06:45:00Z', true],
    // the autumn change (25.10. 04:00 → 03:00), UTC+2 again: the cut-off is 07:45Z
    ['2026-10-25', '2026-10-25T07:44:00Z', false],
    ['2026-10-25', '2026-10-25T07:45:00Z', true],
    // a load of tomorrow is not past its cut-off; one of yesterday is
    ['2026-06-02', '2026-06-01T20:00:00Z', false],
    ['2026-05-31', '2026-06-01T05:00:00Z', true],
  ])('a 10:00 load of %s at %s: passed %s', (date, at, passed) => {
    expect(cutoffPassed(load(date), new Date(at), helsinki)).toBe(passed);
  });

  it('reads the wall clock of the club, not of UTC or the server', () => {
    const newYork = { cutoffMinutes: 30, timeZone: 'America/New_York' };
    // 2026-06-01 09:29 in New York (UTC-4) is 13:29Z; the 10:00 load closes at 09:30
    expect(cutoffPassed(load('2026-06-01'), new Date('2026-06-01T13:29:00Z'), newYork)).toBe(false);
    expect(cutoffPassed(load('2026-06-01'), new Date('2026-06-01T13:30:00Z'), newYork)).toBe(true);
  });

  it('has no cut-off for a load without an estimated takeoff', () => {
    expect(cutoffPassed(load('2026-06-01', null), new Date('2026-06-01T20:00:00Z'), helsinki)).toBe(false);
  });

  it('with a cut-off of 0 closes at the estimated takeoff itself', () => {
    const settings = { ...helsinki, cutoffMinutes: 0 };
    expect(cutoffPassed(load('2026-06-01'), new Date('2026-06-01T06:59:00Z'), settings)).toBe(false);
    expect(cutoffPassed(load('2026-06-01'), new Date('2026-06-01T07:00:00Z'), settings)).toBe(true);
  });
});

describe('selfLeaveReasons', () => {
  const base = {
    load: { state: 'open', date: '2026-06-01', estimatedTakeoff: '12:00' },
    row: { groupRole: 'single' },
    settings: helsinki,
    now,
  } as const;
  it.each([
    ['alone on an open load before the cut-off', {}, []],
    ['not on the load', { row: null }, ['notOnLoad']],
    ['a student in a group', { row: { groupRole: 'student' } }, ['inGroup']],
    ['a flying load', { load: { ...base.load, state: 'flying' } }, ['loadNotOpen']],
    ['past the cut-off', { load: { ...base.load, estimatedTakeoff: '11:10' } }, ['cutoffPassed']],
  ] as const)('%s', (_, change, reasons) => {
    expect(selfLeaveReasons({ ...base, ...change })).toEqual(reasons);
  });
});
