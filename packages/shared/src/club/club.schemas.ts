import { z } from 'zod';
import { bankAccount, bankAccountInput } from '../bank/bank.schemas';
import {
  DEFAULT_SELF_MANIFEST_CUTOFF_MINUTES,
  DEFAULT_TIMEZONE,
  PRIVACY_NOTICE_MAX,
  TEXT_SHORT_MAX,
} from '../constants';
import { isTimeZone } from '../dates';
import { studentTypes } from '../enums';
import { cents } from '../money';
import { priceEurosAsCents } from '../money.schemas';
import {
  clubKeySchema,
  clubSlugSchema,
  emailSchema,
  httpUrlSchema,
  integerBetween,
  requiredShortText,
  validationText,
} from '../validation';
import { windLimits } from '../weather/windLimits';
import { fuelMarginsInOrder } from './club.rules';

export const studentType = z.enum(studentTypes);

/**
 * A jump line: altitude (m) and its price, optionally a lower price for club members. Prices are euros
 * in the JSON and `Cents` once parsed.
 */
export const jumpLineInput = z.object({
  _id: z.uuid().optional(),
  altitude: integerBetween(1, 10_000),
  price: priceEurosAsCents,
  priceForMembers: priceEurosAsCents.nullable().optional(),
  /** The tandem price, for information only: tandem passengers pay at the desk, not from an account. */
  tandemPrice: priceEurosAsCents.nullable().optional(),
});
export type JumpLineInput = z.infer<typeof jumpLineInput>;

export const jumpLine = z.object({
  _id: z.string(),
  altitude: z.number(),
  price: z.number(),
  priceForMembers: z.number().nullable(),
  tandemPrice: z.number().nullable(),
});
export type JumpLine = z.infer<typeof jumpLine>;

/** The ICAO 24-bit aircraft address (six hex digits) the public board's live altitude looks up. */
export const icaoCode = z
  .string()
  .trim()
  .transform((v) => v.toLowerCase())
  .refine((v) => v === '' || /^[0-9a-f]{6}$/.test(v), 'Invalid data');

/** The most slots (jumper seats) one plane has; also the most jumpers added at once. */
export const PLANE_SLOTS_MAX = 100;

/** The most jump lines one plane has. */
export const PLANE_JUMP_LINES_MAX = 50;

/**
 * A plane's fields, without the rule between them (`checkFuelMargins`): what the edit body and the web form
 * extend (a refined object cannot have its fields replaced).
 */
export const planeFields = z.object({
  _id: z.uuid().optional(),
  aircraftModel: requiredShortText,
  registration: requiredShortText,
  icaoCode: icaoCode.default(''),
  slots: integerBetween(0, PLANE_SLOTS_MAX).default(0),
  /** Maximum take-off weight less the empty plane: what the pilot, the jumpers and the fuel may weigh (kg). */
  weightAvailable: integerBetween(0, 99_999).default(0),
  /** Fuel margin (kg left of `weightAvailable` for fuel) below which a load shows a warning; 0: none. */
  weightWarningThreshold: integerBetween(0, 99_999).default(0),
  /** Fuel margin below which a load is too heavy (danger); at most the warning threshold; 0: none. */
  weightDangerThreshold: integerBetween(0, 99_999).default(0),
  isDefault: z.boolean().default(false),
  minutePrice: priceEurosAsCents.nullable().default(null),
  roundUpMinutePrice: z.boolean().default(false),
  jumpLines: z.array(jumpLineInput).max(PLANE_JUMP_LINES_MAX).default([]),
});

/**
 * The fuel margins in order (`fuelMarginsInOrder`): a danger threshold above the warning threshold is refused
 * at the danger field ("Must not be above the warning threshold").
 */
export function checkFuelMargins(
  plane: { weightWarningThreshold: number; weightDangerThreshold: number },
  ctx: z.RefinementCtx,
): void {
  if (!fuelMarginsInOrder(plane)) {
    ctx.addIssue({
      code: 'custom',
      path: ['weightDangerThreshold'],
      message: validationText.dangerAboveWarning(),
    });
  }
}

const thresholdFields: readonly PropertyKey[] = ['weightWarningThreshold', 'weightDangerThreshold'];

/**
 * Run `checkFuelMargins` also when other fields are wrong, once both thresholds are valid numbers, so a form
 * shows it with the rest at once (and never on a threshold that has its own error).
 */
export const fuelMarginsRuleWhen = {
  when: (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) => {
    const v = payload.value as { weightWarningThreshold?: unknown; weightDangerThreshold?: unknown } | null;
    return (
      typeof v?.weightWarningThreshold === 'number' &&
      typeof v.weightDangerThreshold === 'number' &&
      !payload.issues.some((i) => thresholdFields.includes(i.path?.[0] ?? ''))
    );
  },
};

/** `POST`/`PUT /api/club/plane`: money in euros, parsed as `Cents`. */
export const planeInput = planeFields.superRefine(checkFuelMargins, fuelMarginsRuleWhen);
export type PlaneInput = z.input<typeof planeInput>;

