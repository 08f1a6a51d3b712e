import {
  type Club,
  checkFuelMargins,
  clubSettingsInput,
  formatIban,
  fuelMarginsRuleWhen,
  jumpLineInput,
  PLANE_JUMP_LINES_MAX,
  type Plane,
  planeFields,
  priceEuros,
  slugFromClubName,
  type WindLimit,
  type WindLimits,
  windLimit,
} from '@dz/shared';
import { z } from 'zod';
import { type DecimalSeparator, euroText, formatEuroInput } from '../../app/euroInput';
import { NOT_A_NUMBER, numberText } from '../../app/numberInput';
import { formatMs } from '../weather/windText';

/**
 * The forms of the club screen: the shared input schemas with their number fields read from text, so a
 * Finnish "15,50" works and the limits stay the server's. Money fields are read by the euro parser and
 * checked by the shared euro rule (`priceEuros`): the form sends euros, and the API's schemas turn them
 * into cents.
 */
const priceText = <T extends z.ZodType>(rule: T, empty?: null) =>
  euroText(rule, { empty, notANumber: NOT_A_NUMBER });

/** A wind limit typed in m/s, the Finnish way ("8,5"); empty: no limit. The shared rule (0–40, one decimal). */
const windLimitText = numberText(windLimit.shape.meanMs, null);
const windLimitForm = z.object({ meanMs: windLimitText, gustMs: windLimitText });

const settings = clubSettingsInput.shape;
export const settingsForm = clubSettingsInput.extend({
  defaultGearRent: priceText(priceEuros.default(0)),
  selfManifestCutoffMinutes: numberText(settings.selfManifestCutoffMinutes),
  backupRetentionDays: numberText(settings.backupRetentionDays),
  creditLimit: priceText(priceEuros.default(0)),
  paymentTopUp: priceText(priceEuros.default(0)),
  windLimits: z
    .object({
      students: windLimitForm,
      aLicence: windLimitForm,
      others: windLimitForm,
      tandems: windLimitForm,
    })
    .optional(),
});
export type SettingsFormValues = z.input<typeof settingsForm>;

/** A limit in its field: m/s with a decimal comma in both languages, as the weather shows it; none: empty. */
const limitInput = (ms: number | null): string => (ms === null ? '' : formatMs(ms));
const limitInputs = (limit: WindLimit) => ({
  meanMs: limitInput(limit.meanMs),
  gustMs: limitInput(limit.gustMs),
});

function windLimitInputs(limits: WindLimits) {
  return {
    students: limitInputs(limits.students),
    aLicence: limitInputs(limits.aLicence),
    others: limitInputs(limits.others),
    tandems: limitInputs(limits.tandems),
  };
}

export function toSettingsForm(club: Club, separator: DecimalSeparator): SettingsFormValues {
  return {
    name: club.name,
    clubKey: club.clubKey ?? '',
    // a club from before public names gets one proposed from its name
    slug: club.slug ?? slugFromClubName(club.name),
    notificationEmail: club.notificationEmail ?? '',
    timezone: club.timezone,
    defaultGearRent: formatEuroInput(club.defaultGearRent, separator),
    allowCustomPaymentMethods: club.allowCustomPaymentMethods,
    roundUpMinutePrice: club.roundUpMinutePrice,
    selfManifestCutoffMinutes: String(club.selfManifestCutoffMinutes),
    backupRetentionDays: String(club.backupRetentionDays),
    creditLimit: formatEuroInput(club.creditLimit, separator),
    sendPaymentReminders: club.sendPaymentReminders,
    sendUnlandedLoadRemindersToClub: club.sendUnlandedLoadRemindersToClub,
    sendUnlandedLoadRemindersToJumpLeader: club.sendUnlandedLoadRemindersToJumpLeader,
    privacyNotice: club.privacyNotice,
    bankAccount: {
      recipient: club.bankAccount.recipient,
      iban: club.bankAccount.iban ? formatIban(club.bankAccount.iban) : '',
      bic: club.bankAccount.bic,
    },
    paymentTopUp: formatEuroInput(club.paymentTopUp, separator),
    sendPaymentReceipts: club.sendPaymentReceipts,
    weatherIcao: club.weatherIcao,
    weatherStation: club.weatherStation,
    windLimits: windLimitInputs(club.windLimits),
    altitudeInFeet: club.altitudeInFeet,
  };
}

const line = jumpLineInput.shape;
export const jumpLineForm = jumpLineInput.extend({
  altitude: numberText(line.altitude),
  price: priceText(priceEuros),
  // empty: the standard price for everybody
  priceForMembers: priceText(priceEuros.nullable(), null),
  // empty: no tandem price (shown for information only; tandem passengers pay at the desk)
  tandemPrice: priceText(priceEuros.nullable(), null),
});

const p = planeFields.shape;
// the shared fields with their numbers read from text, and the shared rule between the fuel margins
export const planeForm = planeFields
  .extend({
    slots: numberText(p.slots),
    weightAvailable: numberText(p.weightAvailable),
    weightWarningThreshold: numberText(p.weightWarningThreshold),
    weightDangerThreshold: numberText(p.weightDangerThreshold),
    // empty disables the minute price
    minutePrice: priceText(priceEuros.nullable(), null),
    // the shared limit on the number of lines
    jumpLines: z.array(jumpLineForm).max(PLANE_JUMP_LINES_MAX),
  })
  .superRefine(checkFuelMargins, fuelMarginsRuleWhen);
export type PlaneFormValues = z.input<typeof planeForm>;
export type PlaneFormOutput = z.output<typeof planeForm>;
export type JumpLineFormValues = PlaneFormValues['jumpLines'][number];

export function emptyJumpLine(): JumpLineFormValues {
  return { altitude: '', price: '', priceForMembers: '', tandemPrice: '' };
}

export function toPlaneForm(plane: Plane | null, separator: DecimalSeparator): PlaneFormValues {
  const text = (value: number) => String(value);
  if (!plane) {
    return {
      aircraftModel: '',
      registration: '',
      icaoCode: '',
      slots: '',
      weightAvailable: '',
      weightWarningThreshold: '',
      weightDangerThreshold: '',
      isDefault: false,
      minutePrice: '',
      roundUpMinutePrice: false,
      jumpLines: [emptyJumpLine()],
    };
  }
  return {
    _id: plane._id,
    aircraftModel: plane.aircraftModel,
    registration: plane.registration,
    icaoCode: plane.icaoCode,
    slots: text(plane.slots),
    weightAvailable: text(plane.weightAvailable),
    weightWarningThreshold: text(plane.weightWarningThreshold),
    weightDangerThreshold: text(plane.weightDangerThreshold),
    isDefault: plane.isDefault,
    minutePrice: formatEuroInput(plane.minutePrice, separator),
    roundUpMinutePrice: plane.roundUpMinutePrice,
    jumpLines: plane.jumpLines.map((l) => ({
      _id: l._id,
      altitude: text(l.altitude),
      price: formatEuroInput(l.price, separator),
      priceForMembers: formatEuroInput(l.priceForMembers, separator),
      tandemPrice: formatEuroInput(l.tandemPrice, separator),
    })),
  };
}
