import { LOAD_EDIT_WINDOW_HOURS } from '../constants';
import type { GroupRole, JumperType, LoadState, MemberRole } from '../enums';
import { DomainError } from '../errors';
import { type Cents, cents } from '../money';
import { invalidField, validationText } from '../validation';

export interface PriceLine {
  priceCents: Cents;
  priceForMembersCents: Cents | null;
  /** The tandem price, for information only: tandem passengers pay at the desk, not from an account. */
  tandemPriceCents?: Cents | null;
}

export interface PricedJumper {
  groupRole: GroupRole;
  didNotJump: boolean;
  ownGear: boolean;
  /** The jumper's own gear rent, when set; else the club's default applies. */
  gearRentalCents: Cents | null;
  priceOverrideCents: Cents | null;
  isClubMember: boolean;
  /** The member's role: a tandem student (`student-tandem`) has no account and is never charged. */
  role?: MemberRole;
}

/** A tandem passenger must be a tandem student (spec section 5). */
export function canBeTandemPassenger(m: { role: MemberRole }): boolean {
  return m.role === 'student-tandem';
}

/** A student jumper (type `student`, alone or with an instructor) must have an SL or AFF student role. */
export function isStudentRole(role: MemberRole): boolean {
  return role === 'student-sl' || role === 'student-aff';
}

/** A tandem's video flyer must be a video flyer. */
export function canBeVideoFlyer(m: { isVideoFlyer: boolean }): boolean {
  return m.isVideoFlyer;
}

export interface InstructorRatings {
  isStaticLineInstructor: boolean;
  isAFFInstructor: boolean;
}

/** Who may lead a student group: an AFF or static line instructor. */
export function isStudentInstructor(m: InstructorRatings): boolean {
  return m.isAFFInstructor || m.isStaticLineInstructor;
}

/** Whether an instructor holds the rating a training jump needs (SL instructor, or any instructor). */
export function hasInstructorRating(
  instructor: InstructorRatings,
  jump: { requiresInstructor: boolean; requiresSlInstructor: boolean } | null,
): boolean {
  if (jump?.requiresSlInstructor && !instructor.isStaticLineInstructor) {
    return false;
  }
  if (jump?.requiresInstructor && !instructor.isAFFInstructor && !instructor.isStaticLineInstructor) {
    return false;
  }
  return true;
}

export interface GroupMember extends InstructorRatings {
  role: MemberRole;
  isTandemInstructor: boolean;
  isVideoFlyer: boolean;
}

/**
 * Who may be what in a manifest group (domain rules): throws the catalogue's error for the first member
 * in a place they may not take.
 */
export function assertGroupMembers(group: {
  type: JumperType;
  lead: GroupMember;
  passenger?: GroupMember | null;
  videoFlyer?: GroupMember | null;
  students?: readonly {
    member: GroupMember;
    jump: { requiresInstructor: boolean; requiresSlInstructor: boolean } | null;
  }[];
  tandem: boolean;
}): void {
  if (group.tandem) {
    if (!group.lead.isTandemInstructor || !group.passenger) {
      throw new DomainError('tandemNeedsInstructor');
    }
    if (!canBeTandemPassenger(group.passenger)) {
      throw new DomainError('invalidData', { detail: 'tandemPassengerRole' });
    }
    if (group.videoFlyer && !canBeVideoFlyer(group.videoFlyer)) {
      throw new DomainError('invalidData', { detail: 'videoFlyerRequired' });
    }
    return;
  }
  if (group.students?.length) {
    // the group's lead instructs: an AFF or SL instructor, whatever the jump
    if (!isStudentInstructor(group.lead)) {
      throw new DomainError('invalidData', { detail: 'instructorRatingRequired' });
    }
    for (const s of group.students) {
      if (!isStudentRole(s.member.role)) {
        throw new DomainError('invalidData', { detail: 'studentRoleRequired' });
      }
      if (!hasInstructorRating(group.lead, s.jump)) {
        throw new DomainError('invalidData', { detail: 'instructorRatingRequired' });
      }
    }
    return;
  }
  if (group.type === 'student' && !isStudentRole(group.lead.role)) {
    throw new DomainError('invalidData', { detail: 'studentRoleRequired' });
  }
}

/** A tandem passenger is never charged: by the group place or by the member's role. */
export function isTandemPassenger(j: { groupRole: GroupRole; role?: MemberRole }): boolean {
  return j.groupRole === 'passenger' || j.role === 'student-tandem';
}

/** Working jumps are free: instructors with students, the tandem instructor and the tandem's video flyer. */
export function isWorkingJump(role: GroupRole): boolean {
  return role === 'instructor' || role === 'tandemInstructor' || role === 'videoFlyer';
}

