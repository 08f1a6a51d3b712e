import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import i18n from '../../app/i18n';
import { renderApp } from '../../test/render';
import { debtsAfterLanding, overweightOf } from './loadSafety';
import {
  buildJumper,
  buildLoad,
  club,
  ids,
  loadsServer,
  openLoadFields,
  PAGE_TEST_TIMEOUT,
  today,
} from './loadsTestServer';

// the test club's plane: 600 kg available, danger below 100 kg left for fuel
const planes = club.planes;

const pilot = { _id: 'pilot', name: 'Pirkko Pilotti' };

const heavy = buildLoad({
  pilot,
  jumpers: [
    buildJumper({ _id: 'j1', memberId: ids.funJumper, name: 'Frank Testinen', price: 53.5, balance: -20 }),
    buildJumper({ _id: 'j2', memberId: ids.video, name: 'Veera Testinen', price: 38.5, balance: 50 }),
  ],
  weight: { total: 520, available: 80, level: 'danger' },
  totalPrice: 92,
});

const second = buildLoad({
  _id: '0c000000-0000-4000-8000-000000000002',
  number: 2,
  jumpers: [buildJumper({ _id: 'j3', memberId: ids.video, name: 'Veera Testinen', price: 25, balance: 50 })],
  weight: { total: 300, available: 300, level: 'ok' },
  totalPrice: 25,
});

describe('overweightOf', () => {
  it('names how much too heavy a load is against its plane’s danger threshold', () => {
    expect(overweightOf(heavy, planes)).toEqual({ excessKg: 20, totalKg: 520, availableKg: 80 });
    expect(overweightOf(second, planes)).toBeNull();
  });

  it('still says a load is too heavy when its plane is not known yet, without the excess', () => {
    expect(overweightOf(heavy, [])).toEqual({ excessKg: null, totalKg: 520, availableKg: 80 });
  });
});

describe('debtsAfterLanding', () => {
  it('sums what the loads charge a member before telling whether they end in debt', () => {
    expect(debtsAfterLanding([heavy])).toEqual([
      { memberId: ids.funJumper, name: 'Frank Testinen', charge: 53.5, newBalance: -73.5 },
    ]);
    expect(debtsAfterLanding([second])).toEqual([]);
    expect(debtsAfterLanding([heavy, second])).toEqual([
      { memberId: ids.funJumper, name: 'Frank Testinen', charge: 53.5, newBalance: -73.5 },
      { memberId: ids.video, name: 'Veera Testinen', charge: 63.5, newBalance: -13.5 },
    ]);
  });
});

