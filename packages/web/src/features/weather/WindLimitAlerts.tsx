import type { WeatherResponse } from '@dz/shared';
import { Icon } from '../../light/icons';
import type { WeatherTexts } from './AltitudeReading';
import { exceedanceText } from './windText';
import './weather.css';

interface WindLimitAlertsProps extends Pick<WeatherTexts, 't'> {
  weather: WeatherResponse | undefined;
  /** Larger, for the hangar TV. */
  size?: 'normal' | 'large';
}

/**
 * An alert for each group whose wind limit the deciding reading is over, in words ("Oppilaiden tuuliraja
 * ylittyy: puuska 11 m/s > 8 m/s") with a warning sign, not by colour alone; nothing while the wind is within
 * every limit.
 */
export function WindLimitAlerts({ t, weather, size = 'normal' }: WindLimitAlertsProps) {
  const exceedances = weather?.status === 'ok' ? weather.exceedances : [];
  if (exceedances.length === 0) {
    return null;
  }
  return (
    <div className={`wx-alerts wx-alerts-${size}`} data-testid="wind-limit-alerts">
      {exceedances.map((e) => (
        <p key={e.group} role="alert" className="wx-alert">
          <Icon name="warning" className="wx-icon" />
          <span>{exceedanceText(t, e)}</span>
        </p>
      ))}
    </div>
  );
}
