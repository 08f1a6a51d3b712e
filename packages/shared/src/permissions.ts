import type { UserRole } from './enums';

/** Pure permission predicates used by the server's guards and by the web to hide what a user cannot do. */
export interface PermissionSubject {
  admin: boolean;
  role: UserRole;
  permissions: { canCheckWaivers: boolean; canManifest: boolean };
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
}

/** The actor of the signed-in user as `GET /api/user` answers it: the web's side of the server's `actorOf`. */
export function actorOfUser(
  user: PermissionSubject & { _id: string; clubId: string; linkedMember: string | null },
): Actor {
  return {
    userId: user._id,
    clubId: user.clubId,
    memberId: user.linkedMember,
    admin: user.admin,
    role: user.role,
    permissions: {
      canCheckWaivers: user.permissions.canCheckWaivers,
      canManifest: user.permissions.canManifest,
    },
  };
}

export function isAdmin(user: PermissionSubject | null | undefined): boolean {
  return !!user && (user.admin || user.role === 'admin' || user.role === 'overlord');
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

/** Sets or clears a jumper's price override: the load's leader (admins and its jump leader). */
export const canOverridePrice = canLeadLoad;

/** Reopens a landed load, refunding its charges: the load's leader. */
export const canReopenLoad = canLeadLoad;

/** Sees one member's ledger: the member's own user, admins and waiver checkers. */
export function canSeeMemberLedger(actor: Actor | null | undefined, memberId: string): boolean {
  return !!actor && (actor.memberId === memberId || canCheckWaivers(actor));
}

/** Sees one member's logbook: the member's own user and admins. */
export function canSeeMemberLogbook(actor: Actor | null | undefined, memberId: string): boolean {
  return !!actor && (actor.memberId === memberId || isAdmin(actor));
}

/** Reads the audit trail (landings, reopenings, overrides, payments, deletions, blocks, permissions): admins. */
export function canSeeAuditTrail(actor: Actor | null | undefined): boolean {
  return isAdmin(actor);
}

/** Exports the whole club's ledger (not only their own rows): admins. */
export function canExportClubLedger(actor: Actor | null | undefined): boolean {
  return isAdmin(actor);
}
