import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { cessna, clubServer, PAGE_TEST_TIMEOUT } from './clubTestServer';

async function openAddDialog() {
  const planes = within(await screen.findByRole('region', { name: 'Planes' }));
  await userEvent.click(planes.getByRole('button', { name: 'Add plane' }));
  return within(await screen.findByRole('dialog', { name: 'Add a plane' }));
}

describe('ClubPage: planes', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows each plane with its jump lines and prices', async () => {
    clubServer();
    renderApp('/club');
    const card = within(await screen.findByRole('article', { name: 'OH-CDZ' }));
    expect(card.getByText('Default')).toBeInTheDocument();
    const lines = within(card.getByRole('table', { name: 'Jump lines of OH-CDZ' }));
    const rows = lines.getAllByRole('row').map((row) => row.textContent?.replace(/\s/g, ' '));
    expect(rows).toEqual([
      'AltitudePriceMember priceTandem price',
      '1 000 m25,00 €Same priceNone',
      '4 000 m38,50 €35,00 €250,00 €',
    ]);
  });

  it('checks the plane before sending it, then adds it in euros', async () => {
    const { sent } = clubServer();
    renderApp('/club');
    const dialog = await openAddDialog();

    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findAllByText('Required')).toHaveLength(4);
    expect(sent).toEqual([]);

    await userEvent.type(dialog.getByRole('textbox', { name: 'Registration' }), 'OH-XYZ');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Aircraft model' }), 'Cessna 182');
    await userEvent.type(dialog.getByRole('textbox', { name: 'ICAO address' }), '46ZZ12');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Seats' }), '4');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Weight available' }), '520');
    const first = within(dialog.getByRole('group', { name: 'Jump line 1' }));
    await userEvent.type(first.getByRole('textbox', { name: 'Altitude' }), '3000');
    await userEvent.type(first.getByRole('textbox', { name: 'Price' }), '30,50');
    await userEvent.click(dialog.getByRole('button', { name: 'Add jump line' }));
    const second = within(dialog.getByRole('group', { name: 'Jump line 2' }));
    await userEvent.type(second.getByRole('textbox', { name: 'Altitude' }), '1200');
    await userEvent.type(second.getByRole('textbox', { name: 'Price' }), '22');
    await userEvent.type(second.getByRole('textbox', { name: 'Member price' }), '19,9');
    await userEvent.type(second.getByRole('textbox', { name: 'Tandem price' }), '250,5');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await dialog.findByText('Six hexadecimal digits, 0-9 and a-f')).toBeInTheDocument();
    expect(sent).toEqual([]);
    const icao = dialog.getByRole('textbox', { name: 'ICAO address' });
    await userEvent.clear(icao);
    await userEvent.type(icao, '46A1C3');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.map((r) => [r.method, r.path])).toEqual([['POST', '/api/club/plane']]);
    expect(sent[0]?.body).toEqual({
      aircraftModel: 'Cessna 182',
      registration: 'OH-XYZ',
      icaoCode: '46a1c3',
      slots: 4,
      weightAvailable: 520,
      weightWarningThreshold: 0,
      weightDangerThreshold: 0,
      isDefault: false,
      minutePrice: null,
      roundUpMinutePrice: false,
      jumpLines: [
        { altitude: 3000, price: 30.5, priceForMembers: null, tandemPrice: null },
        { altitude: 1200, price: 22, priceForMembers: 19.9, tandemPrice: 250.5 },
      ],
    });
    expect(await screen.findByRole('article', { name: 'OH-XYZ' })).toBeInTheDocument();
    expect(screen.getByText('Plane OH-XYZ saved')).toBeInTheDocument();
  });

  it('removes a jump line row and edits a plane with its ids kept', async () => {
    const { sent } = clubServer();
    renderApp('/club');
    const card = within(await screen.findByRole('article', { name: 'OH-CDZ' }));
    await userEvent.click(card.getByRole('button', { name: 'Edit OH-CDZ' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit OH-CDZ' }));
    expect(dialog.getByRole('textbox', { name: 'Minute price' })).toHaveValue('');

    await userEvent.click(dialog.getByRole('button', { name: 'Remove jump line 1' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Minute price' }), '1,5');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.method).toBe('PUT');
    expect(sent[0]?.body).toMatchObject({
      _id: cessna._id,
      minutePrice: 1.5,
      jumpLines: [{ _id: cessna.jumpLines[1]?._id, altitude: 4000, price: 38.5, priceForMembers: 35 }],
    });
  });
});
