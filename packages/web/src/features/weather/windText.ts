import type { WindExceedance, WindGroup } from '@dz/shared';

/**
 * A translator as both i18next's `t` and the light pages' translator (the board, My day) are called: the weather
 * texts are shared by the app and the light pages.
 */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * m/s the Finnish way in both languages, as the limits are typed: `11`, `8,5` (one decimal at most; by hand, not
 * `Intl`, as a light page's first paint does not wait for ICU).
 */
export function formatMs(ms: number): string {
  return String(Math.round(ms * 10) / 10).replace('.', ',');
}

/** A group's name as a wind limit's owner: "Oppilaiden", "Students'". */
export function windGroupOwner(t: Translate, group: WindGroup): string {
  return t(`weather.groupOwner.${group}`);
}

/** "Oppilaiden tuuliraja ylittyy: puuska 11 m/s > 8 m/s" in the UI language. */
export function exceedanceText(t: Translate, e: WindExceedance): string {
  return t('weather.exceeded', {
    group: windGroupOwner(t, e.group),
    measure: t(`weather.measure.${e.measure}`),
    value: formatMs(e.valueMs),
    limit: formatMs(e.limitMs),
  });
}
