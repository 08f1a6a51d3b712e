import type { LoadState, MemberRole, UserRole } from './enums';
import type { LoadCan } from './loads/loads.schemas';
import type { MemberCan } from './members/members.schemas';

/*
 * Every permission is one predicate here, over the actor (who calls) and the resource. The server's guards call
 * them; the server's answers carry what they say of each load and member as `can` (`loadPolicies`,
 * `memberPolicies`), and the web shows or hides a load's or a member's actions from `can`. The web calls the
 * predicates over the signed-in user alone (no resource) for what has no resource: the side bar, "New load".
 */

/** What the permission predicates read of a user. */
export interface PermissionSubject {
  admin: boolean;
  role: UserRole;
  permissions: { canCheckWaivers: boolean; canManifest: boolean; canTakePayments: boolean };
}

/**
 * Who is calling: built once per request by the server's auth plugin from the signed-in user, and by the
 * web from `GET /api/user`. Every permission predicate below takes it (or its subject part).
 */
export interface Actor extends PermissionSubject {
  userId: string;
  clubId: string;
  /** The member the user is linked to; null until an admin links one. */
  memberId: string | null;
  /** The installation's host (issue 35): manages clubs, sees no club's data by it. Absent: not the host. */
  host?: boolean;
}

/** The actor of the signed-in user as `GET /api/user` answers it: the web's side of the server's `actorOf`. */
export function actorOfUser(
  user: PermissionSubject & { _id: string; clubId: string; linkedMember: string | null; host?: boolean },
): Actor {
  return {
    host: user.host === true,
    userId: user._id,
    clubId: user.clubId,
    memberId: user.linkedMember,
    admin: user.admin,
    role: user.role,
    permissions: {
      canCheckWaivers: user.permissions.canCheckWaivers,
      canManifest: user.permissions.canManifest,
      canTakePayments: user.permissions.canTakePayments,
    },
  };
}

/**
 * An admin: the user's `admin` flag, or the role `admin` or `overlord`. The one source of "is admin": the
 * server's user answer (`admin`) and its audit of permission changes say it with this too.
 */
export function isAdmin(user: Pick<PermissionSubject, 'admin' | 'role'> | null | undefined): boolean {
  return !!user && (user.admin || user.role === 'admin' || user.role === 'overlord');
}

/** The installation's host: creates, lists, suspends and resumes clubs (issue 35). */
export function isHost(actor: Pick<Actor, 'host'> | null | undefined): boolean {
  return actor?.host === true;
}

export function isOverlord(user: Pick<PermissionSubject, 'role'> | null | undefined): boolean {
  return user?.role === 'overlord';
}

export function canCheckWaivers(user: PermissionSubject | null | undefined): boolean {
  return !!user && (isAdmin(user) || user.permissions.canCheckWaivers);
}

/** Manifest staff: admins and users granted `canManifest` create loads and put anyone on any load. */
export function canManifest(user: PermissionSubject | null | undefined): boolean {
  return !!user && (isAdmin(user) || user.permissions.canManifest);
}

/**
 * Reads other members in full (balances, weights, contacts, notes, waiver alarms): admins, waiver checkers and
 * manifest staff. A plain jumper reads other members' names, role, licence and ratings, and themself in full.
 */
export function canReadMembersInFull(user: PermissionSubject | null | undefined): boolean {
  return canCheckWaivers(user) || canManifest(user);
}

/** The members screen is for admins and waiver checkers (spec section 2). */
export const canSeeMembers = canCheckWaivers;

export type NavEntry = 'loads' | 'members' | 'users' | 'club' | 'audit' | 'payments' | 'waivers' | 'stats';

/** The side bar's entries for a user, in the spec's order. */
export function navEntries(user: PermissionSubject | null | undefined): NavEntry[] {
  const entries: NavEntry[] = ['loads'];
  if (canSeeMembers(user)) {
    entries.push('members');
  }
  if (isAdmin(user)) {
    entries.push('users', 'club', 'audit');
  }
  entries.push('payments', 'waivers', 'stats');
  return entries;
}

