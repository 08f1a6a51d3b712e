import { LANGUAGE_STORAGE_KEY } from '@dz/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../app/i18n';
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

  it('names the thresholds as fuel margins on the card and in the dialog', async () => {
    clubServer();
    renderApp('/club');
    const card = within(await screen.findByRole('article', { name: 'OH-CDZ' }));
    expect(
      card.getByText(/600 kg available; warning when fuel margin below 150 kg, danger below 100 kg/),
    ).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Edit OH-CDZ' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit OH-CDZ' }));
    expect(dialog.getByRole('textbox', { name: 'Weight available' })).toHaveAccessibleDescription(
      'Maximum take-off weight less the empty plane: what the pilot, jumpers and fuel may weigh together',
    );
    expect(
      dialog.getByRole('textbox', { name: 'Warning when fuel margin below' }),
    ).toHaveAccessibleDescription(
      "Weight left for fuel under the plane's maximum; below this the load shows a warning. 0: no warning",
    );
    expect(
      dialog.getByRole('textbox', { name: 'Danger when fuel margin below' }),
    ).toHaveAccessibleDescription(
      'Below this the load is too heavy. At most the warning threshold; 0: no danger',
    );
  });

  it('refuses a danger threshold above the warning threshold at the field, sending nothing', async () => {
    const { sent } = clubServer();
    renderApp('/club');
    const card = within(await screen.findByRole('article', { name: 'OH-CDZ' }));
    await userEvent.click(card.getByRole('button', { name: 'Edit OH-CDZ' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit OH-CDZ' }));
    const danger = dialog.getByRole('textbox', { name: 'Danger when fuel margin below' });
    await userEvent.clear(danger);
    await userEvent.type(danger, '200');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(danger).toHaveAccessibleDescription('Must not be above the warning threshold'),
    );
    expect(danger).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    // the same as the warning threshold is fine: no warning band
    await userEvent.clear(danger);
    await userEvent.type(danger, '150');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ weightWarningThreshold: 150, weightDangerThreshold: 150 });
  });

  it('says the fuel margins and their error in Finnish', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fi');
    await changeLanguage('fi');
    const { sent } = clubServer();
    renderApp('/club');
    const card = within(await screen.findByRole('article', { name: 'OH-CDZ' }));
    expect(
      card.getByText(/kantavuus 600 kg; varoitus, kun polttoaineelle jää alle 150 kg, vaara alle 100 kg/),
    ).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Muokkaa: OH-CDZ' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Muokkaa konetta OH-CDZ' }));
    expect(dialog.getByRole('textbox', { name: 'Kantavuus' })).toHaveAccessibleDescription(
      'Suurin lentoonlähtöpaino miinus tyhjän koneen paino: lentäjän, hyppääjien ja polttoaineen yhteispaino',
    );
    const warning = dialog.getByRole('textbox', { name: 'Varoitus, kun polttoaineelle jää alle' });
    expect(warning).toHaveAccessibleDescription(
      'Paino, joka kantavuudesta jää polttoaineelle; tätä vähemmällä nousu näyttää varoituksen. 0: ei varoitusta',
    );
    const danger = dialog.getByRole('textbox', { name: 'Vaara, kun polttoaineelle jää alle' });
    await userEvent.clear(warning);
    await userEvent.type(warning, '50');
    await userEvent.click(dialog.getByRole('button', { name: 'Tallenna' }));

    await waitFor(() => expect(danger).toHaveAccessibleDescription('Ei saa olla suurempi kuin varoitusraja'));
    expect(sent).toEqual([]);
  });
});