/**
 * A jumper's price in cents (domain rules, "Prices"): an override wins; did-not-jump and working jumps pay
 * nothing; otherwise the jump line (the member price for club members when the line has one) plus gear
 * rent unless the jumper has own gear.
 */
export function jumperPrice(j: PricedJumper, line: PriceLine | null, defaultGearRentCents: Cents): Cents {
  if (j.didNotJump || isTandemPassenger(j)) {
    return cents(0);
  }
  if (j.priceOverrideCents !== null) {
    return j.priceOverrideCents;
  }
  if (isWorkingJump(j.groupRole) || !line) {
    return cents(0);
  }
  const jump =
    j.isClubMember && line.priceForMembersCents !== null ? line.priceForMembersCents : line.priceCents;
  const gear = j.ownGear ? 0 : (j.gearRentalCents ?? defaultGearRentCents);
  return cents(jump + gear);
}

/**
 * Minute pricing: every paying jumper pays minutePrice × flight minutes ÷ paying jumpers, rounded up to
 * a whole euro when `roundUp`, else up to the cent. Zero when nobody pays or the time is unknown.
 */
export function minutePriceShare(
  minutePriceCents: Cents,
  flightMinutes: number,
  payingJumpers: number,
  roundUp: boolean,
): Cents {
  if (payingJumpers <= 0 || flightMinutes <= 0) {
    return cents(0);
  }
  const exact = (minutePriceCents * flightMinutes) / payingJumpers;
  return cents(roundUp ? Math.ceil(exact / 100) * 100 : Math.ceil(exact));
}

/** Minute pricing is not allowed with students or tandems on the load. */
export function canUseMinutePricing(roles: readonly GroupRole[]): boolean {
  return !roles.some((r) => r === 'student' || r === 'passenger' || r === 'tandemInstructor');
}

/** Minutes between two `HH:MM` times (over midnight counts forward); null when either is missing. */
export function minutesBetween(from: string | null, to: string | null): number | null {
  if (!from || !to) {
    return null;
  }
  const [fh, fm] = from.split(':').map(Number) as [number, number];
  const [th, tm] = to.split(':').map(Number) as [number, number];
  const diff = th * 60 + tm - (fh * 60 + fm);
  return diff >= 0 ? diff : diff + 24 * 60;
}

/** The longest flight a load can have, in minutes (the entered flight time has the same bound). */
export const FLIGHT_MINUTES_MAX = 600;

/**
 * The longest flight read as a night load's flight over midnight (takeoff late in the evening, landing early
 * the next morning), in minutes: a jump plane's night flight lasts well under an hour, so three hours leaves
 * room for a late landing while 13:00 → 12:58 is still a typing mistake, not a 1 438-minute flight.
 */
export const NIGHT_FLIGHT_MINUTES_MAX = 180;

/** What can be wrong with a load's takeoff and landing times. */
export type FlightTimeProblem = 'landBeforeTakeoff' | 'tooLong';

const minuteOfDay = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/**
 * What is wrong with a load's takeoff and landing, or null (domain rules, "Loads"): a landing before the
 * takeoff is a mistake ("Invalid time"), unless it reads as a night load over midnight whose flight is at
 * most `NIGHT_FLIGHT_MINUTES_MAX` minutes (takeoff 23:10, landing 00:25); a flight longer than
 * `FLIGHT_MINUTES_MAX` minutes is "Invalid flight time". Either time missing is fine.
 */
export function flightTimeProblem(load: {
  takeoff: string | null;
  land: string | null;
}): FlightTimeProblem | null {
  if (!load.takeoff || !load.land) {
    return null;
  }
  const from = minuteOfDay(load.takeoff);
  const to = minuteOfDay(load.land);
  if (to < from) {
    return to + 24 * 60 - from <= NIGHT_FLIGHT_MINUTES_MAX ? null : 'landBeforeTakeoff';
  }
  return to - from > FLIGHT_MINUTES_MAX ? 'tooLong' : null;
}

/**
 * Refuses takeoff and landing times `flightTimeProblem` finds wrong: a landing before the takeoff is the field's
 * "Invalid time" (at `path`, the field the change set: `land` or `takeoff`), a too long flight "Invalid flight
 * time".
 */
export function assertFlightTime(
  load: { takeoff: string | null; land: string | null },
  path: readonly PropertyKey[] = ['land'],
): void {
  const problem = flightTimeProblem(load);
  if (problem === 'landBeforeTakeoff') {
    throw invalidField(path, validationText.time());
  }
  if (problem === 'tooLong') {
    throw new DomainError('invalidFlightTime');
  }
}

/** Flight time: land − takeoff when both are set, else the entered minutes. */
export function flightMinutes(load: {
  takeoff: string | null;
  land: string | null;
  flightTime: number | null;
}): number | null {
  return minutesBetween(load.takeoff, load.land) ?? load.flightTime;
}

