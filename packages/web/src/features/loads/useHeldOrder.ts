import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';

/** How long the order stays as it is after the last tap, click or key in the cards. */
export const HOLD_AFTER_USE_MS = 2500;

/**
 * The day's cards in `ordered`'s order, except while they are being used: while the mouse is over them and for a
 * moment after the last tap, click or key in them (a dialog opened from a card counts: its events bubble here
 * through React), the cards keep the order they had, so a take-off or a new estimate does not move the card under
 * the pointer and a second click does not land on another load. A load that came meanwhile goes last, one that
 * went is left out, and the cards take their order when the pointer leaves or the moment has passed.
 */
export function useHeldOrder<T extends { _id: string }>(ordered: readonly T[]) {
  const [pointerIn, setPointerIn] = useState(false);
  const [used, setUsed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const shown = useRef<string[]>([]);

  const touched = useCallback(() => {
    setUsed(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setUsed(false), HOLD_AFTER_USE_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  let items: readonly T[] = ordered;
  if (pointerIn || used) {
    const byId = new Map(ordered.map((item) => [item._id, item]));
    const kept = shown.current.flatMap((id) => byId.get(id) ?? []);
    const keptIds = new Set(kept.map((item) => item._id));
    items = [...kept, ...ordered.filter((item) => !keptIds.has(item._id))];
  }
  useEffect(() => {
    shown.current = items.map((item) => item._id);
  });

  const holdProps = {
    // a mouse over the cards; a finger's enter and leave come with each tap, which `touched` covers
    onPointerEnter: (e: PointerEvent) => e.pointerType === 'mouse' && setPointerIn(true),
    onPointerLeave: (e: PointerEvent) => {
      if (e.pointerType === 'mouse') {
        setPointerIn(false);
      }
    },
    onPointerDownCapture: touched,
    onKeyDownCapture: touched,
  };
  return { items, holdProps };
}
