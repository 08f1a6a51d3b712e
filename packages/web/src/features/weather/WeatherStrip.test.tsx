import {
  ALTITUDE_OLD_MS,
  NO_WIND_LIMITS,
  type PlaneAltitude,
  type PlaneAltitudesResponse,
  WEATHER_DECIDES_MS,
  type WeatherReading,
  type WeatherResponse,
} from '@dz/shared';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../app/language';
import { barTrees, lightTranslator } from '../../light/lightTexts';
import { AltitudeReading, PlaneAltitudes } from './AltitudeReading';
import { READING_OLD_MS } from './altitudeText';
import { keepWeather, keptWeather, READING_DECIDES_MS } from './keptWeather';
import enWeather from './locales/en.json';
import fiWeather from './locales/fi.json';
import { WeatherStrip } from './WeatherStrip';
import { WindLimitAlerts } from './WindLimitAlerts';

const texts = (language: Language) => ({
  t: lightTranslator(
    language === 'fi' ? { ...barTrees.fi, ...fiWeather } : { ...barTrees.en, ...enWeather },
    language,
  ),
  language,
});

function reading(overrides: Partial<WeatherReading> = {}): WeatherReading {
  return {
    source: 'metar',
    station: 'EFUT',
    // 12.20 in Helsinki (UTC+3 in summer)
    observedAt: '2026-06-01T09:20:00Z',
    windDirection: 240,
    windVariableFrom: null,
    windVariableTo: null,
    windMeanMs: 6.2,
    windGustMs: 11,
    visibilityM: 8000,
    cloudBaseM: 450,
    cloudCover: 'BKN',
    cavok: false,
    temperatureC: 14,
    raw: 'EFUT 010920Z 24012G21KT 8000 BKN015 14/08 Q1012',
    ...overrides,
  };
}

function weather(overrides: Partial<WeatherResponse> = {}): WeatherResponse {
  const r = overrides.reading === undefined ? reading() : overrides.reading;
  return {
    status: 'ok',
    reading: r,
    metar: r,
    station: null,
    exceedances: [],
    limits: NO_WIND_LIMITS,
    ...overrides,
  };
}

const strip = () => screen.getByRole('region', { name: /^(Sää|Weather)$/ });