/** A load's times as the takeoff and landing buttons look at them. */
interface LoadTimes {
  takeoff: string | null;
  land: string | null;
  flightTime: number | null;
}

/**
 * Whether the times with one the buttons recorded keep what someone typed: the flight they make is not wrong
 * (`flightTimeProblem`: a takeoff typed in the future stays, and no landing before it is recorded), and they do
 * not complete the takeoff and landing of a load with an entered flight time (`flightMinutes` would then read
 * the times instead of the entered minutes, and a minute-priced load would be charged by them).
 */
function keepsTypedTimes(times: LoadTimes): boolean {
  const replacesEntered = times.flightTime !== null && times.takeoff !== null && times.land !== null;
  return flightTimeProblem(times) === null && !replacesEntered;
}

/**
 * The takeoff a load records when it is set flying (issue 27): the club's wall clock `clock` (`HH:MM`) unless it
 * has a takeoff, or the recorded one would go against the typed times (`keepsTypedTimes`: a landing typed
 * earlier than the clock keeps the takeoff empty). The change to write: `{ takeoff }`, or `{}` when nothing is
 * recorded. The time stays editable like a typed one.
 */
export function timesOnTakeoff(load: LoadTimes, clock: string): { takeoff?: string } {
  return load.takeoff || !keepsTypedTimes({ ...load, takeoff: clock }) ? {} : { takeoff: clock };
}

/**
 * The landing time a load records when it lands (issue 27): the club's wall clock `clock` (`HH:MM`) unless it has
 * one, or the recorded one would go against the typed times (`keepsTypedTimes`: a takeoff typed later than the
 * clock keeps the landing empty rather than making the flight wrong). The change to write: `{ land }`, or `{}`.
 */
export function timesOnLanding(load: LoadTimes, clock: string): { land?: string } {
  return load.land || !keepsTypedTimes({ ...load, land: clock }) ? {} : { land: clock };
}

export interface WeightPerson {
  exitWeight: number | null;
  tandemExitWeight?: number | null;
  pilotExitWeight?: number | null;
}

/**
 * The weight (kg) a load counts for one jumper: the tandem exit weight for tandem instructors and
 * passengers when set (they jump with the tandem rig), else the exit weight; null when neither is known.
 */
export function jumperWeight(j: WeightPerson & { groupRole: GroupRole }): number | null {
  const tandem = j.groupRole === 'tandemInstructor' || j.groupRole === 'passenger';
  return (tandem ? j.tandemExitWeight : null) ?? j.exitWeight ?? null;
}

/** The weight (kg) a load counts for its pilot: the pilot exit weight, else the exit weight. */
export function pilotWeight(pilot: WeightPerson | null): number {
  return pilot ? (pilot.pilotExitWeight ?? pilot.exitWeight ?? 0) : 0;
}

/**
 * The load's weight (kg): the pilot's weight plus every jumper's weight (`jumperWeight`, an unknown weight
 * counting 0), so a sheet that shows `jumperWeight` per row adds up to it.
 */
export function loadWeight(
  pilot: WeightPerson | null,
  jumpers: readonly (WeightPerson & { groupRole: GroupRole })[],
): number {
  return jumpers.reduce((sum, j) => sum + (jumperWeight(j) ?? 0), pilotWeight(pilot));
}

export type FuelLevel = 'ok' | 'warning' | 'danger';

/**
 * Weight available for fuel (the plane's `weightAvailable` less the load's weight) and its level against the
 * plane's thresholds, which are fuel margins: below `weightWarningThreshold` a warning, below
 * `weightDangerThreshold` a danger. A load with no jumpers (`jumperCount` 0, maybe a pilot) is always `ok`:
 * a pilot alone under the margin is a mistake in the plane's figures, not a load too heavy (issue 27).
 */
export function fuelStatus(
  plane: { weightAvailable: number; weightWarningThreshold: number; weightDangerThreshold: number },
  weightKg: number,
  jumperCount: number,
): { available: number; level: FuelLevel } {
  const available = plane.weightAvailable - weightKg;
  const level: FuelLevel =
    jumperCount === 0
      ? 'ok'
      : available < plane.weightDangerThreshold
        ? 'danger'
        : available < plane.weightWarningThreshold
          ? 'warning'
          : 'ok';
  return { available, level };
}

/**
 * How many kilograms a load is too heavy: what must come off before the weight left for fuel is back at the
 * plane's danger threshold; 0 when it is not, and always 0 for a load with no jumpers. Above 0 exactly when
 * `fuelStatus` says `danger`, so a load "Too heavy" on the card is the one the confirmations and the print
 * sheet name.
 */
