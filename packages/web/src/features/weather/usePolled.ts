import { useEffect, useRef, useState } from 'react';

/**
 * The weather is asked this often by every page that shows it (the server asks its services at most every 10
 * minutes, for all boards at once), also while the club has no airport or station: one set later shows without
 * a reload.
 */
export const WEATHER_REFRESH_MS = 5 * 60_000;

/**
 * A light page's polled answer (the board, My day: no query cache there): fetched at once for `key` (null: not
 * at all), again every `intervalMs(answer)` while the tab is visible (0: no more polling, as an altitude that is
 * `off`) and when the tab becomes visible again, as the app's queries do. A failed fetch keeps the last answer
 * (an altitude grows old on screen by itself) and is tried again at the next tick; `undefined` while nothing has
 * come yet or while `key` is null. `kept` is shown until the first answer comes (one kept from the last visit,
 * so the page does not move when it comes); `keep` is told every answer.
 */
export function usePolled<T>(
  key: string | null,
  fetcher: (signal: AbortSignal) => Promise<T>,
  intervalMs: (answer: T | undefined) => number,
  { kept, keep }: { kept?: () => T | undefined; keep?: (answer: T) => void } = {},
): T | undefined {
  const [answer, setAnswer] = useState<T | undefined>(() => (key === null ? undefined : kept?.()));
  const latest = useRef({ fetcher, intervalMs, kept, keep });
  latest.current = { fetcher, intervalMs, kept, keep };

  useEffect(() => {
    if (key === null) {
      setAnswer(undefined);
      return;
    }
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last: T | undefined;
    let busy = false;
    const schedule = () => {
      clearTimeout(timer);
      const ms = latest.current.intervalMs(last);
      if (ms > 0) {
        // a hidden tab asks nothing: it asks when it is shown again
        timer = setTimeout(() => {
          if (document.visibilityState !== 'hidden') {
            void load();
          }
        }, ms);
      }
    };
    const load = async () => {
      if (busy || controller.signal.aborted) {
        return;
      }
      busy = true;
      try {
        const fetched = await latest.current.fetcher(controller.signal);
        last = fetched;
        if (!controller.signal.aborted) {
          setAnswer(fetched);
          latest.current.keep?.(fetched);
        }
      } catch {
        // kept as it was: tried again at the next tick
      } finally {
        busy = false;
        if (!controller.signal.aborted) {
          schedule();
        }
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible' && latest.current.intervalMs(last) > 0) {
        void load();
      }
    };
    void load();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      controller.abort();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [key]);

  return answer;
}

/** The current time, renewed every `intervalMs` (an altitude reading's age). */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
