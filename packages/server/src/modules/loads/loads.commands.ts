import {
  type Actor,
  assertCanCallLoad,
  assertCanEditLoad,
  assertFlightTime,
  canEditPastDays,
  canUseMinutePricing,
  type createLoadBody,
  DomainError,
  isNewCall,
  type LoadCall,
  loadCallRecipients,
  timesOnTakeoff,
  type updateLoadBody,
} from '@dz/shared';
import type { z } from 'zod';
import type { UnitOfWork } from '../../events/unit-of-work';
import type { Repos } from '../../repos';
import { clubClockOf } from '../club/club-clock';
import { assertCreatesLoads, assertDeletesLoad, assertManagesLoad } from './loads.guards';
import type { LoadRow } from './loads.repo';

/**
 * The changes of loads: create (today only, the next number of the day), edit one or several (times, state,
 * plane and crew, renumbering), delete, and a load's call. Each is one unit of work that reads the club's day
 * inside it and announces `loadsChanged` (and a new call `loadCalled`). The jumpers on a load are
 * `manifest.service.ts`, landing and reopening `landing.service.ts`, the reads `read-models/loads.read-model.ts`.
 */

type CreateBody = z.output<typeof createLoadBody>;
type UpdateBody = z.output<typeof updateLoadBody>;
const TIME_FIELDS = new Set(['takeoff', 'land', 'flightTime']);

/** The repos a load's change uses: a unit of work's. */
type CommandRepos = Pick<Repos, 'clubs' | 'loads' | 'loadJumpers' | 'members' | 'planes'>;

export interface LoadCommandsDeps {
  uow: UnitOfWork;
  now: () => Date;
}

