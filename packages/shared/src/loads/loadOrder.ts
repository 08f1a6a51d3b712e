import type { LoadState } from '../enums';

/** How a day's loads are put in order: the day view's and the board's settings, one rule for both. */
export interface LoadOrder {
  /** In take-off order: the loads not landed by their (estimated) take-off time, the landed ones after them. */
  nextOpenFirst: boolean;
  /** The highest number first (among the landed ones when `nextOpenFirst` is on). */
  newestFirst: boolean;
}

/** What the order looks at: the day view's loads, the board's and My loads' are all of this shape. */
export interface Ordered {
  number: number;
  state: LoadState;
  estimatedTakeoff?: string | null | undefined;
  takeoff?: string | null | undefined;
}

/**
 * When a load goes (or went) up, `HH:MM`: a flying load's take-off, else its estimated take-off; null when not
 * known (such loads come after the timed ones).
 */
function upAt(load: Ordered): string | null {
  return (load.state === 'flying' ? load.takeoff : null) || load.estimatedTakeoff || null;
}

/** Open and flying loads by their (estimated) take-off, then by number; a load with no time after the timed ones. */
function byTakeoff(a: Ordered, b: Ordered): number {
  const at = upAt(a);
  const bt = upAt(b);
  if (at !== bt) {
    return at === null ? 1 : bt === null ? -1 : at.localeCompare(bt);
  }
  return a.number - b.number;
}

/**
 * The loads in display order. In take-off order (`nextOpenFirst`, the default): the loads not landed by their
 * estimated take-off (a flying one by its take-off) then number, so an overdue load leads and the next to go is
 * never below the fold behind the morning's landed ones; the landed ones after, by number (newest first when
 * asked). Else all by number. The day view, the board and My loads order by this one function.
 */
export function orderLoads<L extends Ordered>(
  loads: readonly L[],
  { nextOpenFirst, newestFirst }: LoadOrder,
): L[] {
  const byNumber = (a: L, b: L) => (newestFirst ? b.number - a.number : a.number - b.number);
  if (!nextOpenFirst) {
    return [...loads].sort(byNumber);
  }
  const goingUp = loads.filter((l) => l.state !== 'landed').sort(byTakeoff);
  const landed = loads.filter((l) => l.state === 'landed').sort(byNumber);
  return [...goingUp, ...landed];
}

/** The next load to go up: the first open load in take-off order, if any. */
export function nextOpenLoad<L extends Ordered>(loads: readonly L[]): L | undefined {
  return loads.filter((l) => l.state === 'open').sort(byTakeoff)[0];
}
