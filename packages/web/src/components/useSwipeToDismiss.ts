import { type PointerEvent, useCallback, useRef, useState } from 'react';

/** How far (px) a notification must be swiped sideways to go away (spec section 4). */
export const SWIPE_DISMISS_THRESHOLD_PX = 50;

/**
 * Horizontal swipe-to-dismiss with pointer events (they cover touch, pen and mouse). Returns the current
 * offset for a transform and the handlers to spread on the swiped element.
 */
export function useSwipeToDismiss(onDismiss: () => void) {
  const startX = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  const reset = useCallback(() => {
    startX.current = null;
    setOffset(0);
  }, []);

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      startX.current = event.clientX;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (startX.current !== null) {
        setOffset(event.clientX - startX.current);
      }
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (startX.current === null) {
        return;
      }
      const distance = event.clientX - startX.current;
      startX.current = null;
      if (Math.abs(distance) >= SWIPE_DISMISS_THRESHOLD_PX) {
        onDismiss();
      } else {
        setOffset(0);
      }
    },
    onPointerCancel: reset,
  };

  return { offset, handlers, reset };
}
