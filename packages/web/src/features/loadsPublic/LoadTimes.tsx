import { durationText } from '../../app/duration';
import type { PublicLoad } from './api';
import { useBoardTexts } from './boardTexts';
import { minutesToTakeoff } from './time';

/**
 * An open load's countdown to its estimated takeoff: "in 12 min", "in 2 h 5 min", "Now" or "5 min late", with its
 * tone (soon within 5 min, late after); null without an estimate or once it has taken off. The board's cards and
 * the TV's next load say it alike.
 */
export function countdownOf(
  load: PublicLoad,
  now: Date,
  t: ReturnType<typeof useBoardTexts>['t'],
): { minutes: number; text: string; tone: string } | null {
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
  return { minutes, text, tone: minutes < 0 ? ' board-late' : minutes <= 5 ? ' board-soon' : '' };
}

/** The big countdown of an open load on its card. */
export function Countdown({ load, now }: { load: PublicLoad; now: Date }) {
  const { t } = useBoardTexts();
  const countdown = countdownOf(load, now, t);
  if (!countdown) {
    return null;
  }
  return (
    <div
      role="timer"
      data-testid="countdown"
      data-minutes={countdown.minutes}
      aria-label={t('loadsPublic.toTakeoff', { text: countdown.text })}
      className={`board-countdown${countdown.tone}`}
    >
      {countdown.text}
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
