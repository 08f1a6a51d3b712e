import { randomUUID } from 'node:crypto';
import {
  type clubSettingsInput,
  DomainError,
  eurosToCents,
  movePaymentMethod,
  type planeInput,
  removePaymentMethod,
  sortJumpLines,
  type trainingProgramInput,
  type waiverLinkInput,
} from '@dz/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { clubs, jumpLines, planes, trainingPrograms, waiverLinks } from '../../db/schema/index';
import type { Realtime } from '../../realtime/realtime';
import { type ClubAggregate, createClubRepo } from './club.repo';

type PlaneInput = z.output<typeof planeInput>;
type SettingsInput = z.output<typeof clubSettingsInput>;
type ProgramInput = z.output<typeof trainingProgramInput>;
type LinkInput = z.output<typeof waiverLinkInput>;

/** Euros from a validated schema are always whole cents. */
const toCents = (euros: number) => eurosToCents(euros) as number;

/**
 * Club settings: the club's own fields, planes with jump lines, the ordered payment methods, training
 * programs and waiver links. Each change runs in one transaction, scoped to the caller's club, and is
 * broadcast as `clubUpdated` after it commits.
 */
export function createClubService(deps: { db: Db; realtime: Realtime }) {
  const { db, realtime } = deps;
  const repo = createClubRepo(db);

  async function change(clubId: string, fn: (tx: Tx) => Promise<void>): Promise<ClubAggregate> {
    await db.transaction(async (tx) => {
      if (!(await repo.lock(clubId, tx))) {
        throw new DomainError('clubNotFound');
      }
      await fn(tx);
    });
    realtime.broadcast(clubId, 'clubUpdated');
    return get(clubId);
  }

  async function get(clubId: string): Promise<ClubAggregate> {
    const a = await repo.aggregate(clubId);
    if (!a) {
      throw new DomainError('clubNotFound');
    }
    return a;
  }

  async function writeJumpLines(tx: Tx, planeId: string, input: PlaneInput['jumpLines']) {
    await tx.delete(jumpLines).where(eq(jumpLines.planeId, planeId));
    const sorted = sortJumpLines(input);
    if (sorted.length) {
      await tx.insert(jumpLines).values(
        sorted.map((l) => ({
          id: l._id,
          planeId,
          altitude: l.altitude,
          priceCents: toCents(l.price),
          priceForMembersCents:
            l.priceForMembers === null || l.priceForMembers === undefined ? null : toCents(l.priceForMembers),
          tandemPriceCents:
            l.tandemPrice === null || l.tandemPrice === undefined ? null : toCents(l.tandemPrice),
        })),
      );
    }
  }

  function planeFields(input: PlaneInput) {
    return {
      aircraftModel: input.aircraftModel,
      registration: input.registration,
      icaoCode: input.icaoCode,
      slots: input.slots,
      weightAvailable: input.weightAvailable,
      weightWarningThreshold: input.weightWarningThreshold,
      weightDangerThreshold: input.weightDangerThreshold,
      isDefault: input.isDefault,
      minutePriceCents: input.minutePrice === null ? null : toCents(input.minutePrice),
      roundUpMinutePrice: input.roundUpMinutePrice,
    };
  }

  /** One default plane: marking one unmarks the others. */
  async function keepSingleDefault(tx: Tx, clubId: string, planeId: string, isDefault: boolean) {
    if (isDefault) {
      await tx
        .update(planes)
        .set({ isDefault: false })
        .where(and(eq(planes.clubId, clubId), isNull(planes.removedAt)));
      await tx.update(planes).set({ isDefault: true }).where(eq(planes.id, planeId));
    }
  }

  async function findPlane(tx: Tx, clubId: string, id: string) {
    const [row] = await tx
      .select()
      .from(planes)
      .where(and(eq(planes.clubId, clubId), eq(planes.id, id), isNull(planes.removedAt)));
    if (!row) {
      throw new DomainError('planeNotFound');
    }
    return row;
  }

  return {
    get,

    updateSettings: (clubId: string, input: SettingsInput) =>
      change(clubId, async (tx) => {
        await tx
          .update(clubs)
          .set({
            name: input.name,
            clubKey: input.clubKey,
            notificationEmail: input.notificationEmail,
            timezone: input.timezone,
            defaultGearRentCents: toCents(input.defaultGearRent),
            allowCustomPaymentMethods: input.allowCustomPaymentMethods,
            sendPaymentReminders: input.sendPaymentReminders,
            sendUnlandedLoadRemindersToClub: input.sendUnlandedLoadRemindersToClub,
            sendUnlandedLoadRemindersToJumpLeader: input.sendUnlandedLoadRemindersToJumpLeader,
            roundUpMinutePrice: input.roundUpMinutePrice,
            privacyNotice: input.privacyNotice,
          })
          .where(eq(clubs.id, clubId));
      }),

    addPlane: (clubId: string, input: PlaneInput) =>
      change(clubId, async (tx) => {
        const existing = await tx
          .select({ id: planes.id })
          .from(planes)
          .where(and(eq(planes.clubId, clubId), isNull(planes.removedAt)));
        const id = randomUUID();
        // the first plane is the default plane
        const isDefault = input.isDefault || existing.length === 0;
        await tx.insert(planes).values({ id, clubId, ...planeFields(input), isDefault: false });
        await keepSingleDefault(tx, clubId, id, isDefault);
        await writeJumpLines(tx, id, input.jumpLines);
      }),

    updatePlane: (clubId: string, input: PlaneInput & { _id: string }) =>
      change(clubId, async (tx) => {
        const current = await findPlane(tx, clubId, input._id);
        await tx
          .update(planes)
          .set({ ...planeFields(input), isDefault: current.isDefault && input.isDefault })
          .where(eq(planes.id, current.id));
        await keepSingleDefault(tx, clubId, current.id, input.isDefault);
        await writeJumpLines(tx, current.id, input.jumpLines);
      }),

    /** Planes stay in the database for the loads that flew them; they leave the club's list. */
    removePlane: (clubId: string, id: string) =>
      change(clubId, async (tx) => {
        const current = await findPlane(tx, clubId, id);
        await tx
          .update(planes)
          .set({ removedAt: new Date(), isDefault: false })
          .where(eq(planes.id, current.id));
      }),

    addPaymentMethod: (clubId: string, name: string) =>
      change(clubId, async (tx) => {
        const club = await repo.lock(clubId, tx);
        if (club?.paymentMethods.some((m) => m.toLowerCase() === name.toLowerCase())) {
          throw new DomainError('invalidData', { detail: 'paymentMethodExists' });
        }
        await tx
          .update(clubs)
          .set({ paymentMethods: [...(club?.paymentMethods ?? []), name] })
          .where(eq(clubs.id, clubId));
      }),

    movePaymentMethod: (clubId: string, index: number, newIndex: number, rename?: string) =>
      change(clubId, async (tx) => {
        const club = await repo.lock(clubId, tx);
        const methods = club?.paymentMethods ?? [];
        if (rename && methods.some((m, i) => i !== index && m.toLowerCase() === rename.toLowerCase())) {
          throw new DomainError('invalidData', { detail: 'paymentMethodExists' });
        }
        const next = movePaymentMethod(methods, index, newIndex, rename);
        await tx.update(clubs).set({ paymentMethods: next }).where(eq(clubs.id, clubId));
      }),

    removePaymentMethod: (clubId: string, index: number) =>
      change(clubId, async (tx) => {
        const club = await repo.lock(clubId, tx);
        await tx
          .update(clubs)
          .set({ paymentMethods: removePaymentMethod(club?.paymentMethods ?? [], index) })
          .where(eq(clubs.id, clubId));
      }),

    addTrainingProgram: (clubId: string, input: ProgramInput) =>
      change(clubId, async (tx) => {
        await tx.insert(trainingPrograms).values({
          clubId,
          forStudentType: input.forStudentType,
          jumps: input.jumps.map((j) => ({ ...j, _id: j._id ?? randomUUID() })),
        });
      }),

    updateTrainingProgram: (clubId: string, id: string, input: ProgramInput) =>
      change(clubId, async (tx) => {
        const rows = await tx
          .update(trainingPrograms)
          .set({
            forStudentType: input.forStudentType,
            jumps: input.jumps.map((j) => ({ ...j, _id: j._id ?? randomUUID() })),
          })
          .where(and(eq(trainingPrograms.clubId, clubId), eq(trainingPrograms.id, id)))
          .returning({ id: trainingPrograms.id });
        if (!rows.length) {
          throw new DomainError('notFound');
        }
      }),

    removeTrainingProgram: (clubId: string, id: string) =>
      change(clubId, async (tx) => {
        const rows = await tx
          .delete(trainingPrograms)
          .where(and(eq(trainingPrograms.clubId, clubId), eq(trainingPrograms.id, id)))
          .returning({ id: trainingPrograms.id });
        if (!rows.length) {
          throw new DomainError('notFound');
        }
      }),

    addWaiverLink: (clubId: string, input: LinkInput) =>
      change(clubId, async (tx) => {
        await tx.insert(waiverLinks).values({ clubId, title: input.title, url: input.url });
      }),

    updateWaiverLink: (clubId: string, id: string, input: LinkInput) =>
      change(clubId, async (tx) => {
        const rows = await tx
          .update(waiverLinks)
          .set({ title: input.title, url: input.url })
          .where(and(eq(waiverLinks.clubId, clubId), eq(waiverLinks.id, id)))
          .returning({ id: waiverLinks.id });
        if (!rows.length) {
          throw new DomainError('notFound');
        }
      }),

    removeWaiverLink: (clubId: string, id: string) =>
      change(clubId, async (tx) => {
        const rows = await tx
          .delete(waiverLinks)
          .where(and(eq(waiverLinks.clubId, clubId), eq(waiverLinks.id, id)))
          .returning({ id: waiverLinks.id });
        if (!rows.length) {
          throw new DomainError('notFound');
        }
      }),
  };
}

export type ClubService = ReturnType<typeof createClubService>;
