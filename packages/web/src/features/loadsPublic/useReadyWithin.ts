import { useEffect, useState } from 'react';

/** How long the board's loads wait for the weather and the altitude after they came themselves. */
export const SETTLE_MS = 600;

/**
 * Whether what goes above the loads has come (`settled`) or `ms` have passed since the loads came (`arrived`):
 * the loads are shown then, and stay shown. Nothing that comes later pushes them down under the reader's eyes,
 * unless it is late.
 */
export function useReadyWithin(arrived: boolean, settled: boolean, ms: number): boolean {
  const [late, setLate] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!arrived || ready) {
      return;
    }
    const timer = setTimeout(() => setLate(true), ms);
    return () => clearTimeout(timer);
  }, [arrived, ready, ms]);
  const now = arrived && (settled || late);
  useEffect(() => {
    if (now) {
      setReady(true);
    }
  }, [now]);
  return ready || now;
}
