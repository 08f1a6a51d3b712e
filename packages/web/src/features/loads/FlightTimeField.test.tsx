import type { Load } from '@dz/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { parseFlightTime } from './FlightTimeField';
import { buildLoad, loadsServer, openLoadFields, PAGE_TEST_TIMEOUT, today } from './loadsTestServer';

describe('parseFlightTime', () => {
  it.each([
    ['25', 25],
    [' 0 ', 0],
    ['600', 600],
    ['', null],
    ['601', undefined],
    ['12,5', undefined],
    ['-3', undefined],
    ['abc', undefined],
  ])('%j → %j', (text, minutes) => {
    expect(parseFlightTime(text)).toBe(minutes);
  });
});

const echo =
  (load: Load) =>
  ({ body }: { body: unknown }): Load => {
    Object.assign(load, body);
    return { ...load, flightMinutes: load.takeoff && load.land ? load.flightMinutes : load.flightTime };
  };

describe('flight time on the load card', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('is typed in minutes when takeoff and landing are not known', async () => {
    const load = buildLoad();
    const { sent } = loadsServer([load], echo(load));
    renderApp(`/loads/${today()}`);
    const card = await openLoadFields();
    const field = card.getByRole('textbox', { name: 'Flight time' });
    await userEvent.type(field, '700{Enter}');
    expect(await card.findByText('Whole minutes from 0 to 600')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, '22{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ flightTime: 22 });
  });

  it('is worked out from the times when both are known', async () => {
    loadsServer([buildLoad({ takeoff: '12:00', land: '12:25', flightMinutes: 25 })]);
    renderApp(`/loads/${today()}`);
    const card = within(await screen.findByRole('article', { name: 'Load 1' }));
    expect(card.getByTestId('flight-time')).toHaveTextContent('25 min');
    expect(card.queryByRole('textbox', { name: 'Flight time' })).not.toBeInTheDocument();
  });
});
