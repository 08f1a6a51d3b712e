import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadStates, memberRoles, userRoles } from './enums';
import { loadCan } from './loads/loads.schemas';
import { memberCan } from './members/members.schemas';
import {
  type Actor,
  actorOfUser,
  canCheckWaivers,
  canCreateLoads,
  canEditMember,
  canExportClubLedger,
  canLeadLoad,
  canManageLoad,
  canManifest,
  canOverridePrice,
  canReopenLoad,
  canSeeMemberLedger,
  canSeeMemberLogbook,
  isAdmin,
  isHost,
  isOverlord,
  loadPolicies,
  type MemberResource,
  memberPolicies,
  navEntries,
  type PermissionSubject,
  policyClass,
} from './permissions';

const user = (over: Partial<PermissionSubject> = {}): PermissionSubject => ({
  admin: false,
  role: 'user',
  permissions: { canCheckWaivers: false, canManifest: false, canTakePayments: false },
  ...over,
});

describe('permissions', () => {
  it.each([
    ['plain user', user(), false, false, ['loads', 'payments', 'waivers', 'stats']],
    [
      'waiver checker',
      user({ permissions: { canCheckWaivers: true, canManifest: false, canTakePayments: false } }),
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
  permissions: { canCheckWaivers: false, canManifest: false, canTakePayments: false },
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
      actor({ permissions: { canCheckWaivers: true, canManifest: false, canTakePayments: false } }),
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
      permissions: { canCheckWaivers: true, canManifest: false, canTakePayments: false },
    });
    expect(web).toEqual(
      actor({
        host: false,
        permissions: { canCheckWaivers: true, canManifest: false, canTakePayments: false },
      }),
    );
    expect(isHost(web)).toBe(false);
    const host = actorOfUser({
      _id: 'u2',
      clubId: 'c1',
      linkedMember: null,
      admin: true,
      role: 'overlord',
      host: true,
      permissions: { canCheckWaivers: false, canManifest: false, canTakePayments: false },
    });
    expect(isHost(host)).toBe(true);
    expect(isHost(null)).toBe(false);
    expect(canLeadLoad(web, { jumpLeaderId: 'm1' })).toBe(true);
    expect(canLeadLoad(web, { jumpLeaderId: 'm2' })).toBe(false);
  });

  it.each([
    ['their own ledger', actor(), 'm1', true],
    ['another member’s ledger', actor(), 'm2', false],
    [
      'a checker, another member',
      actor({ permissions: { canCheckWaivers: true, canManifest: false, canTakePayments: false } }),
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
      actor({ permissions: { canCheckWaivers: true, canManifest: false, canTakePayments: false } }),
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
    expect(
      canExportClubLedger(
        actor({ permissions: { canCheckWaivers: true, canManifest: false, canTakePayments: false } }),
      ),
    ).toBe(false);
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
  const staff = { permissions: { canCheckWaivers: false, canManifest: true, canTakePayments: false } };
  const checker = { permissions: { canCheckWaivers: true, canManifest: false, canTakePayments: false } };
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

/** Everyone the policies tell apart; `me` is the actor's member, `u` its user. */
const roles = {
  nobody: null,
  unlinked: actor({ memberId: null }),
  jumper: actor(),
  checker: actor({ permissions: { canCheckWaivers: true, canManifest: false, canTakePayments: false } }),
  staff: actor({ permissions: { canCheckWaivers: false, canManifest: true, canTakePayments: false } }),
  admin: actor({ admin: true, role: 'admin' }),
  overlord: actor({ role: 'overlord', memberId: null }),
} as const;
type RoleName = keyof typeof roles;

/** The flags of a `can` that are true, in the schema's order, as one string for the tables. */
const trueOf = (can: object) =>
  Object.entries(can)
    .filter(([, v]) => v)
    .map(([k]) => k)
    .join(' ');

describe('loadPolicies: every role × leading × state', () => {
  const works = { open: 'edit editTimes call takeOff land', flying: 'edit editTimes backToOpen land' };
  // role, leads the load (its jump leader is the actor's member), then what `can` says when open, flying, landed
  const table: [RoleName, boolean, string, string, string][] = [
    ['nobody', false, '', '', ''],
    ['unlinked', false, '', '', ''],
    ['jumper', false, '', '', ''],
    ['jumper', true, `${works.open} overridePrice`, `${works.flying} overridePrice`, 'editTimes reopen'],
    ['checker', false, '', '', ''],
    ['checker', true, `${works.open} overridePrice`, `${works.flying} overridePrice`, 'editTimes reopen'],
    ['staff', false, `${works.open} delete`, `${works.flying} delete`, 'editTimes'],
    [
      'staff',
      true,
      `${works.open} overridePrice delete`,
      `${works.flying} overridePrice delete`,
      'editTimes reopen',
    ],
    [
      'admin',
      false,
      `${works.open} overridePrice delete`,
      `${works.flying} overridePrice delete`,
      'editTimes reopen',
    ],
    [
      'admin',
      true,
      `${works.open} overridePrice delete`,
      `${works.flying} overridePrice delete`,
      'editTimes reopen',
    ],
    [
      'overlord',
      false,
      `${works.open} overridePrice delete`,
      `${works.flying} overridePrice delete`,
      'editTimes reopen',
    ],
  ];
  it.each(table)('%s, leading: %s', (role, leads, open, flying, landed) => {
    const who = roles[role];
    const jumpLeaderId = leads ? (who?.memberId ?? null) : 'someone-else';
    expect(trueOf(loadPolicies(who, { jumpLeaderId, state: 'open' }))).toBe(open);
    expect(trueOf(loadPolicies(who, { jumpLeaderId, state: 'flying' }))).toBe(flying);
    expect(trueOf(loadPolicies(who, { jumpLeaderId, state: 'landed' }))).toBe(landed);
  });

  it('answers every flag of the schema, and agrees with the predicates the guards call', () => {
    for (const who of Object.values(roles)) {
      for (const jumpLeaderId of [null, 'm1', 'someone-else']) {
        for (const state of loadStates) {
          const can = loadPolicies(who, { jumpLeaderId, state });
          expect(loadCan.parse(can)).toEqual(can);
          expect(can.edit).toBe(canManageLoad(who, { jumpLeaderId }) && state !== 'landed');
          expect(can.reopen).toBe(canReopenLoad(who, { jumpLeaderId }) && state === 'landed');
          expect(can.delete).toBe(canCreateLoads(who) && state !== 'landed');
        }
      }
    }
  });
});

describe('memberPolicies: every role × member', () => {
  const members = {
    own: { id: 'm1', createdBy: null, role: 'jumper', deleted: false },
    createdByMe: { id: 'm2', createdBy: 'u1', role: 'jumper', deleted: false },
    other: { id: 'm3', createdBy: 'u9', role: 'student-aff', deleted: false },
    tandem: { id: 'm4', createdBy: 'u9', role: 'student-tandem', deleted: false },
    deleted: { id: 'm5', createdBy: 'u9', role: 'jumper', deleted: true },
  } satisfies Record<string, MemberResource>;
  const all = 'edit delete pay seeLedger seeLogbook';
  // role, then what `can` says of: own member, one they created, another, a tandem student, a deleted one
  const table: [RoleName, string, string, string, string, string][] = [
    ['nobody', '', '', '', '', ''],
    ['unlinked', '', 'edit', '', '', ''],
    ['jumper', 'seeLedger seeLogbook', 'edit', '', '', ''],
    [
      'checker',
      'edit delete seeLedger seeLogbook',
      'edit delete seeLedger',
      'edit delete seeLedger',
      'edit delete seeLedger',
      'seeLedger',
    ],
    ['staff', 'seeLedger seeLogbook', 'edit', '', '', ''],
    ['admin', all, all, all, 'edit delete seeLedger seeLogbook', 'restore pay seeLedger'],
    ['overlord', all, all, all, 'edit delete seeLedger seeLogbook', 'restore pay seeLedger'],
  ];
  it.each(table)('%s', (role, own, createdByMe, other, tandem, deleted) => {
    const who = roles[role];
    expect(trueOf(memberPolicies(who, members.own))).toBe(own);
    expect(trueOf(memberPolicies(who, members.createdByMe))).toBe(createdByMe);
    expect(trueOf(memberPolicies(who, members.other))).toBe(other);
    expect(trueOf(memberPolicies(who, members.tandem))).toBe(tandem);
    expect(trueOf(memberPolicies(who, members.deleted))).toBe(deleted);
  });

  it('answers every flag of the schema', () => {
    expect(memberCan.parse(memberPolicies(roles.jumper, members.own))).toEqual(
      memberPolicies(roles.jumper, members.own),
    );
  });

  it.each([
    ['an admin', actor({ admin: true, role: 'admin' }), 'u9', true],
    [
      'a checker',
      actor({ permissions: { canCheckWaivers: true, canManifest: false, canTakePayments: false } }),
      'u9',
      true,
    ],
    ['its creator', actor(), 'u1', true],
    ['anyone else', actor(), 'u9', false],
    ['nobody', null, 'u1', false],
  ])('canEditMember: %s → %s', (_name, who, createdBy, ok) => {
    expect(canEditMember(who, { createdBy })).toBe(ok);
  });
});

describe('policyClass: one class, one `can`', () => {
  const arbitraryActor = fc.record({
    userId: fc.constantFrom('u1', 'u2', 'u3'),
    clubId: fc.constant('c1'),
    memberId: fc.constantFrom(null, 'm1', 'm2', 'm3'),
    admin: fc.boolean(),
    role: fc.constantFrom(...userRoles),
    permissions: fc.record({
      canCheckWaivers: fc.boolean(),
      canManifest: fc.boolean(),
      canTakePayments: fc.boolean(),
    }),
  });
  const arbitraryLoad = fc.record({
    jumpLeaderId: fc.constantFrom(null, 'm1', 'm2', 'm3'),
    state: fc.constantFrom(...loadStates),
  });
  const arbitraryMember = fc.record({
    id: fc.constantFrom('m1', 'm2', 'm3'),
    createdBy: fc.constantFrom(null, 'u1', 'u2', 'u3'),
    role: fc.constantFrom(...memberRoles),
    deleted: fc.boolean(),
  });

  it('gives two actors of one class the same `can` on every load and member', () => {
    fc.assert(
      fc.property(
        arbitraryActor,
        arbitraryActor,
        fc.array(arbitraryLoad, { maxLength: 5 }),
        fc.array(arbitraryMember, { maxLength: 5 }),
        (a, b, loads, members) => {
          fc.pre(policyClass(a) === policyClass(b));
          for (const l of loads) {
            expect(loadPolicies(a, l)).toEqual(loadPolicies(b, l));
          }
          for (const m of members) {
            expect(memberPolicies(a, m)).toEqual(memberPolicies(b, m));
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('puts every admin in one class, whoever they are', () => {
    fc.assert(
      fc.property(arbitraryActor, arbitraryActor, arbitraryLoad, (a, b, l) => {
        const admins = [
          { ...a, admin: true },
          { ...b, role: 'overlord' as const },
        ];
        expect(admins.map(policyClass)).toEqual(['admin', 'admin']);
        expect(loadPolicies(admins[0], l)).toEqual(loadPolicies(admins[1], l));
      }),
    );
  });

  it('tells apart two non-admins who differ in anything the policies read', () => {
    const base = actor();
    for (const other of [
      actor({ userId: 'u2' }),
      actor({ memberId: 'm2' }),
      actor({ permissions: { canCheckWaivers: true, canManifest: false, canTakePayments: false } }),
      actor({ permissions: { canCheckWaivers: false, canManifest: true, canTakePayments: false } }),
    ]) {
      expect(policyClass(other)).not.toBe(policyClass(base));
    }
  });
});
