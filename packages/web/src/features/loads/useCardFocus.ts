import { useCallback, useEffect, useRef, useState } from 'react';

/** A request to put the focus back somewhere in the card once a dialog has closed. */
interface FocusRequest {
  /** The element wanted (a row's button, the Land button); the card's heading when it is gone. */
  selector: string | null;
  applied: boolean;
}

/**
 * Focus goes back to a sensible place after a dialog: the element asked for if it is still there (the
 * row's button, the Land button), else the card's heading, which stays whatever the dialog changed. The
 * server's answer may arrive a moment after the dialog closed (the landed load folds to its heading and
 * the Land button goes): for a while the request follows the card, as long as the focus is lost or in it.
 * `load` and `collapsed` are the card's changes that send the focus again.
 */
export function useCardFocus(load: unknown, collapsed: boolean) {
  const cardRef = useRef<HTMLElement | null>(null);
  const headRef = useRef<HTMLElement | null>(null);
  const setHead = useCallback((el: HTMLElement | null) => {
    headRef.current = el;
  }, []);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const returnFocus = useCallback(
    (selector: string | null = null) => setFocusRequest({ selector, applied: false }),
    [],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the card's changes (load, collapsed) re-run it
  useEffect(() => {
    if (!focusRequest) {
      return;
    }
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    if (!focusRequest.applied || lost || cardRef.current?.contains(active)) {
      const wanted = focusRequest.selector
        ? cardRef.current?.querySelector<HTMLElement>(focusRequest.selector)
        : null;
      const target = wanted ?? headRef.current;
      if (target && target !== active) {
        target.focus();
      }
    }
    focusRequest.applied = true;
  }, [focusRequest, load, collapsed]);
  useEffect(() => {
    if (!focusRequest) {
      return;
    }
    const timer = setTimeout(() => setFocusRequest(null), 2000);
    return () => clearTimeout(timer);
  }, [focusRequest]);
  return { cardRef, setHead, returnFocus };
}
