import type { z } from 'zod';
import type { GroupRole, JumperType } from '../enums';
import { DomainError, errorDetailText } from '../errors';
import type { Cents } from '../money';
import type { ValidationLine } from '../validation';
import { assertGroupMembers, canUseMinutePricing, type GroupMember } from './loads.rules';
import type { manifestBody, manifestSingleBody } from './loads.schemas';

/** A manifest slot tree as the API parsed it (`manifestBody`): the gear rent already in cents. */
export type ManifestGroupRequest = z.output<typeof manifestBody>;
/** One jumper alone as `POST /api/loads/{id}/jumpers/many` parsed it. */
export type ManifestSingleRequest = z.output<typeof manifestSingleBody>;

/** A training jump of the club's programs, as far as the group rules look at it. */
export interface TrainingJumpRule {
  _id: string;
  name: string;
  requiresInstructor: boolean;
  requiresSlInstructor: boolean;
}

/** The plain data the group rules check a slot tree against. */
export interface ManifestGroupContext {
  /**
   * The club's (not deleted) members among the group's ids; an id missing here is "Member not found".
   * More members may be given (the web passes the whole list).
   */
  members: readonly (GroupMember & { id: string; ownGear?: boolean })[];
  /** The altitudes of the load plane's jump lines; none (no plane, or a plane without lines) allows any. */
  jumpLineAltitudes: readonly number[];
  /** Every training jump of the club's programs (looked up by the students' `trainingJump`). */
  trainingJumps: readonly TrainingJumpRule[];
  load: { minutePricing: boolean };
}

/** One row to insert for a jumper of the group, in the group's order. */
export interface ManifestSlot {
  memberId: string;
  type: JumperType;
  groupRole: GroupRole;
  altitude: number;
  highOpening: boolean;
  ownGear: boolean;
  gearRentalCents: Cents | null;
  trainingJumpId: string | null;
  trainingJumpName: string | null;
}

/** The member ids a slot tree names: the lead, the passenger, the video flyer and the students. */
export function groupMemberIds(request: ManifestGroupRequest): string[] {
  return [
    request.memberId,
    request.tandemMemberId,
    request.videoFlyerId,
    ...(request.students ?? []).map((s) => s.memberId),
  ].filter((x): x is string => !!x);
}

/**
 * A manifest group (domain rules, "Manifest"): the slot tree → the rows to insert, instructor first, then
 * the passenger or the students, then the video flyer. Throws the catalogue's error for the first rule the
 * group breaks: a member twice, an unknown member, an altitude that is not a jump line, who may be what
 * (`assertGroupMembers`), an unknown training jump, minute pricing with students or tandems. Pure: the
 * server enforces it and the add-jumper dialog previews with it.
 */
export function buildManifestGroup(request: ManifestGroupRequest, ctx: ManifestGroupContext): ManifestSlot[] {
  const ids = groupMemberIds(request);
  if (new Set(ids).size !== ids.length) {
    throw new DomainError('memberAlreadyOnLoad');
  }
  const byId = new Map(ctx.members.map((m) => [m.id, m]));
  const member = (id: string) => {
    const found = byId.get(id);
    if (!found) {
      throw new DomainError('memberNotFound');
    }
    return found;
  };
  // every id is checked before any rule, so an unknown member is always "Member not found"
  for (const id of ids) {
    member(id);
  }
  const lead = member(request.memberId);
  if (ctx.jumpLineAltitudes.length && !ctx.jumpLineAltitudes.includes(request.altitude)) {
    throw new DomainError('invalidData', { detail: 'altitudeNotJumpLine' });
  }
  const slots = groupSlots(request, ctx, lead, member);
  if (ctx.load.minutePricing && !canUseMinutePricing(slots.map((s) => s.groupRole))) {
    throw new DomainError('invalidPrice', { detail: 'minutePriceWithStudents' });
  }
  return slots;
}

type ContextMember = ManifestGroupContext['members'][number];

/** A paying jumper's gear: as the request says, else the member's own (issue 27: a fact about the jumper). */
const ownGearOf = (request: ManifestGroupRequest, m: ContextMember): boolean =>
  request.ownGear ?? m.ownGear ?? false;

