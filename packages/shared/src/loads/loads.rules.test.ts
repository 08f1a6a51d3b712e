import { describe, expect, it } from 'vitest';
import type { DomainError } from '../errors';
import { cents } from '../money';
import {
  assertCanEditLoad,
  assertCanLand,
  assertCanReopen,
  assertFlightTime,
  assertGroupMembers,
  canBeTandemPassenger,
  canBeVideoFlyer,
  canUseMinutePricing,
  flightMinutes,
  flightTimeProblem,
  fuelStatus,
  type GroupMember,
  hasInstructorRating,
  isStudentRole,
  jumperPrice,
  jumperWeight,
  loadWeight,
  minutePriceShare,
  minutesBetween,
  type PricedJumper,
  priceLoad,
  seatsTaken,
  slotsLeft,
  slotsOverBy,
  tandemPriceInfo,
  timesOnLanding,
  timesOnTakeoff,
} from './loads.rules';

const fun: PricedJumper = {
  groupRole: 'single',
  didNotJump: false,
  ownGear: true,
  gearRentalCents: null,
  priceOverrideCents: null,
  isClubMember: false,
};
const line = { priceCents: cents(3200), priceForMembersCents: cents(2900) };

describe('jumperPrice', () => {
  it.each([
    ['a fun jumper with own gear', fun, 3200],
    ['a club member (member price)', { ...fun, isClubMember: true }, 2900],
    [
      'a club member on a line without member price',
      { ...fun, isClubMember: true, line: { priceCents: cents(3200), priceForMembersCents: null } },
      3200,
    ],
    ['without own gear: default gear rent', { ...fun, ownGear: false }, 3200 + 1500],
    [
      'without own gear: own gear rent',
      { ...fun, ownGear: false, gearRentalCents: cents(1000) },
      3200 + 1000,
    ],
    ['did not jump', { ...fun, didNotJump: true }, 0],
    ['an override', { ...fun, priceOverrideCents: cents(500) }, 500],
    ['an instructor with students', { ...fun, groupRole: 'instructor' as const }, 0],
    ['a tandem instructor', { ...fun, groupRole: 'tandemInstructor' as const }, 0],
    ['a tandem video flyer', { ...fun, groupRole: 'videoFlyer' as const }, 0],
    ['a student', { ...fun, groupRole: 'student' as const }, 3200],
  ])('%s', (_name, j, expected) => {
    const { line: l, ...jumper } = j as PricedJumper & { line?: typeof line };
    expect(jumperPrice(jumper, l ?? line, cents(1500))).toBe(expected);
  });
});

describe('minute price', () => {
  it.each([
    [1250, 20, 3, false, 8334],
    [1250, 20, 3, true, 8400],
    [1000, 15, 3, true, 5000],
    [1000, 0, 3, true, 0],
    [1000, 15, 0, true, 0],
  ])('%i c/min × %i min ÷ %i (round up %s) = %i', (price, minutes, paying, roundUp, share) => {
    expect(minutePriceShare(cents(price), minutes, paying, roundUp)).toBe(share);
  });

  it('is not allowed with students or tandems', () => {
    expect(canUseMinutePricing(['single', 'single'])).toBe(true);
    expect(canUseMinutePricing(['single', 'student'])).toBe(false);
    expect(canUseMinutePricing(['tandemInstructor', 'passenger'])).toBe(false);
  });

  it('prices a whole load by minutes, the override still winning', () => {
    const jumpers = [
      { ...fun, id: 'a', altitude: 4000 },
      { ...fun, id: 'b', altitude: 4000, priceOverrideCents: cents(0) },
      { ...fun, id: 'c', altitude: 4000, didNotJump: true },
    ];
    const prices = priceLoad({
      jumpers,
      lines: new Map([[4000, line]]),
      defaultGearRentCents: cents(0),
      minute: { minutePriceCents: cents(1000), flightMinutes: 15, roundUp: false },
    });
    expect(Object.fromEntries(prices)).toEqual({ a: 7500, b: 0, c: 0 });
  });
});