export function createLoadCommands(deps: LoadCommandsDeps) {
  const { uow, now } = deps;

  /** The plane, pilot and jump leader named in a body must be the club's (planes not removed). */
  async function assertClubRefs(
    repos: CommandRepos,
    clubId: string,
    body: { plane?: string; pilot?: string | null; jumpLeader?: string | null },
  ) {
    if (body.plane && !(await repos.planes.exists(clubId, body.plane))) {
      throw new DomainError('planeNotFound');
    }
    const people = [...new Set([body.pilot, body.jumpLeader].filter((x): x is string => !!x))];
    if (people.length) {
      const found = await repos.members.findManyInClub(clubId, people);
      if (found.length !== people.length) {
        throw new DomainError('memberNotFound');
      }
    }
  }

  /**
   * `path`: where the body sits in the request (`loads.2` in a bulk edit), for the lines of bad fields. `clock`:
   * the club's day and wall clock; setting an open load flying records its takeoff at the clock
   * (`timesOnTakeoff`), unless the change or the load has one.
   */
  async function applyUpdate(
    repos: CommandRepos,
    actor: Actor,
    load: LoadRow,
    body: UpdateBody,
    clock: { date: string; time: string },
    path: readonly PropertyKey[],
  ) {
    assertManagesLoad(actor, load);
    const onlyTimes = Object.keys(body).every((k) => TIME_FIELDS.has(k));
    assertCanEditLoad(
      { load, editsPastDays: canEditPastDays(actor), today: clock.date, now: now() },
      { onlyTimes },
    );
    const times = {
      takeoff: body.takeoff !== undefined ? body.takeoff : load.takeoff,
      land: body.land !== undefined ? body.land : load.land,
      flightTime: body.flightTime !== undefined ? body.flightTime : load.flightTime,
    };
    // a landing before the takeoff is the field this change typed: the landing, else the takeoff
    assertFlightTime(times, [
      ...path,
      body.land === undefined && body.takeoff !== undefined ? 'takeoff' : 'land',
    ]);
    // the wall clock is a time of today only: an earlier day's load (an admin's correction) records nothing
    const recorded =
      body.state === 'flying' &&
      load.state === 'open' &&
      body.takeoff === undefined &&
      load.date === clock.date
        ? timesOnTakeoff(times, clock.time)
        : {};
    await assertClubRefs(repos, actor.clubId, body);
    if (body.minutePricing && !canUseMinutePricing(await repos.loadJumpers.groupRoles(load.id))) {
      throw new DomainError('invalidPrice', { detail: 'minutePriceWithStudents' });
    }
    const { plane, pilot, jumpLeader, ...rest } = body;
    await repos.loads.update(load.id, {
      ...rest,
      ...recorded,
      ...(plane !== undefined ? { planeId: plane } : {}),
      ...(pilot !== undefined ? { pilotId: pilot } : {}),
      ...(jumpLeader !== undefined ? { jumpLeaderId: jumpLeader } : {}),
    });
  }

  return {
    /** Creates a load for today with the next number of the day; the plane defaults to the default plane. */
    async create(actor: Actor, body: CreateBody): Promise<string> {
      assertCreatesLoads(actor);
      return uow.run(async ({ repos, emit }) => {
        const { date: day } = await clubClockOf(repos, actor.clubId, now());
        if (body.date !== day) {
          throw new DomainError('loadsOnlyToday');
        }
        // numbers are handed out one at a time per club day
        await repos.loads.lockDay(actor.clubId, day);
        await assertClubRefs(repos, actor.clubId, body);
        const planeId = body.plane ?? (await repos.planes.defaultId(actor.clubId));
        const id = await repos.loads.insert({
          clubId: actor.clubId,
          date: day,
          number: (await repos.loads.maxNumber(actor.clubId, day)) + 1,
          planeId,
          pilotId: body.pilot ?? null,
          jumpLeaderId: body.jumpLeader ?? null,
          estimatedTakeoff: body.estimatedTakeoff ?? null,
          comment: body.comment ?? '',
          createdBy: actor.userId,
        });
        emit({ type: 'loadsChanged', clubId: actor.clubId, dates: [day] });
        return id;
      });
    },

    /**
     * Edits loads (one or several, e.g. renumbering) in one transaction; answers their days. `bulk`: the changes
     * came as `PUT /api/loads` `{ loads }`, so a bad field's line says `loads.<i>.<field>`.
     */
    async update(
      actor: Actor,
      changes: (UpdateBody & { _id: string })[],
      opts: { bulk?: boolean } = {},
    ): Promise<string[]> {
      return uow.run(async ({ repos, emit }) => {
        const clock = await clubClockOf(repos, actor.clubId, now());
        const ids = changes.map((c) => c._id);
        const rows = await repos.loads.lock(actor.clubId, ids);
        if (rows.length !== new Set(ids).size) {
          throw new DomainError('loadNotFound');
        }
        for (const [i, { _id, ...body }] of changes.entries()) {
          const path = opts.bulk ? ['loads', i] : [];
          await applyUpdate(repos, actor, rows.find((r) => r.id === _id) as LoadRow, body, clock, path);
        }
        const dates = rows.map((r) => r.date);
        emit({ type: 'loadsChanged', clubId: actor.clubId, dates });
        return dates;
      });
    },

    async delete(actor: Actor, id: string): Promise<void> {
      await uow.run(async ({ repos, emit }) => {
        const { date: day } = await clubClockOf(repos, actor.clubId, now());
        const [row] = await repos.loads.lock(actor.clubId, [id]);
        if (!row) {
          throw new DomainError('loadNotFound');
        }
        assertDeletesLoad(actor, row);
        if (row.state === 'landed') {
          throw new DomainError('cannotDeleteLandedLoad');
        }
        assertCanEditLoad(
          { load: row, editsPastDays: canEditPastDays(actor), today: day, now: now() },
          { onlyTimes: false },
        );
        await repos.loads.delete(id);
        emit({ type: 'loadsChanged', clubId: actor.clubId, dates: [row.date] });
      });
    },

    /**
     * Makes a load's call (20, 15, 10, 5 minutes, boarding) or clears it (null): today's open loads only. A
     * new call is announced to the load's jumpers (`loadCalled`: their open apps and Web Push), once: the same
     * call again changes nothing and tells nobody.
     */
    async setCall(actor: Actor, id: string, call: LoadCall | null): Promise<void> {
      await uow.run(async ({ repos, emit }) => {
        const { date: day } = await clubClockOf(repos, actor.clubId, now());
        const [row] = await repos.loads.lock(actor.clubId, [id]);
        if (!row) {
          throw new DomainError('loadNotFound');
        }
        assertManagesLoad(actor, row);
        assertCanCallLoad(row, day);
        if (row.call === call) {
          return;
        }
        const at = now();
        await repos.loads.setCall(id, call, call ? at : null);
        emit({ type: 'loadsChanged', clubId: actor.clubId, dates: [row.date] });
        if (isNewCall(row.call, call)) {
          emit({
            type: 'loadCalled',
            clubId: actor.clubId,
            date: row.date,
            loadId: id,
            number: row.number,
            call,
            at: at.toISOString(),
            userIds: loadCallRecipients(await repos.loadJumpers.callRecipients(id)),
          });
        }
      });
    },
  };
}

export type LoadCommands = ReturnType<typeof createLoadCommands>;
