/**
 * Brings `el` into the middle of the screen and keeps it in view for `ms` while the page around it settles (a busy
 * day's cards above it are built in idle moments and change their heights), unless the user scrolls, touches or
 * types meanwhile. Answers a function that stops keeping it.
 */
export function bringIntoView(el: HTMLElement, ms = 2500): () => void {
  const scroll = () => el.scrollIntoView?.({ block: 'center' });
  scroll();
  if (typeof ResizeObserver === 'undefined') {
    return () => undefined;
  }
  const observer = new ResizeObserver(() => {
    const box = el.getBoundingClientRect();
    if (el.isConnected && (box.top < 0 || box.bottom > window.innerHeight)) {
      scroll();
    }
  });
  observer.observe(document.body);
  const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const event of events) {
      window.removeEventListener(event, stop, true);
    }
  };
  const timer = setTimeout(stop, ms);
  for (const event of events) {
    window.addEventListener(event, stop, { capture: true, passive: true });
  }
  return stop;
}