describe('times and weights', () => {
  it.each([
    ['13:00', '13:25', 25],
    ['23:50', '00:10', 20],
    [null, '13:00', null],
  ])('%s → %s = %s min', (from, to, minutes) => {
    expect(minutesBetween(from, to)).toBe(minutes);
  });

  it('uses land − takeoff, else the entered flight time', () => {
    expect(flightMinutes({ takeoff: '12:00', land: '12:18', flightTime: 30 })).toBe(18);
    expect(flightMinutes({ takeoff: null, land: null, flightTime: 30 })).toBe(30);
  });

  it('sums the pilot and jumpers, tandem exit weights for tandems', () => {
    const w = loadWeight({ exitWeight: 80, pilotExitWeight: 85 }, [
      { exitWeight: 90, groupRole: 'single' },
      { exitWeight: 95, tandemExitWeight: 110, groupRole: 'tandemInstructor' },
      { exitWeight: 70, tandemExitWeight: 75, groupRole: 'passenger' },
      { exitWeight: null, groupRole: 'single' },
    ]);
    expect(w).toBe(85 + 90 + 110 + 75);
  });

  it.each([
    [{ exitWeight: 90, tandemExitWeight: 110, groupRole: 'single' }, 90],
    [{ exitWeight: 95, tandemExitWeight: 110, groupRole: 'tandemInstructor' }, 110],
    [{ exitWeight: 95, tandemExitWeight: null, groupRole: 'tandemInstructor' }, 95],
    [{ exitWeight: 70, tandemExitWeight: 75, groupRole: 'passenger' }, 75],
    [{ exitWeight: 80, tandemExitWeight: 99, groupRole: 'videoFlyer' }, 80],
    [{ exitWeight: null, groupRole: 'single' }, null],
  ] as const)('counts %o as %s kg, the way the load total does', (jumper, kg) => {
    expect(jumperWeight(jumper)).toBe(kg);
    expect(loadWeight(null, [jumper])).toBe(kg ?? 0);
  });

  it.each([
    [400, 300, 'ok'],
    [560, 140, 'warning'],
    [550, 150, 'ok'],
    [601, 99, 'danger'],
    [750, -50, 'danger'],
  ] as const)('%i kg on board with jumpers leaves %i kg for fuel: %s', (weight, available, level) => {
    const plane = { weightAvailable: 700, weightWarningThreshold: 150, weightDangerThreshold: 100 };
    expect(fuelStatus(plane, weight, 4)).toEqual({ available, level });
  });
});

describe('load state rules', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const today = '2026-06-01';
  const base = { date: today, state: 'open' as const, createdAt: new Date('2026-06-01T08:00:00Z') };

  it('lets anyone edit today, only admins past days', () => {
    expect(() =>
      assertCanEditLoad({ load: base, editsPastDays: false, today, now }, { onlyTimes: false }),
    ).not.toThrow();
    expect(() =>
      assertCanEditLoad(
        { load: { ...base, date: '2026-05-31' }, editsPastDays: false, today, now },
        { onlyTimes: false },
      ),
    ).toThrow('You cannot edit past days loads');
    expect(() =>
      assertCanEditLoad(
        { load: { ...base, date: '2026-05-31' }, editsPastDays: true, today, now },
        { onlyTimes: false },
      ),
    ).not.toThrow();
  });

  it('allows only time corrections on a landed load, within 48 hours', () => {
    const landed = { ...base, state: 'landed' as const };
    expect(() =>
      assertCanEditLoad({ load: landed, editsPastDays: true, today, now }, { onlyTimes: true }),
    ).not.toThrow();
    // the comment or the notes of a landed load: the load is landed, whatever its age
    expect(() =>
      assertCanEditLoad({ load: landed, editsPastDays: true, today, now }, { onlyTimes: false }),
    ).toThrow('Load is already landed');
    const late = new Date('2026-06-03T08:00:01Z');
    expect(() =>
      assertCanEditLoad(
        { load: landed, editsPastDays: true, today: '2026-06-03', now: late },
        { onlyTimes: true },
      ),
    ).toThrow(/48 hours/);
  });

  it('lands with a pilot or jumpers, once; reopens only a landed load', () => {
    expect(() => assertCanLand({ state: 'open', pilotId: null }, 0)).toThrow(
      'Cannot land without pilot or jumpers',
    );
    expect(() => assertCanLand({ state: 'open', pilotId: 'p' }, 0)).not.toThrow();
    expect(() => assertCanLand({ state: 'flying', pilotId: null }, 2)).not.toThrow();
    expect(() => assertCanLand({ state: 'landed', pilotId: 'p' }, 2)).toThrow('Load is already landed');
    expect(() => assertCanReopen({ state: 'open' })).toThrow('Load is already open');
    expect(() => assertCanReopen({ state: 'landed' })).not.toThrow();
  });
});

