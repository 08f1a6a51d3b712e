import { describe, expect, it } from 'vitest';
import { canCheckWaivers, isAdmin, isOverlord, navEntries, type PermissionSubject } from './permissions';

const user = (over: Partial<PermissionSubject> = {}): PermissionSubject => ({
  admin: false,
  role: 'user',
  permissions: { canCheckWaivers: false },
  ...over,
});

describe('permissions', () => {
  it.each([
    ['plain user', user(), false, false, ['loads', 'payments', 'waivers', 'stats']],
    [
      'waiver checker',
      user({ permissions: { canCheckWaivers: true } }),
      false,
      true,
      ['loads', 'members', 'payments', 'waivers', 'stats'],
    ],
    [
      'admin',
      user({ admin: true, role: 'admin' }),
      true,
      true,
      ['loads', 'members', 'users', 'club', 'payments', 'waivers', 'stats'],
    ],
    [
      'overlord',
      user({ role: 'overlord' }),
      true,
      true,
      ['loads', 'members', 'users', 'club', 'payments', 'waivers', 'stats'],
    ],
  ] as const)('%s', (_name, u, admin, checker, nav) => {
    expect(isAdmin(u)).toBe(admin);
    expect(canCheckWaivers(u)).toBe(checker);
    expect(navEntries(u)).toEqual(nav);
  });

  it('knows nobody when signed out', () => {
    expect(isAdmin(null)).toBe(false);
    expect(isOverlord(undefined)).toBe(false);
    expect(navEntries(null)).toEqual(['loads', 'payments', 'waivers', 'stats']);
  });
});
