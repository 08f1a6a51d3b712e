import {
  type Actor,
  canReadMembersInFull,
  clubDate,
  type DayLoadsResponse,
  DomainError,
  dayLoadsResponse,
  type Load,
  type PublicLoadsResponse,
  publicLoadsResponse,
} from '@dz/shared';
import type { Repos } from '../../repos';
import { type AltitudeSource, isTrackable, type PlaneAltitude } from './altitude';
import { type BoardAnswer, boardAnswer, createDayCache } from './board-cache';
import { loadForReader, toLoad, toPublicLoad } from './loads.presenter';

/**
 * The reads of loads: a club day's view (in full as cached JSON, or narrowed to the reader), one load, the
 * public board (names only) and today's board as its socket event carries it, and the live altitude of the
 * club's planes. Days are computed once per change (`createDayCache` on the board counters). The changes are
 * `loads.commands.ts`.
 */

export interface LoadsReadModelDeps {
  repos: Pick<Repos, 'loads' | 'planes' | 'clubs' | 'boardVersions'>;
  altitude: Pick<AltitudeSource, 'enabled' | 'lookup'>;
  /** The club a public page follows: by club key, or the installation's only club. */
  publicClub(clubKey?: string): Promise<string | null>;
  now: () => Date;
}

export function createLoadsReadModel(deps: LoadsReadModelDeps) {
  const { repos, now } = deps;

  // the board's club by key, kept a few seconds: a board asks on every change, the key rarely changes
  const boardClubs = new Map<string, { at: number; club: Promise<{ id: string; timezone: string }> }>();
  const BOARD_CLUB_TTL_MS = 10_000;
  function boardClub(clubKey: string | undefined) {
    const key = clubKey ?? '';
    const kept = boardClubs.get(key);
    if (kept && now().getTime() - kept.at < BOARD_CLUB_TTL_MS) {
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
    boardClubs.set(key, { at: now().getTime(), club });
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

  /** Whether the club's day view and board can show live altitude: a source, and a plane it can look up. */
  async function liveAltitudeAvailable(clubId: string): Promise<boolean> {
    return deps.altitude.enabled && (await repos.planes.tracked(clubId)).some(isTrackable);
  }

  return {
    /**
     * The day view as the JSON every full reader gets (`canReadMembersInFull`), from the cache; null for a
     * reader whose view is narrowed (`day`).
     */
    async dayInFull(actor: Actor, date: string): Promise<BoardAnswer | null> {
      return canReadMembersInFull(actor) ? fullDays.get(actor.clubId, date) : null;
    },

    /** The loads of a club day with jumpers, prices and weights, as the reader may read them. */
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

export type LoadsReadModel = ReturnType<typeof createLoadsReadModel>;