describe('safety checks on the day view', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('names the weight of an overweight load and each debt with its new balance before landing', async () => {
    const { sent } = loadsServer([heavy], () => ({ ...heavy, state: 'landed' }));
    renderApp(`/loads/${today()}`);
    const card = within(await screen.findByRole('article', { name: 'Load 1' }));
    await userEvent.click(card.getByRole('button', { name: 'Land' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Land load 1?' }));
    expect(await dialog.findByTestId('overweight')).toHaveTextContent(
      'The load is 20 kg too heavy: weight 520 kg, 80 kg left for fuel.',
    );
    const debts = dialog.getAllByTestId('debt');
    expect(debts.map((d) => d.textContent?.replace(/\s/g, ' '))).toEqual([
      'Member will be in debt: Frank Testinen (53,50 €) · balance after landing -73,50 €',
    ]);
    expect(sent).toEqual([]);
    await userEvent.click(dialog.getByRole('button', { name: 'Land' }));
    await waitFor(() => expect(sent.map((r) => r.path)).toEqual([`/api/loads/${heavy._id}/land`]));
  });

  it('lists the debts of all the chosen loads in "land several", and the overweight ones', async () => {
    const { sent } = loadsServer([heavy, second]);
    renderApp(`/loads/${today()}`);
    await screen.findByRole('article', { name: 'Load 2' });
    await userEvent.click(screen.getByRole('button', { name: 'Land several' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Land several loads' }));
    const [first, other] = dialog.getAllByRole('checkbox');
    expect(dialog.queryByTestId('debt')).not.toBeInTheDocument();

    await userEvent.click(other as HTMLElement);
    // Veera alone on load 2 pays 25 € of her 50 €
    expect(dialog.queryByTestId('debt')).not.toBeInTheDocument();
    expect(dialog.queryByTestId('overweight')).not.toBeInTheDocument();

    await userEvent.click(first as HTMLElement);
    expect(dialog.getByTestId('overweight')).toHaveTextContent(
      'Load 1: The load is 20 kg too heavy: weight 520 kg, 80 kg left for fuel.',
    );
    expect(dialog.getAllByTestId('debt').map((d) => d.textContent?.replace(/\s/g, ' '))).toEqual([
      'Member will be in debt: Frank Testinen (53,50 €) · balance after landing -73,50 €',
      'Member will be in debt: Veera Testinen (63,50 €) · balance after landing -13,50 €',
    ]);
    await userEvent.click(dialog.getByRole('button', { name: 'Land 2 loads' }));
    await waitFor(() => expect(sent.map((r) => r.path)).toEqual(['/api/loads/land']));
  });

  it('asks before sending an overweight load up, naming its weight', async () => {
    const { sent } = loadsServer([heavy], () => ({ ...heavy, state: 'flying' }));
    renderApp(`/loads/${today()}`);
    const card = within(await screen.findByRole('article', { name: 'Load 1' }));
    await userEvent.click(card.getByRole('button', { name: 'Take off' }));
    let dialog = within(
      await screen.findByRole('dialog', { name: 'Send load 1 up although it is too heavy?' }),
    );
    expect(dialog.getByTestId('overweight')).toHaveTextContent(
      'The load is 20 kg too heavy: weight 520 kg, 80 kg left for fuel.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);

    await userEvent.click(card.getByRole('button', { name: 'Take off' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Send load 1 up although it is too heavy?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send up anyway' }));
    await waitFor(() => expect(sent.map((r) => r.body)).toEqual([{ state: 'flying' }]));
  });

  it('asks before sending a load up without a pilot, naming it; Cancel sends nothing', async () => {
    const light = { ...heavy, pilot: null, weight: { total: 300, available: 300, level: 'ok' as const } };
    const { sent } = loadsServer([light], () => ({ ...light, state: 'flying' }));
    renderApp(`/loads/${today()}`);
    const card = within(await screen.findByRole('article', { name: 'Load 1' }));
    await userEvent.click(card.getByRole('button', { name: 'Take off' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Send load 1 up without a pilot?' }));
    expect(dialog.getByTestId('no-pilot')).toHaveTextContent('No pilot is set for load 1.');
    expect(
      dialog.getByText("Set the pilot before takeoff: the flight counts in the pilot's hours."),
    ).toBeVisible();
    expect(dialog.queryByTestId('overweight')).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);

    await userEvent.click(card.getByRole('button', { name: 'Take off' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Send load 1 up without a pilot?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send up anyway' }));
    await waitFor(() => expect(sent.map((r) => r.body)).toEqual([{ state: 'flying' }]));
  });

  it('names both a missing pilot and the weight of a load too heavy', async () => {
    const { sent } = loadsServer([{ ...heavy, pilot: null }]);
    renderApp(`/loads/${today()}`);
    const card = within(await screen.findByRole('article', { name: 'Load 1' }));
    await userEvent.click(card.getByRole('button', { name: 'Take off' }));
    const dialog = within(
      await screen.findByRole('dialog', {
        name: 'Send load 1 up without a pilot although it is too heavy?',
      }),
    );
    expect(dialog.getByTestId('no-pilot')).toHaveTextContent('No pilot is set for load 1.');
    expect(dialog.getByTestId('overweight')).toHaveTextContent('The load is 20 kg too heavy');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);
  });

  it('asks in Finnish before sending a load up without a pilot', async () => {
    await i18n.changeLanguage('fi');
    const light = { ...heavy, pilot: null, weight: { total: 300, available: 300, level: 'ok' as const } };
    const { sent } = loadsServer([light], () => ({ ...light, state: 'flying' }));
    renderApp(`/loads/${today()}`);
    const card = within(await screen.findByRole('article', { name: 'Nousu 1' }));
    await userEvent.click(card.getByRole('button', { name: 'Ilmaan' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Lähetetäänkö nousu 1 ilmaan ilman lentäjää?' }),
    );
    expect(dialog.getByTestId('no-pilot')).toHaveTextContent('Nousulle 1 ei ole merkitty lentäjää.');
    expect(
      dialog.getByText('Merkitse lentäjä ennen lähtöä: lento kirjautuu lentäjän lentotunteihin.'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Ilmaan silti' }));
    await waitFor(() => expect(sent.map((r) => r.body)).toEqual([{ state: 'flying' }]));
  });

  it('sends a load within its weights and with a pilot up at once', async () => {
    const light = { ...heavy, weight: { total: 300, available: 300, level: 'ok' as const } };
    const { sent } = loadsServer([light], () => ({ ...light, state: 'flying' }));
    renderApp(`/loads/${today()}`);
    const card = within(await screen.findByRole('article', { name: 'Load 1' }));
    await userEvent.click(card.getByRole('button', { name: 'Take off' }));
    await waitFor(() => expect(sent.map((r) => r.body)).toEqual([{ state: 'flying' }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses a landing before the takeoff and a too long comment at their fields, sending neither', async () => {
    const { sent } = loadsServer([buildLoad({ takeoff: '13:00' })]);
    renderApp(`/loads/${today()}`);
    const card = await openLoadFields();
    const land = card.getByRole('textbox', { name: 'Landing' });
    await userEvent.type(land, '1258{Enter}');
    expect(land).toHaveAccessibleDescription('Invalid time');
    expect(land).toHaveValue('1258');

    const comment = card.getByRole('textbox', { name: 'Comment' });
    await userEvent.click(comment);
    await userEvent.paste('k'.repeat(101));
    await userEvent.tab();
    expect(comment).toHaveAccessibleDescription('Max 100 characters');
    expect(comment).toHaveValue('k'.repeat(101));
    expect(sent).toEqual([]);
  });
});
