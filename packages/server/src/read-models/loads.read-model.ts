import {
  type Actor,
  canReadMembersInFull,
  clubDate,
  type DayLoadsResponse,
  DomainError,
  dayLoadsResponse,
  type Load,
  type LoadData,
  type PublicLoadsResponse,
  policyClass,
  publicLoadsResponse,
} from '@dz/shared';
import { presentLoad, toLoad, toPublicLoad } from '../modules/loads/loads.presenter';
import type { Repos } from '../repos';
import { type CachedAnswer, cachedAnswer, policyTag } from './cached-answer';
import { stampedCache } from './stamped-cache';
import { type Versions, versionedCache, versionsReader } from './versioned-cache';
import { WHOLE_CLUB } from './versions.repo';

/**
 * The reads of loads: a club day's view (in full as cached JSON, or narrowed to the reader), one load, the
 * public board (names only) and today's board as its socket event carries it. Days are computed once per change (`versionedCache` on the counters that `invalidation.ts`
 * raises). The changes are `modules/loads/loads.commands.ts`.
 */

export interface LoadsReadModelDeps {
  repos: Pick<Repos, 'loads' | 'planes' | 'clubs' | 'boardVersions'>;
  /** Whether a club's planes can show live altitude (`modules/live`): a source, and a plane it can look up. */
  altitude: { available(clubId: string): Promise<boolean> };
  /** The club a public page follows: by club key, or the installation's only club. */
  publicClub(clubKey?: string): Promise<string | null>;
  now: () => Date;
}

/** The club a board's address names, as the board needs it. */
interface BoardClub {
  id: string;
  timezone: string;
}

