import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether a table fits its box without scrolling sideways: a card three to a row on a wide screen is narrower
 * than on a laptop. The table is tried first; when it is wider than its box (measured before the browser paints),
 * the caller shows its list instead, and the table again once the box has grown to the width it needed.
 * `deps`: what changes the table's width (its columns, its rows). Without ResizeObserver (tests) it always fits.
 */
export function useTableFits(deps: readonly unknown[]) {
  const [fits, setFits] = useState(true);
  const needed = useRef(0);
  const box = useRef<HTMLElement | null>(null);

  const check = useCallback(() => {
    const el = box.current;
    if (!el) {
      return;
    }
    setFits((now) => {
      if (now && el.scrollWidth > el.clientWidth + 1) {
        needed.current = el.scrollWidth;
        return false;
      }
      return now || el.clientWidth >= needed.current;
    });
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the table's columns and rows change its width
  useLayoutEffect(() => {
    check();
  }, [check, fits, ...deps]);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') {
      return;
    }
    const observer = new ResizeObserver(check);
    observer.observe(el);
    return () => observer.disconnect();
  }, [check]);

  const ref = useCallback((el: HTMLElement | null) => {
    box.current = el;
  }, []);
  return { fits, ref };
}
