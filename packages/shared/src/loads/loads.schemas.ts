import { z } from 'zod';
import { PLANE_SLOTS_MAX } from '../club/club.schemas';
import { groupRoles, jumperTypes, licenses, loadCalls, loadStates, memberRoles } from '../enums';
import { errors } from '../errors';
import { priceEurosAsCents } from '../money.schemas';
import { integerBetween, longText, shortText, timeSchema, validationText } from '../validation';
import { FLIGHT_MINUTES_MAX } from './loads.rules';

export const loadState = z.enum(loadStates);
export const jumperType = z.enum(jumperTypes);
export const groupRole = z.enum(groupRoles);
export const loadCallKind = z.enum(loadCalls);

/** A load's latest call and when the manifest made it (ISO time); null before the first call. */
export const loadCall = z.object({ call: loadCallKind, at: z.string() }).nullable();
export type LoadCallState = z.infer<typeof loadCall>;

/** `PUT /api/loads/{id}/call`: the call to make now, or null to clear it. */
export const setLoadCallBody = z.object({ call: loadCallKind.nullable() });
export type SetLoadCallBody = z.infer<typeof setLoadCallBody>;

const dateField = z
  .string({ error: errors.dateRequired.message })
  .regex(/^\d{4}-\d{2}-\d{2}$/, errors.invalidDate.message);
const memberRef = z.uuid('Member not found');

export const dateParam = z.object({ date: dateField });

/** A ground crew member: a member, or a name typed in. */
export const groundPerson = z.object({
  memberId: memberRef.nullable().default(null),
  name: shortText.default(''),
});

/** `POST /api/loads`. */
export const createLoadBody = z.object({
  date: dateField,
  plane: z.uuid('Plane not found').optional(),
  pilot: memberRef.nullable().optional(),
  jumpLeader: memberRef.nullable().optional(),
  estimatedTakeoff: timeSchema.optional(),
  comment: shortText.optional(),
});
export type CreateLoadBody = z.input<typeof createLoadBody>;

/** `PUT /api/loads/{id}`: any editable field; times accept 13:57, 1357 and 13.57. */
export const updateLoadBody = z.object({
  plane: z.uuid('Plane not found').optional(),
  pilot: memberRef.nullable().optional(),
  jumpLeader: memberRef.nullable().optional(),
  state: loadState.exclude(['landed']).optional(),
  estimatedTakeoff: timeSchema.optional(),
  takeoff: timeSchema.optional(),
  land: timeSchema.optional(),
  flightTime: integerBetween(0, FLIGHT_MINUTES_MAX).nullable().optional(),
  notes: longText.optional(),
  comment: shortText.optional(),
  refuelAfter: z.boolean().optional(),
  groundPersonnel: z.array(groundPerson).max(20).optional(),
  minutePricing: z.boolean().optional(),
  number: integerBetween(1, 999).optional(),
});
export type UpdateLoadBody = z.input<typeof updateLoadBody>;

export const updateLoadsBody = z.object({
  loads: z
    .array(updateLoadBody.extend({ _id: z.uuid('Load not found') }), {
      error: errors.loadsArrayRequired.message,
    })
    .min(1, errors.loadsArrayRequired.message)
    .max(100),
});

export const landLoadsBody = z.object({
  loadIds: z
    .array(z.uuid('Load not found'), { error: errors.loadIdsArrayRequired.message })
    .min(1, errors.loadIdsArrayRequired.message)
    .max(100),
});

/**
 * `POST /api/loads/{id}/jumpers`: a manifest slot tree added at once. A tandem is the tandem instructor
 * (`type: 'tandem'`) with `tandemMemberId` and an optional `videoFlyerId`; a student group is the
 * instructor (`type: 'instructor'`) with `students`; anyone else jumps alone.
 */
export const manifestBody = z.object({
  memberId: memberRef,
  type: jumperType,
  altitude: integerBetween(1, 10_000),
  videoFlyerId: memberRef.optional(),
  tandemMemberId: memberRef.optional(),
  students: z
    .array(z.object({ memberId: memberRef, trainingJump: z.string().max(64).optional() }))
    .max(4)
    .optional(),
  /** The gear rent of the jumper or the students, in euros (`Cents` once parsed); null uses the club's. */
  gearRental: priceEurosAsCents.nullable().optional(),
  highOpening: z.boolean().optional(),
  ownGear: z.boolean().optional(),
  /** Add even when the wind is over a jumper's group's limit (the staff were asked; the audit keeps it). */
  windOverride: z.boolean().optional(),
});
export type ManifestBody = z.input<typeof manifestBody>;

/**
 * One jumper alone (a fun jumper, a solo student, a coach or a video flyer without a tandem): a manifest group of
 * one, as `POST /api/loads/{id}/jumpers/many` takes it. `type` defaults to `normal`; a tandem needs its passenger
 * and goes through the one-group call.
 */
