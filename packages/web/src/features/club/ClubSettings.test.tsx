import { LANGUAGE_STORAGE_KEY, NO_WIND_LIMITS } from '@dz/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../app/i18n';
import { recordingSocket, renderApp } from '../../test/render';
import { buildClub, clubServer, PAGE_TEST_TIMEOUT } from './clubTestServer';

async function settingsForm() {
  return within(await screen.findByRole('form', { name: 'General' }));
}

describe('ClubPage: general settings', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('saves the settings with the gear rent in euros, typed with a decimal comma', async () => {
    const { sent } = clubServer();
    renderApp('/club');
    const form = await settingsForm();
    const save = form.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    const gearRent = form.getByRole('textbox', { name: 'Default gear rent' });
    expect(gearRent).toHaveValue('15.00');
    await userEvent.clear(gearRent);
    await userEvent.type(gearRent, '15,50');
    await userEvent.click(form.getByRole('switch', { name: 'Send payment reminders' }));
    const cutoff = form.getByRole('textbox', { name: 'Self-manifest closes before the estimated takeoff' });
    expect(cutoff).toHaveValue('15');
    await userEvent.clear(cutoff);
    await userEvent.type(cutoff, '20');
    const creditLimit = form.getByRole('textbox', { name: 'Credit limit' });
    await userEvent.clear(creditLimit);
    await userEvent.type(creditLimit, '25,50');
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);

    expect(await screen.findByText('Club settings saved')).toBeInTheDocument();
    expect(sent.map((r) => [r.method, r.path])).toEqual([['PUT', '/api/club']]);
    expect(sent[0]?.body).toEqual({
      name: 'Testikerho ry',
      clubKey: 'utti2026',
      slug: 'testikerho',
      notificationEmail: 'hallitus@example.com',
      timezone: 'Europe/Helsinki',
      defaultGearRent: 15.5,
      allowCustomPaymentMethods: true,
      roundUpMinutePrice: false,
      selfManifestCutoffMinutes: 20,
      backupRetentionDays: 14,
      bankAccount: { recipient: '', iban: '', bic: '' },
      paymentTopUp: 0,
      sendPaymentReceipts: false,
      weatherIcao: '',
      weatherStation: '',
      windLimits: NO_WIND_LIMITS,
      altitudeInFeet: false,
      creditLimit: 25.5,
      sendPaymentReminders: true,
      sendUnlandedLoadRemindersToClub: false,
      sendUnlandedLoadRemindersToJumpLeader: false,
      privacyNotice: '',
    });
    // saved: nothing left to save
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('keeps Save disabled while a value is invalid, and says why', async () => {
    clubServer();
    renderApp('/club');
    const form = await settingsForm();
    const gearRent = form.getByRole('textbox', { name: 'Default gear rent' });
    await userEvent.clear(gearRent);
    await userEvent.type(gearRent, '12,345');
    expect(await form.findByText('At most two decimals')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();

    await userEvent.clear(gearRent);
    await userEvent.type(gearRent, 'abc');
    expect(await form.findByText('Not a number')).toBeInTheDocument();

    await userEvent.clear(form.getByRole('textbox', { name: 'Club name' }));
    expect(await form.findByText('Required')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("takes the club's public name for the public addresses, and shows the board's address, never the key", async () => {
    const { sent } = clubServer();
    renderApp('/club');
    const form = await settingsForm();
    const section = within(await screen.findByRole('region', { name: 'General' }));
    const address = `${window.location.origin}/loads-public?club=testikerho`;
    expect(section.getByRole('link', { name: address })).toHaveAttribute('href', address);
    expect(section.getByRole('img', { name: "QR code of today's loads board" })).toBeInTheDocument();
    expect(section.queryByText(/utti2026/)).toBeNull();

    const slug = form.getByRole('textbox', { name: 'Public name' });
    await userEvent.clear(slug);
    await userEvent.type(slug, 'utti kerho');
    expect(await form.findByText('Only a-z, 0-9 and hyphens between them')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(slug);
    await userEvent.type(slug, 'Utti-Kerho');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent[0]?.body).toMatchObject({ slug: 'utti-kerho' }));
  });

  it('takes only letters and digits in the club key', async () => {
    const { sent } = clubServer();
    renderApp('/club');
    const form = await settingsForm();
    const key = form.getByRole('textbox', { name: 'Club key' });
    await userEvent.clear(key);
    await userEvent.type(key, 'utti 2026!');
    expect(await form.findByText('Only A-z and 0-9 allowed')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();

    await userEvent.clear(key);
    await userEvent.type(key, 'Utti2027');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent[0]?.body).toMatchObject({ clubKey: 'Utti2027' }));
  });

  it('picks the time zone from the list', async () => {
    const { sent } = clubServer();
    renderApp('/club');
    const form = await settingsForm();
    const zone = form.getByRole('combobox', { name: 'Time zone' });
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Stockholm');
    await userEvent.click(await screen.findByRole('option', { name: 'Europe/Stockholm' }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent[0]?.body).toMatchObject({ timezone: 'Europe/Stockholm' }));
  });

  it('shows another admin’s change when the server says clubUpdated, keeping what is being typed', async () => {
    const { changeElsewhere } = clubServer();
    const socket = recordingSocket();
    renderApp('/club', { createSocket: socket.createSocket });
    const methods = await screen.findByRole('list', { name: 'Payment methods' });
    expect(within(methods).queryByText('Lasku')).not.toBeInTheDocument();
    // this admin is typing meanwhile
    const form = await settingsForm();
    const email = form.getByRole('textbox', { name: 'Email for notifications' });
    await userEvent.clear(email);
    await userEvent.type(email, 'kerho@example.com');

    changeElsewhere((c) => ({
      ...c,
      paymentMethods: [...c.paymentMethods, 'Lasku'],
      name: 'Utin Laskuvarjokerho',
    }));
    act(() => socket.serverEmits('clubUpdated'));

    expect(await within(methods).findByText('Lasku')).toBeInTheDocument();
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: 'Club name' })).toHaveValue('Utin Laskuvarjokerho'),
    );
    expect(email).toHaveValue('kerho@example.com');
    expect(form.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it("takes the bank account members pay to: a valid IBAN of the BIC's country, kept without spaces", async () => {
    const { sent } = clubServer();
    renderApp('/club');
    const form = await settingsForm();
    await userEvent.type(form.getByRole('textbox', { name: 'Recipient' }), 'Skydive Utti ry');
    const iban = form.getByRole('textbox', { name: 'Account number (IBAN)' });
    await userEvent.type(iban, 'FI21 1234 5600 0007 86');
    expect(await form.findByText('Invalid IBAN')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(iban);
    await userEvent.type(iban, 'fi21 1234 5600 0007 85');
    const bic = form.getByRole('textbox', { name: 'BIC' });
    await userEvent.type(bic, 'deutdeff');
    expect(await form.findByText("The BIC is not of the IBAN's country")).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(bic);
    await userEvent.type(bic, 'ndeafihh');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent[0]?.body).toMatchObject({
        bankAccount: { recipient: 'Skydive Utti ry', iban: 'FI2112345600000785', bic: 'NDEAFIHH' },
      }),
    );
  });
});

