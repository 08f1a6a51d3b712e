import { eurosToCents, type JumpLine, type LoadJumper } from '@dz/shared';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../components/MoneyText';

/** What an altitude's option says beside its metres: the fun jump's price, a tandem's, or nothing. */
export type AltitudePrice = 'jump' | 'tandem' | 'none';

/**
 * An altitude's option: "4000 m · 32,00 €" (what landing will charge the picked jumper there when `quoted`
 * says it, else the line's price); for a tandem the line's tandem price, or that it has none ("4000 m · no
 * tandem price"); an altitude no jump line has, only its metres.
 */
export function altitudeOptionText(
  t: TFunction,
  altitude: number,
  line: JumpLine | undefined,
  price: AltitudePrice,
  quoted?: string | null,
): string {
  if (!line || price === 'none') {
    return `${altitude} m`;
  }
  if (price === 'jump') {
    return `${altitude} m · ${quoted ?? formatMoney(eurosToCents(line.price))}`;
  }
  return line.tandemPrice !== null
    ? `${altitude} m · ${formatMoney(eurosToCents(line.tandemPrice))}`
    : `${altitude} m · ${t('loads.day.jumper.noTandemPrice')}`;
}

/**
 * A tandem passenger's price as the card and the print sheet say it: the jump line's tandem price, paid at
 * the desk and never charged from an account (domain rules, "Prices"), or that their altitude has none;
 * null for everyone else.
 */
export function tandemPriceText(t: TFunction, j: LoadJumper): string | null {
  if (j.tandemPrice !== null) {
    return t('loads.day.tandemPriceInfo', { price: formatMoney(eurosToCents(j.tandemPrice)) });
  }
  return j.groupRole === 'passenger' ? t('loads.day.tandemPriceNone', { altitude: j.altitude }) : null;
}

/** A jumper of a tandem (instructor, passenger, video flyer): their altitude shows the tandem prices. */
export const isTandemGroupRole = (j: Pick<LoadJumper, 'groupRole'>) =>
  j.groupRole === 'tandemInstructor' || j.groupRole === 'passenger' || j.groupRole === 'videoFlyer';
