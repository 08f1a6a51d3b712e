import { coalesced } from './coalesced';
import { stampedCache } from './stamped-cache';
import { type BoardVersionsRepo, WHOLE_CLUB } from './versions.repo';

/** The counters a cached value was computed at: the day's and the club's (`load_day_versions`). */
export interface Versions {
  day: number;
  club: number;
}

/** A club day's counters as they are now (`WHOLE_CLUB` for the club's alone, then `day` is the club's too). */
export type ReadVersions = (clubId: string, day: string) => Promise<Versions>;

/**
 * The counters' reader of a read model: one small query, shared by callers asking at once and never older than
 * their asking (`coalesced`). On the embedded database the query itself is kept until the next write
 * (`kept-until-write.ts`).
 */
export function versionsReader(repo: Pick<BoardVersionsRepo, 'read'>): ReadVersions {
  const read = coalesced((key) => {
    const cut = key.indexOf('|');
    return repo.read(key.slice(0, cut), key.slice(cut + 1));
  });
  return (clubId, day) => read(`${clubId}|${day}`);
}

const MAX_ENTRIES = 500;

/**
 * A club's value computed once per change (the speed issue): each value is kept with the counters it was
 * computed at (`load_day_versions`, raised in every change's transaction by `invalidation.ts`) and served while
 * they are the same: one small query per read instead of the value's own, valid on every node without telling
 * them anything. A `day` value (a club day's loads, board) follows the day's counter and the club's; a `club`
 * value (the member list, keyed by anything but a day) the club's alone. Readers asking at once share their
 * counter reads and, after a change, one computation; a failed one is not kept. `context`: what computing a key
 * needs beyond it, the same in what `compute` reads for every caller of that key (the reader of a policy class,
 * whose `can` the answer carries: the class is in the key).
 */
export function versionedCache<T, C = void>(deps: {
  versions: ReadVersions;
  scope: 'day' | 'club';
  compute(clubId: string, key: string, versions: Versions, context: C): Promise<T>;
}) {
  const entries = stampedCache<T>(MAX_ENTRIES);
  const stampOf = (v: Versions) => (deps.scope === 'day' ? `${v.day}.${v.club}` : v.club);
  /** The value at counters read just before this call (one read for the caches of one request). */
  const at = (clubId: string, key: string, versions: Versions, context: C): Promise<T> =>
    entries(`${clubId}:${key}`, stampOf(versions), () => deps.compute(clubId, key, versions, context));
  return {
    /** The value at the counters as they are now. */
    async get(clubId: string, key: string, context: C): Promise<T> {
      return at(clubId, key, await deps.versions(clubId, deps.scope === 'day' ? key : WHOLE_CLUB), context);
    },
    at,
  };
}