export function createLoadsReadModel(deps: LoadsReadModelDeps) {
  const { repos, now } = deps;
  const versions = versionsReader(repos.boardVersions);

  // The board's club by its public name ('' for the installation's only club), kept with the club's counter it
  // was read after: a board asks on every change, the name and the time zone change with `clubChanged` only.
  const boardClubs = stampedCache<BoardClub>(100);
  const boardClubStamp = (id: string, v: Versions) => `${id}.${v.club}`;

  /** The day a board asks for: `today` is the club's. */
  const boardDay = (club: BoardClub, date: string | 'today') =>
    date === 'today' ? clubDate(now(), club.timezone) : date;

  /**
   * The club a board names, read again: its id, then its counter, then its row, so the row kept at that counter
   * is not older than it. A name that moved to another club between the first and the last read (its row has
   * another name now) is looked up once more.
   */
  async function resolveBoardClub(key: string, clubKey: string | undefined, tries = 2): Promise<BoardClub> {
    const id = await deps.publicClub(clubKey);
    if (!id) {
      throw new DomainError('clubNotFound');
    }
    const v = await versions(id, WHOLE_CLUB);
    const row = await repos.clubs.findById(id);
    if (!row || (key !== '' && row.slug !== key)) {
      if (tries > 1) {
        return resolveBoardClub(key, clubKey, tries - 1);
      }
      throw new DomainError('clubNotFound');
    }
    if (row.suspendedAt) {
      throw new DomainError('clubSuspended');
    }
    const club = { id: row.id, timezone: row.timezone };
    return boardClubs(key, boardClubStamp(id, v), async () => club);
  }

  // the public board: names only, kept as the JSON it is sent as (and its compressed copies)
  const board = versionedCache({
    versions,
    scope: 'day',
    async compute(clubId, day, stamp): Promise<CachedAnswer> {
      const club = await repos.clubs.findById(clubId);
      const answer: PublicLoadsResponse = {
        date: day,
        clubName: club?.name ?? '',
        loads: (await days.at(clubId, day, stamp)).map(toPublicLoad),
        liveAltitudeAvailable: await liveAltitudeAvailable(clubId),
        version: stamp.day,
      };
      // the day in the tag: `today` is another day tomorrow, with counters of its own
      const json = JSON.stringify(publicLoadsResponse.parse(answer));
      return cachedAnswer(`"${clubId.slice(0, 8)}-${day}-${stamp.day}.${stamp.club}"`, json);
    },
  });

  // the day view's loads in full, computed once per change of the day (or of names, prices, balances); each
  // reader gets them narrowed to what they may read, with what they may do (`presentLoad`), which copies them
  const days = versionedCache({
    versions,
    scope: 'day',
    compute: (clubId, date) => dayOf(clubId, date),
  });

  // the same day as the JSON a full reader gets (staff, checkers, admins), with its compressed copies: one per
  // policy class (`policyClass`), since each load carries the reader's `can`; the key is `date|class`
  const fullDays = versionedCache<CachedAnswer, Actor>({
    versions,
    scope: 'day',
    async compute(clubId, key, stamp, reader): Promise<CachedAnswer> {
      const date = key.slice(0, key.indexOf('|'));
      const answer: DayLoadsResponse = {
        loads: (await days.at(clubId, date, stamp)).map((l) => presentLoad(l, reader)),
        liveAltitudeAvailable: await liveAltitudeAvailable(clubId),
      };
      // checked and stripped by the route's schema once per change, as the serializer would on every request
      const json = JSON.stringify(dayLoadsResponse.parse(answer));
      const tag = policyTag(policyClass(reader));
      return cachedAnswer(`"d-${clubId.slice(0, 8)}-${date}-${stamp.day}.${stamp.club}-${tag}"`, json);
    },
  });

  async function dayOf(clubId: string, date: string): Promise<LoadData[]> {
    const rows = await repos.loads.day(clubId, date);
    const ctx = await repos.loads.context(clubId, rows);
    return rows.map((l) => toLoad(ctx, l));
  }

  /** Whether the club's day view and board can show live altitude: a source, and a plane it can look up. */
  async function liveAltitudeAvailable(clubId: string): Promise<boolean> {
    return deps.altitude.available(clubId);
  }

  return {
    /**
     * The day view as the JSON every full reader of the actor's policy class gets (`canReadMembersInFull`),
     * from the cache; null for a reader whose view is narrowed (`day`).
     */
    async dayInFull(actor: Actor, date: string): Promise<CachedAnswer | null> {
      if (!canReadMembersInFull(actor)) {
        return null;
      }
      const v = await versions(actor.clubId, date);
      return fullDays.at(actor.clubId, `${date}|${policyClass(actor)}`, v, actor);
    },

    /** The loads of a club day with jumpers, prices and weights, as the reader may read them, with their `can`. */
    async day(actor: Actor, date: string): Promise<Load[]> {
      return (await days.get(actor.clubId, date)).map((l) => presentLoad(l, actor));
    },

    async one(actor: Actor, id: string): Promise<Load> {
      const row = await repos.loads.find(actor.clubId, id);
      if (!row) {
        throw new DomainError('loadNotFound');
      }
      return presentLoad(toLoad(await repos.loads.context(actor.clubId, [row]), row), actor);
    },

    /**
     * The public board of a club day (`today` is the club's): names only, no money. The club is the one
     * the key names, or the installation's only club. Served from the board cache while the day is unchanged.
     */
    async publicBoard(clubKey: string | undefined, date: string | 'today'): Promise<CachedAnswer> {
      const key = clubKey?.trim().toLowerCase() ?? '';
      const kept = boardClubs.last(key);
      const club = kept && (await kept.value.catch(() => undefined));
      if (kept && club) {
        // the club's counter is read with the day's: while it is the one the club was kept at, so is the club
        const day = boardDay(club, date);
        const v = await versions(club.id, day);
        if (kept.stamp === boardClubStamp(club.id, v)) {
          return board.at(club.id, day, v);
        }
      }
      const fresh = await resolveBoardClub(key, clubKey);
      return board.get(fresh.id, boardDay(fresh, date));
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
  };
}

export type LoadsReadModel = ReturnType<typeof createLoadsReadModel>;
