import type { WindExceedance, WindGroup } from '@dz/shared';
import type { TFunction } from 'i18next';

const decimal = new Intl.NumberFormat('fi-FI', { maximumFractionDigits: 1 });

/** m/s the Finnish way in both languages, as the limits are typed: `11`, `8,5`. */
export function formatMs(ms: number): string {
  return decimal.format(ms);
}

/** A group's name as a wind limit's owner: "Oppilaiden", "Students'". */
export function windGroupOwner(t: TFunction, group: WindGroup): string {
  return t(`weather.groupOwner.${group}`);
}

/** "Oppilaiden tuuliraja ylittyy: puuska 11 m/s > 8 m/s" in the UI language. */
export function exceedanceText(t: TFunction, e: WindExceedance): string {
  return t('weather.exceeded', {
    group: windGroupOwner(t, e.group),
    measure: t(`weather.measure.${e.measure}`),
    value: formatMs(e.valueMs),
    limit: formatMs(e.limitMs),
  });
}
