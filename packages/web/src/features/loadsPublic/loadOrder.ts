import type { LoadState } from '@dz/shared';

/** How a day's loads are put in order: the board's settings, the same as the day view's. */
export interface LoadOrder {
  /** The next open load at the top, then the other loads not landed, the landed ones last. */
  nextOpenFirst: boolean;
  /** The highest number first (inside each of those groups when `nextOpenFirst` is on). */
  newestFirst: boolean;
}

type Ordered = { number: number; state: LoadState };

/** The next load to go up: the open load with the lowest number, if any. */
export function nextOpenLoad<L extends Ordered>(loads: readonly L[]): L | undefined {
  return loads.filter((l) => l.state === 'open').sort((a, b) => a.number - b.number)[0];
}

/**
 * The loads in display order: by number (newest first when asked). With `nextOpenFirst` (the default) the
 * next open load leads, then the other loads not landed, the landed ones last, so on a hangar TV the next
 * load is never below the fold behind the morning's landed ones.
 */
export function orderLoads<L extends Ordered>(
  loads: readonly L[],
  { nextOpenFirst, newestFirst }: LoadOrder,
): L[] {
  const byNumber = [...loads].sort((a, b) => (newestFirst ? b.number - a.number : a.number - b.number));
  if (!nextOpenFirst) {
    return byNumber;
  }
  const next = nextOpenLoad(loads);
  const rank = (l: L) => (l === next ? 0 : l.state === 'landed' ? 2 : 1);
  // Array.prototype.sort is stable: each rank keeps the number order
  return byNumber.sort((a, b) => rank(a) - rank(b));
}
