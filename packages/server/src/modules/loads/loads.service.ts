import {
  type Actor,
  assertCanCallLoad,
  assertCanEditLoad,
  assertFlightTime,
  canReadMembersInFull,
  canUseMinutePricing,
  clubClock,
  clubDate,
  type createLoadBody,
  type DayLoadsResponse,
  DomainError,
  dayLoadsResponse,
  isAdmin,
  isNewCall,
  type Load,
  type LoadCall,
  loadCallRecipients,
  type PublicLoadsResponse,
  publicLoadsResponse,
  timesOnTakeoff,
  type updateLoadBody,
} from '@dz/shared';
import type { z } from 'zod';
import type { UnitOfWork } from '../../events/unit-of-work';
import type { Repos } from '../../repos';
import { type AltitudeSource, isTrackable, type PlaneAltitude } from './altitude';
import { type BoardAnswer, boardAnswer, createDayCache } from './board-cache';
import { assertCreatesLoads, assertManagesLoad } from './loads.guards';
import { loadForReader, toLoad, toPublicLoad } from './loads.pricing';
import type { LoadRow } from './loads.repo';

type CreateBody = z.output<typeof createLoadBody>;
type UpdateBody = z.output<typeof updateLoadBody>;
const TIME_FIELDS = new Set(['takeoff', 'land', 'flightTime']);

export interface LoadsServiceDeps {
  repos: Pick<Repos, 'loads' | 'loadJumpers' | 'planes' | 'members' | 'clubs' | 'boardVersions'>;
  uow: UnitOfWork;
  altitude: Pick<AltitudeSource, 'enabled' | 'lookup'>;
  /** The club a public page follows: by club key, or the installation's only club. */
  publicClub(clubKey?: string): Promise<string | null>;
  now: () => Date;
}

/** The club's day and wall clock at `now`, in its time zone; `repos`: the app's, or a unit of work's. */
export async function clubClockOf(
  repos: Pick<Repos, 'clubs'>,
  clubId: string,
  now: Date,
): Promise<{ date: string; time: string }> {
  return clubClock(now, (await repos.clubs.findById(clubId))?.timezone);
}

