/**
 * How long after the n-th failure in a row a source is asked again: its interval, doubled with each failure
 * after the first, at most `capMs`.
 */
export function backoffMs(intervalMs: number, failures: number, capMs: number): number {
  return Math.min(intervalMs * 2 ** Math.max(0, failures - 1), Math.max(capMs, intervalMs));
}

/**
 * Waits for a call at most `ms`: a board's answer never waits longer on a slow source, and the call goes on to
 * keep its answer for the next reader.
 */
export async function waitAtMost(call: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    call,
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
}
