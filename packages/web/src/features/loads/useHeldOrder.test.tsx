import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOLD_AFTER_USE_MS, useHeldOrder } from './useHeldOrder';

function Cards({ ids }: { ids: string[] }) {
  const { items, holdProps } = useHeldOrder(ids.map((_id) => ({ _id })));
  return (
    <ul data-testid="cards" {...holdProps}>
      {items.map((item) => (
        <li key={item._id}>
          <button type="button">{item._id}</button>
        </li>
      ))}
    </ul>
  );
}
const order = () => screen.getAllByRole('listitem').map((li) => li.textContent);

describe('useHeldOrder', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps the order while the mouse is over the cards, a new load last, a gone one out; reorders when it leaves', () => {
    const { rerender } = render(<Cards ids={['4', '3', '5']} />);
    fireEvent.pointerEnter(screen.getByTestId('cards'), { pointerType: 'mouse' });
    rerender(<Cards ids={['3', '6', '5']} />);
    expect(order()).toEqual(['3', '5', '6']);
    fireEvent.pointerLeave(screen.getByTestId('cards'), { pointerType: 'mouse' });
    expect(order()).toEqual(['3', '6', '5']);
  });

  it('keeps it for a moment after a tap or a key, then takes the new order', () => {
    const { rerender } = render(<Cards ids={['4', '3', '5']} />);
    fireEvent.pointerDown(screen.getByRole('button', { name: '4' }), { pointerType: 'touch' });
    rerender(<Cards ids={['3', '5', '4']} />);
    expect(order()).toEqual(['4', '3', '5']);
    act(() => vi.advanceTimersByTime(HOLD_AFTER_USE_MS - 100));
    // another key in the cards starts the moment again
    fireEvent.keyDown(screen.getByRole('button', { name: '3' }), { key: 'Tab' });
    act(() => vi.advanceTimersByTime(HOLD_AFTER_USE_MS - 100));
    expect(order()).toEqual(['4', '3', '5']);
    act(() => vi.advanceTimersByTime(200));
    expect(order()).toEqual(['3', '5', '4']);
  });

  it('follows the order at once when nobody is using the cards', () => {
    const { rerender } = render(<Cards ids={['4', '3']} />);
    rerender(<Cards ids={['3', '4']} />);
    expect(order()).toEqual(['3', '4']);
  });
});
