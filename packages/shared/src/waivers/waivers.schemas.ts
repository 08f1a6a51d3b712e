import { z } from 'zod';
import { CANOPY_SIZE_MAX, EXIT_WEIGHT_MAX, TEXT_SHORT_MAX, TOTAL_JUMPS_MAX } from '../constants';
import { isIsoDate } from '../dates';
import { licenses, memberCandidateReasons, waiverAlarmKinds, waiverStatuses } from '../enums';
import {
  decimalBetween,
  emailSchema,
  integerBetween,
  longText,
  nameSchema,
  phoneSchema,
  requiredShortText,
  shortText,
  validationText,
} from '../validation';

const t = validationText;

export const waiverStatus = z.enum(waiverStatuses);
export const waiverAlarm = z.enum(waiverAlarmKinds);

/** The most characters a drawn signature may take (a PNG data URL or an SVG path): 200 kB. */
export const SIGNATURE_MAX = 200_000;
/** Wing load (kg/ft², to two decimals): no canopy flies above this. */
export const WING_LOAD_MAX = 10;
export const WING_LOAD_DECIMALS = 2;
/** Exit weight in kilograms to one decimal, like the member's weights. */
export const WAIVER_WEIGHT_DECIMALS = 1;

/** `<` or `>`: markup (an HTML tag, a script) is never a name, an address or a canopy. */
const hasMarkup = (v: string) => /[<>]/.test(v);
const noMarkup = <T extends z.ZodType<string>>(schema: T) =>
  schema.refine((v) => !hasMarkup(v), t.noSpecial());

/** A short text that is not required and holds no markup. */
const optionalShort = noMarkup(shortText).default('');
/** A short text that must be filled in and holds no markup. */
const requiredShort = noMarkup(requiredShortText);

/** A yes/no that must be answered (spec: requiredBoolean): the form starts with null, which is refused. */
export const requiredBoolean = z
  .boolean({ error: t.required() })
  .nullable()
  .transform((v, ctx) => {
    if (v === null) {
      ctx.addIssue({ code: 'custom', message: t.required() });
      return z.NEVER;
    }
    return v;
  });

/** An optional calendar date `YYYY-MM-DD`; empty is null. */
const optionalDate = z
  .string()
  .trim()
  .nullable()
  .default(null)
  .transform((v, ctx) => {
    if (v === null || v === '') {
      return null;
    }
    if (!isIsoDate(v)) {
      ctx.addIssue({ code: 'custom', message: 'Invalid date' });
      return z.NEVER;
    }
    return v;
  });

/** A PNG data URL (base64) or an SVG path (`M 10 20 L 30 40 ...`): the drawn signature. */
/** `iVBORw0KGgo` is the base64 of the PNG file signature: the data is a PNG, not text labelled as one. */
const PNG_DATA_URL = /^data:image\/png;base64,iVBORw0KGgo[A-Za-z0-9+/]*={0,2}$/;
const SVG_PATH = /^[MmLlHhVvCcSsQqTtAaZz0-9 ,.\-eE\n]+$/;

/** Whether a signature is a PNG data URL or an SVG path string (never markup, never another data type). */
export function isSignature(value: string): boolean {
  return PNG_DATA_URL.test(value) || (/^[Mm]/.test(value) && SVG_PATH.test(value));
}

export const signatureSchema = z
  .string({ error: t.required() })
  .min(1, t.required())
  .max(SIGNATURE_MAX, t.maxLength(SIGNATURE_MAX))
  .refine(isSignature, t.invalid());

/**
 * The fields of the spec's Waiver entity the signer fills in (and a checker may edit), without the evidence
 * (signature and waiver text version, never edited) and without the cross-field rules (see `withWaiverRules`).
 */
