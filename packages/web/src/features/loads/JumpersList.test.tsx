import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { phoneWidth } from '../../test/phoneWidth';
import { renderApp } from '../../test/render';
import { buildJumper, buildLoad, ids, loadsServer, PAGE_TEST_TIMEOUT, today } from './loadsTestServer';

const frank = buildJumper({
  _id: 'frank',
  memberId: ids.funJumper,
  name: 'Frank Testinen',
  price: 53.5,
  highOpening: true,
});
const tandem = [
  buildJumper({
    _id: 'teemu',
    memberId: ids.tandemInstructor,
    name: 'Teemu Testinen',
    groupId: 'g',
    groupRole: 'tandemInstructor',
    type: 'tandem',
    price: 0,
    ownGear: true,
    exitWeight: 95,
    tandemExitWeight: 110,
  }),
  buildJumper({
    _id: 'paula',
    memberId: ids.passenger,
    name: 'Paula Testinen',
    groupId: 'g',
    groupRole: 'passenger',
    type: 'tandem',
    price: 0,
    tandemPrice: 250,
    exitWeight: 70,
  }),
];
const load = buildLoad({ jumpers: [frank, ...tandem], totalPrice: 53.5 });
const next = buildLoad({ _id: 'next', number: 2 });

describe('the jumpers at phone width', { timeout: PAGE_TEST_TIMEOUT }, () => {
  beforeEach(phoneWidth);
  afterEach(() => vi.restoreAllMocks());

  it('are a list with name, type, altitude and price, and no table', async () => {
    loadsServer([load, next]);
    renderApp(`/loads/${today()}`);
    const card = within(await screen.findByRole('article', { name: 'Load 1' }));
    expect(card.queryByRole('table')).not.toBeInTheDocument();
    const list = card.getByRole('list', { name: 'Jumpers of load 1' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent?.replace(/\s/g, ' '))).toEqual([
      'Frank TestinenFun jumper · Rent · High opening · 80 kg53,50 €4000 m',
      'Teemu TestinenTandem instructor · Own · 110 kgtandem0,00 €4000 m',
      'Paula TestinenTandem passenger · Rent · 70 kgTandem price 250,00 € (paid at the desk, not from an account)0,00 €4000 m',
    ]);
    // the group shares its row colour and is marked at its edge
    expect(rows[1]).toHaveAttribute('data-group', 'g');
    expect(rows[2]).toHaveAttribute('data-group', 'g');
  });

  it('puts edit, remove and move in a menu per row', async () => {
    const { sent } = loadsServer([load, next], undefined, {
      [`POST /api/loads/${load._id}/jumpers/teemu/move`]: () => ({ body: { loads: [load, next] } }),
    });
    renderApp(`/loads/${today()}`);
    const card = within(await screen.findByRole('article', { name: 'Load 1' }));
    expect(card.queryByRole('button', { name: 'Edit Frank Testinen' })).not.toBeInTheDocument();

    await userEvent.click(card.getByRole('button', { name: 'Actions: Frank Testinen' }));
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual([
      'Edit',
      'Remove',
      'Move to load 2',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Frank Testinen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // back on the row's menu button
    await waitFor(() => expect(card.getByRole('button', { name: 'Actions: Frank Testinen' })).toHaveFocus());

    // a tandem moves as a group, and the menu says so
    await userEvent.click(card.getByRole('button', { name: 'Actions: Teemu Testinen' }));
    const move = await screen.findByRole('menuitem', { name: /Move to load 2/ });
    expect(move).toHaveTextContent('Moves the whole group (2 jumpers)');
    await userEvent.click(move);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      path: `/api/loads/${load._id}/jumpers/teemu/move`,
      body: { toLoad: 'next' },
    });
  });
});