describe('flight time from takeoff and landing', () => {
  it('accepts a flight up to 600 minutes, also over midnight', () => {
    expect(() => assertFlightTime({ takeoff: '13:57', land: '14:20' })).not.toThrow();
    expect(() => assertFlightTime({ takeoff: '23:50', land: '00:10' })).not.toThrow();
    expect(() => assertFlightTime({ takeoff: null, land: '10:00' })).not.toThrow();
  });

  it.each([
    // [takeoff, land, problem, flight minutes as the load shows them]
    ['13:57', '14:20', null, 23],
    ['12:00', '12:00', null, 0],
    ['08:00', '18:00', null, 600],
    ['08:00', '18:01', 'tooLong', 601],
    ['14:00', '13:50', 'landBeforeTakeoff', 1430],
    ['13:00', '12:58', 'landBeforeTakeoff', 1438],
    ['12:00', '01:00', 'landBeforeTakeoff', 780],
    // a night load over midnight: at most NIGHT_FLIGHT_MINUTES_MAX (180) minutes
    ['23:50', '00:10', null, 20],
    ['22:30', '01:30', null, 180],
    ['22:30', '01:31', 'landBeforeTakeoff', 181],
    ['21:00', '00:00', null, 180],
    ['20:59', '00:00', 'landBeforeTakeoff', 181],
    [null, '10:00', null, null],
    ['10:00', null, null, null],
  ] as const)('takeoff %s, landing %s: %s', (takeoff, land, problem, minutes) => {
    expect(flightTimeProblem({ takeoff, land })).toBe(problem);
    expect(flightMinutes({ takeoff, land, flightTime: null })).toBe(minutes);
  });

  it('refuses a landing before the takeoff as the field’s "Invalid time", naming the field it is given', () => {
    const refusal = (fn: () => void) => {
      try {
        fn();
      } catch (e) {
        return e as DomainError;
      }
      throw new Error('not refused');
    };
    const land = refusal(() => assertFlightTime({ takeoff: '14:00', land: '13:50' }));
    expect(land.code).toBe('invalidFields');
    expect(land.validationMessage).toEqual(['land: Invalid time']);
    expect(land.validationErrors).toEqual([
      { field: 'land', fieldLocale: 'fields.land', locale: 'validation.time' },
    ]);
    const bulk = refusal(() =>
      assertFlightTime({ takeoff: '14:00', land: '13:50' }, ['loads', 1, 'takeoff']),
    );
    expect(bulk.validationErrors).toEqual([
      { field: 'loads.1.takeoff', fieldLocale: 'fields.takeoff', locale: 'validation.time' },
    ]);
    expect(() => assertFlightTime({ takeoff: '08:00', land: '18:30' })).toThrow('Invalid flight time');
  });
});