export const waiverFieldsShape = {
  firstName: nameSchema,
  lastName: nameSchema,
  street: requiredShort,
  zip: requiredShort,
  city: requiredShort,
  email: emailSchema,
  phone: z.string({ error: t.required() }).trim().min(1, t.required()).pipe(phoneSchema),
  /** The canopy's make and model; required with own gear. */
  canopy: optionalShort,
  /** Square feet, 0-999; required with own gear. */
  canopySize: integerBetween(0, CANOPY_SIZE_MAX).nullable().default(null),
  wingLoad: decimalBetween(0, WING_LOAD_MAX, WING_LOAD_DECIMALS).nullable().default(null),
  exitWeight: decimalBetween(0, EXIT_WEIGHT_MAX, WAIVER_WEIGHT_DECIMALS),
  /** The reserve's repack / next gear inspection date `YYYY-MM-DD`; required with own gear. */
  nextEquipmentExpiration: optionalDate,
  ownGear: requiredBoolean,
  clubMember: requiredBoolean,
  silMember: requiredBoolean,
  filmingPermission: requiredBoolean,
  totalJumps: integerBetween(0, TOTAL_JUMPS_MAX),
  license: z.enum(licenses).default(''),
  note: noMarkup(longText).default(''),
};

/** The fields required when the signer jumps their own gear (spec: requiredIfTrue, switch `ownGear`). */
export const OWN_GEAR_FIELDS = ['canopy', 'canopySize', 'nextEquipmentExpiration'] as const;

type OwnGearFields = {
  ownGear: boolean | null;
  canopy: string;
  canopySize: number | null;
  nextEquipmentExpiration: string | null;
};

/** Whether a required-if-true field is left empty. */
function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** requiredIfTrue: each own-gear field must be filled in when `ownGear` is true ("Required" at the field). */
export function checkOwnGearFields(value: OwnGearFields, ctx: z.RefinementCtx): void {
  if (value.ownGear !== true) {
    return;
  }
  for (const field of OWN_GEAR_FIELDS) {
    if (isEmpty(value[field])) {
      ctx.addIssue({ code: 'custom', path: [field], message: t.required() });
    }
  }
}

/**
 * Run requiredIfTrue also when other fields are wrong, so the form shows every missing field at once (the value
 * is then the raw input: a field with its own error is not empty, so it is not refused twice).
 */
const ownGearRuleWhen = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** The form and `POST /api/waiver`'s `waiver`: every field of the Waiver entity, the signature and the text shown. */
export const waiverBody = z
  .object({
    ...waiverFieldsShape,
    signature: signatureSchema,
    /** The id of the waiver text version the signer was shown (evidence: kept with the waiver). */
    waiverTextVersionId: requiredShortText,
  })
  .superRefine(checkOwnGearFields, ownGearRuleWhen);
export type WaiverBody = z.output<typeof waiverBody>;
export type WaiverInput = z.input<typeof waiverBody>;

/** `POST /api/waiver` (no login): `{ waiver }`, the bot-check token when configured, the e-mail's language. */
export const postWaiverBody = z.object({
  waiver: waiverBody,
  botToken: z.string().max(4096).optional(),
  lang: z.string().max(20).optional(),
});
export type PostWaiverBody = z.output<typeof postWaiverBody>;

/** One checklist item ticked (or unticked) by the checker; who and when are set by the server. */
export const checklistTickInput = z.object({
  itemId: requiredShortText,
  checked: z.boolean(),
});

/** `PUT /api/waivers/{id}`: the fields (never the signature or its text version) and the checklist ticks. */
export const waiverUpdateBody = z
  .object({
    ...waiverFieldsShape,
    checklist: z.array(checklistTickInput).max(100).default([]),
  })
  .superRefine(checkOwnGearFields, ownGearRuleWhen);
export type WaiverUpdateBody = z.output<typeof waiverUpdateBody>;
export type WaiverUpdateInput = z.input<typeof waiverUpdateBody>;

/**
 * `PUT /api/waivers/{id}/checklist`: only ticks, the fields left as they are, so a tick never writes over
 * another checker's edit of the fields (or a field the waiver never had).
 */
export const waiverChecklistBody = z.object({
  checklist: z.array(checklistTickInput).min(1).max(100),
});
export type WaiverChecklistBody = z.output<typeof waiverChecklistBody>;
export type WaiverTicksInput = z.input<typeof waiverChecklistBody>;

/**
 * `POST /api/waivers/{id}/approve`: optionally create the member from the waiver (only at approval), or attach
 * it to a chosen member of the club (`memberId`; its empty e-mail and phone are filled from the waiver). A
 * member with another e-mail is refused (`waiverMemberEmailDiffers`) unless `keepMemberEmail` says to keep
 * the member's own. Both `createMember` and `memberId` at once is a 400.
 */
