import type { Club } from '@dz/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import {
  buildLoad,
  buildMember,
  club,
  loadsServer,
  members,
  PAGE_TEST_TIMEOUT,
  today,
} from './loadsTestServer';

/** The fixture plane with a members' price at 4000 m (38,50 €, members 35,00 €); the club's rent is 15 €. */
const memberPriced: Club = {
  ...club,
  planes: club.planes.map((p) => ({
    ...p,
    jumpLines: p.jumpLines.map((l) => (l.altitude === 4000 ? { ...l, priceForMembers: 35 } : l)),
  })),
};
const kaisa = buildMember({
  _id: '7a000000-0000-4000-8000-000000000031',
  firstName: 'Kaisa',
  isClubMember: true,
  ownGear: true,
  balance: 100,
});

describe('the add dialog quotes what landing will charge', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('a club member with own gear: the members’ price and no rent; without own gear the rent is added', async () => {
    const { sent } = loadsServer(
      [buildLoad()],
      undefined,
      { 'GET /api/club': () => ({ body: memberPriced }) },
      [...members, kaisa],
    );
    renderApp(`/loads/${today()}`);
    const card = within(await screen.findByRole('article', { name: 'Load 1' }));
    await userEvent.click(card.getByRole('button', { name: 'Add jumper' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add jumpers to load 1' }));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Jumper' }));
    await userEvent.click(await screen.findByRole('option', { name: /Kaisa/ }));

    // her own gear is the member's, not a choice made again on each load
    expect(dialog.getByRole('switch', { name: 'Own gear' })).toBeChecked();
    expect(dialog.getByTestId('price-quote')).toHaveTextContent(/Kaisa Testinen: 35,00\s€/);
    await userEvent.click(dialog.getByRole('combobox', { name: 'Altitude' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent?.replace(/\s/g, ' '))).toEqual([
      '1000 m · 25,00 €',
      '4000 m · 35,00 €',
    ]);
    await userEvent.keyboard('{Escape}');

    await userEvent.click(dialog.getByRole('switch', { name: 'Own gear' }));
    expect(dialog.getByTestId('price-quote')).toHaveTextContent(/Kaisa Testinen: 50,00\s€/);
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    const posted = () => sent.filter((r) => r.method === 'POST');
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]?.body).toMatchObject({ memberId: kaisa._id, altitude: 4000, ownGear: false });
  });
});
