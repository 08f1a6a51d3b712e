import { type Cents, cents, type PriceLine, priceLoad, pricingInput, tandemPriceInfo } from '@dz/shared';
import type { JumpLineRow } from '../club/planes.repo';
import type { LoadRow, LoadsContext } from './loads.repo';

/*
 * What loads cost, in cents: the shared `priceLoad` over a load's plane, club and jumpers. The API's euros are
 * `loads.presenter.ts`.
 */

/** A money column read from the database, as cents (the integer columns hold cents already). */
const centsOrNull = (value: number | null): Cents | null => (value === null ? null : cents(value));

const priceLine = (l: JumpLineRow): PriceLine => ({
  priceCents: cents(l.priceCents),
  priceForMembersCents: centsOrNull(l.priceForMembersCents),
  tandemPriceCents: centsOrNull(l.tandemPriceCents),
});

/** The computed price of every jumper of a load (cents), by the load's plane, club and pricing mode. */
export function loadPrices(ctx: LoadsContext, load: LoadRow): Map<string, Cents> {
  const plane = load.planeId ? ctx.planes.get(load.planeId) : undefined;
  const jumpers = ctx.jumpers.filter((j) => j.loadId === load.id);
  // the same facts the screens quote from (`loadPricingOfApi`), priced by the same `priceLoad`
  return priceLoad(
    pricingInput({
      load,
      plane: plane
        ? {
            lines: plane.lines.map((l) => ({ altitude: l.altitude, ...priceLine(l) })),
            minutePriceCents: centsOrNull(plane.minutePriceCents),
            roundUpMinutePrice: plane.roundUpMinutePrice,
          }
        : null,
      club: {
        defaultGearRentCents: cents(ctx.club.defaultGearRentCents),
        roundUpMinutePrice: ctx.club.roundUpMinutePrice,
      },
      jumpers: jumpers.map((j) => ({
        id: j.id,
        altitude: j.altitude,
        groupRole: j.groupRole,
        didNotJump: j.didNotJump,
        ownGear: j.ownGear,
        gearRentalCents: centsOrNull(j.gearRentalCents),
        priceOverrideCents: centsOrNull(j.priceOverrideCents),
        isClubMember: j.member.isClubMember,
        role: j.member.role,
      })),
    }),
  );
}

/**
 * What a load's jumpers cost (cents), as the load shows them: what landing charged once landed, else the computed
 * price; the tandem price of a tandem's passenger (null for anyone else); and the load's total.
 */
export function loadCosts(
  ctx: LoadsContext,
  load: LoadRow,
): { jumpers: Map<string, { priceCents: Cents; tandemPriceCents: Cents | null }>; totalCents: Cents } {
  const plane = load.planeId ? ctx.planes.get(load.planeId) : undefined;
  const prices = loadPrices(ctx, load);
  const lineAt = (altitude: number) => {
    const l = plane?.lines.find((x) => x.altitude === altitude);
    return l ? priceLine(l) : null;
  };
  const jumpers = new Map<string, { priceCents: Cents; tandemPriceCents: Cents | null }>();
  let total = 0;
  for (const j of ctx.jumpers) {
    if (j.loadId !== load.id) {
      continue;
    }
    const priceCents =
      load.state === 'landed' && j.chargedCents !== null
        ? cents(j.chargedCents)
        : (prices.get(j.id) ?? cents(0));
    total += priceCents;
    jumpers.set(j.id, {
      priceCents,
      tandemPriceCents: tandemPriceInfo({ groupRole: j.groupRole, role: j.member.role }, lineAt(j.altitude)),
    });
  }
  return { jumpers, totalCents: cents(total) };
}
