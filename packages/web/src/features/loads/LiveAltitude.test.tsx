import {
  NO_WIND_LIMITS,
  type PlaneAltitude,
  type PlaneAltitudesResponse,
  type WeatherResponse,
} from '@dz/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../app/i18n';
import { jsonResponse } from '../../test/fetchMock';
import { renderApp } from '../../test/render';
import { buildLoad, loadsServer, PAGE_TEST_TIMEOUT, today } from './loadsTestServer';

/** A reading `ageS` seconds old. */
function plane(overrides: Partial<PlaneAltitude> & { ageS?: number } = {}): PlaneAltitude {
  const { ageS = 10, ...rest } = overrides;
  return {
    plane: 'OH-CDZ',
    altitude: 3200,
    updatedAt: new Date(Date.now() - ageS * 1000).toISOString(),
    onGround: false,
    trend: 'climbing',
    old: ageS > 60,
    ...rest,
  };
}

function withAltitudes(
  altitudes: Partial<PlaneAltitudesResponse>,
  {
    liveAltitudeAvailable = true,
    weather,
  }: { liveAltitudeAvailable?: boolean; weather?: WeatherResponse } = {},
) {
  const { fetchMock } = loadsServer([buildLoad()]);
  const routed = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/loads/altitude') {
      return jsonResponse(200, { planes: [], status: 'ok', feet: false, ...altitudes });
    }
    if (path === '/api/weather' && weather) {
      return jsonResponse(200, weather);
    }
    if (path === `/api/loads/${today()}`) {
      // the day's answer says whether the server has a live altitude source
      return jsonResponse(200, { loads: [buildLoad()], liveAltitudeAvailable });
    }
    return routed ? routed(input, init) : jsonResponse(404, {});
  });
  return fetchMock;
}

async function toggleLiveAltitude(view = 'View', name = 'Live altitude') {
  await userEvent.click(await screen.findByRole('button', { name: view }));
  await userEvent.click(await screen.findByRole('menuitemcheckbox', { name }));
  await userEvent.keyboard('{Escape}');
}

