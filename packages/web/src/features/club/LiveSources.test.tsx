import { LANGUAGE_STORAGE_KEY, type LiveSourcesResponse, type WeatherReading } from '@dz/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../app/i18n';
import { mockFetch } from '../../test/fetchMock';
import { buildUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { sessionRoutes } from '../members/members.fixtures';
import {
  buildClub,
  clubServer,
  embeddedBackups,
  noJobRuns,
  noLiveSources,
  PAGE_TEST_TIMEOUT,
} from './clubTestServer';

const reading: Omit<WeatherReading, 'source' | 'station' | 'raw'> = {
  observedAt: '2026-06-21T09:50:00.000Z',
  windDirection: 240,
  windVariableFrom: null,
  windVariableTo: null,
  windMeanMs: 5.7,
  windGustMs: 10.8,
  visibilityM: 10_000,
  cloudBaseM: 900,
  cloudCover: 'SCT',
  cavok: false,
  temperatureC: 18,
};

/** A club receiver that answered at 12.50 Helsinki time, its plane at 3 200 m, and both weather services. */
const answering: LiveSourcesResponse = {
  altitude: {
    configured: true,
    kind: 'receiver',
    url: 'http://192.168.1.20/data/aircraft.json',
    lastAttemptAt: '2026-06-21T09:50:30.000Z',
    lastOkAt: '2026-06-21T09:50:00.000Z',
    failures: 0,
    callsToday: 42,
    planes: [
      {
        plane: 'OH-CDZ',
        altitude: 3200,
        updatedAt: '2026-06-21T09:49:58.000Z',
        onGround: false,
        trend: 'climbing',
        old: false,
      },
      { plane: 'OH-DZB', altitude: 0, updatedAt: null, onGround: true, trend: null, old: true },
    ],
  },
  weather: {
    lastAttemptAt: '2026-06-21T09:55:00.000Z',
    lastOkAt: '2026-06-21T09:55:00.000Z',
    failures: 2,
    callsToday: 7,
    metar: {
      ...reading,
      source: 'metar',
      station: 'EFUT',
      raw: 'EFUT 210950Z 24011G21KT 9999 SCT030 18/09 Q1015',
    },
    station: {
      ...reading,
      source: 'fmi',
      station: '101191',
      raw: null,
      observedAt: '2026-06-21T09:40:00.000Z',
    },
  },
};

const sources = async (name: string) => within(await screen.findByRole('region', { name }));

describe('ClubPage: altitude and weather sources', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('names the source in words, its address, last good reading, calls, failures and the planes', async () => {
    clubServer(buildClub(), undefined, noJobRuns, embeddedBackups, answering);
    renderApp('/club');
    const section = await sources('Altitude and weather sources');
    const altitude = within(await section.findByRole('region', { name: 'Altitude' }));
    expect(altitude.getByText("The club's own receiver (aircraft.json)")).toBeInTheDocument();
    expect(altitude.getByText('http://192.168.1.20/data/aircraft.json')).toBeInTheDocument();
    // 09.50 UTC is 12.50 in Helsinki; the Finnish date form, no Finnish word in English
    expect(altitude.getByText('Last good reading').nextSibling).toHaveTextContent('21.6.2026 12.50');
    expect(altitude.getByText('Calls today').nextSibling).toHaveTextContent('42');
    expect(altitude.getByText('Failures in a row').nextSibling).toHaveTextContent('0');
    expect(altitude.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'OH-CDZ: 3\u00a0200 m · heard 21.6.2026 12.49',
      'OH-DZB: on the ground',
    ]);

    const weather = within(section.getByRole('region', { name: 'Weather' }));
    expect(weather.getByText('Last good reading').nextSibling).toHaveTextContent('21.6.2026 12.55');
    expect(weather.getByText('Calls today').nextSibling).toHaveTextContent('7');
    expect(weather.getByText('Failures in a row').nextSibling).toHaveTextContent('2');
    expect(weather.getByText('EFUT 210950Z 24011G21KT 9999 SCT030 18/09 Q1015')).toBeInTheDocument();
    expect(weather.getByText('Latest METAR').nextSibling).toHaveTextContent(/observed 21\.6\.2026 12\.50$/);
    expect(weather.getByText('Station 101191, observed 21.6.2026 12.40')).toBeInTheDocument();
    // never an internal name
    expect(section.queryByText(/^receiver$|climbing|openskyAnonymous/)).toBeNull();
  });

  it('in Finnish, says that the server has no altitude source and who sets one', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fi');
    await changeLanguage('fi');
    clubServer(buildClub(), undefined, noJobRuns, embeddedBackups, noLiveSources);
    renderApp('/club');
    const section = await sources('Korkeus- ja säälähteet');
    const altitude = within(await section.findByRole('region', { name: 'Korkeus' }));
    expect(
      altitude.getByText('Ei korkeuslähdettä: palvelimen ylläpitäjä asettaa ADSB_URL- tai OpenSky-tunnukset'),
    ).toBeInTheDocument();
    expect(altitude.queryByText('Hakuja tänään')).toBeNull();
    const weather = within(section.getByRole('region', { name: 'Sää' }));
    expect(weather.getByText('Viimeisin onnistunut lukema').nextSibling).toHaveTextContent('Ei koskaan');
    expect(weather.getByText('Ei vielä METARia')).toBeInTheDocument();
    expect(weather.getByText('Ei vielä asemahavaintoa')).toBeInTheDocument();
  });

  it('in Finnish, says OpenSky with or without credentials and the time with klo', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fi');
    await changeLanguage('fi');
    clubServer(buildClub(), undefined, noJobRuns, embeddedBackups, {
      ...answering,
      altitude: { ...answering.altitude, kind: 'openskyAnonymous', url: 'https://opensky-network.org/api' },
    });
    renderApp('/club');
    const section = await sources('Korkeus- ja säälähteet');
    const altitude = within(await section.findByRole('region', { name: 'Korkeus' }));
    expect(altitude.getByText('OpenSky (ilman tunnuksia)')).toBeInTheDocument();
    expect(altitude.getByText('Viimeisin onnistunut lukema').nextSibling).toHaveTextContent(
      '21.6.2026 klo 12.50',
    );
    expect(altitude.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'OH-CDZ: 3\u00a0200 m · kuultu 21.6.2026 klo 12.49',
      'OH-DZB: maassa',
    ]);
  });
});

describe('the sources are for admins', () => {
  it('are not asked for by one who is not', async () => {
    const fetchMock = mockFetch(sessionRoutes(buildUser()));
    renderApp('/club');
    expect(await screen.findByText(/Only admin can do this/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContainEqual(
      expect.stringContaining('live-sources'),
    );
  });
});