describe('times the takeoff and landing buttons record', () => {
  const times = (takeoff: string | null, land: string | null, flightTime: number | null = null) => ({
    takeoff,
    land,
    flightTime,
  });

  it.each([
    // [takeoff, land, entered flight time, the clock, what setting it flying records]
    [null, null, null, '12:05', { takeoff: '12:05' }],
    ['11:58', null, null, '12:05', {}],
    // a landing typed beforehand: recorded only when the flight it makes is right
    [null, '12:20', null, '12:05', { takeoff: '12:05' }],
    [null, '11:50', null, '12:05', {}],
    // an entered flight time stays what the load is charged by
    [null, null, 15, '12:05', { takeoff: '12:05' }],
    [null, '12:20', 15, '12:05', {}],
  ] as const)(
    'flying with takeoff %s, landing %s, flight time %s at %s: %o',
    (takeoff, land, flightTime, clock, recorded) => {
      expect(timesOnTakeoff(times(takeoff, land, flightTime), clock)).toEqual(recorded);
    },
  );

  it.each([
    // [takeoff, land, entered flight time, the clock, what landing records]
    ['12:05', null, null, '12:23', { land: '12:23' }],
    [null, null, null, '12:23', { land: '12:23' }],
    ['12:05', '12:20', null, '12:23', {}],
    // a night load lands after midnight
    ['23:40', null, null, '00:15', { land: '00:15' }],
    // a takeoff typed in the future keeps the landing empty rather than making the flight wrong
    ['12:30', null, null, '12:23', {}],
    // a flight longer than the longest flight: the landing is left to type
    ['08:00', null, null, '18:01', {}],
    // an entered flight time stays what the load is charged by, unless there is no takeoff to pair with
    ['12:05', null, 15, '12:23', {}],
    [null, null, 15, '12:23', { land: '12:23' }],
  ] as const)(
    'landing with takeoff %s, landing %s, flight time %s at %s: %o',
    (takeoff, land, flightTime, clock, recorded) => {
      expect(timesOnLanding(times(takeoff, land, flightTime), clock)).toEqual(recorded);
    },
  );

  it('gives the flight minutes of the recorded times', () => {
    const flying = { ...times(null, null), ...timesOnTakeoff(times(null, null), '12:05') };
    const landed = { ...flying, ...timesOnLanding(flying, '12:23') };
    expect(flightMinutes(landed)).toBe(18);
  });
});

describe('slots', () => {
  it('counts the seats of everyone but did-not-jump, and the slots left of a plane with a slot count', () => {
    const j = (didNotJump = false) => ({ didNotJump });
    expect(seatsTaken([j(), j(), j(true)])).toBe(2);
    expect(slotsLeft(5, 2)).toBe(3);
    expect(slotsLeft(5, 6)).toBe(-1);
    expect(slotsLeft(0, 2)).toBeNull();
    expect(slotsLeft(null, 2)).toBeNull();
  });

  it.each([
    [5, 3, 2, 0],
    [5, 3, 3, 1],
    [5, 6, 1, 2],
    [5, 6, 0, 1],
    [5, 0, 0, 0],
    [0, 40, 10, 0],
    [null, 40, 10, 0],
    [undefined, 40, 10, 0],
  ] as const)(
    'a plane of %s slots with %s taken and %s more is over them by %s',
    (slots, taken, adding, over) => {
      expect(slotsOverBy(slots, taken, adding)).toBe(over);
    },
  );
});

