import {
  assertCanEditLoad,
  assertFlightTime,
  canUseMinutePricing,
  clubDate,
  type createLoadBody,
  DomainError,
  isAdmin,
  type Load,
  type updateLoadBody,
} from '@dz/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { clubs, loadJumpers, loads, members, planes } from '../../db/schema/index';
import { toSubject } from '../../plugins/auth';
import type { Realtime } from '../../realtime/realtime';
import type { UserRow } from '../users/users.repo';
import { toLoad } from './loads.pricing';
import { createLoadsRepo, type LoadRow, loadContext } from './loads.repo';

type UpdateBody = z.output<typeof updateLoadBody>;
const TIME_FIELDS = new Set(['takeoff', 'land', 'flightTime']);

/** Loads of a club day: list, create (today only), edit one or several, delete. */
export function createLoadsService(deps: { db: Db; realtime: Realtime; now: () => Date }) {
  const { db, realtime, now } = deps;
  const repo = createLoadsRepo(db);

  async function today(clubId: string): Promise<string> {
    const [club] = await db.select({ timezone: clubs.timezone }).from(clubs).where(eq(clubs.id, clubId));
    return clubDate(now(), club?.timezone);
  }

  /** Tells the day view and the public board of the club that a day changed. */
  function announce(clubId: string, dates: string[], balances = false) {
    for (const date of new Set(dates)) {
      realtime.broadcast(clubId, 'loadsUpdated', { date });
      realtime.broadcastPublic(clubId, 'loadsUpdated', { date });
      if (balances) {
        realtime.broadcast(clubId, 'loadsUpdatedUpdateMembers', { date });
      }
    }
  }

  async function assertClubRefs(
    tx: Tx,
    clubId: string,
    body: { plane?: string; pilot?: string | null; jumpLeader?: string | null },
  ) {
    if (body.plane) {
      const [p] = await tx
        .select({ id: planes.id })
        .from(planes)
        .where(and(eq(planes.clubId, clubId), eq(planes.id, body.plane), isNull(planes.removedAt)));
      if (!p) {
        throw new DomainError('planeNotFound');
      }
    }
    const people = [body.pilot, body.jumpLeader].filter((x): x is string => !!x);
    if (people.length) {
      const found = await tx
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.clubId, clubId), inArray(members.id, people), isNull(members.deletedAt)));
      if (found.length !== new Set(people).size) {
        throw new DomainError('memberNotFound');
      }
    }
  }

  async function applyUpdate(tx: Tx, user: UserRow, load: LoadRow, body: UpdateBody, day: string) {
    const onlyTimes = Object.keys(body).every((k) => TIME_FIELDS.has(k));
    assertCanEditLoad({ load, isAdmin: isAdmin(toSubject(user)), today: day, now: now() }, { onlyTimes });
    assertFlightTime({
      takeoff: body.takeoff !== undefined ? body.takeoff : load.takeoff,
      land: body.land !== undefined ? body.land : load.land,
    });
    await assertClubRefs(tx, user.clubId, body);
    if (body.minutePricing) {
      const roles = await tx
        .select({ r: loadJumpers.groupRole })
        .from(loadJumpers)
        .where(eq(loadJumpers.loadId, load.id));
      if (!canUseMinutePricing(roles.map((x) => x.r))) {
        throw new DomainError('invalidPrice', {
          detail: 'minutePriceWithStudents',
        });
      }
    }
    const { plane, pilot, jumpLeader, ...rest } = body;
    await tx
      .update(loads)
      .set({
        ...rest,
        ...(plane !== undefined ? { planeId: plane } : {}),
        ...(pilot !== undefined ? { pilotId: pilot } : {}),
        ...(jumpLeader !== undefined ? { jumpLeaderId: jumpLeader } : {}),
      })
      .where(eq(loads.id, load.id));
  }

  return {
    today,
    announce,

    /** The loads of a club day with jumpers, prices and weights. */
    async day(clubId: string, date: string): Promise<Load[]> {
      const rows = await repo.day(clubId, date);
      const ctx = await loadContext(db, clubId, rows);
      return rows.map((l) => toLoad(ctx, l));
    },

    async one(clubId: string, id: string): Promise<Load> {
      const [row] = await db
        .select()
        .from(loads)
        .where(and(eq(loads.clubId, clubId), eq(loads.id, id)));
      if (!row) {
        throw new DomainError('loadNotFound');
      }
      return toLoad(await loadContext(db, clubId, [row]), row);
    },

    /** Creates a load for today with the next number of the day; the plane defaults to the default plane. */
    async create(user: UserRow, body: z.output<typeof createLoadBody>): Promise<string> {
      const day = await today(user.clubId);
      if (body.date !== day) {
        throw new DomainError('loadsOnlyToday');
      }
      const id = await db.transaction(async (tx) => {
        // numbers are handed out one at a time per club day
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`loads:${user.clubId}:${day}`}))`);
        await assertClubRefs(tx, user.clubId, body);
        let planeId = body.plane ?? null;
        if (!planeId) {
          const [def] = await tx
            .select({ id: planes.id })
            .from(planes)
            .where(and(eq(planes.clubId, user.clubId), eq(planes.isDefault, true), isNull(planes.removedAt)));
          planeId = def?.id ?? null;
        }
        const [max] = await tx
          .select({ n: sql<number>`coalesce(max(${loads.number}), 0)::int` })
          .from(loads)
          .where(and(eq(loads.clubId, user.clubId), eq(loads.date, day)));
        const [row] = await tx
          .insert(loads)
          .values({
            clubId: user.clubId,
            date: day,
            number: (max?.n ?? 0) + 1,
            planeId,
            pilotId: body.pilot ?? null,
            jumpLeaderId: body.jumpLeader ?? null,
            estimatedTakeoff: body.estimatedTakeoff ?? null,
            comment: body.comment ?? '',
            createdBy: user.id,
          })
          .returning({ id: loads.id });
        return row?.id as string;
      });
      announce(user.clubId, [day]);
      return id;
    },

    /** Edits loads (one or several, e.g. renumbering) in one transaction. */
    async update(user: UserRow, changes: (UpdateBody & { _id: string })[]): Promise<string[]> {
      const day = await today(user.clubId);
      const dates = await db.transaction(async (tx) => {
        const rows = await repo.lock(
          user.clubId,
          changes.map((c) => c._id),
          tx,
        );
        if (rows.length !== new Set(changes.map((c) => c._id)).size) {
          throw new DomainError('loadNotFound');
        }
        for (const change of changes) {
          const { _id, ...body } = change;
          await applyUpdate(tx, user, rows.find((r) => r.id === _id) as LoadRow, body, day);
        }
        return rows.map((r) => r.date);
      });
      announce(user.clubId, dates);
      return dates;
    },

    async delete(user: UserRow, id: string): Promise<void> {
      const day = await today(user.clubId);
      const date = await db.transaction(async (tx) => {
        const [row] = await repo.lock(user.clubId, [id], tx);
        if (!row) {
          throw new DomainError('loadNotFound');
        }
        if (row.state === 'landed') {
          throw new DomainError('cannotDeleteLandedLoad');
        }
        assertCanEditLoad(
          { load: row, isAdmin: isAdmin(toSubject(user)), today: day, now: now() },
          { onlyTimes: false },
        );
        await tx.delete(loads).where(eq(loads.id, id));
        return row.date;
      });
      announce(user.clubId, [date]);
    },
  };
}

export type LoadsService = ReturnType<typeof createLoadsService>;
