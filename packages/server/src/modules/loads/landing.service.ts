import {
  type Actor,
  assertCanLand,
  assertCanReopen,
  type Cents,
  canReopenLoad,
  cents,
  clubClock,
  DomainError,
  timesOnLanding,
} from '@dz/shared';
import type { UnitOfWork } from '../../events/unit-of-work';
import type { LedgerEntry, LedgerService } from '../ledger/ledger.service';
import { assertManagesLoad } from './loads.guards';
import { loadPrices } from './loads.pricing';
import type { LoadRow } from './loads.repo';

export interface LandingServiceDeps {
  uow: UnitOfWork;
  ledger: Pick<LedgerService, 'applyEntries'>;
  now: () => Date;
}

/**
 * Landing charges each paying jumper once, reopening refunds exactly what landing charged. Each runs in
 * one database transaction that locks the loads (in id order) and, through the ledger, the members (in id
 * order), so concurrent or repeated requests charge or refund once; the number of statements does not grow
 * with the jumpers. Each announces one `loadsSettled` after commit. Landing records each load's landing time at
 * the club's clock (`timesOnLanding`) before it prices it, so a minute price is charged by the flight it makes;
 * reopening keeps the times.
 */
export function createLandingService(deps: LandingServiceDeps) {
  const { uow, ledger, now } = deps;

  function comment(load: LoadRow, altitude: number) {
    return `Load ${load.number} ${load.date}, ${altitude} m`;
  }

  /** The load on the row: the lists say its text in the reader's language (`ledgerCommentText`). */
  function loadRef(load: LoadRow, altitude: number) {
    return { loadId: load.id, number: load.number, date: load.date, altitude };
  }

  return {
    /** Lands loads, all or none; each without a landing time gets the club's clock (`timesOnLanding`). */
    async land(actor: Actor, loadIds: string[]): Promise<void> {
      const ids = [...new Set(loadIds)];
      await uow.run(async ({ repos, emit }) => {
        const locked = await repos.loads.lock(actor.clubId, ids);
        if (locked.length !== ids.length) {
          throw new DomainError('loadNotFound');
        }
        const ctx = await repos.loads.context(actor.clubId, locked);
        // the landing time first: the minute price is the flight's
        const { date: today, time: clock } = clubClock(now(), ctx.club.timezone);
        // the wall clock is a time of today only: an earlier day's load landed late records no landing time
        const rows = locked.map((load) =>
          load.date === today ? { ...load, ...timesOnLanding(load, clock) } : load,
        );
        const entries: LedgerEntry[] = [];
        const charged: [string, Cents][] = [];
        for (const load of rows) {
          assertManagesLoad(actor, load);
          const jumpers = ctx.jumpers.filter((j) => j.loadId === load.id);
          assertCanLand(load, jumpers.length);
          const prices = loadPrices(ctx, load);
          for (const j of jumpers) {
            const price = prices.get(j.id) ?? cents(0);
            charged.push([j.id, price]);
            // tandem passengers have no account: the price rules give them 0, so no row is written
            if (price !== 0) {
              entries.push({
                memberId: j.memberId,
                amountCents: cents(-price),
                kind: 'jump',
                comment: comment(load, j.altitude),
                loadRef: loadRef(load, j.altitude),
                createdBy: actor.userId,
                sourceType: 'loadJumper',
                sourceId: j.id,
              });
            }
          }
        }
        await ledger.applyEntries(repos, actor.clubId, entries);
        await repos.loadJumpers.setCharged(charged);
        const recorded = rows.filter((r, i) => r.land !== locked[i]?.land).map((r) => r.id);
        if (recorded.length) {
          await repos.loads.recordLand(recorded, clock);
        }
        await repos.loads.markLanded(ids, { landedAt: now(), landedBy: actor.userId });
        const chargedOf = (loadId: string) =>
          charged.reduce(
            (sum, [id, price]) =>
              ctx.jumpers.some((j) => j.id === id && j.loadId === loadId) ? sum + price : sum,
            0,
          );
        await repos.audit.append(
          rows.map((load) => ({
            clubId: actor.clubId,
            at: now(),
            actorUserId: actor.userId,
            action: 'loadLanded' as const,
            loadId: load.id,
            before: { state: load.state },
            after: {
              state: 'landed',
              jumpers: ctx.jumpers.filter((j) => j.loadId === load.id).length,
              chargedCents: chargedOf(load.id),
            },
          })),
        );
        await repos.loadJumpers.countLandedJumps(ids, 1);
        emit({ type: 'loadsSettled', clubId: actor.clubId, dates: rows.map((r) => r.date) });
      });
    },

    /** Reopens a landed load: writes the exact reversals and unlocks it (admins and its jump leader). */
    async reopen(actor: Actor, loadId: string): Promise<void> {
      await uow.run(async ({ repos, emit }) => {
        const [load] = await repos.loads.lock(actor.clubId, [loadId]);
        if (!load) {
          throw new DomainError('loadNotFound');
        }
        if (!canReopenLoad(actor, load)) {
          throw new DomainError('onlyAdmin');
        }
        assertCanReopen(load);
        const jumpers = await repos.loadJumpers.ofLoad(load.id);
        const entries: LedgerEntry[] = jumpers.flatMap((j) =>
          j.chargedCents
            ? [
                {
                  memberId: j.memberId,
                  amountCents: cents(j.chargedCents),
                  kind: 'refund' as const,
                  comment: `${comment(load, j.altitude)} (reopened)`,
                  loadRef: loadRef(load, j.altitude),
                  createdBy: actor.userId,
                  sourceType: 'loadJumper',
                  sourceId: j.id,
                },
              ]
            : [],
        );
        await ledger.applyEntries(repos, actor.clubId, entries);
        await repos.loadJumpers.setCharged(jumpers.map((j) => [j.id, null]));
        await repos.loads.markReopened(load.id);
        await repos.loadJumpers.countLandedJumps([load.id], -1);
        await repos.audit.append([
          {
            clubId: actor.clubId,
            at: now(),
            actorUserId: actor.userId,
            action: 'loadReopened',
            loadId: load.id,
            before: { state: 'landed' },
            after: { state: 'open', refundedCents: entries.reduce((sum, e) => sum + e.amountCents, 0) },
          },
        ]);
        emit({ type: 'loadsSettled', clubId: actor.clubId, dates: [load.date] });
      });
    },
  };
}

export type LandingService = ReturnType<typeof createLandingService>;