describe('who may be what in a group', () => {
  const m = (over: Partial<GroupMember> = {}): GroupMember => ({
    role: 'jumper',
    isTandemInstructor: false,
    isVideoFlyer: false,
    isStaticLineInstructor: false,
    isAFFInstructor: false,
    ...over,
  });
  const tandemI = m({ isTandemInstructor: true });
  const pax = m({ role: 'student-tandem' });
  const aff = m({ isAFFInstructor: true });
  const sl = m({ isStaticLineInstructor: true });
  const affJump = { requiresInstructor: true, requiresSlInstructor: false };
  const slJump = { requiresInstructor: false, requiresSlInstructor: true };
  const detail = (fn: () => void) => {
    try {
      fn();
      return 'ok';
    } catch (e) {
      const err = e as DomainError;
      return err.detail ?? err.code;
    }
  };
  it.each([
    ['tandem with a tandem student', { type: 'tandem', tandem: true, lead: tandemI, passenger: pax }, 'ok'],
    [
      'tandem without a tandem instructor',
      { type: 'tandem', tandem: true, lead: m(), passenger: pax },
      'tandemNeedsInstructor',
    ],
    [
      'licensed jumper as passenger',
      { type: 'tandem', tandem: true, lead: tandemI, passenger: m() },
      'tandemPassengerRole',
    ],
    [
      'AFF student as passenger',
      { type: 'tandem', tandem: true, lead: tandemI, passenger: m({ role: 'student-aff' }) },
      'tandemPassengerRole',
    ],
    [
      'video flyer who is not one',
      { type: 'tandem', tandem: true, lead: tandemI, passenger: pax, videoFlyer: m() },
      'videoFlyerRequired',
    ],
    [
      'video flyer',
      { type: 'tandem', tandem: true, lead: tandemI, passenger: pax, videoFlyer: m({ isVideoFlyer: true }) },
      'ok',
    ],
    [
      'licensed jumper as a student alone',
      { type: 'student', tandem: false, lead: m() },
      'studentRoleRequired',
    ],
    [
      'tandem student as a student alone',
      { type: 'student', tandem: false, lead: pax },
      'studentRoleRequired',
    ],
    ['SL student alone', { type: 'student', tandem: false, lead: m({ role: 'student-sl' }) }, 'ok'],
    [
      'licensed jumper in a student group',
      { type: 'instructor', tandem: false, lead: aff, students: [{ member: m(), jump: null }] },
      'studentRoleRequired',
    ],
    [
      'AFF instructor with an AFF jump',
      {
        type: 'instructor',
        tandem: false,
        lead: aff,
        students: [{ member: m({ role: 'student-aff' }), jump: affJump }],
      },
      'ok',
    ],
    [
      'AFF instructor with an SL jump',
      {
        type: 'instructor',
        tandem: false,
        lead: aff,
        students: [{ member: m({ role: 'student-sl' }), jump: slJump }],
      },
      'instructorRatingRequired',
    ],
    [
      'SL instructor with an SL jump',
      {
        type: 'instructor',
        tandem: false,
        lead: sl,
        students: [{ member: m({ role: 'student-sl' }), jump: slJump }],
      },
      'ok',
    ],
    [
      'licensed jumper leading a student group',
      {
        type: 'instructor',
        tandem: false,
        lead: m(),
        students: [{ member: m({ role: 'student-aff' }), jump: null }],
      },
      'instructorRatingRequired',
    ],
    ['normal jumper alone', { type: 'normal', tandem: false, lead: m() }, 'ok'],
  ] as const)('%s', (_name, group, expected) => {
    expect(detail(() => assertGroupMembers(group as Parameters<typeof assertGroupMembers>[0]))).toBe(
      expected,
    );
  });
  it('predicates', () => {
    expect(canBeTandemPassenger({ role: 'student-tandem' })).toBe(true);
    expect(canBeTandemPassenger({ role: 'jumper' })).toBe(false);
    expect(isStudentRole('student-aff')).toBe(true);
    expect(isStudentRole('student-tandem')).toBe(false);
    expect(canBeVideoFlyer({ isVideoFlyer: false })).toBe(false);
    expect(hasInstructorRating(aff, null)).toBe(true);
  });
});

describe('tandem passengers are never charged', () => {
  const line = { priceCents: cents(4000), priceForMembersCents: cents(3000), tandemPriceCents: cents(25000) };
  const base = {
    didNotJump: false,
    ownGear: false,
    gearRentalCents: null,
    priceOverrideCents: null,
    isClubMember: false,
  };
  it.each([
    ['passenger place', { ...base, groupRole: 'passenger' as const }, 0, 25000],
    [
      'tandem student alone',
      { ...base, groupRole: 'single' as const, role: 'student-tandem' as const },
      0,
      25000,
    ],
    [
      'passenger with an override',
      { ...base, groupRole: 'passenger' as const, priceOverrideCents: cents(9900) },
      0,
      25000,
    ],
    ['normal jumper', { ...base, groupRole: 'single' as const, role: 'jumper' as const }, 4700, null],
  ])('%s', (_n, j, price, info) => {
    expect(jumperPrice(j, line, cents(700))).toBe(price);
    expect(tandemPriceInfo(j, line)).toBe(info);
  });
  it('with minute pricing, passengers neither pay nor count as paying', () => {
    const prices = priceLoad({
      jumpers: [
        { ...base, id: 'a', altitude: 4000, groupRole: 'single' },
        { ...base, id: 'p', altitude: 4000, groupRole: 'passenger', priceOverrideCents: cents(100) },
      ],
      lines: new Map(),
      defaultGearRentCents: cents(0),
      minute: { minutePriceCents: cents(1000), flightMinutes: 10, roundUp: false },
    });
    expect([prices.get('a'), prices.get('p')]).toEqual([10000, 0]);
  });
});
