import { startTransition, useEffect, useState } from 'react';

/**
 * How many items of a long list to render: the first few with the data, then a batch more after each paint (as
 * a transition, so typing and taps go first), until all are there; from then on every item at once, so a new
 * one appears with the rest. A busy day's 30 cards of 15 jumpers take seconds to build on a slow phone, and the
 * first card need not wait for the last. `ready` is false while the list is still loading.
 */
export function useProgressiveCount(total: number, ready: boolean, first = 3, batch = 6): number {
  const [count, setCount] = useState(first);
  const all = count === Number.POSITIVE_INFINITY;
  useEffect(() => {
    if (!ready || all) {
      return;
    }
    if (count >= total) {
      setCount(Number.POSITIVE_INFINITY);
      return;
    }
    const timer = setTimeout(() => startTransition(() => setCount((c) => c + batch)), 0);
    return () => clearTimeout(timer);
  }, [ready, all, count, total, batch]);
  return Math.min(count, total);
}
