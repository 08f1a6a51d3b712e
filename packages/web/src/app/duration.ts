/** A translator as both i18next's `t` and the light pages' translator are called. */
type Translate = (key: string, params: Record<string, number>) => string;

/**
 * A number of minutes as a countdown reads it: `25 min` under an hour, `2 h 15 min` from an hour up and `3 h`
 * on the hour (a load planned for the afternoon read "in 297 min" in the morning). The sign is ignored: the
 * phrase around it says "in" or "late".
 */
export function durationText(t: Translate, minutes: number): string {
  const whole = Math.abs(Math.trunc(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) {
    return t('common.duration.minutes', { minutes: rest });
  }
  return rest === 0
    ? t('common.duration.hours', { hours })
    : t('common.duration.hoursMinutes', { hours, minutes: rest });
}
