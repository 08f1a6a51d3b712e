import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProgressiveCount } from './useProgressiveCount';

describe('useProgressiveCount', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const step = () =>
    act(() => {
      vi.runOnlyPendingTimers();
    });

  it('shows the first few at once, then a batch after each paint until all are shown', () => {
    const { result } = renderHook(() => useProgressiveCount(14, true, 3, 6));
    expect(result.current).toBe(3);
    step();
    expect(result.current).toBe(9);
    step();
    expect(result.current).toBe(14);
  });

  it('waits while the list loads, and shows a short list whole', () => {
    const { result, rerender } = renderHook(({ total, ready }) => useProgressiveCount(total, ready, 3, 6), {
      initialProps: { total: 0, ready: false },
    });
    step();
    expect(result.current).toBe(0);
    rerender({ total: 2, ready: true });
    expect(result.current).toBe(2);
  });

  it('shows an item added after the whole list at once', () => {
    const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total, true, 3, 6), {
      initialProps: { total: 5 },
    });
    step();
    expect(result.current).toBe(5);
    step();
    rerender({ total: 12 });
    expect(result.current).toBe(12);
  });
});