export const approveWaiverBody = z
  .object({
    createMember: z.boolean().optional(),
    memberId: z.uuid('Member not found').optional(),
    keepMemberEmail: z.boolean().optional(),
  })
  .refine((body) => !(body.createMember && body.memberId), {
    path: ['memberId'],
    message: t.invalid(),
  });
export type ApproveWaiverBody = z.output<typeof approveWaiverBody>;

/** `GET /api/waivers?status=&year=&search=` (checkers and admins). */
export const waiverListQuery = z.object({
  status: waiverStatus.optional(),
  year: z.coerce
    .number('Invalid year')
    .int('Invalid year')
    .min(2000, 'Invalid year')
    .max(2100, 'Invalid year')
    .optional(),
  /** Part of a name or an e-mail address. */
  search: z.string().trim().max(TEXT_SHORT_MAX, t.maxLength(TEXT_SHORT_MAX)).optional(),
});
export type WaiverListQuery = z.output<typeof waiverListQuery>;

/** A checklist item of a waiver as the API sends it: ticked or not, by whom and when. */
export const waiverChecklistTick = z.object({
  itemId: z.string(),
  /** The club's checklist item text (for a removed item, the text it had). */
  label: z.string(),
  checked: z.boolean(),
  checkedBy: z.string().nullable(),
  checkedByName: z.string().nullable(),
  checkedAt: z.string().nullable(),
});
export type WaiverChecklistTick = z.infer<typeof waiverChecklistTick>;

/** A member a waiver probably belongs to (`memberCandidates.rules.ts`), strongest reason first. */
export const waiverMemberCandidate = z.object({
  _id: z.string(),
  /** The member's first and last name. */
  name: z.string(),
  reason: z.enum(memberCandidateReasons),
  /** The member's own e-mail ('' for none): the approval fills an empty one, never overwrites another. */
  email: z.string(),
});
export type WaiverMemberCandidate = z.infer<typeof waiverMemberCandidate>;

/** A waiver's fields as the API speaks them (the list's and the evidence's). */
const waiverFields = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  street: z.string(),
  zip: z.string(),
  city: z.string(),
  email: z.string(),
  phone: z.string(),
  canopy: z.string(),
  canopySize: z.number().nullable(),
  wingLoad: z.number().nullable(),
  exitWeight: z.number().nullable(),
  nextEquipmentExpiration: z.string().nullable(),
  ownGear: z.boolean(),
  clubMember: z.boolean(),
  silMember: z.boolean(),
  filmingPermission: z.boolean(),
  totalJumps: z.number().nullable(),
  license: z.enum(licenses),
  note: z.string(),
  signature: z.string(),
  waiverTextVersionId: z.string(),
  /** When it was signed (ISO instant); its year in the club's time zone is the year it is valid for. */
  signedAt: z.string(),
  year: z.number(),
  status: waiverStatus,
  approvedBy: z.string().nullable(),
  approvedByName: z.string().nullable(),
  approvedAt: z.string().nullable(),
  /** The member the waiver belongs to, set at approval (the member chosen, created, or whose e-mail matches). */
  memberId: z.string().nullable(),
  checklist: z.array(waiverChecklistTick),
  modified: z.string(),
});

/**
 * A waiver as the API speaks it (`GET /api/waivers`, the checker's view, and each change's answer): the fields
 * and the club's members it probably belongs to (not deleted; by e-mail, by name and phone, by name).
 */
export const waiver = waiverFields.extend({ memberCandidates: z.array(waiverMemberCandidate) });
export type Waiver = z.infer<typeof waiver>;

/**
 * One signed waiver as evidence (`GET /api/waivers/:id`): the waiver with the exact text that was signed and
 * when that text version was saved, and the club it was signed for (its name, and the time zone its times are
 * shown in).
 */
export const waiverDetail = z.object({
  waiver: waiverFields.extend({
    /** The exact waiver text shown at signing (copied then; a later edit of the club's text leaves it). */
    waiverText: z.string(),
    /** When the signed text version was saved (ISO instant); null when the club had no text yet. */
    waiverTextSavedAt: z.string().nullable(),
  }),
  club: z.object({ name: z.string(), timeZone: z.string() }),
});
export type WaiverDetail = z.infer<typeof waiverDetail>;

/** `?lang=` of the signed waiver's PDF: the language of its labels (Finnish by default). */
export const waiverPdfQuery = z.object({ lang: z.enum(['fi', 'en']).default('fi') });