export const manifestSingleBody = manifestBody
  .pick({ memberId: true, altitude: true, gearRental: true, highOpening: true, ownGear: true })
  .extend({ type: jumperType.exclude(['tandem']).default('normal') });
export type ManifestSingleBody = z.input<typeof manifestSingleBody>;

/** `POST /api/loads/{id}/jumpers/many`: several jumpers alone, added all or none (at most a plane's slots). */
export const manifestManyBody = z.object({
  jumpers: z
    .array(manifestSingleBody, { error: validationText.required() })
    .min(1, validationText.required())
    .max(PLANE_SLOTS_MAX, validationText.maxNumber(PLANE_SLOTS_MAX)),
  /** Add even when the wind is over a jumper's group's limit (the staff were asked; the audit keeps it). */
  windOverride: z.boolean().optional(),
});
export type ManifestManyBody = z.input<typeof manifestManyBody>;

/** `POST /api/loads/{id}/jumpers/{jumperId}/move`: the jumper's whole manifest group to another load of the day. */
export const moveJumperBody = z.object({
  toLoad: z.uuid('Load not found'),
});
export type MoveJumperBody = z.input<typeof moveJumperBody>;

/** `PUT /api/loads/{id}/jumpers/{jumperId}`. */
export const updateJumperBody = z.object({
  altitude: integerBetween(1, 10_000).optional(),
  /** In euros (`Cents` once parsed); null uses the club's default gear rent. */
  gearRental: priceEurosAsCents.nullable().optional(),
  ownGear: z.boolean().optional(),
  highOpening: z.boolean().optional(),
  didNotJump: z.boolean().optional(),
  /** An admin's or the jump leader's price, in euros (`Cents` once parsed); null returns to the computed price. */
  priceOverride: priceEurosAsCents.nullable().optional(),
});
export type UpdateJumperBody = z.input<typeof updateJumperBody>;
/** A jumper edit as the server gets it: money in `Cents`. */
export type UpdateJumperRequest = z.output<typeof updateJumperBody>;

export const loadJumper = z.object({
  _id: z.string(),
  memberId: z.string(),
  name: z.string(),
  type: jumperType,
  altitude: z.number(),
  groupId: z.string(),
  groupRole: groupRole,
  trainingJump: z.object({ _id: z.string(), name: z.string() }).nullable(),
  price: z.number(),
  /** For tandem passengers: the jump line's tandem price in euros, for information (never charged). */
  tandemPrice: z.number().nullable(),
  priceOverride: z.number().nullable(),
  gearRental: z.number().nullable(),
  ownGear: z.boolean(),
  highOpening: z.boolean(),
  didNotJump: z.boolean(),
  exitWeight: z.number().nullable(),
  /**
   * The member's tandem exit weight: the load's weight counts it instead of `exitWeight` for tandem
   * instructors and passengers (`jumperWeight`). Optional only for answers built before it was sent.
   */
  tandemExitWeight: z.number().nullable().optional(),
  /** Null for a plain jumper reading another jumper (`canReadMembersInFull`); weights are null then too. */
  balance: z.number().nullable(),
});
export type LoadJumper = z.infer<typeof loadJumper>;

const personRef = z.object({ _id: z.string(), name: z.string() }).nullable();

/**
 * What the caller may do to a load in its state (`loadPolicies` of `permissions.ts`); the web shows a load's
 * actions from it. The clock's rules (past days for admins, a landed load's times within 48 hours, calls on
 * today's loads) and the rules of a change (landing needs a pilot or a jumper) are the server's to answer.
 */
export const loadCan = z.object({
  /** Change its fields, and add, edit, move and remove its jumpers: whoever works it, until it lands. */
  edit: z.boolean(),
  /** Correct its times (takeoff, land, flight time): whoever works it, a landed load too. */
  editTimes: z.boolean(),
  /** Make or clear its call: an open load it may edit. */
  call: z.boolean(),
  /** Send it up (open → flying). */
  takeOff: z.boolean(),
  /** Take it back to open (flying → open). */
  backToOpen: z.boolean(),
  /** Land it, charging its jumpers: whoever works it, until it lands. */
  land: z.boolean(),
  /** Reopen it, refunding the charges: a landed load's leader (admins, its jump leader). */
  reopen: z.boolean(),
  /** Set or clear a jumper's price override: its leader, until it lands. */
  overridePrice: z.boolean(),
  /** Delete it: manifest staff and admins, until it lands. */
  delete: z.boolean(),
});
export type LoadCan = z.infer<typeof loadCan>;

