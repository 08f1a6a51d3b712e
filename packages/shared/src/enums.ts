/**
 * Every closed list of words the app stores and sends, written once. The TypeScript type is derived here
 * (`(typeof memberRoles)[number]`), the zod schema in the feature's `*.schemas.ts` (`z.enum(memberRoles)`)
 * and the column type in the server's drizzle schema (`text('role', { enum: memberRoles })`), so adding a
 * word is one edit here. The columns are plain `text` (drizzle's `enum` types them, it adds no CHECK), so a
 * new word needs no migration.
 *
 * This file imports nothing: the server's database schema (and drizzle-kit) load it without zod.
 */

/** A user account's standing in its club; `admin` mirrors the spec's boolean, the overlord owns the club. */
export const userRoles = ['user', 'admin', 'overlord'] as const;
export type UserRole = (typeof userRoles)[number];

/** A member's role: a licensed jumper, a static-line or AFF student, or a tandem student (a passenger). */
export const memberRoles = ['jumper', 'student-sl', 'student-aff', 'student-tandem'] as const;
export type MemberRole = (typeof memberRoles)[number];

/** The member roles a training program is for. */
export const studentTypes = ['student-sl', 'student-aff'] as const satisfies readonly MemberRole[];
export type StudentType = (typeof studentTypes)[number];

/** A jumper's licence; the empty string is "none". */
export const licenses = ['A', 'B', 'C', 'D', ''] as const;
export type License = (typeof licenses)[number];

/** What a ledger entry records: a payment, a balance set by hand, a jump's charge or its refund. */
export const transactionKinds = ['payment', 'newBalance', 'jump', 'refund'] as const;
export type TransactionKind = (typeof transactionKinds)[number];

/** A load's life: open for manifesting, in the air, landed (its jumpers charged). */
export const loadStates = ['open', 'flying', 'landed'] as const;
export type LoadState = (typeof loadStates)[number];

/**
 * A load's call, as the manifest marks it and jumpers hear it: minutes to boarding (20, 15, 10, 5), then
 * boarding itself. The order is the order of a normal call-out.
 */
export const loadCalls = ['min20', 'min15', 'min10', 'min5', 'boarding'] as const;
export type LoadCall = (typeof loadCalls)[number];

/** How a jumper is on a load (the manifest's and the board's word). */
export const jumperTypes = ['normal', 'student', 'tandem', 'instructor', 'video'] as const;
export type JumperType = (typeof jumperTypes)[number];

/** A jumper's place in its manifest group (the slot tree). */
export const groupRoles = [
  'single',
  'tandemInstructor',
  'passenger',
  'videoFlyer',
  'instructor',
  'student',
] as const;
export type GroupRole = (typeof groupRoles)[number];

/** A signed waiver's state: waiting for a checker, or approved (an approval can be removed: back to pending). */
export const waiverStatuses = ['pending', 'approved'] as const;
export type WaiverStatus = (typeof waiverStatuses)[number];

/** The six waiver alarms of the spec's section 8, in the order they are shown. */
export const waiverAlarmKinds = [
  'waiverNotFound',
  'waiverNotApproved',
  'waiverExpired',
  'gearInspectionExpired',
  'notSilMember',
  'noLicense',
] as const;
export type WaiverAlarm = (typeof waiverAlarmKinds)[number];

/**
 * Why a member is probably the signer of a waiver, strongest first (`memberCandidates.rules.ts`): the same
 * e-mail, the same name and phone, the same name.
 */
export const memberCandidateReasons = ['email', 'nameAndPhone', 'name'] as const;
export type MemberCandidateReason = (typeof memberCandidateReasons)[number];

/**
 * Why a jumper may not add themself to a load (the roles issue, self-manifest), in the order they are told.
 * Staff adding the jumper see the first two as warnings and may go on (the override is recorded).
 */
export const eligibilityReasons = [
  'waiverMissing',
  'balanceBelowCreditLimit',
  'staffOnly',
  'noLicence',
  'loadNotOpen',
  'cutoffPassed',
  'alreadyOnLoad',
  'loadFull',
] as const;
export type EligibilityReason = (typeof eligibilityReasons)[number];

/** Why a jumper may not take themself off a load. */
export const leaveReasons = ['notOnLoad', 'inGroup', 'loadNotOpen', 'cutoffPassed'] as const;
export type LeaveReason = (typeof leaveReasons)[number];

/**
 * What the audit trail records (the roles issue): the acts that move money or change who may do what. The
 * trail is append-only; each row says who, when, what, and the state before and after.
 */
export const auditActions = [
  'loadLanded',
  'loadReopened',
  'priceOverride',
  'eligibilityOverride',
  'payment',
  'newBalance',
  'memberDeleted',
  'userBlocked',
  'userUnblocked',
  'permissionsChanged',
  'bankImport',
  'bankAssigned',
  'bankDismissed',
  'windOverride',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** The bank files a statement import reads (ISO 20022 camt.053 and camt.054, the Finnish reference payment file). */
export const statementFormats = ['camt.053', 'camt.054', 'referenceFile'] as const;
export type StatementFormat = (typeof statementFormats)[number];

/** An imported bank movement's state: booked at once, waiting in the review queue, assigned or dismissed there. */
export const bankEntryStatuses = ['booked', 'review', 'assigned', 'dismissed'] as const;
export type BankEntryStatus = (typeof bankEntryStatuses)[number];

/** Why an imported bank movement waits for review instead of booking itself. */
export const bankReviewReasons = [
  'noReference',
  'unknownReference',
  'badCheckDigit',
  'debit',
  'noAccount',
] as const;
export type BankReviewReason = (typeof bankReviewReasons)[number];
