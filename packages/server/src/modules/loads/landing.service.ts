import { assertCanLand, assertCanReopen, DomainError, isAdmin } from '@dz/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { loadJumpers, loads } from '../../db/schema/index';
import { toSubject } from '../../plugins/auth';
import type { LedgerEntry, LedgerService } from '../ledger/ledger.service';
import type { UserRow } from '../users/users.repo';
import { loadPrices } from './loads.pricing';
import { createLoadsRepo, type LoadRow, loadContext } from './loads.repo';
import type { LoadsService } from './loads.service';

/** Writes every jumper's charged amount (or null) in one statement. */
async function setCharged(tx: Tx, charged: [string, number | null][]) {
  if (!charged.length) {
    return;
  }
  const values = sql.join(
    charged.map(([id, c]) => sql`(${id}::uuid, ${c}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update load_jumpers set charged_cents = v.c from (values ${values}) as v(id, c) where load_jumpers.id = v.id`,
  );
}

/**
 * Landing charges each paying jumper once, reopening refunds exactly what landing charged. Each runs in
 * one database transaction that locks the loads (and, through the ledger, the members), so concurrent or
 * repeated requests charge or refund once; the number of statements does not grow with the jumpers.
 */
export function createLandingService(deps: {
  db: Db;
  ledger: LedgerService;
  loads: LoadsService;
  now: () => Date;
}) {
  const { db, ledger, now } = deps;
  const repo = createLoadsRepo(db);

  function comment(load: LoadRow, altitude: number) {
    return `Load ${load.number} ${load.date}, ${altitude} m`;
  }

  /** The load on the row: the lists say its text in the reader's language (`ledgerCommentText`). */
  function loadRef(load: LoadRow, altitude: number) {
    return { loadId: load.id, number: load.number, date: load.date, altitude };
  }

  return {
    /** Lands loads, all or none. */
    async land(user: UserRow, loadIds: string[]): Promise<void> {
      const ids = [...new Set(loadIds)];
      const dates = await db.transaction(async (tx) => {
        const rows = await repo.lock(user.clubId, ids, tx);
        if (rows.length !== ids.length) {
          throw new DomainError('loadNotFound');
        }
        const ctx = await loadContext(tx, user.clubId, rows);
        const entries: LedgerEntry[] = [];
        const charged: [string, number | null][] = [];
        for (const load of rows) {
          const jumpers = ctx.jumpers.filter((j) => j.loadId === load.id);
          assertCanLand(load, jumpers.length);
          const prices = loadPrices(ctx, load);
          for (const j of jumpers) {
            const price = prices.get(j.id) ?? 0;
            charged.push([j.id, price]);
            // tandem passengers have no account: the price rules give them 0, so no row is written
            if (price !== 0) {
              entries.push({
                memberId: j.memberId,
                amountCents: -price,
                kind: 'jump',
                comment: comment(load, j.altitude),
                loadRef: loadRef(load, j.altitude),
                createdBy: user.id,
                sourceType: 'loadJumper',
                sourceId: j.id,
              });
            }
          }
        }
        await ledger.applyEntries(tx, user.clubId, entries);
        await setCharged(tx, charged);
        await tx
          .update(loads)
          .set({ state: 'landed', landedAt: now(), landedBy: user.id })
          .where(inArray(loads.id, ids));
        return rows.map((r) => r.date);
      });
      deps.loads.announce(user.clubId, dates, true);
      ledger.announce(user.clubId);
    },

    /** Reopens a landed load: writes the exact reversals and unlocks it (admins and its jump leader). */
    async reopen(user: UserRow, loadId: string): Promise<void> {
      const date = await db.transaction(async (tx) => {
        const [load] = await repo.lock(user.clubId, [loadId], tx);
        if (!load) {
          throw new DomainError('loadNotFound');
        }
        const leads = !!user.linkedMemberId && user.linkedMemberId === load.jumpLeaderId;
        if (!isAdmin(toSubject(user)) && !leads) {
          throw new DomainError('onlyAdmin');
        }
        assertCanReopen(load);
        const jumpers = await tx.select().from(loadJumpers).where(eq(loadJumpers.loadId, load.id));
        const entries: LedgerEntry[] = jumpers
          .filter((j) => (j.chargedCents ?? 0) !== 0)
          .map((j) => ({
            memberId: j.memberId,
            amountCents: j.chargedCents as number,
            kind: 'refund',
            comment: `${comment(load, j.altitude)} (reopened)`,
            loadRef: loadRef(load, j.altitude),
            createdBy: user.id,
            sourceType: 'loadJumper',
            sourceId: j.id,
          }));
        await ledger.applyEntries(tx, user.clubId, entries);
        await setCharged(
          tx,
          jumpers.map((j) => [j.id, null]),
        );
        await tx
          .update(loads)
          .set({ state: 'open', landedAt: null, landedBy: null })
          .where(eq(loads.id, load.id));
        return load.date;
      });
      deps.loads.announce(user.clubId, [date], true);
      ledger.announce(user.clubId);
    },
  };
}

export type LandingService = ReturnType<typeof createLandingService>;
