import {
  type Actor,
  canReadLoadInFull,
  centsToEuros,
  flightMinutes,
  fuelStatus,
  type Load,
  type LoadData,
  type LoadResource,
  loadPolicies,
  loadWeight,
  memberDisplayName,
  type PublicLoad,
  type SelfManifestContext,
  seatsTaken,
  slotsLeft,
} from '@dz/shared';
import { loadCosts } from './loads.pricing';
import type { LoadRow, LoadsContext } from './loads.repo';
import type { SelfManifestStanding } from './self-manifest.service';

/*
 * The loads' API edge: rows and cents become the API's loads, boards and self-manifest context, in euros.
 */

const person = (ctx: LoadsContext, id: string | null) => {
  const p = id ? ctx.people.get(id) : undefined;
  return p ? { _id: p.id, name: memberDisplayName(p) } : null;
};

/**
 * The API's load without the reader's `can`: jumpers with prices (charged ones once landed), weights and the
 * total. The day view keeps these; `presentLoad` gives each reader theirs.
 */
export function toLoad(ctx: LoadsContext, load: LoadRow): LoadData {
  const plane = load.planeId ? ctx.planes.get(load.planeId) : undefined;
  const jumpers = ctx.jumpers.filter((j) => j.loadId === load.id);
  const costs = loadCosts(ctx, load);
  const pilot = load.pilotId ? ctx.people.get(load.pilotId) : undefined;
  const weight = plane
    ? (() => {
        const total = loadWeight(
          pilot ?? null,
          jumpers.map((j) => ({ ...j.member, groupRole: j.groupRole })),
        );
        return { total, ...fuelStatus(plane, total, jumpers.length) };
      })()
    : null;
  const out = jumpers.map((j) => {
    const cost = costs.jumpers.get(j.id);
    return {
      _id: j.id,
      memberId: j.memberId,
      name: memberDisplayName(j.member),
      type: j.type,
      altitude: j.altitude,
      groupId: j.groupId,
      groupRole: j.groupRole,
      trainingJump: j.trainingJumpId ? { _id: j.trainingJumpId, name: j.trainingJumpName ?? '' } : null,
      price: centsToEuros(cost?.priceCents ?? 0),
      tandemPrice: cost?.tandemPriceCents == null ? null : centsToEuros(cost.tandemPriceCents),
      priceOverride: j.priceOverrideCents === null ? null : centsToEuros(j.priceOverrideCents),
      gearRental: j.gearRentalCents === null ? null : centsToEuros(j.gearRentalCents),
      ownGear: j.ownGear,
      highOpening: j.highOpening,
      didNotJump: j.didNotJump,
      exitWeight: j.member.exitWeight,
      tandemExitWeight: j.member.tandemExitWeight,
      balance: centsToEuros(j.member.balanceCents),
    };
  });
  return {
    _id: load.id,
    number: load.number,
    date: load.date,
    state: load.state,
    plane: plane
      ? {
          _id: plane.id,
          registration: plane.registration,
          aircraftModel: plane.aircraftModel,
          slots: plane.slots,
        }
      : null,
    pilot: person(ctx, load.pilotId),
    jumpLeader: person(ctx, load.jumpLeaderId),
    estimatedTakeoff: load.estimatedTakeoff,
    takeoff: load.takeoff,
    land: load.land,
    flightTime: load.flightTime,
    flightMinutes: flightMinutes(load),
    notes: load.notes,
    comment: load.comment,
    refuelAfter: load.refuelAfter,
    groundPersonnel: load.groundPersonnel,
    minutePricing: load.minutePricing,
    jumpers: out,
    slotsLeft: slotsLeft(plane?.slots, seatsTaken(jumpers)),
    weight,
    totalPrice: centsToEuros(costs.totalCents),
    call: load.call ? { call: load.call, at: (load.calledAt ?? load.createdAt).toISOString() } : null,
    created: load.createdAt.toISOString(),
    landedAt: load.landedAt ? load.landedAt.toISOString() : null,
  };
}

/** A load as its policies look at it (`permissions.ts`). */
export function loadResource(load: LoadData): LoadResource {
  return { jumpLeaderId: load.jumpLeader?._id ?? null, state: load.state };
}

/**
 * A load as its reader may see it: everything for those who read it in full (`canReadLoadInFull`: admins,
 * checkers, manifest staff, and its jump leader, who lands it); a plain jumper sees the other jumpers without
 * their balance and weights, themself in full, and no weight of the load (`weight: null`): a total they cannot
 * check against the rows would read as the pilot's (issue 27).
 */
export function loadForReader(load: LoadData, reader: Actor): LoadData {
  if (canReadLoadInFull(reader, loadResource(load))) {
    return load;
  }
  return {
    ...load,
    weight: null,
    jumpers: load.jumpers.map((j) =>
      j.memberId === reader.memberId ? j : { ...j, balance: null, exitWeight: null, tandemExitWeight: null },
    ),
  };
}

/** The API's load for its reader: what they may read of it, and what they may do to it (`can`). */
export function presentLoad(load: LoadData, reader: Actor): Load {
  return { ...loadForReader(load, reader), can: loadPolicies(reader, loadResource(load)) };
}

/** A load as the public board shows it: names, types and altitudes, no money; did-not-jump left out. */
export function toPublicLoad(load: LoadData): PublicLoad {
  return {
    _id: load._id,
    number: load.number,
    state: load.state,
    plane: load.plane
      ? {
          registration: load.plane.registration,
          aircraftModel: load.plane.aircraftModel,
          icaoCode: '',
          slots: load.plane.slots,
        }
      : null,
    pilot: load.pilot?.name ?? null,
    call: load.call,
    estimatedTakeoff: load.estimatedTakeoff,
    takeoff: load.takeoff,
    land: load.land,
    jumpers: load.jumpers
      .filter((j) => !j.didNotJump)
      .map((j) => ({ name: j.name, type: j.type, altitude: j.altitude })),
    slotsLeft: load.slotsLeft,
  };
}

/** What the day view needs to show the jumper's eligibility, in euros. */
export function toSelfManifestContext(s: SelfManifestStanding): SelfManifestContext {
  return {
    memberId: s.memberId,
    role: s.role,
    license: s.license,
    balance: centsToEuros(s.balanceCents),
    isClubMember: s.isClubMember,
    ownGear: s.ownGear,
    waiver: s.waiver,
    cutoffMinutes: s.cutoffMinutes,
    creditLimit: centsToEuros(s.creditLimitCents),
    timezone: s.timezone,
  };
}