function groupSlots(
  request: ManifestGroupRequest,
  ctx: ManifestGroupContext,
  lead: ContextMember,
  member: (id: string) => ContextMember,
): ManifestSlot[] {
  const gearRentalCents = request.gearRental ?? null;
  const slot = (
    memberId: string,
    type: JumperType,
    groupRole: GroupRole,
    extra: Partial<ManifestSlot> = {},
  ): ManifestSlot => ({
    memberId,
    type,
    groupRole,
    altitude: request.altitude,
    highOpening: request.highOpening ?? false,
    ownGear: false,
    gearRentalCents: null,
    trainingJumpId: null,
    trainingJumpName: null,
    ...extra,
  });

  if (request.type === 'tandem' || request.tandemMemberId) {
    assertGroupMembers({
      type: request.type,
      tandem: true,
      lead,
      passenger: request.tandemMemberId ? member(request.tandemMemberId) : null,
      videoFlyer: request.videoFlyerId ? member(request.videoFlyerId) : null,
    });
    if (!request.tandemMemberId) {
      throw new DomainError('tandemNeedsInstructor');
    }
    const slots = [
      slot(lead.id, 'tandem', 'tandemInstructor', { ownGear: true }),
      slot(request.tandemMemberId, 'tandem', 'passenger'),
    ];
    if (request.videoFlyerId) {
      slots.push(slot(request.videoFlyerId, 'video', 'videoFlyer', { ownGear: true }));
    }
    return slots;
  }
  if (request.students?.length) {
    const jumps = new Map(ctx.trainingJumps.map((j) => [j._id, j]));
    const slots = [slot(lead.id, 'instructor', 'instructor', { ownGear: true })];
    for (const s of request.students) {
      const jump = s.trainingJump ? jumps.get(s.trainingJump) : undefined;
      if (s.trainingJump && !jump) {
        throw new DomainError('invalidData', { detail: 'unknownTrainingJump' });
      }
      const student = member(s.memberId);
      assertGroupMembers({
        type: request.type,
        tandem: false,
        lead,
        students: [{ member: student, jump: jump ?? null }],
      });
      slots.push(
        slot(s.memberId, 'student', 'student', {
          trainingJumpId: jump?._id ?? null,
          trainingJumpName: jump?.name ?? null,
          gearRentalCents,
          ownGear: ownGearOf(request, student),
        }),
      );
    }
    return slots;
  }
  assertGroupMembers({ type: request.type, tandem: false, lead });
  return [slot(lead.id, request.type, 'single', { gearRentalCents, ownGear: ownGearOf(request, lead) })];
}

/** What adding several jumpers at once is checked against, besides the group rules' context. */
export interface ManifestManyContext extends ManifestGroupContext {
  /** The members already on the load. */
  onLoad: readonly string[];
  /** Display names by member id, to say who was refused (an unknown member is named by its id). */
  names: ReadonlyMap<string, string>;
}

/** The field of a jumper's row a refusal points at. */
function refusedField(e: DomainError): 'memberId' | 'altitude' | 'type' {
  if (e.detail === 'altitudeNotJumpLine') {
    return 'altitude';
  }
  return e.detail === 'studentRoleRequired' || e.detail === 'minutePriceWithStudents' ? 'type' : 'memberId';
}

/**
 * A row's refusal, naming the member: the same code (message), the detail `jumperRefused` with the member's
 * name and the row (from 1), and the reason as the row's validation line (`jumpers.2.altitude`,
 * `errorDetail.altitudeNotJumpLine`).
 */
function refusedRow(e: DomainError, index: number, memberId: string, names: ReadonlyMap<string, string>) {
  const field = `jumpers.${index}.${refusedField(e)}`;
  const line: ValidationLine = {
    field,
    fieldLocale: `fields.${refusedField(e)}`,
    locale: e.detail ? `errorDetail.${e.detail}` : `error.${e.code}`,
  };
  return new DomainError(e.code, {
    detail: 'jumperRefused',
    detailParams: { name: names.get(memberId) ?? memberId, row: index + 1 },
    validationMessage: [`${field}: ${e.detail ? errorDetailText(e.detail, e.detailParams) : e.message}`],
    validationErrors: [line],
  });
}

/**
 * Several jumpers alone added at once, all or none (issue 10): each row is a manifest group of one checked by
 * `buildManifestGroup`; a member already on the load, or twice in the list, is "a member is already on this
 * load". The first refused row names its member (`jumperRefused`). The plane's slots are information only
 * (domain rules, "Weights"): never refused. Returns each row's slots, in the list's order.
 */
export function buildManifestGroups(
  rows: readonly ManifestSingleRequest[],
  ctx: ManifestManyContext,
): ManifestSlot[][] {
  const taken = new Set(ctx.onLoad);
  return rows.map((row, i) => {
    try {
      if (taken.has(row.memberId)) {
        throw new DomainError('memberAlreadyOnLoad');
      }
      taken.add(row.memberId);
      return buildManifestGroup(row, ctx);
    } catch (e) {
      throw e instanceof DomainError ? refusedRow(e, i, row.memberId, ctx.names) : e;
    }
  });
}
