import type { Club, Load, LoadJumper, Plane, TrainingProgram } from '@dz/shared';
import { clubTime, memberDisplayName, orderLoads, seatsTaken } from '@dz/shared';
import { useCallback, useEffect, useState } from 'react';
import { readStorage, writeStorage } from '../../app/storage';

/** The columns of the jumpers table a user may hide (spec section 2). */
export const hideableColumns = ['plane', 'pilot', 'type', 'state', 'comment'] as const;
export type HideableColumn = (typeof hideableColumns)[number];

export interface LoadsViewPrefs {
  hideLanded: boolean;
  highestAltitudeFirst: boolean;
  newestFirst: boolean;
  /** The next open load at the top, then the other loads not landed, the landed ones last (default on). */
  nextOpenFirst: boolean;
  /** The planes' live altitudes above the loads (ADS-B), refreshed every 30 s. */
  liveAltitude: boolean;
  hidden: HideableColumn[];
}

export const LOADS_VIEW_KEY = 'loadsView';
const defaults: LoadsViewPrefs = {
  hideLanded: false,
  highestAltitudeFirst: false,
  newestFirst: false,
  nextOpenFirst: true,
  // on: the server asks its source only while a load flies or is called (issue 34)
  liveAltitude: true,
  hidden: [],
};

function readPrefs(): LoadsViewPrefs {
  try {
    const stored = JSON.parse(readStorage(LOADS_VIEW_KEY) ?? '{}') as Partial<LoadsViewPrefs>;
    return {
      hideLanded: stored.hideLanded === true,
      highestAltitudeFirst: stored.highestAltitudeFirst === true,
      newestFirst: stored.newestFirst === true,
      nextOpenFirst: stored.nextOpenFirst !== false,
      liveAltitude: stored.liveAltitude !== false,
      hidden: Array.isArray(stored.hidden)
        ? stored.hidden.filter((c): c is HideableColumn => hideableColumns.includes(c))
        : [],
    };
  } catch {
    return defaults;
  }
}

/** The day view's filters and sorting, remembered in localStorage. */
export function useLoadsViewPrefs() {
  const [prefs, setPrefs] = useState<LoadsViewPrefs>(readPrefs);
  const update = useCallback((change: Partial<LoadsViewPrefs>) => {
    setPrefs((current) => {
      const next = { ...current, ...change };
      writeStorage(LOADS_VIEW_KEY, JSON.stringify(next));
      return next;
    });
  }, []);
  return [prefs, update] as const;
}

/**
 * The loads to show, in order: by number (newest first when asked), landed ones hidden when asked. With
 * "next open load first", the next open load leads, then the other loads not landed, the landed ones last,
 * so the load being manifested is at the top of a busy day: the board's `orderLoads`, one rule for both.
 */
export function visibleLoads(loads: readonly Load[], prefs: LoadsViewPrefs): Load[] {
  return orderLoads(prefs.hideLanded ? loads.filter((l) => l.state !== 'landed') : loads, prefs);
}

/**
 * Slots used of the load's plane's slots and the slots left, as the server counts them (`seatsTaken`, the
 * load's `slotsLeft`); `total` and `left` are null when the plane has no slot count.
 */
export function slotsOf(load: Load): { used: number; total: number | null; left: number | null } {
  return { used: seatsTaken(load.jumpers), total: load.plane?.slots || null, left: load.slotsLeft };
}

/** The club's wall clock (`HH:MM`), brought up to date every 15 seconds for the loads' calls. */
export function useClubTime(timeZone: string | undefined): string {
  const [time, setTime] = useState(() => clubTime(new Date(), timeZone));
  useEffect(() => {
    const timer = setInterval(() => setTime(clubTime(new Date(), timeZone)), 15_000);
    return () => clearInterval(timer);
  }, [timeZone]);
  return time;
}

/** A load's jumpers in manifest groups (a tandem, a student group, or one jumper), in order. */
export function jumperGroups(jumpers: readonly LoadJumper[], highestAltitudeFirst: boolean): LoadJumper[][] {
  const groups = new Map<string, LoadJumper[]>();
  for (const j of jumpers) {
    groups.set(j.groupId, [...(groups.get(j.groupId) ?? []), j]);
  }
  const list = [...groups.values()];
  return highestAltitudeFirst ? list.sort((a, b) => (b[0]?.altitude ?? 0) - (a[0]?.altitude ?? 0)) : list;
}

/** A member's name as lists show it: "First Last 'Nick'" (spec section 3). */
export const memberName = memberDisplayName;

/** The tandem passengers of a load with their jump line's tandem price (information: never charged). */
export function tandemPricesOf(load: Load): { memberId: string; name: string; tandemPrice: number }[] {
  return load.jumpers.flatMap((j) =>
    j.tandemPrice === null ? [] : [{ memberId: j.memberId, name: j.name, tandemPrice: j.tandemPrice }],
  );
}

/** What each member pays on landing, summed per member (a member may be in a load once, but be safe). */
export function chargesOf(load: Load): { memberId: string; name: string; price: number; balance: number }[] {
  const byMember = new Map<string, { memberId: string; name: string; price: number; balance: number }>();
  // tandem passengers have no account: they pay the tandem price at the desk
  for (const j of load.jumpers.filter((x) => x.groupRole !== 'passenger' && x.tandemPrice === null)) {
    const current = byMember.get(j.memberId);
    byMember.set(j.memberId, {
      memberId: j.memberId,
      name: j.name,
      price: (current?.price ?? 0) + j.price,
      // those who land a load read its jumpers' balances; null (another's, for a plain jumper) never lands
      balance: j.balance ?? 0,
    });
  }
  return [...byMember.values()];
}

/**
 * The club's planes. The session keeps only the club's summary under the same query until the whole club
 * arrives, so the lists may be missing for a moment.
 */
export function planesOf(club: Club | undefined): Plane[] {
  return (club as Partial<Club> | undefined)?.planes ?? [];
}

export function trainingProgramsOf(club: Club | undefined): TrainingProgram[] {
  return (club as Partial<Club> | undefined)?.trainingPrograms ?? [];
}

/** A fun jumper of their own (not in a tandem's or a student's group, not a video jumper): one to put up again. */
export const isFunJumper = (j: LoadJumper): boolean => j.groupRole === 'single' && j.type === 'normal';

/** Whether the load has fun jumpers of their own to put up again. */
export function hasFunJumpers(load: Load): boolean {
  return load.jumpers.some(isFunJumper);
}
