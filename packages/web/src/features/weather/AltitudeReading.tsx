import type { LiveStatus, PlaneAltitude, PlaneAltitudesResponse } from '@dz/shared';
import type { Language } from '../../app/language';
import { Icon } from '../../light/icons';
import { ageText, formatAltitude, isOldReading, readingAgeMs, seenPlanes } from './altitudeText';
import { useNow } from './usePolled';
import type { Translate } from './windText';
import './weather.css';

/** The texts the weather and altitude pieces are said in: the app's i18next or a light page's translator. */
export interface WeatherTexts {
  t: Translate;
  language: Language;
}

const ARROWS = { climbing: '↑', descending: '↓' } as const;

interface AltitudeReadingProps extends WeatherTexts {
  plane: PlaneAltitude;
  status: LiveStatus;
  /** The club shows feet beside metres to English readers. */
  feet: boolean;
  /** The plane's registration before the altitude (a strip of planes); left out on a load's own card. */
  named?: boolean;
  /** Larger, for a load's card or the hangar TV. */
  size?: 'normal' | 'large';
  testId?: string;
}

/**
 * One plane's live altitude: `OH-CDZ 3 200 m ↑ · 12 s sitten` (the arrow read out as "nousee"), `maassa` on the
 * ground; a reading over a minute old, or any while the source fails, is greyed and says "vanha lukema 2 min
 * sitten", never shown as live. Its age counts on by itself every few seconds.
 */
export function AltitudeReading({
  t,
  language,
  plane,
  status,
  feet,
  named = true,
  size = 'normal',
  testId = 'plane-altitude',
}: AltitudeReadingProps) {
  const now = useNow(5_000);
  const old = isOldReading(plane, status, now);
  const age = readingAgeMs(plane, now);
  const ageWords = age === null ? null : ageText(t, age);
  const arrow = !old && plane.trend && plane.trend !== 'level' ? plane.trend : null;
  return (
    <span
      data-testid={testId}
      data-old={old ? 'true' : 'false'}
      className={`wx-altitude wx-altitude-${size} ${old ? 'wx-altitude-old' : 'wx-altitude-live'}`}
    >
      {/* the spaces between the parts: for the screen reader and the copied text (the flex gap draws them) */}
      {named && (
        <>
          <Icon name="flight" className="wx-icon" />
          <span className="wx-altitude-plane">{plane.plane}</span>{' '}
        </>
      )}
      <span className="wx-altitude-value">
        {plane.onGround
          ? t('weather.altitude.onGround')
          : formatAltitude(plane.altitude ?? 0, feet, language)}
      </span>
      {arrow && (
        <>
          {' '}
          <span className="wx-altitude-trend" role="img" aria-label={t(`weather.altitude.trend.${arrow}`)}>
            {ARROWS[arrow]}
          </span>
        </>
      )}
      {ageWords && (
        <>
          {' '}
          <span className="wx-altitude-age">
            {old ? t('weather.altitude.old', { age: ageWords }) : ageWords}
          </span>
        </>
      )}
    </span>
  );
}

interface PlaneAltitudesProps extends WeatherTexts {
  altitudes: PlaneAltitudesResponse | undefined;
  /** Said when the source sees no plane, or no load flies or is called (the day view says; the board keeps still). */
  quietText?: { none: string; idle: string };
}

/**
 * The strip of the club's planes' live altitudes: each plane the source sees, and "Korkeus ei saatavilla" while
 * the source fails (its last readings only as old ones); nothing while off.
 */
export function PlaneAltitudes({ t, language, altitudes, quietText }: PlaneAltitudesProps) {
  if (!altitudes || altitudes.status === 'off') {
    return null;
  }
  const planes = seenPlanes(altitudes);
  const { status, feet } = altitudes;
  return (
    <>
      {status === 'unavailable' && (
        <span data-testid="altitude-unavailable" className="wx-altitude wx-altitude-normal wx-altitude-old">
          <Icon name="cloudOff" className="wx-icon" />
          {t('weather.altitude.unavailable')}
        </span>
      )}
      {planes.map((plane) => (
        <AltitudeReading
          key={plane.plane}
          t={t}
          language={language}
          plane={plane}
          status={status}
          feet={feet}
        />
      ))}
      {quietText && status !== 'unavailable' && planes.length === 0 && (
        <span className="wx-quiet">{status === 'idle' ? quietText.idle : quietText.none}</span>
      )}
    </>
  );
}
