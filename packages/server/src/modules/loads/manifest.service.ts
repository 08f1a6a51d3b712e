import { randomUUID } from 'node:crypto';
import {
  assertCanEditLoad,
  assertGroupMembers,
  canUseMinutePricing,
  DomainError,
  eurosToCents,
  type GroupRole,
  isAdmin,
  type JumperType,
  type manifestBody,
  type updateJumperBody,
} from '@dz/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { jumpLines, loadJumpers, members, trainingPrograms } from '../../db/schema/index';
import { toSubject } from '../../plugins/auth';
import type { UserRow } from '../users/users.repo';
import { createLoadsRepo, type LoadRow, type NewLoadJumper } from './loads.repo';
import type { LoadsService } from './loads.service';

type ManifestBody = z.output<typeof manifestBody>;
type MemberRow = typeof members.$inferSelect;

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return (e.cause ?? e).code === '23505';
}

/** Adds manifest groups (slot trees) to loads atomically, edits and removes jumpers. */
export function createManifestService(deps: { db: Db; loads: LoadsService; now: () => Date }) {
  const { db, now } = deps;
  const repo = createLoadsRepo(db);

  async function lockEditable(tx: Tx, user: UserRow, loadId: string, today: string): Promise<LoadRow> {
    const [load] = await repo.lock(user.clubId, [loadId], tx);
    if (!load) {
      throw new DomainError('loadNotFound');
    }
    assertCanEditLoad({ load, isAdmin: isAdmin(toSubject(user)), today, now: now() }, { onlyTimes: false });
    return load;
  }

  /** The rows of a slot tree, checked against the tandem and training rules of the domain. */
  async function groupRows(
    tx: Tx,
    user: UserRow,
    load: LoadRow,
    body: ManifestBody,
  ): Promise<NewLoadJumper[]> {
    const ids = [
      body.memberId,
      body.tandemMemberId,
      body.videoFlyerId,
      ...(body.students ?? []).map((s) => s.memberId),
    ].filter((x): x is string => !!x);
    if (new Set(ids).size !== ids.length) {
      throw new DomainError('memberAlreadyOnLoad');
    }
    const found = await tx
      .select()
      .from(members)
      .where(and(eq(members.clubId, user.clubId), inArray(members.id, ids), isNull(members.deletedAt)));
    if (found.length !== ids.length) {
      throw new DomainError('memberNotFound');
    }
    const byId = new Map<string, MemberRow>(found.map((m) => [m.id, m]));
    const lead = byId.get(body.memberId) as MemberRow;
    if (load.planeId) {
      const lines = await tx
        .select({ altitude: jumpLines.altitude })
        .from(jumpLines)
        .where(eq(jumpLines.planeId, load.planeId));
      if (lines.length && !lines.some((l) => l.altitude === body.altitude)) {
        throw new DomainError('invalidData', {
          detail: 'altitudeNotJumpLine',
        });
      }
    }
    const groupId = randomUUID();
    const common = {
      loadId: load.id,
      clubId: user.clubId,
      altitude: body.altitude,
      groupId,
      highOpening: body.highOpening ?? false,
    };
    const gearRentalCents =
      body.gearRental === null || body.gearRental === undefined
        ? null
        : (eurosToCents(body.gearRental) as number);
    const row = (
      memberId: string,
      type: JumperType,
      groupRole: GroupRole,
      extra: Partial<NewLoadJumper> = {},
    ): NewLoadJumper => ({
      ...common,
      memberId,
      type,
      groupRole,
      ownGear: false,
      gearRentalCents: null,
      ...extra,
    });

    if (body.type === 'tandem' || body.tandemMemberId) {
      assertGroupMembers({
        type: body.type,
        tandem: true,
        lead,
        passenger: body.tandemMemberId ? byId.get(body.tandemMemberId) : null,
        videoFlyer: body.videoFlyerId ? byId.get(body.videoFlyerId) : null,
      });
      if (!body.tandemMemberId) {
        throw new DomainError('tandemNeedsInstructor');
      }
      const rows = [
        row(lead.id, 'tandem', 'tandemInstructor', { ownGear: true }),
        row(body.tandemMemberId, 'tandem', 'passenger'),
      ];
      if (body.videoFlyerId) {
        rows.push(row(body.videoFlyerId, 'video', 'videoFlyer', { ownGear: true }));
      }
      return rows;
    }
    if (body.students?.length) {
      const programs = await tx
        .select()
        .from(trainingPrograms)
        .where(eq(trainingPrograms.clubId, user.clubId));
      const jumps = new Map(programs.flatMap((p) => p.jumps.map((j) => [j._id, j] as const)));
      const rows = [row(lead.id, 'instructor', 'instructor', { ownGear: true })];
      for (const s of body.students) {
        const jump = s.trainingJump ? jumps.get(s.trainingJump) : undefined;
        if (s.trainingJump && !jump) {
          throw new DomainError('invalidData', { detail: 'unknownTrainingJump' });
        }
        assertGroupMembers({
          type: body.type,
          tandem: false,
          lead,
          students: [{ member: byId.get(s.memberId) as MemberRow, jump: jump ?? null }],
        });
        rows.push(
          row(s.memberId, 'student', 'student', {
            trainingJumpId: jump?._id ?? null,
            trainingJumpName: jump?.name ?? null,
            gearRentalCents,
            ownGear: body.ownGear ?? false,
          }),
        );
      }
      return rows;
    }
    assertGroupMembers({ type: body.type, tandem: false, lead });
    return [row(lead.id, body.type, 'single', { gearRentalCents, ownGear: body.ownGear ?? false })];
  }

  async function run<T>(
    user: UserRow,
    loadId: string,
    fn: (tx: Tx, load: LoadRow) => Promise<T>,
  ): Promise<T> {
    let date = '';
    // read before the transaction: the embedded database has one connection, which the transaction holds
    const today = await deps.loads.today(user.clubId);
    try {
      const result = await db.transaction(async (tx) => {
        const load = await lockEditable(tx, user, loadId, today);
        date = load.date;
        return fn(tx, load);
      });
      deps.loads.announce(user.clubId, [date]);
      return result;
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw new DomainError('memberAlreadyOnLoad');
      }
      throw err;
    }
  }

  return {
    /** Adds a whole group at once; a member already on the load refuses the whole group. */
    async addGroup(user: UserRow, loadId: string, body: ManifestBody): Promise<void> {
      await run(user, loadId, async (tx, load) => {
        const rows = await groupRows(tx, user, load, body);
        if (load.minutePricing && !canUseMinutePricing(rows.map((r) => r.groupRole as GroupRole))) {
          throw new DomainError('invalidPrice', {
            detail: 'minutePriceWithStudents',
          });
        }
        // the group keeps its order in the lists: instructor first, then passenger or students, then video
        const base = now().getTime();
        await tx.insert(loadJumpers).values(rows.map((r, i) => ({ ...r, createdAt: new Date(base + i) })));
      });
    },

    async updateJumper(
      user: UserRow,
      loadId: string,
      jumperId: string,
      body: z.output<typeof updateJumperBody>,
    ): Promise<void> {
      await run(user, loadId, async (tx, load) => {
        const leadsLoad = !!user.linkedMemberId && user.linkedMemberId === load.jumpLeaderId;
        if (body.priceOverride !== undefined && !isAdmin(toSubject(user)) && !leadsLoad) {
          throw new DomainError('onlyAdmin');
        }
        const cents = (v: number | null | undefined) =>
          v === undefined ? undefined : v === null ? null : (eurosToCents(v) as number);
        const rows = await tx
          .update(loadJumpers)
          .set({
            altitude: body.altitude,
            gearRentalCents: cents(body.gearRental),
            ownGear: body.ownGear,
            highOpening: body.highOpening,
            didNotJump: body.didNotJump,
            priceOverrideCents: cents(body.priceOverride),
          })
          .where(and(eq(loadJumpers.loadId, loadId), eq(loadJumpers.id, jumperId)))
          .returning({ id: loadJumpers.id });
        if (!rows.length) {
          throw new DomainError('memberNotFound');
        }
      });
    },

    async removeJumper(user: UserRow, loadId: string, jumperId: string): Promise<void> {
      await run(user, loadId, async (tx) => {
        const rows = await tx
          .delete(loadJumpers)
          .where(and(eq(loadJumpers.loadId, loadId), eq(loadJumpers.id, jumperId)))
          .returning({ id: loadJumpers.id });
        if (!rows.length) {
          throw new DomainError('memberNotFound');
        }
      });
    },
  };
}

export type ManifestService = ReturnType<typeof createManifestService>;
