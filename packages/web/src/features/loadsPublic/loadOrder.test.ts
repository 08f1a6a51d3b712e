import type { LoadState } from '@dz/shared';
import { describe, expect, it } from 'vitest';
import { orderLoads } from './loadOrder';

const day: { number: number; state: LoadState }[] = [
  { number: 1, state: 'landed' },
  { number: 2, state: 'landed' },
  { number: 3, state: 'flying' },
  { number: 4, state: 'open' },
  { number: 5, state: 'open' },
  { number: 6, state: 'flying' },
];
const numbers = (loads: { number: number }[]) => loads.map((l) => l.number);

describe('orderLoads', () => {
  it.each([
    [{ nextOpenFirst: true, newestFirst: false }, [4, 3, 5, 6, 1, 2]],
    [{ nextOpenFirst: true, newestFirst: true }, [4, 6, 5, 3, 2, 1]],
    [{ nextOpenFirst: false, newestFirst: false }, [1, 2, 3, 4, 5, 6]],
    [{ nextOpenFirst: false, newestFirst: true }, [6, 5, 4, 3, 2, 1]],
  ])('%j → %j', (order, expected) => {
    expect(numbers(orderLoads(day, order))).toEqual(expected);
  });

  it('keeps the loads not landed ahead of the landed ones when no load is open', () => {
    const noneOpen = day.filter((l) => l.state !== 'open');
    expect(numbers(orderLoads(noneOpen, { nextOpenFirst: true, newestFirst: false }))).toEqual([3, 6, 1, 2]);
  });

  it('leaves the list it was given alone', () => {
    const copy = [...day];
    orderLoads(day, { nextOpenFirst: true, newestFirst: true });
    expect(day).toEqual(copy);
  });
});
