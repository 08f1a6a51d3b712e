import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import i18n from '../../app/i18n';
import { buildUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { buildJumper, buildLoad, club, ids, loadsServer, PAGE_TEST_TIMEOUT, today } from './loadsTestServer';

const pilot = { _id: 'pilot', name: 'Pirkko Pilotti' };

// the club's mistake of issue 27: the thresholds typed as totals and no capacity, so the pilot alone leaves
// less for fuel than either threshold
const [plane] = club.planes;
const mistyped = {
  ...club,
  planes: plane
    ? [{ ...plane, weightAvailable: 0, weightWarningThreshold: 550, weightDangerThreshold: 580 }]
    : [],
};
// what the server says of such a load with no jumpers: nothing to take off, so not too heavy (`fuelStatus`)
const empty = buildLoad({ pilot, weight: { total: 85, available: -85, level: 'ok' } });

describe('an empty load (issue 27)', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('is never too heavy: no "Too heavy" on the card and no overweight question at takeoff', async () => {
    const { sent } = loadsServer([empty], () => ({ ...empty, state: 'flying' }), {
      'GET /api/club': () => ({ body: mistyped }),
    });
    renderApp(`/loads/${today()}`);
    const card = within(await screen.findByRole('article', { name: 'Load 1' }));
    const fuel = card.getByTestId('load-fuel');
    expect(fuel).toHaveAttribute('data-level', 'ok');
    expect(fuel).not.toHaveTextContent('Too heavy');

    await userEvent.click(card.getByRole('button', { name: 'Take off' }));
    await waitFor(() => expect(sent.filter((r) => r.method !== 'GET')).toHaveLength(1));
    expect(screen.queryByTestId('overweight')).not.toBeInTheDocument();
    expect(sent.find((r) => r.method !== 'GET')?.body).toMatchObject({ state: 'flying' });
  });

  it('is not "Liian painava" in Finnish', async () => {
    await i18n.changeLanguage('fi');
    loadsServer([empty], undefined, { 'GET /api/club': () => ({ body: mistyped }) });
    renderApp(`/loads/${today()}`);
    const card = within(await screen.findByRole('article', { name: 'Nousu 1' }));
    expect(card.getByTestId('load-fuel')).toHaveTextContent('Polttoaineelle: −85 kg');
    expect(card.getByTestId('load-fuel')).not.toHaveTextContent('Liian painava');
    expect(card.queryByText(/Liian painava/)).not.toBeInTheDocument();
  });
});

describe('a reader who may not see the weights (issue 27)', { timeout: PAGE_TEST_TIMEOUT }, () => {
  const me = buildUser({ _id: 'plain' });
  const jumpers = [
    buildJumper({ _id: 'j1', memberId: ids.funJumper, name: 'Frank Testinen', exitWeight: 80 }),
    buildJumper({ _id: 'j2', memberId: me.linkedMember ?? '', name: 'Maija Meikäläinen', exitWeight: 75 }),
  ];
  const total = 85 + 80 + 75;

  it('sees no weight of the load, nor a pilot’s share made of it', async () => {
    // what the server sends a plain jumper (`loadForReader`): the others' weights and the load's weight hidden
    const narrowed = buildLoad({
      pilot,
      jumpers: jumpers.map((j) =>
        j.memberId === me.linkedMember ? j : { ...j, exitWeight: null, balance: null },
      ),
      weight: null,
    });
    loadsServer([narrowed], undefined, { 'GET /api/user': () => ({ body: me }) });
    renderApp(`/loads/${today()}`);
    const card = within(await screen.findByRole('article', { name: 'Load 1' }));
    await card.findByText('Frank Testinen');
    expect(card.queryByTestId('load-weight')).not.toBeInTheDocument();
    expect(card.queryByTestId('load-fuel')).not.toBeInTheDocument();
    expect(card.queryByText(/pilot \d/)).not.toBeInTheDocument();
  });

  it('while the staff see the total with the pilot’s share', async () => {
    loadsServer([buildLoad({ pilot, jumpers, weight: { total, available: 600 - total, level: 'ok' } })]);
    renderApp(`/loads/${today()}`);
    const card = within(await screen.findByRole('article', { name: 'Load 1' }));
    expect(card.getByTestId('load-weight')).toHaveTextContent('Weight: 240 kg (pilot 85 kg)');
  });
});