describe('ClubPage: weather and wind limits', { timeout: PAGE_TEST_TIMEOUT }, () => {
  const limits = (form: ReturnType<typeof within>, group: string) =>
    within(form.getByRole('group', { name: `Wind limits: ${group}` }));

  it('takes the airport in capitals, the FMI station and each group’s limits typed with a decimal comma', async () => {
    const { sent } = clubServer();
    renderApp('/club');
    const form = await settingsForm();
    expect(form.getByRole('heading', { name: 'Weather and wind limits' })).toBeInTheDocument();
    const icao = form.getByRole('textbox', { name: 'Airport ICAO code' });
    await userEvent.type(icao, 'efut');
    expect(icao).toHaveValue('EFUT');
    const station = form.getByRole('textbox', { name: 'FMI observation station id' });
    expect(station).toHaveAccessibleDescription(/list of observation stations, e\.g\. Utti 101191/);
    await userEvent.type(station, '101191');

    const students = limits(form, 'Students');
    await userEvent.type(students.getByRole('textbox', { name: 'Mean wind' }), '8,5');
    await userEvent.type(students.getByRole('textbox', { name: 'Gust' }), '11');
    await userEvent.type(limits(form, 'Tandems').getByRole('textbox', { name: 'Gust' }), '10.5');
    await userEvent.click(
      form.getByRole('switch', { name: 'Show the altitude in feet too for English readers' }),
    );
    await userEvent.click(form.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      weatherIcao: 'EFUT',
      weatherStation: '101191',
      windLimits: {
        students: { meanMs: 8.5, gustMs: 11 },
        aLicence: { meanMs: null, gustMs: null },
        others: { meanMs: null, gustMs: null },
        tandems: { meanMs: null, gustMs: 10.5 },
      },
      altitudeInFeet: true,
    });
    // the saved limits come back the way they are typed
    await waitFor(() => expect(students.getByRole('textbox', { name: 'Mean wind' })).toHaveValue('8,5'));
    expect(limits(form, 'Tandems').getByRole('textbox', { name: 'Gust' })).toHaveValue('10,5');
  });

  it('says what is wrong with a limit, the airport or the station, and keeps Save disabled', async () => {
    const { sent } = clubServer();
    renderApp('/club');
    const form = await settingsForm();
    const mean = limits(form, 'A licence').getByRole('textbox', { name: 'Mean wind' });
    await userEvent.type(mean, '8,55');
    await waitFor(() => expect(mean).toHaveAccessibleDescription('Too many decimals (max 1)'));
    await userEvent.clear(mean);
    await userEvent.type(mean, '41');
    await waitFor(() => expect(mean).toHaveAccessibleDescription('Maximum 40'));
    await userEvent.clear(mean);
    await userEvent.type(mean, 'kova');
    await waitFor(() => expect(mean).toHaveAccessibleDescription('Not a number'));
    await userEvent.clear(mean);

    const icao = form.getByRole('textbox', { name: 'Airport ICAO code' });
    await userEvent.type(icao, 'ef1');
    await waitFor(() => expect(icao).toHaveAccessibleDescription('Four letters (ICAO code)'));
    const station = form.getByRole('textbox', { name: 'FMI observation station id' });
    await userEvent.type(station, 'Utti');
    await waitFor(() => expect(station).toHaveAccessibleDescription('Digits only (FMI station id)'));
    expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(sent).toEqual([]);
  });

  it('in Finnish, shows the saved limits with a decimal comma and empties a limit to none', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fi');
    await changeLanguage('fi');
    const { sent } = clubServer(
      buildClub({
        weatherIcao: 'EFUT',
        weatherStation: '101191',
        windLimits: { ...NO_WIND_LIMITS, students: { meanMs: 8.5, gustMs: 11 } },
        altitudeInFeet: true,
      }),
    );
    renderApp('/club');
    const form = within(await screen.findByRole('form', { name: 'Yleiset' }));
    expect(form.getByRole('heading', { name: 'Sää ja tuulirajat' })).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Lentokentän ICAO-tunnus' })).toHaveValue('EFUT');
    const station = form.getByRole('textbox', { name: 'Ilmatieteen laitoksen havaintoaseman tunnus' });
    expect(station).toHaveValue('101191');
    expect(station).toHaveAccessibleDescription(/havaintoasemien luettelosta, esim\. Utti 101191/);
    const students = within(form.getByRole('group', { name: 'Tuulirajat: Oppilaat' }));
    const mean = students.getByRole('textbox', { name: 'Keskituuli' });
    expect(mean).toHaveValue('8,5');
    expect(students.getByRole('textbox', { name: 'Puuska' })).toHaveValue('11');
    expect(form.getByRole('switch', { name: 'Näytä korkeus englanniksi myös jalkoina' })).toBeChecked();

    await userEvent.type(mean, '5');
    await waitFor(() => expect(mean).toHaveAccessibleDescription('Liikaa desimaaleja (enintään 1)'));
    await userEvent.clear(mean);
    await userEvent.click(form.getByRole('button', { name: 'Tallenna' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      windLimits: { students: { meanMs: null, gustMs: 11 } },
      weatherIcao: 'EFUT',
      altitudeInFeet: true,
    });
  });
});

describe('ClubPage: membership resets', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('asks with a red button before clearing every member’s club membership', async () => {
    const { sent } = clubServer();
    renderApp('/club');
    await userEvent.click(await screen.findByRole('button', { name: 'Reset club memberships' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reset club memberships?' });
    expect(dialog).toHaveTextContent("Every member's club membership flag is cleared");
    const confirm = within(dialog).getByRole('button', { name: 'Reset' });
    expect(confirm).toHaveClass('MuiButton-colorError');
    expect(sent).toEqual([]);

    await userEvent.click(confirm);
    expect(await screen.findByText('Club membership cleared for all 2 members')).toBeInTheDocument();
    expect(sent.map((r) => [r.method, r.path])).toEqual([['POST', '/api/member/reset-club-memberships']]);
  });

  it('sends nothing when the SIL reset is cancelled', async () => {
    const { sent } = clubServer();
    renderApp('/club');
    await userEvent.click(await screen.findByRole('button', { name: 'Reset SIL memberships' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset SIL memberships?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);
  });
});