const altitudeCalls = (fetchMock: ReturnType<typeof withAltitudes>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/loads/altitude')).length;

describe('live altitude in the day view', { timeout: PAGE_TEST_TIMEOUT }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => changeLanguage('en'));

  it('shows each plane in the air with its altitude, trend and age until turned off, and remembers the choice', async () => {
    const fetchMock = withAltitudes({
      planes: [plane(), plane({ plane: 'OH-PPL', altitude: null, updatedAt: null, trend: null })],
    });
    renderApp(`/loads/${today()}`);
    await screen.findByRole('article', { name: 'Load 1' });
    const strip = await screen.findByRole('region', { name: 'Live altitude' });
    const reading = await within(strip).findByTestId('plane-altitude');
    expect(reading).toHaveTextContent(/OH-CDZ 3 200 m ↑ 1\d s ago/);
    expect(reading).toHaveAttribute('data-old', 'false');
    expect(within(reading).getByRole('img', { name: 'climbing' })).toBeInTheDocument();
    expect(within(strip).queryByText(/OH-PPL/)).not.toBeInTheDocument();
    expect(altitudeCalls(fetchMock)).toBeGreaterThan(0);
    await toggleLiveAltitude();
    expect(screen.queryByRole('region', { name: 'Live altitude' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('loadsView') ?? '{}')).toMatchObject({ liveAltitude: false });
  });

  it('shows an old reading as old, and says in Finnish when the altitude is unavailable', async () => {
    await changeLanguage('fi');
    withAltitudes({ planes: [plane({ ageS: 130, trend: 'descending' })], status: 'unavailable' });
    renderApp(`/loads/${today()}`);
    await screen.findByRole('article', { name: 'Nousu 1' });
    const strip = await screen.findByRole('region', { name: 'Lentokorkeus reaaliajassa' });
    expect(await within(strip).findByTestId('altitude-unavailable')).toHaveTextContent(
      'Korkeus ei saatavilla',
    );
    const reading = within(strip).getByTestId('plane-altitude');
    expect(reading).toHaveTextContent('OH-CDZ 3 200 m vanha lukema 2 min sitten');
    expect(reading).toHaveAttribute('data-old', 'true');
    // an old reading has no trend: it is not live
    expect(within(reading).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows feet beside metres to an English reader when the club asks', async () => {
    withAltitudes({ planes: [plane({ altitude: 3000 })], feet: true });
    renderApp(`/loads/${today()}`);
    await screen.findByRole('article', { name: 'Load 1' });
    expect(await screen.findByTestId('plane-altitude')).toHaveTextContent('3 000 m (9 843 ft)');
  });

  it('says so when no plane reports an altitude, and when no load is called or flying', async () => {
    withAltitudes({ planes: [] });
    const { unmount } = renderApp(`/loads/${today()}`);
    await screen.findByRole('article', { name: 'Load 1' });
    expect(
      await screen.findByText('No plane in the air reports its altitude right now.'),
    ).toBeInTheDocument();
    unmount();
    withAltitudes({ planes: [], status: 'idle' });
    renderApp(`/loads/${today()}`);
    expect(
      await screen.findByText('The altitude shows once a load is called or flying.'),
    ).toBeInTheDocument();
  });

  it('is not offered when the server has no live altitude source, and does not poll', async () => {
    localStorage.setItem('loadsView', JSON.stringify({ liveAltitude: true }));
    const fetchMock = withAltitudes({}, { liveAltitudeAvailable: false });
    renderApp(`/loads/${today()}`);
    await screen.findByRole('article', { name: 'Load 1' });
    await userEvent.click(screen.getByRole('button', { name: 'View' }));
    expect(await screen.findByRole('menuitemcheckbox', { name: 'Hide landed loads' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitemcheckbox', { name: 'Live altitude' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Live altitude' })).not.toBeInTheDocument();
    expect(altitudeCalls(fetchMock)).toBe(0);
  });
});

describe('the weather in the day view', { timeout: PAGE_TEST_TIMEOUT }, () => {
  afterEach(() => changeLanguage('en'));

  const reading = {
    source: 'metar',
    station: 'EFUT',
    observedAt: new Date().toISOString(),
    windDirection: 240,
    windVariableFrom: null,
    windVariableTo: null,
    windMeanMs: 6,
    windGustMs: 11,
    visibilityM: 10_000,
    cloudBaseM: 450,
    cloudCover: 'BKN',
    cavok: false,
    temperatureC: 12,
    raw: null,
  } as const;
  const weather: WeatherResponse = {
    status: 'ok',
    reading,
    metar: reading,
    station: null,
    exceedances: [{ group: 'students', measure: 'gust', valueMs: 11, limitMs: 8 }],
    limits: { ...NO_WIND_LIMITS, students: { meanMs: null, gustMs: 8 } },
  };

  it.each([
    [
      'fi',
      'Nousu 1',
      'Sää',
      /Tuuli.*240° 6 m\/s, puuska 11 m\/s/,
      'Oppilaiden tuuliraja ylittyy: puuska 11 m/s > 8 m/s',
    ],
    [
      'en',
      'Load 1',
      'Weather',
      /Wind.*240° 6 m\/s, gusts 11 m\/s/,
      "Students' wind limit exceeded: gust 11 m/s > 8 m/s",
    ],
  ] as const)(
    'shows in %s the wind and the limits it is over above the loads',
    async (language, load, label, wind, alert) => {
      await changeLanguage(language);
      withAltitudes({}, { weather });
      renderApp(`/loads/${today()}`);
      await screen.findByRole('article', { name: load });
      const strip = await screen.findByRole('region', { name: label });
      expect(within(strip).getByTestId('weather-wind')).toHaveTextContent(wind);
      expect(within(strip).getByTestId('weather-cloud')).toHaveTextContent('BKN 450 m');
      expect(within(screen.getByTestId('wind-limit-alerts')).getByRole('alert')).toHaveTextContent(alert);
    },
  );

  it('shows nothing when the club has set no airport or station', async () => {
    const fetchMock = withAltitudes(
      {},
      { weather: { ...weather, status: 'off', reading: null, metar: null, exceedances: [] } },
    );
    renderApp(`/loads/${today()}`);
    await screen.findByRole('article', { name: 'Load 1' });
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/weather'))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Weather' })).not.toBeInTheDocument();
  });
});
