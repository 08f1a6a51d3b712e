import { describe, expect, it } from 'vitest';
import { nextOpenLoad, type Ordered, orderLoads } from './loadOrder';

const load = (
  number: number,
  state: Ordered['state'],
  estimatedTakeoff: string | null = null,
  takeoff: string | null = null,
): Ordered => ({
  number,
  state,
  estimatedTakeoff,
  takeoff,
});
const numbers = (loads: { number: number }[]) => loads.map((l) => l.number);

describe('orderLoads', () => {
  const day = [
    load(1, 'landed', '09:00', '09:05'),
    load(2, 'landed', '09:40', '09:41'),
    load(3, 'flying', '10:00', '10:12'),
    // overdue: estimated before the flying load went up
    load(4, 'open', '10:05'),
    load(5, 'open', '10:40'),
    load(6, 'open', '10:20'),
    load(7, 'open'),
    load(8, 'open', '10:20'),
  ];

  it.each([
    [{ nextOpenFirst: true, newestFirst: false }, [4, 3, 6, 8, 5, 7, 1, 2]],
    [{ nextOpenFirst: true, newestFirst: true }, [4, 3, 6, 8, 5, 7, 2, 1]],
    [{ nextOpenFirst: false, newestFirst: false }, [1, 2, 3, 4, 5, 6, 7, 8]],
    [{ nextOpenFirst: false, newestFirst: true }, [8, 7, 6, 5, 4, 3, 2, 1]],
  ])('%j → %j', (order, expected) => {
    expect(numbers(orderLoads(day, order))).toEqual(expected);
  });

  it('orders loads without times by number, and a flying load without a take-off by its estimate', () => {
    const untimed = [load(3, 'open'), load(1, 'flying', '11:00'), load(2, 'open'), load(4, 'open', '10:59')];
    expect(numbers(orderLoads(untimed, { nextOpenFirst: true, newestFirst: false }))).toEqual([4, 1, 2, 3]);
  });

  it('the next open load is the first open one in that order', () => {
    expect(nextOpenLoad(day)?.number).toBe(4);
    expect(nextOpenLoad(day.filter((l) => l.state !== 'open'))).toBeUndefined();
  });

  it('leaves the list it was given alone', () => {
    const copy = [...day];
    orderLoads(day, { nextOpenFirst: true, newestFirst: true });
    expect(day).toEqual(copy);
  });
});