/** Loads of a club day: list, create (today only), edit one or several, delete; the public board. */
export function createLoadsService(deps: LoadsServiceDeps) {
  const { repos, uow, now } = deps;

  // the board's club by key, kept a few seconds: a board asks on every change, the key rarely changes
  const boardClubs = new Map<string, { at: number; club: Promise<{ id: string; timezone: string }> }>();
  const BOARD_CLUB_TTL_MS = 10_000;
  function boardClub(clubKey: string | undefined) {
    const key = clubKey ?? '';
    const kept = boardClubs.get(key);
    if (kept && Date.now() - kept.at < BOARD_CLUB_TTL_MS) {
      return kept.club;
    }
    const club = (async () => {
      const clubId = await deps.publicClub(clubKey);
      const row = clubId ? await repos.clubs.findById(clubId) : undefined;
      if (!row) {
        throw new DomainError('clubNotFound');
      }
      return { id: row.id, timezone: row.timezone };
    })();
    boardClubs.set(key, { at: Date.now(), club });
    club.catch(() => boardClubs.delete(key));
    if (boardClubs.size > 100) {
      boardClubs.clear();
    }
    return club;
  }

  // the public board: names only, kept as the JSON it is sent as (and its compressed copies)
  const board = createDayCache({
    versions: repos.boardVersions,
    async compute(clubId, day, stamp): Promise<BoardAnswer> {
      const club = await repos.clubs.findById(clubId);
      const answer: PublicLoadsResponse = {
        date: day,
        clubName: club?.name ?? '',
        loads: (await days.get(clubId, day)).map(toPublicLoad),
        liveAltitudeAvailable: await liveAltitudeAvailable(clubId),
        version: stamp.day,
      };
      // the day in the tag: `today` is another day tomorrow, with counters of its own
      const json = JSON.stringify(publicLoadsResponse.parse(answer));
      return boardAnswer(`"${clubId.slice(0, 8)}-${day}-${stamp.day}.${stamp.club}"`, json);
    },
  });

  /** The club's day and wall clock now, in the club's time zone. */
  function clubNow(clubId: string): Promise<{ date: string; time: string }> {
    return clubClockOf(repos, clubId, now());
  }

  /** Today's club day in the club's time zone. */
  async function today(clubId: string): Promise<string> {
    return (await clubNow(clubId)).date;
  }

  // the day view's loads in full, computed once per change of the day (or of names, prices, balances); each
  // reader gets them narrowed to what they may read (`loadForReader`), which copies and never changes them
  const days = createDayCache({
    versions: repos.boardVersions,
    compute: (clubId, date) => dayOf(clubId, date),
  });

  // the same day as the JSON a full reader gets (staff, checkers, admins), with its compressed copies
  const fullDays = createDayCache({
    versions: repos.boardVersions,
    async compute(clubId, date, stamp): Promise<BoardAnswer> {
      const answer: DayLoadsResponse = {
        loads: await days.get(clubId, date),
        liveAltitudeAvailable: await liveAltitudeAvailable(clubId),
      };
      // checked and stripped by the route's schema once per change, as the serializer would on every request
      const json = JSON.stringify(dayLoadsResponse.parse(answer));
      return boardAnswer(`"d-${clubId.slice(0, 8)}-${date}-${stamp.day}.${stamp.club}"`, json);
    },
  });

  async function dayOf(clubId: string, date: string): Promise<Load[]> {
    const rows = await repos.loads.day(clubId, date);
    const ctx = await repos.loads.context(clubId, rows);
    return rows.map((l) => toLoad(ctx, l));
  }

  /** The plane, pilot and jump leader named in a body must be the club's (planes not removed). */
  async function assertClubRefs(
    repos: Pick<Repos, 'loads' | 'loadJumpers' | 'planes' | 'members'>,
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

  /** Whether the club's day view and board can show live altitude: a source, and a plane it can look up. */
  async function liveAltitudeAvailable(clubId: string): Promise<boolean> {
    return deps.altitude.enabled && (await repos.planes.tracked(clubId)).some(isTrackable);
  }

  /**
   * `path`: where the body sits in the request (`loads.2` in a bulk edit), for the lines of bad fields. `clock`:
   * the club's day and wall clock; setting an open load flying records its takeoff at the clock
   * (`timesOnTakeoff`), unless the change or the load has one.
   */
  async function applyUpdate(
    repos: Pick<Repos, 'loads' | 'loadJumpers' | 'planes' | 'members'>,
    actor: Actor,
    load: LoadRow,
    body: UpdateBody,
    clock: { date: string; time: string },
    path: readonly PropertyKey[],
  ) {
    assertManagesLoad(actor, load);
    const onlyTimes = Object.keys(body).every((k) => TIME_FIELDS.has(k));
    assertCanEditLoad({ load, isAdmin: isAdmin(actor), today: clock.date, now: now() }, { onlyTimes });
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
    today,

    /** The loads of a club day with jumpers, prices and weights. */
    /**
     * The day view as the JSON every full reader gets (`canReadMembersInFull`), from the cache; null for a
     * reader whose view is narrowed (`day`).
     */
    async dayInFull(actor: Actor, date: string): Promise<BoardAnswer | null> {
      return canReadMembersInFull(actor) ? fullDays.get(actor.clubId, date) : null;
    },

    async day(actor: Actor, date: string): Promise<Load[]> {
      return (await days.get(actor.clubId, date)).map((l) => loadForReader(l, actor));
    },

    async one(actor: Actor, id: string): Promise<Load> {
      const row = await repos.loads.find(actor.clubId, id);
      if (!row) {
        throw new DomainError('loadNotFound');
      }
      return loadForReader(toLoad(await repos.loads.context(actor.clubId, [row]), row), actor);
    },

    /** Creates a load for today with the next number of the day; the plane defaults to the default plane. */
    async create(actor: Actor, body: CreateBody): Promise<string> {
      assertCreatesLoads(actor);
      const day = await today(actor.clubId);
      if (body.date !== day) {
        throw new DomainError('loadsOnlyToday');
      }
      return uow.run(async ({ repos, emit }) => {
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
      const clock = await clubNow(actor.clubId);
      return uow.run(async ({ repos, emit }) => {
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
      assertCreatesLoads(actor);
      const day = await today(actor.clubId);
      await uow.run(async ({ repos, emit }) => {
        const [row] = await repos.loads.lock(actor.clubId, [id]);
        if (!row) {
          throw new DomainError('loadNotFound');
        }
        if (row.state === 'landed') {
          throw new DomainError('cannotDeleteLandedLoad');
        }
        assertCanEditLoad(
          { load: row, isAdmin: isAdmin(actor), today: day, now: now() },
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
      const day = await today(actor.clubId);
      await uow.run(async ({ repos, emit }) => {
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

    /**
     * The public board of a club day (`today` is the club's): names only, no money. The club is the one
     * the key names, or the installation's only club. Served from the board cache while the day is unchanged.
     */
    async publicBoard(clubKey: string | undefined, date: string | 'today'): Promise<BoardAnswer> {
      const club = await boardClub(clubKey);
      return board.get(club.id, date === 'today' ? clubDate(now(), club.timezone) : date);
    },

    /**
     * The public board of a club day as it goes out with the change's socket event (gzip JSON), or null when
     * the day is not the club's today (the boards show today only).
     */
    async todaysBoardGzip(clubId: string, date: string): Promise<Uint8Array | null> {
      const club = await repos.clubs.findById(clubId);
      if (!club || clubDate(now(), club.timezone) !== date) {
        return null;
      }
      return (await board.get(clubId, date)).encoded('gzip');
    },

    /** Whether the caller's club can see live altitude (the day view asks with its loads). */
    async liveAltitudeAvailable(actor: Actor): Promise<boolean> {
      return liveAltitudeAvailable(actor.clubId);
    },

    /**
     * The live altitude of the club's planes: the signed-in caller's club, else the one a public board
     * names. Empty without an ADS-B source.
     */
    async planeAltitudes(actor: Actor | null, clubKey: string | undefined): Promise<PlaneAltitude[]> {
      const clubId = actor?.clubId ?? (await deps.publicClub(clubKey));
      if (!clubId || !deps.altitude.enabled) {
        return [];
      }
      return deps.altitude.lookup(await repos.planes.tracked(clubId));
    },
  };
}

export type LoadsService = ReturnType<typeof createLoadsService>;
