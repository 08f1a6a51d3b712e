import { afterEach, describe, expect, it, vi } from 'vitest';
import { bringIntoView } from './bringIntoView';

describe('bringIntoView', () => {
  let resized: () => void = () => undefined;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe() {}
      disconnect() {
        resized = () => undefined;
      }
    },
  );
  afterEach(() => vi.useRealTimers());

  const element = (top: number) => {
    const el = document.createElement('button');
    document.body.append(el);
    el.scrollIntoView = vi.fn();
    el.getBoundingClientRect = () => ({ top, bottom: top + 40 }) as DOMRect;
    return el;
  };

  it('scrolls again while the page settles and it has gone out of view, not when it is in view', () => {
    const gone = element(-300);
    bringIntoView(gone);
    resized();
    expect(gone.scrollIntoView).toHaveBeenCalledTimes(2);
    const seen = element(100);
    bringIntoView(seen);
    resized();
    expect(seen.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('stops when the user scrolls, and after a while', () => {
    vi.useFakeTimers();
    const el = element(-300);
    bringIntoView(el);
    window.dispatchEvent(new Event('wheel'));
    resized();
    expect(el.scrollIntoView).toHaveBeenCalledTimes(1);
    const later = element(-300);
    bringIntoView(later, 1000);
    vi.advanceTimersByTime(1001);
    resized();
    expect(later.scrollIntoView).toHaveBeenCalledTimes(1);
  });
});