describe('WeatherStrip', () => {
  it.each([
    ['fi', /Tuuli.*240° 6,2 m\/s.*puuska 11 m\/s/, 'BKN 450 m', '8 km', 'Havainto klo 12.20 · METAR EFUT'],
    ['en', /Wind.*240° 6,2 m\/s.*gusts 11 m\/s/, 'BKN 450 m', '8 km', 'Observed 12.20 · METAR EFUT'],
  ] as const)(
    'shows in %s the wind with its gust, the cloud, the visibility and the observation',
    (language, wind, cloud, visibility, observed) => {
      render(<WeatherStrip {...texts(language)} weather={weather()} />);
      expect(within(strip()).getByTestId('weather-wind')).toHaveTextContent(wind);
      expect(within(strip()).getByTestId('weather-cloud')).toHaveTextContent(cloud);
      expect(within(strip()).getByTestId('weather-visibility')).toHaveTextContent(visibility);
      expect(within(strip()).getByTestId('weather-observed')).toHaveTextContent(observed);
      // the cover's code is explained to those who do not read METARs
      expect(within(strip()).getByTitle(language === 'fi' ? /Rikkonainen/ : /Broken/)).toHaveTextContent(
        'BKN',
      );
    },
  );

  it.each([
    ['fi', 'tyyntä'],
    ['en', 'calm'],
  ] as const)('says a calm in %s, without speeds', (language, calm) => {
    render(
      <WeatherStrip
        {...texts(language)}
        weather={weather({ reading: reading({ windDirection: null, windMeanMs: 0, windGustMs: null }) })}
      />,
    );
    const wind = within(strip()).getByTestId('weather-wind');
    expect(wind).toHaveTextContent(calm);
    expect(wind).not.toHaveTextContent('m/s');
  });

  it.each([
    ['fi', /vaihteleva 2 m\/s/, 'vaihtelee 180°–240°'],
    ['en', /variable 2 m\/s/, 'varying 180°–240°'],
  ] as const)('says a variable wind and its sector in %s', (language, variable, sector) => {
    render(
      <WeatherStrip
        {...texts(language)}
        weather={weather({ reading: reading({ windDirection: null, windMeanMs: 2, windGustMs: null }) })}
      />,
    );
    expect(within(strip()).getByTestId('weather-wind')).toHaveTextContent(variable);
    render(
      <WeatherStrip
        {...texts(language)}
        weather={weather({ reading: reading({ windVariableFrom: 180, windVariableTo: 240 }) })}
      />,
    );
    expect(screen.getAllByTestId('weather-wind')[1]).toHaveTextContent(sector);
  });

  it.each([
    ['fi', 'Ei pilviä alle 1 500 m, näkyvyys yli 10 km'],
    ['en', 'No cloud below 1,500 m, visibility 10 km or more'],
  ] as const)('says CAVOK in %s in place of the cloud and the visibility', (language, title) => {
    render(
      <WeatherStrip
        {...texts(language)}
        weather={weather({
          reading: reading({ cavok: true, cloudBaseM: null, cloudCover: null, visibilityM: 10_000 }),
        })}
      />,
    );
    expect(within(strip()).getByTestId('weather-cavok')).toHaveTextContent('CAVOK');
    expect(within(strip()).getByTitle(title)).toBeInTheDocument();
    expect(within(strip()).queryByTestId('weather-cloud')).not.toBeInTheDocument();
    expect(within(strip()).queryByTestId('weather-visibility')).not.toBeInTheDocument();
  });

  it.each([
    ['fi', 10_000, 'yli 10 km'],
    ['en', 12_000, '10 km or more'],
    ['fi', 4500, '4,5 km'],
    ['en', 800, '800 m'],
  ] as const)('says in %s a visibility of %i m as %s', (language, visibilityM, text) => {
    render(<WeatherStrip {...texts(language)} weather={weather({ reading: reading({ visibilityM }) })} />);
    expect(within(strip()).getByTestId('weather-visibility')).toHaveTextContent(text);
  });

  it.each([
    ['fi', 'Havainto klo 12.20 · FMI-asema 101191'],
    ['en', 'Observed 12.20 · FMI station 101191'],
  ] as const)("names an FMI station's reading in %s", (language, observed) => {
    render(
      <WeatherStrip
        {...texts(language)}
        weather={weather({ reading: reading({ source: 'fmi', station: '101191', raw: null }) })}
      />,
    );
    expect(within(strip()).getByTestId('weather-observed')).toHaveTextContent(observed);
  });

  it.each([
    ['fi', 'Säätietoja ei saatavilla'],
    ['en', 'Weather unavailable'],
  ] as const)('says in %s when the weather is unavailable, and nothing while off', (language, text) => {
    const { rerender } = render(
      <WeatherStrip {...texts(language)} weather={weather({ status: 'unavailable', reading: null })} />,
    );
    expect(strip()).toHaveTextContent(text);
    expect(strip()).not.toHaveTextContent('m/s');
    rerender(<WeatherStrip {...texts(language)} weather={weather({ status: 'off', reading: null })} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

describe('WindLimitAlerts', () => {
  it.each([
    [
      'fi',
      'Oppilaiden tuuliraja ylittyy: puuska 11 m/s > 8 m/s',
      'Tandemhyppyjen tuuliraja ylittyy: keskituuli 6,2 m/s > 5,5 m/s',
    ],
    [
      'en',
      "Students' wind limit exceeded: gust 11 m/s > 8 m/s",
      "Tandems' wind limit exceeded: mean wind 6,2 m/s > 5,5 m/s",
    ],
  ] as const)('says in %s each group whose limit the wind is over', (language, students, tandems) => {
    render(
      <WindLimitAlerts
        t={texts(language).t}
        weather={weather({
          exceedances: [
            { group: 'students', measure: 'gust', valueMs: 11, limitMs: 8 },
            { group: 'tandems', measure: 'mean', valueMs: 6.2, limitMs: 5.5 },
          ],
        })}
      />,
    );
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([students, tandems]);
  });

  it('says nothing while the wind is within every limit', () => {
    render(<WindLimitAlerts t={texts('fi').t} weather={weather()} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the live altitude', () => {
  // 12.00.30 in Helsinki
  const now = new Date('2026-06-01T09:00:30Z');
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => vi.useRealTimers());

  function plane(overrides: Partial<PlaneAltitude> = {}): PlaneAltitude {
    return {
      plane: 'OH-DZF',
      altitude: 3000,
      // 12 s before now
      updatedAt: '2026-06-01T09:00:18Z',
      onGround: false,
      trend: 'climbing',
      old: false,
      ...overrides,
    };
  }
  const answer = (overrides: Partial<PlaneAltitudesResponse> = {}): PlaneAltitudesResponse => ({
    planes: [plane()],
    status: 'ok',
    feet: false,
    ...overrides,
  });

  it.each([
    ['fi', 'nousee', 'OH-DZF 3 000 m ↑ 12 s sitten'],
    ['en', 'climbing', 'OH-DZF 3 000 m ↑ 12 s ago'],
  ] as const)('shows in %s a live reading with its trend and age', (language, trend, text) => {
    render(<PlaneAltitudes {...texts(language)} altitudes={answer()} />);
    const reading = screen.getByTestId('plane-altitude');
    expect(reading).toHaveTextContent(text);
    expect(reading).toHaveAttribute('data-old', 'false');
    expect(within(reading).getByRole('img', { name: trend })).toHaveTextContent('↑');
  });

  it.each([
    ['fi', 'laskee', 'descending'],
    ['en', 'descending', 'descending'],
  ] as const)('reads a descending arrow out in %s', (language, name, trend) => {
    render(<PlaneAltitudes {...texts(language)} altitudes={answer({ planes: [plane({ trend })] })} />);
    expect(screen.getByRole('img', { name })).toHaveTextContent('↓');
  });

  it.each([
    ['fi', 'OH-DZF 3 000 m vanha lukema 2 min sitten'],
    ['en', 'OH-DZF 3 000 m old reading, 2 min ago'],
  ] as const)('shows in %s an old reading greyed and said to be old, with no trend', (language, text) => {
    render(
      <PlaneAltitudes
        {...texts(language)}
        altitudes={answer({ planes: [plane({ updatedAt: '2026-06-01T08:58:20Z', old: true })] })}
      />,
    );
    const reading = screen.getByTestId('plane-altitude');
    expect(reading).toHaveTextContent(text);
    expect(reading).toHaveAttribute('data-old', 'true');
    expect(reading).toHaveClass('wx-altitude-old');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows a reading as old once it is over a minute old on screen, even if the server said it was live', () => {
    render(
      <AltitudeReading
        {...texts('en')}
        plane={plane({ updatedAt: '2026-06-01T08:59:20Z', old: false })}
        status="ok"
        feet={false}
      />,
    );
    expect(screen.getByTestId('plane-altitude')).toHaveTextContent('old reading, 1 min ago');
  });

  it.each([
    ['fi', 'Korkeus ei saatavilla', 'vanha lukema 12 s sitten'],
    ['en', 'Altitude unavailable', 'old reading, 12 s ago'],
  ] as const)(
    'says in %s when the altitude is unavailable, its last readings only as old',
    (language, text, old) => {
      render(<PlaneAltitudes {...texts(language)} altitudes={answer({ status: 'unavailable' })} />);
      expect(screen.getByTestId('altitude-unavailable')).toHaveTextContent(text);
      expect(screen.getByTestId('plane-altitude')).toHaveTextContent(old);
      expect(screen.getByTestId('plane-altitude')).toHaveAttribute('data-old', 'true');
    },
  );

  it('shows nothing while idle or off, or says so when asked to', () => {
    const quietText = { none: 'none', idle: 'Shown once a load is called or flying' };
    const { rerender, container } = render(
      <PlaneAltitudes {...texts('en')} altitudes={answer({ planes: [], status: 'idle' })} />,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(<PlaneAltitudes {...texts('en')} altitudes={answer({ planes: [], status: 'off' })} />);
    expect(container).toBeEmptyDOMElement();
    rerender(
      <PlaneAltitudes
        {...texts('en')}
        altitudes={answer({ planes: [], status: 'idle' })}
        quietText={quietText}
      />,
    );
    expect(container).toHaveTextContent('Shown once a load is called or flying');
  });

  it.each([
    ['en', true, 'OH-DZF 3 000 m (9 843 ft)'],
    ['fi', true, 'OH-DZF 3 000 m ↑'],
    ['en', false, 'OH-DZF 3 000 m ↑'],
  ] as const)('in %s with feet %s shows %s', (language, feet, text) => {
    render(<PlaneAltitudes {...texts(language)} altitudes={answer({ feet })} />);
    expect(screen.getByTestId('plane-altitude')).toHaveTextContent(text);
    if (language === 'fi' || !feet) {
      expect(screen.getByTestId('plane-altitude')).not.toHaveTextContent('ft');
    }
  });

  it.each([
    ['fi', 'OH-DZF maassa 12 s sitten'],
    ['en', 'OH-DZF on the ground 12 s ago'],
  ] as const)('says in %s a plane on the ground', (language, text) => {
    render(
      <PlaneAltitudes
        {...texts(language)}
        altitudes={answer({ planes: [plane({ altitude: 0, onGround: true, trend: null })] })}
      />,
    );
    expect(screen.getByTestId('plane-altitude')).toHaveTextContent(text);
  });

  it('leaves out a plane the source does not see', () => {
    render(
      <PlaneAltitudes
        {...texts('en')}
        altitudes={answer({
          planes: [plane(), plane({ plane: 'OH-PPL', altitude: null, updatedAt: null, trend: null })],
        })}
      />,
    );
    expect(screen.getAllByTestId('plane-altitude')).toHaveLength(1);
    expect(screen.queryByText(/OH-PPL/)).not.toBeInTheDocument();
  });
});

describe("the light pages' own copies of the shared rules", () => {
  it('agree with the shared rules on when a reading is old and how long it decides', () => {
    expect(READING_OLD_MS).toBe(ALTITUDE_OLD_MS);
    expect(READING_DECIDES_MS).toBe(WEATHER_DECIDES_MS);
  });

  it('keep the weather for the next visit only while its reading decides', () => {
    keepWeather('test', weather());
    const observed = Date.parse('2026-06-01T09:20:00Z');
    expect(keptWeather('test', observed + 89 * 60_000)?.reading?.station).toBe('EFUT');
    expect(keptWeather('test', observed + 91 * 60_000)).toBeUndefined();
    keepWeather('test', weather({ status: 'off', reading: null }));
    expect(keptWeather('test', observed)).toBeUndefined();
  });
});
