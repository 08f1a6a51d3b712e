import {
  LANGUAGE_STORAGE_KEY,
  type Member,
  NO_WIND_LIMITS,
  type WeatherResponse,
  type WindExceedance,
} from '@dz/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../app/i18n';
import type { MockRequest } from '../../test/fetchMock';
import { renderApp } from '../../test/render';
import {
  buildLoad,
  ids,
  loadId,
  loadsServer,
  members,
  PAGE_TEST_TIMEOUT,
  today,
  weatherOff,
} from './loadsTestServer';

/** The club's weather with the wind over the limits given (a gust of 11 m/s at the airport). */
function weatherOver(...exceedances: WindExceedance[]): WeatherResponse {
  const reading = {
    source: 'metar' as const,
    station: 'EFUT',
    observedAt: new Date().toISOString(),
    windDirection: 240,
    windVariableFrom: null,
    windVariableTo: null,
    windMeanMs: 9,
    windGustMs: 11,
    visibilityM: 10_000,
    cloudBaseM: null,
    cloudCover: null,
    cavok: true,
    temperatureC: 18,
    raw: 'EFUT 211250Z 24017G21KT CAVOK 18/09 Q1015',
  };
  return { ...weatherOff, status: 'ok', reading, metar: reading, exceedances, limits: NO_WIND_LIMITS };
}

const tandemsGust: WindExceedance = { group: 'tandems', measure: 'gust', valueMs: 11, limitMs: 8 };
const aLicenceMean: WindExceedance = { group: 'aLicence', measure: 'mean', valueMs: 9, limitMs: 8.5 };

async function openAddDialog(title = 'Add jumpers to load 1', button = 'Add jumper') {
  const card = within(await screen.findByRole('article', { name: /^(Load|Nousu) 1$/ }));
  await userEvent.click(card.getByRole('button', { name: button }));
  return within(await screen.findByRole('dialog', { name: title }));
}

