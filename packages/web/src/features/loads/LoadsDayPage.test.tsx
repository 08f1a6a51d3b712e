import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createAppTheme } from '../../app/theme';
import { renderApp } from '../../test/render';
import {
  buildJumper,
  buildLoad,
  club,
  ids,
  loadsServer,
  openLoadFields,
  PAGE_TEST_TIMEOUT,
  planeId,
  today,
} from './loadsTestServer';

const heavyLoad = buildLoad({
  jumpers: [
    buildJumper({ _id: 'j1', memberId: ids.funJumper, name: 'Frank Testinen', price: 53.5, balance: -20 }),
    buildJumper({
      _id: 'j2',
      memberId: ids.video,
      name: 'Veera Testinen',
      price: 38.5,
      ownGear: true,
      balance: 50,
    }),
  ],
  weight: { total: 520, available: 80, level: 'danger' },
  totalPrice: 92,
});

async function findCard(number = 1) {
  return within(await screen.findByRole('article', { name: `Load ${number}` }));
}

describe('LoadsDayPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('prints the day in load order, and one load from its card', async () => {
    vi.stubGlobal('print', vi.fn());
    loadsServer([
      buildLoad({ _id: 'landed-1', number: 1, state: 'landed', takeoff: '10:00', land: '10:20' }),
      buildLoad({ _id: 'open-2', number: 2 }),
    ]);
    renderApp(`/loads/${today()}`);
    await findCard(2);
    // the sheet is for paper only (hidden on screen): its sections by their names
    const sheetLoads = () =>
      [...screen.getByTestId('print-sheet').querySelectorAll('section[aria-label]')].map((r) =>
        r.getAttribute('aria-label'),
      );
    // the screen puts the open load first; paper goes by number
    await userEvent.click(screen.getByRole('button', { name: 'Print load sheet' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'A4' }));
    expect(sheetLoads()).toEqual(['Load 1', 'Load 2']);
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    await waitFor(() => expect(screen.queryByTestId('print-sheet')).not.toBeInTheDocument());

    const card = await findCard(2);
    await userEvent.click(card.getByRole('button', { name: /Edit load|Details/ }));
    await userEvent.click(await card.findByRole('button', { name: 'Print the sheet of load 2' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'A5' }));
    expect(sheetLoads()).toEqual(['Load 2']);
    vi.unstubAllGlobals();
  });

  it('tells the admin of a club without planes to add one, with a link to the club settings', async () => {
    loadsServer([], undefined, { 'GET /api/club': () => ({ body: { ...club, planes: [] } }) });
    renderApp(`/loads/${today()}`);
    const hint = await screen.findByTestId('no-planes');
    expect(hint).toHaveTextContent('The club has no plane yet');
    expect(within(hint).getByRole('link', { name: 'Club settings' })).toHaveAttribute('href', '/club');
  });

  it('says nothing of planes when the club has one', async () => {
    loadsServer([buildLoad()]);
    renderApp(`/loads/${today()}`);
    await findCard();
    expect(screen.queryByTestId('no-planes')).not.toBeInTheDocument();
  });

  it('shows each jumper with price and the weights, the fuel left in the danger colour', async () => {
    loadsServer([heavyLoad]);
    renderApp(`/loads/${today()}`);
    const card = await findCard();
    const rows = card.getByRole('table', { name: 'Jumpers of load 1' }).querySelectorAll('tbody tr');
    expect([...rows].map((r) => r.textContent?.replace(/\s/g, ' '))).toEqual([
      'Frank TestinenFun jumper400053,50 €Rent80',
      'Veera TestinenFun jumper400038,50 €Own80',
    ]);
    expect(card.getByTestId('load-total-price')).toHaveTextContent('Total: 92,00 €');
    expect(card.getByTestId('load-weight')).toHaveTextContent('Weight: 520 kg');
    const fuel = card.getByTestId('load-fuel');
    expect(fuel).toHaveTextContent('Available for fuel: 80 kg · Too heavy');
    expect(fuel).toHaveAttribute('data-level', 'danger');
    expect(fuel).toHaveStyle({ color: createAppTheme('light').palette.error.main });
  });

  it('creates a load on the default plane', async () => {
    const { sent } = loadsServer([]);
    renderApp(`/loads/${today()}`);
    await userEvent.click(await screen.findByRole('button', { name: 'New load' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/loads',
      body: { date: today(), plane: planeId },
    });
    // the new load's card takes the focus on its Add jumper button: Enter opens the dialog
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Add jumper'));
  });

  it('copies a load: a new load of its plane, its add dialog open with the fun jumpers chosen', async () => {
    const source = buildLoad({
      jumpers: [buildJumper({ _id: 'j1', memberId: ids.funJumper, name: 'Frank Testinen', altitude: 4000 })],
    });
    const copy = buildLoad({ _id: '0c000000-0000-4000-8000-000000000009', number: 2 });
    const { sent } = loadsServer([source], (request) => (request.path === '/api/loads' ? copy : source));
    renderApp(`/loads/${today()}`);
    const card = within(await screen.findByRole('article', { name: 'Load 1' }));
    await userEvent.click(card.getByRole('button', { name: 'Copy load' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add jumpers to load 2' }));
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/loads', body: { date: today() } });
    expect(dialog.getByRole('group', { name: 'Frank Testinen' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Add 1 jumper' })).toBeInTheDocument();
  });

  it('accepts a time typed as 1357 and sends it as 13:57; a bad time is not sent', async () => {
    const { sent } = loadsServer([buildLoad()]);
    renderApp(`/loads/${today()}`);
    const card = await openLoadFields();
    const takeoff = card.getByRole('textbox', { name: 'Takeoff' });
    await userEvent.type(takeoff, '2599{Enter}');
    expect(await card.findByText('Invalid time')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.clear(takeoff);
    await userEvent.type(takeoff, '1357{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      path: `/api/loads/${heavyLoad._id}`,
      body: { takeoff: '13:57' },
    });
    expect(takeoff).toHaveValue('13:57');
  });

  it('lists what landing charges, warns of debt, and posts the landing', async () => {
    const { sent } = loadsServer([heavyLoad], () => ({ ...heavyLoad, state: 'landed' }));
    renderApp(`/loads/${today()}`);
    const card = await findCard();
    await userEvent.click(card.getByRole('button', { name: 'Land' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Land load 1?' }));
    const rows = dialog.getByRole('table', { name: 'Charges' }).querySelectorAll('tbody tr');
    expect([...rows].map((r) => r.textContent?.replace(/\s/g, ' '))).toEqual([
      'Frank Testinen53,50 €-20,00 €',
      'Veera Testinen38,50 €50,00 €',
      'Total92,00 €',
    ]);
    expect(dialog.getByText('Member will be in debt: Frank Testinen (53,50 €)')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Land' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([`POST /api/loads/${heavyLoad._id}/land`]);
    expect(await card.findByText('Landed')).toBeInTheDocument();
  });

  it('shows a tandem passenger’s tandem price on the card and in the land dialog, never as a charge', async () => {
    const tandem = buildLoad({
      jumpers: [
        buildJumper({
          _id: 't1',
          memberId: ids.funJumper,
          name: 'Tiina Tandem',
          groupId: 'g',
          groupRole: 'tandemInstructor',
          type: 'tandem',
          price: 0,
        }),
        buildJumper({
          _id: 't2',
          memberId: 'pax',
          name: 'Pasi Matkustaja',
          groupId: 'g',
          groupRole: 'passenger',
          type: 'tandem',
          price: 0,
          tandemPrice: 250,
        }),
      ],
      totalPrice: 0,
    });
    loadsServer([tandem]);
    renderApp(`/loads/${today()}`);
    const card = await findCard();
    expect(
      card.getByText('Tandem price 250,00 € (paid at the desk, not from an account)'),
    ).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Land' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Land load 1?' }));
    expect(
      dialog.getByText('Pasi Matkustaja: tandem price 250,00 € (paid at the desk, not from an account)'),
    ).toBeInTheDocument();
    const rows = dialog.getByRole('table', { name: 'Charges' }).querySelectorAll('tbody tr');
    expect([...rows].map((r) => r.textContent?.replace(/\s/g, ' '))).toEqual([
      'Tiina Tandem0,00 €0,00 €',
      'Total0,00 €',
    ]);
  });

  it('remembers the filters: landed loads stay hidden after a reload', async () => {
    loadsServer([heavyLoad, buildLoad({ _id: 'other', number: 2, state: 'landed' })]);
    const first = renderApp(`/loads/${today()}`);
    await findCard(2);
    await userEvent.click(screen.getByRole('button', { name: 'View' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Hide landed loads' }));
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Type' }));
    expect(JSON.parse(localStorage.getItem('loadsView') ?? '{}')).toMatchObject({
      hideLanded: true,
      hidden: ['type'],
    });
    first.unmount();

    renderApp(`/loads/${today()}`);
    await findCard(1);
    expect(screen.queryByRole('article', { name: 'Load 2' })).not.toBeInTheDocument();
    expect(screen.queryByText('Fun jumper')).not.toBeInTheDocument();
  });
});