export function overweightKg(
  plane: { weightAvailable: number; weightDangerThreshold: number },
  weightKg: number,
  jumperCount: number,
): number {
  return jumperCount === 0
    ? 0
    : Math.max(0, plane.weightDangerThreshold - (plane.weightAvailable - weightKg));
}

/** The seats a load's jumpers take: everyone on it but those marked as not jumping. */
export function seatsTaken(jumpers: readonly { didNotJump: boolean }[]): number {
  return jumpers.filter((j) => !j.didNotJump).length;
}

/**
 * The slots left on a load: the plane's slots minus the seats taken (below zero when overbooked); null when
 * the load has no plane or its plane has no slot count (0).
 */
export function slotsLeft(planeSlots: number | null | undefined, taken: number): number | null {
  return planeSlots ? planeSlots - taken : null;
}

/**
 * How many jumpers a load would be over its plane's slots with `adding` more on it (moving a group, adding
 * jumpers): 0 when they fit or the plane has no slot count (0 or null). The slots are information only
 * (domain rules, "Weights"): nothing is refused for them, the add dialog warns.
 */
export function slotsOverBy(planeSlots: number | null | undefined, taken: number, adding: number): number {
  return planeSlots ? Math.max(0, taken + adding - planeSlots) : 0;
}

export interface EditContext {
  load: { date: string; state: LoadState; createdAt: Date };
  /** The changer may change loads of past days (`canEditPastDays`: admins). */
  editsPastDays: boolean;
  today: string;
  now: Date;
}

/** Whether a load may be changed (domain rules, "Loads"); throws the spec's message when not. */
export function assertCanEditLoad(ctx: EditContext, change: { onlyTimes: boolean }): void {
  if (ctx.load.date < ctx.today && !ctx.editsPastDays) {
    throw new DomainError('pastDayLoads');
  }
  if (ctx.load.state === 'landed') {
    // only the times of a landed load may change (within the window); anything else is refused as landed
    if (!change.onlyTimes) {
      throw new DomainError('loadAlreadyLanded');
    }
    const withinWindow =
      ctx.now.getTime() - ctx.load.createdAt.getTime() <= LOAD_EDIT_WINDOW_HOURS * 3600 * 1000;
    if (!withinWindow) {
      throw new DomainError('loadTimeWindow');
    }
  }
}

/** Landing needs a pilot or at least one jumper, and a load not landed yet. */
export function assertCanLand(load: { state: LoadState; pilotId: string | null }, jumperCount: number): void {
  if (load.state === 'landed') {
    throw new DomainError('loadAlreadyLanded');
  }
  if (!load.pilotId && jumperCount === 0) {
    throw new DomainError('cannotLandEmpty');
  }
}

export function assertCanReopen(load: { state: LoadState }): void {
  if (load.state !== 'landed') {
    throw new DomainError('loadAlreadyOpen');
  }
}

export interface LoadPricingInput<J extends PricedJumper & { id: string; altitude: number }> {
  jumpers: readonly J[];
  /** The load plane's jump lines by altitude. */
  lines: ReadonlyMap<number, PriceLine>;
  defaultGearRentCents: Cents;
  /** Minute pricing, when the load uses it and its plane has a minute price. */
  minute: { minutePriceCents: Cents; flightMinutes: number | null; roundUp: boolean } | null;
}

/** Every jumper's price on a load, in cents: the jump-line rules, or the minute price share. */
export function priceLoad<J extends PricedJumper & { id: string; altitude: number }>(
  input: LoadPricingInput<J>,
): Map<string, Cents> {
  const prices = new Map<string, Cents>();
  if (input.minute) {
    const paying = input.jumpers.filter(
      (j) => !j.didNotJump && !isWorkingJump(j.groupRole) && !isTandemPassenger(j),
    );
    const share = minutePriceShare(
      input.minute.minutePriceCents,
      input.minute.flightMinutes ?? 0,
      paying.length,
      input.minute.roundUp,
    );
    for (const j of input.jumpers) {
      const pays = !j.didNotJump && !isWorkingJump(j.groupRole) && !isTandemPassenger(j);
      const free = j.didNotJump || isTandemPassenger(j);
      prices.set(j.id, free ? cents(0) : (j.priceOverrideCents ?? (pays ? share : cents(0))));
    }
    return prices;
  }
  for (const j of input.jumpers) {
    prices.set(j.id, jumperPrice(j, input.lines.get(j.altitude) ?? null, input.defaultGearRentCents));
  }
  return prices;
}

/** The tandem price shown for a tandem passenger (information only; never charged), in cents. */
export function tandemPriceInfo(
  j: { groupRole: GroupRole; role?: MemberRole },
  line: PriceLine | null,
): Cents | null {
  return isTandemPassenger(j) ? (line?.tandemPriceCents ?? null) : null;
}
