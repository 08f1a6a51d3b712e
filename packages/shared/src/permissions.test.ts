import { describe, expect, it } from 'vitest';
import {
  type Actor,
  actorOfUser,
  canCheckWaivers,
  canCreateLoads,
  canExportClubLedger,
  canLeadLoad,
  canManageLoad,
  canManifest,
  canOverridePrice,
  canReopenLoad,
  canSeeMemberLedger,
  canSeeMemberLogbook,
  isAdmin,
  isOverlord,
  navEntries,
  type PermissionSubject,
} from './permissions';

const user = (over: Partial<PermissionSubject> = {}): PermissionSubject => ({
  admin: false,
  role: 'user',
  permissions: { canCheckWaivers: false, canManifest: false },
  ...over,
});

describe('permissions', () => {
  it.each([
    ['plain user', user(), false, false, ['loads', 'payments', 'waivers', 'stats']],
    [
      'waiver checker',
      user({ permissions: { canCheckWaivers: true, canManifest: false } }),
      false,
      true,
      ['loads', 'members', 'payments', 'waivers', 'stats'],
    ],
    [
      'admin',
      user({ admin: true, role: 'admin' }),
      true,
      true,
      ['loads', 'members', 'users', 'club', 'audit', 'payments', 'waivers', 'stats'],
    ],
    [
      'overlord',
      user({ role: 'overlord' }),
      true,
      true,
      ['loads', 'members', 'users', 'club', 'audit', 'payments', 'waivers', 'stats'],
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

const actor = (over: Partial<Actor> = {}): Actor => ({
  userId: 'u1',
  clubId: 'c1',
  memberId: 'm1',
  admin: false,
  role: 'user',
  permissions: { canCheckWaivers: false, canManifest: false },
  ...over,
});

describe('load and ledger permissions', () => {
  it.each([
    ['a plain jumper on someone else’s load', actor(), { jumpLeaderId: 'm2' }, false],
    ['the load’s jump leader', actor(), { jumpLeaderId: 'm1' }, true],
    [
      'a user with no member, load without a leader',
      actor({ memberId: null }),
      { jumpLeaderId: null },
      false,
    ],
    ['an admin', actor({ admin: true, role: 'admin' }), { jumpLeaderId: 'm2' }, true],
    ['an overlord', actor({ role: 'overlord', memberId: null }), { jumpLeaderId: null }, true],
    [
      'a waiver checker',
      actor({ permissions: { canCheckWaivers: true, canManifest: false } }),
      { jumpLeaderId: 'm2' },
      false,
    ],
  ])('%s: leads %o → %s', (_name, who, load, expected) => {
    expect(canLeadLoad(who, load)).toBe(expected);
    expect(canOverridePrice(who, load)).toBe(expected);
    expect(canReopenLoad(who, load)).toBe(expected);
  });

  it('nobody signed in leads nothing', () => {
    expect(canLeadLoad(null, { jumpLeaderId: null })).toBe(false);
  });

  it('the web’s actor of GET /api/user leads the load its linked member leads', () => {
    const web = actorOfUser({
      _id: 'u1',
      clubId: 'c1',
      linkedMember: 'm1',
      admin: false,
      role: 'user',
      permissions: { canCheckWaivers: true, canManifest: false },
    });
    expect(web).toEqual(actor({ permissions: { canCheckWaivers: true, canManifest: false } }));
    expect(canLeadLoad(web, { jumpLeaderId: 'm1' })).toBe(true);
    expect(canLeadLoad(web, { jumpLeaderId: 'm2' })).toBe(false);
  });

  it.each([
    ['their own ledger', actor(), 'm1', true],
    ['another member’s ledger', actor(), 'm2', false],
    [
      'a checker, another member',
      actor({ permissions: { canCheckWaivers: true, canManifest: false } }),
      'm2',
      true,
    ],
    ['an admin, another member', actor({ admin: true, role: 'admin' }), 'm2', true],
    ['not linked', actor({ memberId: null }), 'm2', false],
  ])('%s: %s sees %s → %s', (_name, who, memberId, expected) => {
    expect(canSeeMemberLedger(who, memberId)).toBe(expected);
  });

  it.each([
    ['their own logbook', actor(), 'm1', true],
    ['another member’s logbook', actor(), 'm2', false],
    [
      'a checker, another member',
      actor({ permissions: { canCheckWaivers: true, canManifest: false } }),
      'm2',
      false,
    ],
    ['an admin, another member', actor({ admin: true, role: 'admin' }), 'm2', true],
    ['not linked', actor({ memberId: null }), 'm2', false],
    ['nobody', null, 'm1', false],
  ])('logbook: %s → %s', (_name, who, memberId, expected) => {
    expect(canSeeMemberLogbook(who, memberId)).toBe(expected);
  });

  it('only admins export the club’s whole ledger', () => {
    expect(canExportClubLedger(actor())).toBe(false);
    expect(canExportClubLedger(actor({ permissions: { canCheckWaivers: true, canManifest: false } }))).toBe(
      false,
    );
    expect(canExportClubLedger(actor({ role: 'admin' }))).toBe(true);
  });
});

describe('who works a load', () => {
  const actor = (over: Partial<Actor> = {}): Actor => ({
    userId: 'u',
    clubId: 'c',
    memberId: 'me',
    ...user(),
    ...over,
  });
  const staff = { permissions: { canCheckWaivers: false, canManifest: true } };
  const checker = { permissions: { canCheckWaivers: true, canManifest: false } };
  it.each([
    // who, jump leader of the load, manifests (creates loads), works the load, leads it (reopen, price)
    ['plain jumper', actor(), 'other', false, false, false],
    ['plain jumper, no leader', actor(), null, false, false, false],
    ['waiver checker', actor(checker), 'other', false, false, false],
    ['the load’s jump leader', actor(), 'me', false, true, true],
    ['unlinked, no leader (null is nobody)', actor({ memberId: null }), null, false, false, false],
    ['manifest staff', actor(staff), 'other', true, true, false],
    ['manifest staff leading it', actor(staff), 'me', true, true, true],
    ['admin', actor({ admin: true, role: 'admin' }), 'other', true, true, true],
  ] as const)('%s', (_who, a, jumpLeaderId, manifests, works, leads) => {
    expect(canManifest(a)).toBe(manifests);
    expect(canCreateLoads(a)).toBe(manifests);
    expect(canManageLoad(a, { jumpLeaderId })).toBe(works);
    expect(canLeadLoad(a, { jumpLeaderId })).toBe(leads);
  });

  it('nobody who is not signed in', () => {
    expect(canManageLoad(null, { jumpLeaderId: null })).toBe(false);
    expect(canManifest(undefined)).toBe(false);
  });
});