async function pick(dialog: ReturnType<typeof within>, label: string, option: RegExp) {
  await userEvent.click(dialog.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** The server refuses the first addition over the wind limit (its weather is newer), then adds. */
function refusingOnce() {
  let refused = false;
  return (request: MockRequest) => {
    const override = (request.body as { windOverride?: boolean }).windOverride === true;
    if (!override && !refused) {
      refused = true;
      return {
        status: 409,
        body: {
          message: "The wind is over a jumper's group's limit; add them anyway only after checking",
          locale: 'error.windLimitExceeded',
        },
      };
    }
    return { body: buildLoad() };
  };
}

describe('AddJumperDialog: the wind limits', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('asks before adding a tandem over the tandems’ limit, naming them; Add anyway sends the override', async () => {
    const { sent } = loadsServer([buildLoad()], undefined, {}, members, () => weatherOver(tandemsGust));
    renderApp(`/loads/${today()}`);
    const dialog = await openAddDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Tandem' }));
    await pick(dialog, 'Tandem instructor', /Teemu/);
    await pick(dialog, 'Tandem passenger', /Paula/);
    await pick(dialog, 'Video flyer (optional)', /Veera/);
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));

    let confirm = within(await screen.findByRole('dialog', { name: 'Add to load 1 over the wind limit?' }));
    // the video flyer jumps under the other jumpers' limit, which the wind is not over
    expect(confirm.getAllByTestId('wind-limit').map((a) => a.textContent)).toEqual([
      "Teemu Testinen, Paula Testinen: Tandems' wind limit exceeded: gust 11 m/s > 8 m/s",
    ]);
    expect(confirm.getByText(/kept in the audit trail/)).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /over the wind limit/ })).not.toBeInTheDocument(),
    );
    expect(sent).toEqual([]);

    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    confirm = within(await screen.findByRole('dialog', { name: 'Add to load 1 over the wind limit?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Add anyway' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      memberId: ids.tandemInstructor,
      type: 'tandem',
      altitude: 4000,
      tandemMemberId: ids.passenger,
      videoFlyerId: ids.video,
      ownGear: false,
      highOpening: false,
      gearRental: null,
      windOverride: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('adds at once, without an override, when the wind is over no limit of those added', async () => {
    const { sent } = loadsServer([buildLoad()], undefined, {}, members, () => weatherOver(tandemsGust));
    renderApp(`/loads/${today()}`);
    const dialog = await openAddDialog();
    await pick(dialog, 'Jumper', /Frank/);
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).not.toHaveProperty('windOverride');
    expect(screen.queryByRole('dialog', { name: /over the wind limit/ })).not.toBeInTheDocument();
  });

  it('in Finnish, names only the A-licence holder of several jumpers and sends them all with the override', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fi');
    await changeLanguage('fi');
    const licensed: Member[] = members.map((m) => (m._id === ids.funJumper ? { ...m, license: 'A' } : m));
    const { sent } = loadsServer(
      [buildLoad()],
      undefined,
      { [`POST /api/loads/${loadId}/jumpers/many`]: () => ({ body: buildLoad() }) },
      licensed,
      () => weatherOver(aLicenceMean),
    );
    renderApp(`/loads/${today()}`);
    const dialog = await openAddDialog('Lisää hyppääjiä nousulle 1', 'Lisää hyppääjä');
    await userEvent.click(dialog.getByRole('button', { name: 'Useita hyppääjiä' }));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Hyppääjät' }));
    await userEvent.click(await screen.findByRole('option', { name: /Frank/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Veera/ }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog.getByRole('button', { name: 'Lisää 2 hyppääjää' }));

    const confirm = within(
      await screen.findByRole('dialog', { name: 'Lisätäänkö nousuun 1 tuulirajan yli?' }),
    );
    expect(confirm.getAllByTestId('wind-limit').map((a) => a.textContent)).toEqual([
      'Frank Testinen: A-lisenssin haltijoiden tuuliraja ylittyy: keskituuli 9 m/s > 8,5 m/s',
    ]);
    expect(confirm.getByText('Lisäys kirjataan tapahtumalokiin tuulirajan ohituksena.')).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: 'Lisää silti' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.path).toBe(`/api/loads/${loadId}/jumpers/many`);
    expect(sent[0]?.body).toMatchObject({
      jumpers: [{ memberId: ids.funJumper }, { memberId: ids.video }],
      windOverride: true,
    });
  });

  it('asks with the weather asked again when the server’s newer weather refuses, no error snackbar', async () => {
    let weather = weatherOff;
    const refuseOnce = refusingOnce();
    const server = loadsServer(
      [buildLoad()],
      undefined,
      {
        [`POST /api/loads/${loadId}/jumpers`]: (request) => {
          const reply = refuseOnce(request);
          // the server read the weather meanwhile: the page's next look sees it too
          weather = weatherOver({ group: 'others', measure: 'gust', valueMs: 11, limitMs: 10 });
          return reply;
        },
      },
      members,
      () => weather,
    );
    renderApp(`/loads/${today()}`);
    const dialog = await openAddDialog();
    await pick(dialog, 'Jumper', /Frank/);
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));

    const confirm = within(await screen.findByRole('dialog', { name: 'Add to load 1 over the wind limit?' }));
    expect(confirm.getByTestId('wind-limit')).toHaveTextContent(
      "Frank Testinen: Other jumpers' wind limit exceeded: gust 11 m/s > 10 m/s",
    );
    expect(screen.queryByText(/add them anyway only after checking/)).not.toBeInTheDocument();
    expect(server.sent).toHaveLength(1);
    await userEvent.click(confirm.getByRole('button', { name: 'Add anyway' }));
    await waitFor(() => expect(server.sent).toHaveLength(2));
    expect(server.sent[1]?.body).toMatchObject({ memberId: ids.funJumper, windOverride: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says the server’s reason when the page cannot see the weather that refused', async () => {
    const { sent } = loadsServer(
      [buildLoad()],
      undefined,
      { [`POST /api/loads/${loadId}/jumpers`]: refusingOnce() },
      members,
      () => weatherOff,
    );
    renderApp(`/loads/${today()}`);
    const dialog = await openAddDialog();
    await pick(dialog, 'Jumper', /Frank/);
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Add to load 1 over the wind limit?' }));
    expect(confirm.getByTestId('wind-limit')).toHaveTextContent(
      "The wind is over a jumper's group's limit; add them anyway only after checking",
    );
    await userEvent.click(confirm.getByRole('button', { name: 'Add anyway' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body).toMatchObject({ memberId: ids.funJumper, windOverride: true });
  });
});
