import { callMinutes, type Load } from '@dz/shared';
import { durationText } from '../../app/duration';

/** A translator as both i18next's `t` and the light pages' translator are called. */
type Translate = (key: string, params: Record<string, string | number>) => string;

/**
 * Minutes to takeoff in words, as "My loads" says them in the app and on the light day: "Takeoff 12:30 · in 25 min",
 * "in 3 h", "now", "12 min late"; "In the air" for a flying load, "No takeoff time yet" without one. `now` is the
 * club's wall clock, `HH:MM`.
 */
export function takeoffText(t: Translate, load: Load, now: string): string {
  if (load.state === 'flying') {
    return t('myLoads.flying', {});
  }
  if (!load.estimatedTakeoff) {
    return t('myLoads.noTime', {});
  }
  const minutes = load.state === 'open' ? callMinutes(load.estimatedTakeoff, now) : null;
  const when =
    minutes === null
      ? ''
      : minutes > 0
        ? t('myLoads.inTime', { duration: durationText(t, minutes) })
        : minutes === 0
          ? t('myLoads.now', {})
          : t('myLoads.lateTime', { duration: durationText(t, minutes) });
  return `${t('myLoads.takeoff', { time: load.estimatedTakeoff })}${when ? ` · ${when}` : ''}`;
}