export const plane = z.object({
  _id: z.string(),
  aircraftModel: z.string(),
  registration: z.string(),
  icaoCode: z.string(),
  slots: z.number(),
  weightAvailable: z.number(),
  weightWarningThreshold: z.number(),
  weightDangerThreshold: z.number(),
  isDefault: z.boolean(),
  minutePrice: z.number().nullable(),
  roundUpMinutePrice: z.boolean(),
  jumpLines: z.array(jumpLine),
});
export type Plane = z.infer<typeof plane>;

export const trainingJump = z.object({
  _id: z.string().optional(),
  name: requiredShortText,
  requiresInstructor: z.boolean().default(false),
  requiresSlInstructor: z.boolean().default(false),
});

export const trainingProgramInput = z.object({
  forStudentType: studentType.default('student-sl'),
  jumps: z.array(trainingJump).max(200).default([]),
});

export const trainingProgram = z.object({
  _id: z.string(),
  forStudentType: studentType,
  jumps: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      requiresInstructor: z.boolean(),
      requiresSlInstructor: z.boolean(),
    }),
  ),
});
export type TrainingProgram = z.infer<typeof trainingProgram>;

export const waiverLinkInput = z.object({
  _id: z.uuid().optional(),
  title: requiredShortText,
  url: httpUrlSchema,
});
export const waiverLink = z.object({ _id: z.string(), title: z.string(), url: z.string() });
export type WaiverLink = z.infer<typeof waiverLink>;

/** An airport's ICAO code, four letters, kept in capitals; '' for none. */
export const weatherIcaoSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^([A-Z]{4})?$/, validationText.icao());

/** An FMI observation station's id (fmisid), digits; '' for none. */
export const weatherStationSchema = z
  .string()
  .trim()
  .regex(/^(\d{1,10})?$/, validationText.fmisid());

/** `PUT /api/club`: the club's own settings (planes and lists have their own calls); money parsed as `Cents`. */
export const clubSettingsInput = z.object({
  name: requiredShortText,
  clubKey: clubKeySchema,
  /** The club's public name in the board's and the waiver form's addresses; unchanged when left out. */
  slug: clubSlugSchema.optional(),
  notificationEmail: emailSchema.or(z.literal('')),
  timezone: z
    .string()
    .default(DEFAULT_TIMEZONE)
    .refine((v) => isTimeZone(v), 'Invalid data'),
  defaultGearRent: priceEurosAsCents.default(cents(0)),
  allowCustomPaymentMethods: z.boolean().default(true),
  sendPaymentReminders: z.boolean().default(false),
  sendUnlandedLoadRemindersToClub: z.boolean().default(false),
  sendUnlandedLoadRemindersToJumpLeader: z.boolean().default(false),
  roundUpMinutePrice: z.boolean().default(false),
  /** Self-manifest: minutes before a load's estimated takeoff after which jumpers may not add or remove themselves. */
  selfManifestCutoffMinutes: integerBetween(0, 240).default(DEFAULT_SELF_MANIFEST_CUTOFF_MINUTES),
  /** Self-manifest: the most a jumper may owe and still add themself, in euros (`Cents` once parsed). */
  creditLimit: priceEurosAsCents.default(cents(0)),
  /** Days the nightly backups of the embedded database are kept (`DATA_DIR/backups`). */
  backupRetentionDays: integerBetween(1, 365).default(14),
  /** The club's privacy notice, plain text, shown at /privacy without login. */
  privacyNotice: z.string().max(PRIVACY_NOTICE_MAX, validationText.maxLength(PRIVACY_NOTICE_MAX)).default(''),
  /** The account members pay to by bank transfer; unchanged when left out. */
  bankAccount: bankAccountInput.optional(),
  /** The amount a member who owes nothing is asked to pay, in euros (0: none); unchanged when left out. */
  paymentTopUp: priceEurosAsCents.optional(),
  /** Members paid by an imported bank statement get a mail; unchanged when left out. */
  sendPaymentReceipts: z.boolean().optional(),
  /** The nearest airport whose METAR the board shows (EFUT), '' for none; unchanged when left out. */
  weatherIcao: weatherIcaoSchema.optional(),
  /** A Finnish Meteorological Institute observation station (fmisid), '' for none; unchanged when left out. */
  weatherStation: weatherStationSchema.optional(),
  /** Wind limits per group in m/s; unchanged when left out. */
  windLimits: windLimits.optional(),
  /** English readers see the live altitude in feet beside metres; unchanged when left out. */
  altitudeInFeet: z.boolean().optional(),
});
export type ClubSettingsInput = z.input<typeof clubSettingsInput>;

export const paymentMethodName = z
  .string({ error: validationText.required() })
  .trim()
  .min(1, validationText.required())
  .max(TEXT_SHORT_MAX, validationText.maxLength(TEXT_SHORT_MAX));

