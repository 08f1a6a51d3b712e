import { durationText } from '../../app/duration';
import type { PublicLoad } from './api';
import { useBoardTexts } from './boardTexts';
import { minutesToTakeoff } from './time';

/** "in 12 min", "in 2 h 5 min", "Now" or "5 min late": the big countdown of an open load. */
export function Countdown({ load, now }: { load: PublicLoad; now: Date }) {
  const { t } = useBoardTexts();
  const minutes =
    load.state === 'open' && !load.takeoff ? minutesToTakeoff(load.estimatedTakeoff, now) : null;
  if (minutes === null) {
    return null;
  }
  const text =
    minutes > 0
      ? t('loadsPublic.inTime', { duration: durationText(t, minutes) })
      : minutes === 0
        ? t('loadsPublic.now')
        : t('loadsPublic.lateTime', { duration: durationText(t, minutes) });
  const tone = minutes < 0 ? ' board-late' : minutes <= 5 ? ' board-soon' : '';
  return (
    <div
      role="timer"
      data-testid="countdown"
      data-minutes={minutes}
      aria-label={t('loadsPublic.toTakeoff', { text })}
      className={`board-countdown${tone}`}
    >
      {text}
    </div>
  );
}

/** Estimated takeoff, takeoff and landing side by side. */
export function LoadTimes({ load }: { load: PublicLoad }) {
  const { t } = useBoardTexts();
  const cells = [
    ['estimatedTakeoff', load.estimatedTakeoff],
    ['takeoff', load.takeoff],
    ['land', load.land],
  ] as const;
  return (
    <div className="board-times">
      {cells.map(([name, value]) => (
        <div key={name}>
          <div className="board-time-label">{t(`loadsPublic.${name}`)}</div>
          <div className="board-time-value">{value ?? '–'}</div>
        </div>
      ))}
    </div>
  );
}
