import type { ValidationLine } from './validation';

/**
 * The only list of API error codes. Each carries its HTTP status and the exact English text of the spec's
 * section 8 catalogue; the locale key is always `error.<code>`, and each locale file has one per code.
 */
export const errors = {
  // general
  general: { status: 500, message: 'Something went wrong' },
  invalidParameters: { status: 400, message: 'Request had invalid parameters' },
  invalidFields: { status: 400, message: 'Some fields are invalid' },
  invalidRequestBody: { status: 400, message: 'Invalid request body' },
  invalidData: { status: 400, message: 'Invalid data' },
  invalidIds: { status: 400, message: 'Invalid IDs' },
  invalidCharacters: { status: 400, message: 'Contains invalid characters' },
  onlyAlphanumeric: { status: 400, message: 'Only A-z and 0-9 allowed' },
  notFound: { status: 404, message: 'Not found' },
  payloadTooLarge: { status: 413, message: 'Request is too large' },
  unsupportedMediaType: { status: 415, message: 'Unsupported content type' },
  tooManyRequests: { status: 429, message: 'Too many requests. Please try again later.' },
  crossSiteRequest: { status: 403, message: 'Cross-site request refused' },
  sessionExpired: { status: 401, message: 'Session expired.' },
  notAuthenticated: { status: 401, message: 'Session expired.' },
  // auth and users
  setupDone: { status: 409, message: 'The club has already been set up' },
  verifyEmail: { status: 403, message: 'Please verify your email address' },
  invalidCredentials: { status: 401, message: 'Invalid username or password' },
  emailExists: { status: 409, message: 'Email already exists' },
  usernameExists: { status: 409, message: 'Username already exists' },
  emailHasUser: { status: 409, message: 'This email already has a user account' },
  invalidClubKey: { status: 400, message: 'Invalid club key' },
  userNotFound: { status: 404, message: 'User not found' },
  errorUpdatingUser: { status: 400, message: 'Error updating user' },
  onlyAdmin: { status: 403, message: 'Only admin can do this' },
  testMailFailed: { status: 502, message: 'The test mail could not be sent; check the mail settings' },
  onlyManifest: { status: 403, message: "Only manifest staff or the load's jump leader can do this" },
  userIsOverlord: { status: 403, message: 'Cannot do this. User is overlord.' },
  userBlocked: { status: 403, message: 'User is blocked from club' },
  userEmailNotConfirmed: { status: 403, message: 'User email is not confirmed' },
  linkedUserEmailNotConfirmed: { status: 400, message: 'Linked user email is not confirmed' },
  userAlreadyLinked: { status: 409, message: 'User is already linked to another member' },
  linkedMemberNotFound: { status: 404, message: 'Linked member not found' },
  userNotLinked: { status: 403, message: 'User must be linked to member in order to use this app' },
  passwordResetInvalid: { status: 400, message: 'Password reset link is invalid' },
  passwordResetFailed: { status: 400, message: 'Error changing password. Link might be expired.' },
  usernameCheckLimit: { status: 429, message: 'Automatic username check has gotten enough for the day' },
  registerLimit: {
    status: 429,
    message: 'Registering has gotten enough for the day. Please try again later.',
  },
  loginLimit: { status: 429, message: 'Too many attempts. Please try again in 2 minutes.' },
  accountLocked: {
    status: 429,
    message:
      'Too many failed sign-ins to this account. It is locked for 15 minutes, and its owner has been sent an e-mail.',
  },
  botCheckFailed: { status: 400, message: 'Bot check failed. Please try again.' },
  googleNotConfigured: { status: 400, message: 'Google sign-in is not configured' },
  googleInvalid: { status: 401, message: 'Google sign-in failed' },
  googleNoAccount: { status: 401, message: 'No user account has this Google e-mail address' },
  confirmLinkInvalid: { status: 400, message: 'E-mail confirmation link is invalid or expired' },
  wrongPassword: { status: 400, message: 'Current password is wrong' },
  // club
  clubNotFound: { status: 404, message: 'Club not found' },
  clubSlugTaken: { status: 409, message: 'Another club already uses this public name' },
  // several clubs on one installation (issue 35)
  clubSuspended: { status: 403, message: 'The club is suspended' },
  onlyHost: { status: 403, message: 'Only the host of this installation can do this' },
  notClubMember: { status: 403, message: 'You are not a member of this club' },
  clubKeyTaken: { status: 409, message: 'Another club already uses this club key' },
  alreadyClubMember: { status: 409, message: 'You are already a member of this club' },
  invitationInvalid: { status: 400, message: 'The invitation link is invalid or expired' },
  cannotSuspendOwnClub: { status: 409, message: 'You cannot suspend the club you are signed in to' },
  backupNotEmbedded: {
    status: 409,
    message: 'This installation runs on PostgreSQL: it is backed up with PostgreSQL’s own tools',
  },
  backupSeveralClubs: {
    status: 403,
    message: 'This installation holds several clubs: its operator takes its backups',
  },
  planeNotFound: { status: 404, message: 'Plane not found' },
  invalidIndex: { status: 400, message: 'Invalid index' },
  // members and money
  errorAddingMember: { status: 400, message: 'Error adding member' },
  memberNotFound: { status: 404, message: 'Member not found' },
  memberHasBalance: { status: 409, message: 'You cannot delete a member with a balance' },
  // for the waivers issue (11): approving a waiver that creates a member
  memberCreationFailed: { status: 400, message: 'Member creation failed' },
  memberOnOpenLoad: { status: 409, message: 'Member is on open load' },
  noWaiverPermission: {
    status: 403,
    message: 'You do not have permission to check waivers or edit members',
  },
  invalidAmount: { status: 400, message: 'Invalid amount' },
  methodRequired: { status: 400, message: 'Method is required' },
  customPaymentMethod: { status: 400, message: 'You cannot enter custom payment methods' },
  paymentFailed: { status: 400, message: 'Payment failed. Please try again.' },
  // a retried payment or new balance whose idempotency key already paid something else (issue 8)
  idempotencyKeyReused: {
    status: 409,
    message: 'This payment was already saved with other details. Close the dialog and check the balance.',
  },
  // weather (issue 34)
  windLimitExceeded: {
    status: 409,
    message: "The wind is over a jumper's group's limit; add them anyway only after checking",
  },
  // bank payments (issue 33)
  bankFileRefused: { status: 400, message: 'The bank file could not be read; nothing was booked' },
  bankAccountMissing: { status: 409, message: 'The club has not set its bank account yet' },
  bankEntryNotFound: { status: 404, message: 'Bank payment not found' },
  bankEntryResolved: { status: 409, message: 'This bank payment has been handled already' },
  bankEntryNotCredit: { status: 409, message: 'Only money paid in can be booked on a member' },
  // waivers (issue 11)
  waiverNotFound: { status: 404, message: 'Waiver not found' },
  waiverSavedMembersNotUpdated: { status: 409, message: 'Waiver saved but members not updated' },
  waiverEditNeedsMember: { status: 409, message: 'Saving edits needs an e-mail match to a member' },
  waiverAlreadyApproved: { status: 409, message: 'Waiver is already approved' },
  waiverPendingExists: {
    status: 409,
    message: 'Another waiver with this e-mail is waiting for approval this year',
  },
  // issue 27: approving a waiver onto a chosen member
  waiverMemberEmailDiffers: {
    status: 409,
    message:
      "The member has another e-mail address than the waiver. Approve keeping the member's own e-mail, or choose another member",
  },
  waiverEmailOfAnotherMember: {
    status: 409,
    message:
      "Another member has the waiver's e-mail address. Choose that member, or approve keeping this member's own e-mail",
  },
  // loads
  dateRequired: { status: 400, message: 'Date is required' },
  invalidDate: { status: 400, message: 'Invalid date' },
  loadsArrayRequired: { status: 400, message: 'Loads array is required' },
  loadIdsArrayRequired: { status: 400, message: 'loadIds array is required' },
  loadNotFound: { status: 404, message: 'Load not found' },
  invalidPrice: { status: 400, message: 'Invalid price' },
  invalidFlightTime: { status: 400, message: 'Invalid flight time' },
  cannotLandEmpty: { status: 409, message: 'Cannot land without pilot or jumpers' },
  tandemNeedsInstructor: { status: 400, message: 'Tandem needs tandem instructor' },
  loadAlreadyLanded: { status: 409, message: 'Load is already landed' },
  loadAlreadyOpen: { status: 409, message: 'Load is already open' },
  loadsOnlyToday: { status: 400, message: 'You cannot add loads on other days' },
  loadCallClosed: { status: 409, message: "Only today's open loads can be called" },
  pushSubscriptionInvalid: { status: 400, message: 'This browser gave an invalid push subscription' },
  cannotDeleteLandedLoad: { status: 409, message: 'Cannot delete landed load' },
  loadTimeWindow: {
    status: 409,
    message:
      'You can only change the time within 48 hours of the load creation. Open the load to change the time.',
  },
  pastDayLoads: { status: 403, message: 'You cannot edit past days loads' },
  memberAlreadyOnLoad: { status: 409, message: 'a member is already on this load' },
  notEligible: { status: 409, message: 'You cannot add yourself to this load' },
  cannotLeaveLoad: { status: 409, message: 'You cannot take yourself off this load' },
  // stats (issue 12)
  yearRequired: { status: 400, message: 'Year is required' },
  invalidYear: { status: 400, message: 'Invalid year' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errors;

export const errorCodes = Object.keys(errors) as ErrorCode[];

/** The translation key of an error code. */
export function errorLocale(code: ErrorCode): `error.${ErrorCode}` {
  return `error.${code}`;
}

/**
 * The only list of error details: the line under an error's text that says what exactly was wrong. The
 * English text may name `{{params}}`; the locale key is always `errorDetail.<key>` (each locale file has one).
 */
export const errorDetails = {
  paymentMethodExists: 'The payment method exists already',
  tandemStudentNoAccount: 'Tandem students have no account',
  altitudeNotJumpLine: 'The altitude is not a jump line of the load’s plane',
  unknownTrainingJump: 'Unknown training jump',
  minutePriceWithStudents: 'Minute price cannot be used with students or tandems',
  balanceBounds: 'Balance must stay between {{min}} and {{max}} euros',
  tandemPassengerRole: 'A tandem passenger must be a tandem student',
  studentRoleRequired: 'A student jump needs a member with a student role',
  videoFlyerRequired: 'The video flyer must be a video flyer',
  instructorRatingRequired: 'The instructor does not have the rating the training jump needs',
  jumperRefused: '{{name}} (row {{row}}) could not be added, so nobody was added',
  alreadyOnLoadNamed: '{{name}} is already on load {{number}}',
  moveToOtherDay: 'A jumper can only be moved to a load of the same day',
  moveToSameLoad: 'Choose another load to move the jumper to',
  waiverTextVersionUnknown: 'The waiver text you were shown has changed. Reload the form and read it again',
  // self-manifest: the reasons of `eligibilityReasons` and `leaveReasons`, one text each
  waiverMissing: 'No approved waiver for this year',
  balanceBelowCreditLimit: 'The balance is below the club’s credit limit',
  staffOnly: 'Students and tandem passengers are added by the manifest',
  noLicence: 'A fun jump needs a licence',
  loadNotOpen: 'The load is no longer open',
  cutoffPassed: 'Self-manifest for this load has closed; ask the manifest',
  alreadyOnLoad: 'You are already on this load',
  loadFull: 'The load is full',
  notOnLoad: 'You are not on this load',
  inGroup: 'You jump in a group; ask the manifest to take you off',
  // why a bank file was refused (`bankFileRefused`)
  statementUnknownFormat: 'The file is not a camt.053, camt.054 or reference payment file',
  statementBroken: 'The file is broken or incomplete',
  statementOtherCurrency: 'The file has amounts in another currency than euros',
  statementSumMismatch: 'The sums at the end of the file do not match its payments',
  statementTooLarge: 'The file is larger than 10 MB',
  totalJumpsBelowLanded: 'Total jumps cannot be less than the {{landed}} jumps already on landed loads here',
} as const satisfies Record<string, string>;

export type ErrorDetailKey = keyof typeof errorDetails;
export type ErrorDetailParams = Record<string, string | number>;

export const errorDetailKeys = Object.keys(errorDetails) as ErrorDetailKey[];

/** The translation key of an error detail. */
export function errorDetailLocale(key: ErrorDetailKey): `errorDetail.${ErrorDetailKey}` {
  return `errorDetail.${key}`;
}

/** The English text of a detail with its parameters filled in (`{{name}}`, as i18next writes them). */
export function errorDetailText(key: ErrorDetailKey, params: ErrorDetailParams = {}): string {
  return errorDetails[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** Thrown by rules and services; the server's error handler turns it into the API envelope. */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** What exactly was wrong, from the details catalogue. */
  readonly detail?: ErrorDetailKey;
  readonly detailParams?: ErrorDetailParams;
  readonly validationMessage?: string[];
  /** The structured lines of `validationMessage` (the envelope's `validationErrors`), when a rule names a field. */
  readonly validationErrors?: ValidationLine[];
  readonly timeout?: number;
  /** For 429s: when the caller may try again (sent as the Retry-After header). */
  readonly retryAfterSeconds?: number;

  constructor(
    code: ErrorCode,
    options: {
      detail?: ErrorDetailKey;
      detailParams?: ErrorDetailParams;
      validationMessage?: string[];
      validationErrors?: ValidationLine[];
      timeout?: number;
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(errors[code].message);
    this.name = 'DomainError';
    this.code = code;
    this.status = errors[code].status;
    this.detail = options.detail;
    this.detailParams = options.detailParams;
    this.validationMessage = options.validationMessage;
    this.validationErrors = options.validationErrors;
    this.timeout = options.timeout;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
