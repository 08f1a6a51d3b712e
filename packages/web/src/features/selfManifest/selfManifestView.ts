import {
  type Eligibility,
  eurosAsCents,
  type LeaveReason,
  type Load,
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
    creditLimitCents: eurosAsCents.parse(ctx.creditLimit),
    timeZone: ctx.timezone,
  };
  const row = load.jumpers.find((j) => j.memberId === ctx.memberId) ?? null;
  return {
    onLoad: row !== null,
    join: selfManifestEligibility({
      jumper: {
        role: ctx.role,
        license: ctx.license,
        balanceCents: eurosAsCents.parse(ctx.balance),
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
