import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useReadyWithin } from './useReadyWithin';

describe('useReadyWithin', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for what goes above the loads, then shows them for good', () => {
    const { result, rerender } = renderHook(({ arrived, settled }) => useReadyWithin(arrived, settled, 600), {
      initialProps: { arrived: false, settled: false },
    });
    expect(result.current).toBe(false);
    rerender({ arrived: true, settled: false });
    expect(result.current).toBe(false);
    rerender({ arrived: true, settled: true });
    expect(result.current).toBe(true);
    // a later refetch that is not settled yet does not hide the loads again
    rerender({ arrived: true, settled: false });
    expect(result.current).toBe(true);
  });

  it('shows the loads after the wait when the weather is late', () => {
    const { result, rerender } = renderHook(({ arrived, settled }) => useReadyWithin(arrived, settled, 600), {
      initialProps: { arrived: true, settled: false },
    });
    act(() => vi.advanceTimersByTime(599));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ arrived: true, settled: false });
    expect(result.current).toBe(true);
  });
});
