import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

/** Builds waiting for idle time, in the order they asked (the page's order): one per idle moment. */
const waiting: (() => void)[] = [];
let idleScheduled = false;

const whenIdle = (run: () => void) => {
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(run, { timeout: 3000 });
  } else {
    setTimeout(run, 50);
  }
};

function buildNextWhenIdle() {
  if (idleScheduled || waiting.length === 0) {
    return;
  }
  idleScheduled = true;
  whenIdle(() => {
    idleScheduled = false;
    waiting.shift()?.();
    buildNextWhenIdle();
  });
}

/**
 * Whether an element is to be built yet: once it has come near the screen (within a screen's height above or
 * below it), or the browser had an idle moment for it (one element per moment, in the page's order), it stays
 * true. So what is near the screen is built first, and the rest follows while nothing else is going on: the
 * keyboard's Tab, the browser's find, a drag and a link into the page all find whole elements a moment later.
 * `eager` starts true (what is on the first screen anyway); without IntersectionObserver everything is built at
 * once. Give the returned ref to the stand-in; each change is a transition, so a tap or a key press goes first.
 */
export function useNearScreen<T extends Element>(eager: boolean): [(el: T | null) => void, boolean] {
  const [near, setNear] = useState(() => eager || typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (el: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!el || near) {
        return;
      }
      const watching = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            watching.disconnect();
            startTransition(() => setNear(true));
          }
        },
        { rootMargin: '100% 0px' },
      );
      watching.observe(el);
      observer.current = watching;
    },
    [near],
  );
  useEffect(() => {
    if (near) {
      return;
    }
    const build = () => startTransition(() => setNear(true));
    waiting.push(build);
    buildNextWhenIdle();
    return () => {
      const at = waiting.indexOf(build);
      if (at >= 0) {
        waiting.splice(at, 1);
      }
    };
  }, [near]);
  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, near];
}
