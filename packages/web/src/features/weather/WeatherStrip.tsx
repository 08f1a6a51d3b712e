import type { WeatherReading, WeatherResponse } from '@dz/shared';
import { Icon } from '../../light/icons';
import type { WeatherTexts } from './AltitudeReading';
import {
  cloudText,
  observedText,
  sourceText,
  visibilityText,
  windDirectionText,
  windSectorText,
  windSpeedTexts,
} from './readingText';
import './weather.css';

interface WeatherStripProps extends WeatherTexts {
  weather: WeatherResponse | undefined;
  /** The club's time zone, for the observation's time (Helsinki when not known, as the board's clock). */
  timeZone?: string;
  /** Larger, for the hangar TV. */
  size?: 'normal' | 'large';
}

/**
 * The weather that decides who jumps, in one line that wraps on a phone: the wind's direction (or variable,
 * calm), mean and gust in m/s, the lowest cloud, the visibility, and when and where it was observed. Plain
 * markup and CSS (weather.css), so the light pages show it as the app does. Nothing while the club has set no
 * airport or station, or before the first answer; "Säätietoja ei saatavilla" while the services fail.
 */
export function WeatherStrip({ t, language, weather, timeZone, size = 'normal' }: WeatherStripProps) {
  if (!weather || weather.status === 'off') {
    return null;
  }
  const label = t('weather.strip.label');
  return (
    <section aria-label={label} className={`wx-strip wx-strip-${size}`} data-testid="weather">
      {weather.status === 'unavailable' || !weather.reading ? (
        <p className="wx-strip-none">
          <Icon name="cloudOff" className="wx-icon" />
          {weather.status === 'unavailable' ? t('weather.strip.unavailable') : t('weather.strip.noReading')}
        </p>
      ) : (
        <ReadingItems t={t} language={language} reading={weather.reading} timeZone={timeZone} />
      )}
    </section>
  );
}

function ReadingItems({
  t,
  reading,
  timeZone,
}: WeatherTexts & { reading: WeatherReading; timeZone?: string }) {
  const direction = windDirectionText(t, reading);
  const { mean, gust } = windSpeedTexts(t, reading);
  const sector = windSectorText(t, reading);
  const cloud = cloudText(reading);
  const visibility = reading.cavok ? null : visibilityText(t, reading);
  return (
    <>
      {direction !== null && (
        <p className="wx-item" data-testid="weather-wind">
          <Icon name="air" className="wx-icon wx-secondary" />{' '}
          <span className="wx-label">{t('weather.strip.wind')}</span>{' '}
          {reading.windDirection !== null && reading.windMeanMs !== 0 && (
            // an arrow the way the wind blows (it comes from the direction given)
            <>
              <span
                aria-hidden="true"
                className="wx-wind-arrow"
                style={{ transform: `rotate(${reading.windDirection + 180}deg)` }}
              >
                ↑
              </span>{' '}
            </>
          )}
          <strong>{[direction, mean].filter(Boolean).join(' ')}</strong>
          {gust && (
            <>
              {', '}
              <strong>{gust}</strong>
            </>
          )}
          {sector && <span className="wx-secondary">{`, ${sector}`}</span>}
        </p>
      )}
      {reading.cavok ? (
        <p className="wx-item" data-testid="weather-cavok">
          <abbr title={t('weather.strip.cavokTitle')}>CAVOK</abbr>
        </p>
      ) : (
        cloud && (
          <p className="wx-item" data-testid="weather-cloud">
            <span className="wx-label">{t('weather.strip.cloud')}</span>{' '}
            {reading.cloudCover ? (
              <span>
                <abbr title={t(`weather.strip.cover.${reading.cloudCover}`)}>{reading.cloudCover}</abbr>
                {cloud.slice(reading.cloudCover.length)}
              </span>
            ) : (
              <span>{cloud}</span>
            )}
          </p>
        )
      )}
      {visibility && (
        <p className="wx-item" data-testid="weather-visibility">
          <span className="wx-label">{t('weather.strip.visibility')}</span> <span>{visibility}</span>
        </p>
      )}
      <p className="wx-item wx-secondary" data-testid="weather-observed">
        {`${observedText(t, reading, timeZone)} · ${sourceText(t, reading)}`}
      </p>
    </>
  );
}
