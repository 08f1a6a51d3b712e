import type { GroupRole, JumperType, LoadState } from '../enums';
import { DomainError } from '../errors';
import { cents } from '../money';
import { assertCanEditLoad } from './loads.rules';
import { buildManifestGroup, type ManifestGroupContext, type ManifestGroupRequest } from './manifest.rules';

/** A jumper row of a load, as far as moving its group looks at it. */
export interface GroupRow {
  id: string;
  memberId: string;
  type: JumperType;
  groupId: string;
  groupRole: GroupRole;
  altitude: number;
  trainingJumpId: string | null;
  gearRentalCents: number | null;
  ownGear: boolean;
  highOpening: boolean;
  didNotJump: boolean;
}

/**
 * The jumper's whole manifest group on a load (the tandem instructor with passenger and video flyer, the
 * instructor with students, or the jumper alone), in the load's order; "Member not found" when the load has no
 * such jumper.
 */
export function groupOfJumper<R extends GroupRow>(rows: readonly R[], jumperId: string): R[] {
  const jumper = rows.find((r) => r.id === jumperId);
  if (!jumper) {
    throw new DomainError('memberNotFound');
  }
  return rows.filter((r) => r.groupId === jumper.groupId);
}

const LEADS: readonly GroupRole[] = ['single', 'tandemInstructor', 'instructor'];

/**
 * The slot tree a manifest group was added with, rebuilt from its rows, so that the group rules can check it
 * again on another load. A group that lost its lead (the instructor removed) is led by its first row, and the
 * rules then say what it lacks ("Tandem needs tandem instructor").
 */
export function groupRequestOfRows(group: readonly GroupRow[]): ManifestGroupRequest {
  const lead = group.find((r) => LEADS.includes(r.groupRole)) ?? group[0];
  if (!lead) {
    throw new DomainError('memberNotFound');
  }
  const passenger = group.find((r) => r.groupRole === 'passenger' && r !== lead);
  const video = group.find((r) => r.groupRole === 'videoFlyer' && r !== lead);
  const students = group.filter((r) => r.groupRole === 'student' && r !== lead);
  const gear = lead.groupRole === 'single' ? lead : (students[0] ?? lead);
  return {
    memberId: lead.memberId,
    type: lead.type,
    altitude: lead.altitude,
    ...(passenger ? { tandemMemberId: passenger.memberId } : {}),
    ...(video ? { videoFlyerId: video.memberId } : {}),
    ...(students.length
      ? {
          students: students.map((s) => ({
            memberId: s.memberId,
            trainingJump: s.trainingJumpId ?? undefined,
          })),
        }
      : {}),
    gearRental: gear.gearRentalCents === null ? null : cents(gear.gearRentalCents),
    highOpening: lead.highOpening,
    ownGear: gear.ownGear,
  };
}

interface MoveLoad {
  id: string;
  number: number;
  date: string;
  state: LoadState;
  createdAt: Date;
  minutePricing: boolean;
}

/** What moving a group from one load to another is checked against. */
export interface MoveContext extends Omit<ManifestGroupContext, 'load'> {
  from: MoveLoad;
  /** The target load; `jumpLineAltitudes` and `trainingJumps` are its plane's and its club's. */
  to: MoveLoad;
  /** Who moves: the load edit rules (`assertCanEditLoad`) apply to both loads. */
  edit: { editsPastDays: boolean; today: string; now: Date };
  /** The group's rows on the source load (`groupOfJumper`). */
  group: readonly GroupRow[];
  /** The target's jumpers. */
  onTarget: readonly { memberId: string }[];
  /** Display names by member id, to say who is already on the target. */
  names: ReadonlyMap<string, string>;
}

/**
 * Whether a manifest group may move to another load (issue 10): a move is a removal and an addition done at
 * once, so both follow today's rules. The source and the target must be editable by the mover (not landed, past
 * days only for admins) and of the same club day; no member of the group may be on the target already ("a member
 * is already on this load", naming the member and the load); the group must pass the group rules on the target
 * (`buildManifestGroup`: its plane's jump lines for every jumper's altitude, minute pricing). The plane's slots
 * are information only (domain rules, "Weights"): a move may take a load over them. Throws the catalogue's error for the first rule broken.
 */
export function assertCanMoveGroup(ctx: MoveContext): void {
  const { from, to } = ctx;
  if (from.id === to.id) {
    throw new DomainError('invalidData', { detail: 'moveToSameLoad' });
  }
  assertCanEditLoad({ load: from, ...ctx.edit }, { onlyTimes: false });
  if (to.date !== from.date) {
    throw new DomainError('invalidData', { detail: 'moveToOtherDay' });
  }
  assertCanEditLoad({ load: to, ...ctx.edit }, { onlyTimes: false });
  const there = new Set(ctx.onTarget.map((j) => j.memberId));
  const already = ctx.group.find((r) => there.has(r.memberId));
  if (already) {
    throw new DomainError('memberAlreadyOnLoad', {
      detail: 'alreadyOnLoadNamed',
      detailParams: { name: ctx.names.get(already.memberId) ?? already.memberId, number: to.number },
    });
  }
  buildManifestGroup(groupRequestOfRows(ctx.group), {
    members: ctx.members,
    jumpLineAltitudes: ctx.jumpLineAltitudes,
    trainingJumps: ctx.trainingJumps,
    load: { minutePricing: to.minutePricing },
  });
  // a jumper's altitude may have been edited apart from the group's
  if (ctx.jumpLineAltitudes.length && ctx.group.some((r) => !ctx.jumpLineAltitudes.includes(r.altitude))) {
    throw new DomainError('invalidData', { detail: 'altitudeNotJumpLine' });
  }
}