/** A load as far as the permission rules look at it. */
export interface LoadLeadership {
  jumpLeaderId: string | null;
}

/** A load as its policies look at it: who leads it, and its state. */
export interface LoadResource extends LoadLeadership {
  state: LoadState;
}

/**
 * Leads the load: an admin, or the member set as the load's jump leader. May land, reopen and set a
 * jumper's price override on that load (spec sections 3 and 5).
 */
export function canLeadLoad(actor: Actor | null | undefined, load: LoadLeadership): boolean {
  return !!actor && (isAdmin(actor) || (!!actor.memberId && actor.memberId === load.jumpLeaderId));
}

/**
 * Works a load: manifest staff (and admins) on every load, its jump leader on that load. Edits its fields,
 * calls it, sends it up, lands it, and adds, moves or removes its jumpers. A plain jumper may only put
 * themself on or off an open load (self-manifest).
 */
export function canManageLoad(actor: Actor | null | undefined, load: LoadLeadership): boolean {
  return canManifest(actor) || (!!actor?.memberId && actor.memberId === load.jumpLeaderId);
}

/** Creates and deletes loads: manifest staff and admins. */
export const canCreateLoads = canManifest;

/** Deletes a load (not a landed one: the rules say so with their message): manifest staff and admins. */
export const canDeleteLoad = (actor: Actor | null | undefined, _load: LoadLeadership): boolean =>
  canCreateLoads(actor);

/** Sets or clears a jumper's price override: the load's leader (admins and its jump leader). */
export const canOverridePrice = canLeadLoad;

/** Reopens a landed load, refunding its charges: the load's leader. */
export const canReopenLoad = canLeadLoad;

/**
 * Changes loads of past club days (domain rules, "Loads": "You cannot edit past days loads" for others):
 * admins. A rule of the day, not of one load: the web asks it of the signed-in user for the day it shows.
 */
export function canEditPastDays(actor: PermissionSubject | null | undefined): boolean {
  return isAdmin(actor);
}

/**
 * Reads a load in full (every jumper's balance and weight, the load's weight): those who read members in full,
 * and whoever works the load (its jump leader lands it). A plain jumper reads the other jumpers' names only.
 */
export function canReadLoadInFull(actor: Actor | null | undefined, load: LoadLeadership): boolean {
  return canReadMembersInFull(actor) || canManageLoad(actor, load);
}

/**
 * What the actor may do to a load in its state, as the API answers it on each load (`can`). The rules of the
 * clock are not here: past days for admins only (`canEditPastDays`), a landed load's times within 48 hours of
 * its creation, calls on today's loads; nor the rules a change is checked by (a load lands with a pilot or a
 * jumper): the server answers those with their own message.
 */
export function loadPolicies(actor: Actor | null | undefined, load: LoadResource): LoadCan {
  const works = canManageLoad(actor, load);
  const landed = load.state === 'landed';
  const edit = works && !landed;
  return {
    edit,
    editTimes: works,
    call: edit && load.state === 'open',
    takeOff: edit && load.state === 'open',
    backToOpen: edit && load.state === 'flying',
    land: edit,
    reopen: landed && canReopenLoad(actor, load),
    overridePrice: edit && canOverridePrice(actor, load),
    delete: !landed && canDeleteLoad(actor, load),
  };
}

/** A member as the permission rules look at it. */
export interface MemberResource {
  id: string;
  /** The user who created the member; may edit it (spec section 6). */
  createdBy: string | null;
  role: MemberRole;
  /** Deleted (the admins' list of deleted members with money still to settle). */
  deleted: boolean;
}

/** Creates, deletes and exports members, and looks up addresses for the member form: admins and waiver checkers. */
export function canManageMembers(actor: PermissionSubject | null | undefined): boolean {
  return canCheckWaivers(actor);
}