/** A load's own fields: the day view's cache keeps these; each answer adds the caller's `can`. */
export const loadData = z.object({
  _id: z.string(),
  number: z.number(),
  date: z.string(),
  state: loadState,
  /** `slots`: the plane's slots, 0 when not set. */
  plane: z
    .object({ _id: z.string(), registration: z.string(), aircraftModel: z.string(), slots: z.number() })
    .nullable(),
  pilot: personRef,
  jumpLeader: personRef,
  estimatedTakeoff: z.string().nullable(),
  takeoff: z.string().nullable(),
  land: z.string().nullable(),
  flightTime: z.number().nullable(),
  flightMinutes: z.number().nullable(),
  notes: z.string(),
  comment: z.string(),
  refuelAfter: z.boolean(),
  groundPersonnel: z.array(z.object({ memberId: z.string().nullable(), name: z.string() })),
  minutePricing: z.boolean(),
  jumpers: z.array(loadJumper),
  /** The plane's slots minus the jumpers (but did-not-jump ones); null without a plane slot count. */
  slotsLeft: z.number().nullable(),
  /**
   * The load's weight (kg, pilot and jumpers), the weight left for fuel and its level (`fuelStatus`); null
   * without a plane, and for a reader who may not see the other jumpers' weights (`loadForReader`).
   */
  weight: z
    .object({ total: z.number(), available: z.number(), level: z.enum(['ok', 'warning', 'danger']) })
    .nullable(),
  totalPrice: z.number(),
  /** The manifest's latest call for the load (20, 15, 10, 5 minutes, boarding). */
  call: loadCall,
  created: z.string(),
  landedAt: z.string().nullable(),
});
export type LoadData = z.infer<typeof loadData>;

/** `GET /api/loads/{date}` and every answer of one load: its fields and what the caller may do to it. */
export const load = loadData.extend({ can: loadCan });
export type Load = z.infer<typeof load>;

export const loadsResponse = z.object({ loads: z.array(load) });

/** `GET /api/loads/{date}`: the day's loads, and whether the server has a live altitude source for its planes. */
export const dayLoadsResponse = loadsResponse.extend({ liveAltitudeAvailable: z.boolean() });
export type DayLoadsResponse = z.infer<typeof dayLoadsResponse>;

/** The public board: no balances, no prices, names only. */
export const publicLoad = z.object({
  _id: z.string(),
  number: z.number(),
  state: loadState,
  plane: z
    .object({ registration: z.string(), aircraftModel: z.string(), icaoCode: z.string(), slots: z.number() })
    .nullable(),
  pilot: z.string().nullable(),
  estimatedTakeoff: z.string().nullable(),
  takeoff: z.string().nullable(),
  land: z.string().nullable(),
  jumpers: z.array(z.object({ name: z.string(), type: jumperType, altitude: z.number() })),
  slotsLeft: z.number().nullable(),
  call: loadCall,
});
export const publicLoadsResponse = z.object({
  date: z.string(),
  clubName: z.string(),
  loads: z.array(publicLoad),
  /**
   * Whether live altitude can be shown: the server has an ADS-B source (ADSB_URL) and one of the club's planes
   * has an ICAO address. Without it the board offers no live altitude.
   */
  liveAltitudeAvailable: z.boolean(),
  /** The day's board counter this answer was computed at; a socket event with no higher one needs no refetch. */
  version: z.number(),
});
export type PublicLoad = z.infer<typeof publicLoad>;
export type PublicLoadsResponse = z.infer<typeof publicLoadsResponse>;

// the live altitude's shapes are in weather/live.schemas.ts

/**
 * `POST /api/loads/{id}/jumpers/me`: the signed-in jumper adds themself as a fun jumper, at one of the plane's
 * jump lines, with their own gear or the club's rental (the club's gear rent); left out, their member's own gear.
 */
export const selfManifestBody = z.object({
  altitude: integerBetween(1, 10_000),
  ownGear: z.boolean().optional(),
});
export type SelfManifestBody = z.input<typeof selfManifestBody>;

/**
 * `GET /api/self-manifest`: what the day view needs to tell the signed-in jumper, load by load, whether they
 * may add or remove themself (`selfManifestEligibility`, `selfLeaveReasons`). Money in euros.
 */
export const selfManifestContext = z.object({
  memberId: z.string(),
  role: z.enum(memberRoles),
  license: z.enum(licenses),
  balance: z.number(),
  /** The jumper's pricing facts: the members' price, and the own gear the join dialog starts with. */
  isClubMember: z.boolean(),
  ownGear: z.boolean(),
  waiver: z.enum(['valid', 'missing', 'notRequired']),
  cutoffMinutes: z.number(),
  creditLimit: z.number(),
  timezone: z.string(),
});
export type SelfManifestContext = z.infer<typeof selfManifestContext>;
