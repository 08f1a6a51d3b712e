import {
  type Cents,
  cents,
  centsToEuros,
  type Load,
  overweightKg,
  type Plane,
  willBeInDebt,
} from '@dz/shared';
import { centsOfEuros } from '../../components/MoneyText';
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
 * against its plane's danger threshold; null when it is not. Without the plane (the club still loading) the
 * server's level alone decides, and the excess is unknown.
 */
export function overweightOf(
  load: Pick<Load, 'weight' | 'plane'>,
  planes: readonly Plane[],
): Overweight | null {
  const { weight } = load;
  if (!weight) {
    return null;
  }
  const plane = planes.find((p) => p._id === load.plane?._id);
  const excess = plane ? overweightKg(plane, weight.total) : null;
  if (!(weight.level === 'danger' || (excess !== null && excess > 0))) {
    return null;
  }
  return {
    excessKg: excess !== null && excess > 0 ? excess : null,
    totalKg: weight.total,
    availableKg: weight.available,
  };
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
      balance: centsOfEuros(c.balance),
      charge: cents((seen?.charge ?? 0) + centsOfEuros(c.price)),
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
