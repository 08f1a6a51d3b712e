import type { Club, LoadJumper } from '@dz/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, renderWithTheme } from '../../test/render';
import { buildJumper, buildLoad, club, ids, loadsServer, PAGE_TEST_TIMEOUT, today } from './loadsTestServer';
import { PrintLoadSheet } from './print/PrintLoadsButton';

/** The club of the tests with a tandem price at 4000 m only. */
const tandemClub: Club = {
  ...club,
  planes: club.planes.map((p) => ({
    ...p,
    jumpLines: [
      { _id: 'l1', altitude: 1000, price: 25, priceForMembers: null, tandemPrice: null },
      { _id: 'l2', altitude: 4000, price: 38.5, priceForMembers: null, tandemPrice: 250 },
    ],
  })),
};
const withTandemClub = { 'GET /api/club': () => ({ body: tandemClub }) };

const texts = (elements: HTMLElement[]) => elements.map((e) => e.textContent?.replace(/\s/g, ' '));

/** A tandem of the load at an altitude: instructor, passenger (with the line's tandem price) and video. */
function tandemAt(altitude: number, tandemPrice: number | null): LoadJumper[] {
  const row = (over: Partial<LoadJumper> & { _id: string; memberId: string; name: string }) =>
    buildJumper({ groupId: 'g', type: 'tandem', altitude, price: 0, ...over });
  return [
    row({ _id: 't1', memberId: ids.tandemInstructor, name: 'Teemu Testinen', groupRole: 'tandemInstructor' }),
    row({ _id: 't2', memberId: ids.passenger, name: 'Paula Testinen', groupRole: 'passenger', tandemPrice }),
    row({ _id: 't3', memberId: ids.video, name: 'Veera Testinen', groupRole: 'videoFlyer', type: 'video' }),
  ];
}

describe('tandem prices (issue 27)', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('lists the tandem prices per altitude in the tandem form, and says which altitude has none', async () => {
    loadsServer([buildLoad()], undefined, withTandemClub);
    renderApp(`/loads/${today()}`);
    const card = within(await screen.findByRole('article', { name: 'Load 1' }));
    await userEvent.click(card.getByRole('button', { name: 'Add jumper' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add jumpers to load 1' }));
    // a fun jump: the fun jump's prices
    await userEvent.click(dialog.getByRole('combobox', { name: 'Altitude' }));
    expect(texts(await screen.findAllByRole('option'))).toEqual(['1000 m · 25,00 €', '4000 m · 38,50 €']);
    await userEvent.keyboard('{Escape}');

    await userEvent.click(dialog.getByRole('button', { name: 'Tandem' }));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Altitude · tandem price' }));
    expect(texts(await screen.findAllByRole('option'))).toEqual([
      '1000 m · no tandem price',
      '4000 m · 250,00 €',
    ]);
    expect(dialog.queryByText('No tandem price for 1000 m')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: /1000 m/ }));
    expect(await dialog.findByText('No tandem price for 1000 m')).toBeInTheDocument();
  });

  it('shows the passenger’s tandem price on the card, paid at the desk, or that their altitude has none', async () => {
    const priced = buildLoad({ jumpers: tandemAt(4000, 250) });
    const unpriced = buildLoad({ _id: 'other', number: 2, jumpers: tandemAt(1000, null) });
    loadsServer([priced, unpriced], undefined, withTandemClub);
    renderApp(`/loads/${today()}`);
    const first = within(await screen.findByRole('article', { name: 'Load 1' }));
    expect(texts(first.getAllByTestId('tandem-price'))).toEqual([
      'Tandem price 250,00 € (paid at the desk, not from an account)',
    ]);
    const second = within(await screen.findByRole('article', { name: 'Load 2' }));
    // only the passenger's row says it, not the instructor's or the video flyer's
    expect(texts(second.getAllByTestId('tandem-price'))).toEqual(['No tandem price for 1000 m']);
  });

  it('writes the passenger’s tandem price on the print sheet, or that there is none', () => {
    renderWithTheme(
      <PrintLoadSheet
        loads={[
          buildLoad({ jumpers: tandemAt(4000, 250) }),
          buildLoad({ _id: 'other', number: 2, jumpers: tandemAt(1000, null) }),
        ]}
        size="A4"
        clubName=""
      />,
    );
    const sheet = within(screen.getByTestId('print-sheet'));
    expect(
      sheet.getByText('Tandem price 250,00 € (paid at the desk, not from an account)'),
    ).toBeInTheDocument();
    expect(sheet.getAllByText('No tandem price for 1000 m')).toHaveLength(1);
  });
});
