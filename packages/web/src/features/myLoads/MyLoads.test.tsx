import type { LoadJumper } from '@dz/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { buildJumper, buildLoad } from '../loads/loadsTestServer';
import { MyLoads } from './MyLoads';

const me = 'me-member';
const mine = (over: Partial<LoadJumper> & { _id: string }) =>
  buildJumper({ ...over, memberId: me, name: 'Minä Itse' });

describe('My loads', () => {
  it("lists today's loads the jumper is on, soonest first, with the call, minutes to takeoff and their jump", () => {
    renderWithTheme(
      <MyLoads
        now="12:05"
        timeZone="Europe/Helsinki"
        memberId={me}
        loads={[
          buildLoad({
            _id: 'l5',
            number: 5,
            estimatedTakeoff: '12:40',
            jumpers: [mine({ _id: 'a', altitude: 4000 })],
          }),
          buildLoad({
            _id: 'l4',
            number: 4,
            estimatedTakeoff: '12:20',
            call: { call: 'min15', at: '2026-06-06T09:05:00.000Z' },
            jumpers: [mine({ _id: 'b', altitude: 1000, type: 'student', groupRole: 'student' })],
          }),
          buildLoad({ _id: 'l3', number: 3, estimatedTakeoff: '11:50', jumpers: [mine({ _id: 'c' })] }),
          buildLoad({ _id: 'l2', number: 2, state: 'landed', jumpers: [mine({ _id: 'd' })] }),
          buildLoad({
            _id: 'l1',
            number: 1,
            jumpers: [buildJumper({ _id: 'e', memberId: 'other', name: 'Muu' })],
          }),
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'My loads today' });
    const items = within(section).getAllByTestId('my-load');
    expect(items.map((i) => within(i).getByText(/^Load \d$/).textContent)).toEqual([
      'Load 3',
      'Load 4',
      'Load 5',
    ]);
    expect(items[0]).toHaveTextContent('Takeoff 11:50 · 15 min late');
    expect(items[1]).toHaveTextContent('Takeoff 12:20 · in 15 min');
    expect(within(items[1] as HTMLElement).getByTestId('load-called')).toHaveTextContent(
      '15-minute call · 12:05',
    );
    expect(items[1]).toHaveTextContent('1 000 m');
    expect(items[2]).toHaveTextContent('Takeoff 12:40 · in 35 min');
    expect(within(section).getByRole('link', { name: 'Load calls on this phone' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('says nothing when the jumper is on no load today', () => {
    const { container } = renderWithTheme(
      <MyLoads now="12:00" memberId={me} loads={[buildLoad({ jumpers: [] })]} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
