/** Pure permission predicates used by the server's guards and by the web to hide what a user cannot do. */
export interface PermissionSubject {
  admin: boolean;
  role: 'user' | 'admin' | 'overlord';
  permissions: { canCheckWaivers: boolean };
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

/** The members screen is for admins and waiver checkers (spec section 2). */
export const canSeeMembers = canCheckWaivers;

export type NavEntry = 'loads' | 'members' | 'users' | 'club' | 'payments' | 'waivers' | 'stats';

/** The side bar's entries for a user, in the spec's order. */
export function navEntries(user: PermissionSubject | null | undefined): NavEntry[] {
  const entries: NavEntry[] = ['loads'];
  if (canSeeMembers(user)) {
    entries.push('members');
  }
  if (isAdmin(user)) {
    entries.push('users', 'club');
  }
  entries.push('payments', 'waivers', 'stats');
  return entries;
}