export const club = z.object({
  _id: z.string(),
  created: z.string(),
  name: z.string(),
  clubKey: z.string().optional(),
  /** The public name of the board's and the waiver form's addresses; null until an admin sets one. */
  slug: z.string().nullable(),
  notificationEmail: z.string().optional(),
  timezone: z.string(),
  defaultGearRent: z.number(),
  allowCustomPaymentMethods: z.boolean(),
  sendPaymentReminders: z.boolean(),
  sendUnlandedLoadRemindersToClub: z.boolean(),
  sendUnlandedLoadRemindersToJumpLeader: z.boolean(),
  roundUpMinutePrice: z.boolean(),
  selfManifestCutoffMinutes: z.number(),
  creditLimit: z.number(),
  backupRetentionDays: z.number(),
  privacyNotice: z.string(),
  bankAccount: bankAccount,
  paymentTopUp: z.number(),
  sendPaymentReceipts: z.boolean(),
  weatherIcao: z.string(),
  weatherStation: z.string(),
  windLimits: windLimits,
  altitudeInFeet: z.boolean(),
  paymentMethods: z.array(z.string()),
  planes: z.array(plane),
  trainingPrograms: z.array(trainingProgram),
  waiverLinks: z.array(waiverLink),
});
export type Club = z.infer<typeof club>;

/**
 * `GET /api/club/name`: the caller's club by name and public name (slug) only, for any signed-in user: what the
 * page of a user not yet linked to a member shows (the whole club is for linked users).
 */
export const clubName = z.object({ name: z.string(), slug: z.string().nullable() });
export type ClubName = z.infer<typeof clubName>;

/** `GET /api/club/privacy`: the privacy notice anyone may read, signed in or not. */
export const privacyNotice = z.object({ clubName: z.string(), privacyNotice: z.string() });
export type PrivacyNotice = z.infer<typeof privacyNotice>;

export const movePaymentMethodBody = z.object({
  paymentMethod: paymentMethodName.optional(),
  newIndex: z.number().int(),
});

/** The languages a club keeps its waiver text in (the public form's languages). */
export const waiverLanguages = ['fi', 'en'] as const;
export const waiverLanguage = z.enum(waiverLanguages);
export type WaiverLanguage = z.infer<typeof waiverLanguage>;

/** The longest waiver text a club may keep (plain text, line breaks kept). */
export const WAIVER_TEXT_MAX = 50_000;
/** The most checklist items a club's waiver checker ticks. */
export const WAIVER_CHECKLIST_MAX = 30;

/** `PUT /api/club/waiver-text` (admins): a new version of the waiver text of one language. */
export const waiverTextInput = z.object({
  lang: waiverLanguage,
  text: z
    .string({ error: validationText.required() })
    .trim()
    .max(WAIVER_TEXT_MAX, validationText.maxLength(WAIVER_TEXT_MAX)),
});
export type WaiverTextInput = z.input<typeof waiverTextInput>;

/** A checklist item as the settings send it: an existing one keeps its `_id`, a new one has none. */
export const waiverChecklistItemInput = z.object({
  _id: z.string().trim().min(1).max(100).optional(),
  label: requiredShortText,
});

/** `PUT /api/club/waiver-checklist` (admins): the whole ordered list of the checker's checklist items. */
export const waiverChecklistInput = z.object({
  items: z
    .array(waiverChecklistItemInput)
    .max(WAIVER_CHECKLIST_MAX, validationText.maxLength(WAIVER_CHECKLIST_MAX)),
});
export type WaiverChecklistInput = z.input<typeof waiverChecklistInput>;

export const waiverChecklistItem = z.object({ _id: z.string(), label: z.string() });
export type WaiverChecklistItem = z.infer<typeof waiverChecklistItem>;

/** The current waiver text of a language: its version id (kept with each waiver signed on it). */
export const waiverTextVersion = z.object({
  lang: waiverLanguage,
  versionId: z.string(),
  text: z.string(),
  created: z.string(),
});
export type WaiverTextVersion = z.infer<typeof waiverTextVersion>;

/** `GET /api/club/waiver-settings` (admins) and the answer of its changes: current texts and the checklist. */
export const waiverSettings = z.object({
  texts: z.array(waiverTextVersion),
  checklist: z.array(waiverChecklistItem),
});
export type WaiverSettings = z.infer<typeof waiverSettings>;

/**
 * The version id a form sends while the club has no waiver text in any language (signing then keeps an empty
 * text); refused once the club has a text.
 */
export const NO_WAIVER_TEXT_VERSION = 'none';

/** `GET /api/waiver-form?club=&lang=` (no login): what the public form shows before signing. */
export const waiverForm = z.object({
  clubName: z.string(),
  /** The language of the text (the other language when the asked one has none). */
  lang: waiverLanguage,
  /** The version the signer sends back as `waiverTextVersionId` (`NO_WAIVER_TEXT_VERSION` without a text). */
  versionId: z.string(),
  text: z.string(),
  links: z.array(waiverLink),
});
export type WaiverForm = z.infer<typeof waiverForm>;
