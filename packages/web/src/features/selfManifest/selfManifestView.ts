import {
  type Club,
  cents,
  type Eligibility,
  eurosToCents,
  type LeaveReason,
  type Load,
  loadPricingOfApi,
  type Plane,
  type Quote,
  quoteAdding,
  type SelfManifestContext,
  selfLeaveReasons,
  selfManifestEligibility,
} from '@dz/shared';

export interface SelfManifestState {
  /** The jumper's own row on the load, if any. */
  onLoad: boolean;
  /** Whether they may add themself, and why not (when on the load, `alreadyOnLoad`). */
  join: Eligibility;
  /** Why they may not take themself off (empty: they may). */
  leave: LeaveReason[];
}

/** The shared self-manifest rules applied to a load of the day view, as the server will check them. */
export function selfManifestState(ctx: SelfManifestContext, load: Load, now: Date): SelfManifestState {
  const settings = {
    cutoffMinutes: ctx.cutoffMinutes,
    creditLimitCents: eurosToCents(ctx.creditLimit) ?? cents(0),
    timeZone: ctx.timezone,
  };
  const row = load.jumpers.find((j) => j.memberId === ctx.memberId) ?? null;
  return {
    onLoad: row !== null,
    join: selfManifestEligibility({
      jumper: {
        role: ctx.role,
        license: ctx.license,
        balanceCents: eurosToCents(ctx.balance) ?? cents(0),
        waiver: ctx.waiver,
      },
      load: {
        state: load.state,
        date: load.date,
        estimatedTakeoff: load.estimatedTakeoff,
        slotsLeft: load.slotsLeft,
      },
      onLoad: row !== null,
      settings,
      now,
    }),
    leave: selfLeaveReasons({ load, row, settings, now }),
  };
}

/** The altitude a plane without jump lines flies a jumper to. */
export const FALLBACK_ALTITUDE = 4000;

/**
 * What landing will charge the jumper at an altitude: the shared quote over the load with them on it (the
 * members' price, gear rent, minute price share), the same function landing charges with.
 */
export function joinQuote(
  load: Load,
  ctx: SelfManifestContext,
  pricing: { plane: Plane | undefined; club: Club | undefined },
  choice: { altitude: number; ownGear: boolean },
): Quote {
  const member = (id: string) =>
    id === ctx.memberId ? { isClubMember: ctx.isClubMember, role: ctx.role } : undefined;
  const facts = loadPricingOfApi({ load, ...pricing, member });
  const [quote] = quoteAdding(
    facts,
    [{ memberId: ctx.memberId, groupRole: 'single', gearRentalCents: null, ...choice }],
    member,
  );
  return quote ?? { cents: cents(0), minuteUnknown: false };
}
