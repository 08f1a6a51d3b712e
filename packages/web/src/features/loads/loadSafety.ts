import {
  type Cents,
  cents,
  centsToEuros,
  eurosAsCents,
  jumperWeight,
  type Load,
  type LoadJumper,
  overweightKg,
  type Plane,
  seatsTaken,
  slotsOverBy,
  willBeInDebt,
} from '@dz/shared';
import { chargesOf } from './loadsView';

/** A load too heavy to go up without a second thought, in kilograms. */
export interface Overweight {
  /** How much too heavy (`overweightKg`); null when the load's plane is not known here. */
  excessKg: number | null;
  totalKg: number;
  /** The weight left for fuel. */
  availableKg: number;
}

/**
 * Whether a load is too heavy ("Too heavy" on its card: the shared `fuelStatus` says danger) and by how much,
 * against its plane's danger threshold; null when it is not, and always for a load with no jumpers (the shared
 * rule). Without the plane (the club still loading) the server's level alone decides, and the excess is unknown.
 * No weight (a reader who may not see it) is never too heavy here.
 */
export function overweightOf(
  load: Pick<Load, 'weight' | 'plane' | 'jumpers'>,
  planes: readonly Plane[],
): Overweight | null {
  const { weight } = load;
  if (!weight) {
    return null;
  }
  const plane = planes.find((p) => p._id === load.plane?._id);
  const excess = plane ? overweightKg(plane, weight.total, load.jumpers.length) : null;
  if (!(weight.level === 'danger' || (excess !== null && excess > 0))) {
    return null;
  }
  return {
    excessKg: excess !== null && excess > 0 ? excess : null,
    totalKg: weight.total,
    availableKg: weight.available,
  };
}

/** What moving or adding jumpers would take a load over: what its confirmation names. */
export interface Overbooking {
  /** The jumpers the load would have and its plane's slots, when that is more than the slots. */
  slots: { count: number; slots: number } | null;
  /** How much too heavy the load would be, when it would be. */
  overweight: Overweight | null;
}

/**
 * What moving `group` (a jumper's manifest group on another load) onto load `to` would overbook, or null: the
 * seats over its plane's slots (the shared `seatsTaken` and `slotsOverBy`), and its weight with the group's
 * (`jumperWeight`, as the server's `loadWeight` counts them) against the plane's danger threshold
 * (`overweightOf`). Without the plane here the weight is not judged.
 */
export function overbookingOf(
  to: Pick<Load, 'jumpers' | 'plane' | 'weight'>,
  group: readonly LoadJumper[],
  planes: readonly Plane[],
): Overbooking | null {
  const taken = seatsTaken(to.jumpers);
  const adding = seatsTaken(group);
  const slots = to.plane?.slots;
  const full = slots && slotsOverBy(slots, taken, adding) > 0 ? { count: taken + adding, slots } : null;
  const plane = planes.find((p) => p._id === to.plane?._id);
  const total = (to.weight?.total ?? 0) + group.reduce((sum, j) => sum + (jumperWeight(j) ?? 0), 0);
  // with its plane known, `overweightOf` judges the load by the shared `overweightKg`, not by the level
  const after = {
    plane: to.plane,
    jumpers: [...to.jumpers, ...group],
    weight: { total, available: (plane?.weightAvailable ?? 0) - total, level: 'ok' as const },
  };
  const overweight = plane && to.weight ? overweightOf(after, planes) : null;
  return full || overweight ? { slots: full, overweight } : null;
}

/** A member the landing leaves in debt: what the landing charges and the balance after it, in euros. */
export interface Debt {
  memberId: string;
  name: string;
  charge: number;
  newBalance: number;
}

/**
 * The members that landing these loads leaves in debt (the shared `willBeInDebt`), each once with the sum of
 * what all of the loads charge: one load for the land dialog, the chosen ones for "land several".
 */
export function debtsAfterLanding(loads: readonly Load[]): Debt[] {
  const byMember = new Map<string, { name: string; balance: Cents; charge: Cents }>();
  for (const c of loads.flatMap(chargesOf)) {
    const seen = byMember.get(c.memberId);
    byMember.set(c.memberId, {
      name: c.name,
      balance: eurosAsCents.parse(c.balance),
      charge: cents((seen?.charge ?? 0) + eurosAsCents.parse(c.price)),
    });
  }
  return [...byMember.entries()].flatMap(([memberId, m]) =>
    willBeInDebt(m.balance, m.charge)
      ? [
          {
            memberId,
            name: m.name,
            charge: centsToEuros(m.charge),
            newBalance: centsToEuros(m.balance - m.charge),
          },
        ]
      : [],
  );
}