/** Edits a member's fields: admins, waiver checkers, and the user who created it (spec section 6). */
export function canEditMember(
  actor: Actor | null | undefined,
  member: Pick<MemberResource, 'createdBy'>,
): boolean {
  return !!actor && (canManageMembers(actor) || member.createdBy === actor.userId);
}

/** Brings a deleted member back: admins. */
export function canRestoreMembers(actor: PermissionSubject | null | undefined): boolean {
  return isAdmin(actor);
}

/**
 * Takes payments and sets balances (the payment dialog, `POST /api/payment`, `/api/transaction`) and imports bank
 * statements and resolves their review queue: admins and users granted `canTakePayments` (the treasurer).
 */
export function canTakePayments(actor: PermissionSubject | null | undefined): boolean {
  return !!actor && (isAdmin(actor) || actor.permissions.canTakePayments);
}

/** Reads the whole club's ledger (`GET /api/transaction/all`, the payments page's "all" view): admins. */
export function canSeeClubLedger(actor: PermissionSubject | null | undefined): boolean {
  return isAdmin(actor);
}

/** Whether a member has an account in the club to pay into: tandem students pay at the desk (spec section 5). */
export function hasAccount(member: Pick<MemberResource, 'role'>): boolean {
  return member.role !== 'student-tandem';
}

/**
 * Reads one member in full (balance, weights, contacts, notes, waiver alarms): those who read every member in
 * full, and the member's own user.
 */
export function canReadMemberInFull(actor: Actor | null | undefined, memberId: string): boolean {
  return canReadMembersInFull(actor) || (!!actor?.memberId && actor.memberId === memberId);
}

/** Sees one member's ledger: the member's own user, admins and waiver checkers. */
export function canSeeMemberLedger(actor: Actor | null | undefined, memberId: string): boolean {
  return !!actor && (actor.memberId === memberId || canCheckWaivers(actor));
}

/** Sees one member's logbook: the member's own user and admins. */
export function canSeeMemberLogbook(actor: Actor | null | undefined, memberId: string): boolean {
  return !!actor && (actor.memberId === memberId || isAdmin(actor));
}

/**
 * What the actor may do to a member, as the API answers it on each member (`can`). Deleting is refused by the
 * rules for a member with a balance or on an open load, with their message; not here.
 */
export function memberPolicies(actor: Actor | null | undefined, member: MemberResource): MemberCan {
  const live = !member.deleted;
  return {
    edit: live && canEditMember(actor, member),
    delete: live && canManageMembers(actor),
    restore: member.deleted && canRestoreMembers(actor),
    pay: canTakePayments(actor) && hasAccount(member),
    seeLedger: canSeeMemberLedger(actor, member.id),
    seeLogbook: live && canSeeMemberLogbook(actor, member.id),
  };
}

/**
 * The class of actors that get the same `can` on every load and member: all admins are one class; anyone else
 * is a class of their own (their user, member and permissions), since whom they lead, created and are decides
 * their answers. Cached answers that carry `can` are kept per class (`read-models/`).
 */
export function policyClass(actor: Actor): string {
  if (isAdmin(actor)) {
    return 'admin';
  }
  const flags = `${canCheckWaivers(actor) ? 'w' : ''}${canManifest(actor) ? 'm' : ''}${canTakePayments(actor) ? 'p' : ''}`;
  return `user:${actor.userId}:${actor.memberId ?? '-'}:${flags}`;
}

/** Reads the audit trail (landings, reopenings, overrides, payments, deletions, blocks, permissions): admins. */
export function canSeeAuditTrail(actor: PermissionSubject | null | undefined): boolean {
  return isAdmin(actor);
}

/** Exports the whole club's ledger (not only their own rows): those who read it. */
export function canExportClubLedger(actor: PermissionSubject | null | undefined): boolean {
  return canSeeClubLedger(actor);
}
