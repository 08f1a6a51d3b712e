import { z } from 'zod';
import { EXIT_WEIGHT_MAX, TOTAL_JUMPS_MAX } from '../constants';
import { licenses, memberRoles, waiverAlarmKinds, waiverStatuses } from '../enums';
import { errors } from '../errors';
import {
  decimalBetween,
  emailSchema,
  integerBetween,
  longText,
  nameSchema,
  optionalNameSchema,
  phoneSchema,
} from '../validation';

export const memberRole = z.enum(memberRoles);
export const license = z.enum(licenses);

/** Weights in kilograms to one decimal (80.5): a second decimal is refused, never rounded. */
export const WEIGHT_DECIMALS = 1;
const weight = decimalBetween(0, EXIT_WEIGHT_MAX, WEIGHT_DECIMALS).nullable().default(null);
const flag = z.boolean().default(false);

/** The member form and `POST/PUT /api/member` (spec section 3, Member; rules of section 5). */
export const memberInput = z.object({
  _id: z.uuid().optional(),
  firstName: nameSchema,
  lastName: nameSchema,
  nickname: optionalNameSchema.default(''),
  email: emailSchema.or(z.literal('')).default(''),
  phone: phoneSchema.default(''),
  nextOfKin: optionalNameSchema.default(''),
  nextOfKinPhone: phoneSchema.default(''),
  role: memberRole.default('jumper'),
  license: license.default(''),
  exitWeight: weight,
  tandemExitWeight: weight,
  pilotExitWeight: weight,
  totalJumps: integerBetween(0, TOTAL_JUMPS_MAX).nullable().default(null),
  isCoach: flag,
  isStaticLineInstructor: flag,
  isAFFInstructor: flag,
  isTandemInstructor: flag,
  isRadioInstructor: flag,
  isVideoFlyer: flag,
  isPilot: flag,
  rigger: flag,
  isClubMember: flag,
  isSILMember: flag,
  /** The jumper's own gear, the default of the loads they are added to; left out: `defaultOwnGear` of the role on create, unchanged on edit. */
  ownGear: z.boolean().optional(),
  endOfStudentTraining: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid date')
    .nullable()
    .default(null),
  note: longText.default(''),
});
export type MemberInput = z.input<typeof memberInput>;
export type MemberFields = z.output<typeof memberInput>;

/** A member's waiver info on the members list: this year's waiver and the alarms (spec section 8). */
export const memberWaiverInfo = z.object({
  waiverId: z.string().nullable(),
  status: z.enum(waiverStatuses).nullable(),
  alarms: z.array(z.enum(waiverAlarmKinds)),
});

/**
 * What the caller may do to a member (`memberPolicies` of `permissions.ts`); the web shows a member's actions
 * from it. Deleting a member with a balance or on an open load is refused by the rules, with their message.
 */
export const memberCan = z.object({
  /** Edit its fields: admins, waiver checkers and its creator. */
  edit: z.boolean(),
  /** Delete it: admins and waiver checkers. */
  delete: z.boolean(),
  /** Bring a deleted member back: admins. */
  restore: z.boolean(),
  /** Take a payment into its balance: admins, for a member with an account (not a tandem student). */
  pay: z.boolean(),
  /** Read its ledger: its own user, admins and waiver checkers. */
  seeLedger: z.boolean(),
  /** Read its logbook: its own user and admins. */
  seeLogbook: z.boolean(),
});
export type MemberCan = z.infer<typeof memberCan>;

/** A member's own fields, as read by the reader; each answer adds the caller's `can`. */
export const memberData = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  nickname: z.string(),
  email: z.string(),
  phone: z.string(),
  nextOfKin: z.string(),
  nextOfKinPhone: z.string(),
  /** Null where the reader may not see it (a plain jumper reading another member). */
  balance: z.number().nullable(),
  role: memberRole,
  license: license,
  exitWeight: z.number().nullable(),
  tandemExitWeight: z.number().nullable(),
  pilotExitWeight: z.number().nullable(),
  totalJumps: z.number().nullable(),
  isCoach: z.boolean(),
  isStaticLineInstructor: z.boolean(),
  isAFFInstructor: z.boolean(),
  isTandemInstructor: z.boolean(),
  isRadioInstructor: z.boolean(),
  isVideoFlyer: z.boolean(),
  isPilot: z.boolean(),
  rigger: z.boolean(),
  isClubMember: z.boolean(),
  isSILMember: z.boolean(),
  ownGear: z.boolean(),
  endOfStudentTraining: z.string().nullable(),
  linkedUser: z.string().nullable(),
  /** The member's permanent bank reference (viitenumero) and its international form (RF), what they pay with. */
  referenceNumber: z.string(),
  rfReference: z.string(),
  note: z.string(),
  created: z.string(),
  createdBy: z.string().nullable(),
  modified: z.string(),
  modifiedBy: z.string().nullable(),
  /** Only on a deleted member (the admins' list of deleted members with a balance): when it was deleted. */
  deletedAt: z.string().optional(),
  /** Only with `?waiverInfo=true`: this year's waiver (if any) and the member's waiver alarms today. */
  waiverInfo: memberWaiverInfo.optional(),
  /**
   * Only on the club's list, for a student read in full: their last training jump made (`lastTrainingJumps`),
   * from which the add dialog suggests the next one (`nextTrainingJump`); null when none.
   */
  lastTrainingJump: z.object({ _id: z.string(), name: z.string() }).nullable().optional(),
});
export type MemberData = z.infer<typeof memberData>;

/** A member as the API answers it: its fields and what the caller may do to it. */
export const member = memberData.extend({ can: memberCan });
export type Member = z.infer<typeof member>;

/**
 * `GET /api/member` query. `deleted=withBalance` (admins only) answers the deleted members whose balance
 * is not zero instead of the club's members, for settling or restoring them.
 */
export const membersQuery = z.object({
  waiverInfo: z.enum(['true', 'false']).optional(),
  deleted: z.enum(['withBalance']).optional(),
});
export type MembersQuery = z.infer<typeof membersQuery>;

export const idsBody = z.object({
  ids: z.array(z.uuid(errors.invalidIds.message)).min(1, errors.invalidIds.message).max(5000),
});

/** `POST /api/member/export`: the chosen members; `lang` picks the CSV's language (else `Accept-Language`). */
export const memberExportBody = idsBody.extend({ lang: z.string().max(20).optional() });

/** `PUT /api/member/me`: what a jumper says of themself: whether they jump their own gear. */
export const ownMemberBody = z.object({ ownGear: z.boolean() });
export type OwnMemberBody = z.infer<typeof ownMemberBody>;

export const checkEmailBody = z.object({ email: emailSchema });
export const checkEmailResponse = z.object({ member: z.boolean(), user: z.boolean() });
