import {
  actorOfUser,
  type ClubSummary,
  type Member,
  type MemberCan,
  type MemberSummary,
  memberPolicies,
  type UserResponse,
} from '@dz/shared';

/** A signed-in user of the API; override what the test is about. */
export function buildUser(overrides: Partial<UserResponse> = {}): UserResponse {
  return {
    _id: '6f1c2a52-3a4b-4c3d-9e0f-111111111111',
    username: 'maija',
    email: 'maija@example.com',
    displayName: 'Maija Meikäläinen',
    admin: false,
    role: 'user',
    confirmed: true,
    blocked: false,
    linkedMember: '6f1c2a52-3a4b-4c3d-9e0f-222222222222',
    permissions: { canCheckWaivers: false, canManifest: false, canTakePayments: false },
    created: '2025-01-01T10:00:00.000Z',
    removed: null,
    clubId: '6f1c2a52-3a4b-4c3d-9e0f-333333333333',
    host: false,
    ...overrides,
  };
}

export function buildAdmin(overrides: Partial<UserResponse> = {}): UserResponse {
  return buildUser({ admin: true, role: 'admin', username: 'admin', displayName: 'Ada Admin', ...overrides });
}

export const club: ClubSummary = {
  _id: '6f1c2a52-3a4b-4c3d-9e0f-333333333333',
  name: 'Testikerho ry',
  timezone: 'Europe/Helsinki',
  created: '2025-01-01T10:00:00.000Z',
};

export const member: MemberSummary = {
  _id: '6f1c2a52-3a4b-4c3d-9e0f-222222222222',
  firstName: 'Maija',
  lastName: 'Meikäläinen',
  nickname: '',
  balance: -12.5,
  ownGear: true,
};

/**
 * What the server answers as a member's `can` for a user (its presenter calls `memberPolicies` the same way):
 * the tests' stand-in for the server, never the app's own code.
 */
export function memberCanFor(
  user: UserResponse,
  m: Pick<Member, '_id' | 'createdBy' | 'role' | 'deletedAt'>,
): MemberCan {
  return memberPolicies(actorOfUser(user), {
    id: m._id,
    createdBy: m.createdBy,
    role: m.role,
    deleted: m.deletedAt !== undefined,
  });
}

/** A member as `GET /api/member` answers it, as `user` sees it; the member `can` is the user's (`memberCanFor`). */
export function memberAsSeenBy(user: UserResponse, m: Member): Member {
  return { ...m, can: memberCanFor(user, m) };
}

/**
 * A member as `GET /api/member` answers it to an admin (`can` as an admin's unless given); override what the
 * test is about.
 */
export function buildMember(overrides: Partial<Member> = {}): Member {
  const built: Omit<Member, 'can'> = {
    _id: '7a000000-0000-4000-8000-000000000001',
    firstName: 'Matti',
    lastName: 'Meikäläinen',
    nickname: '',
    email: 'matti@example.com',
    phone: '+358401234567',
    nextOfKin: '',
    nextOfKinPhone: '',
    balance: 0,
    role: 'jumper',
    license: '',
    exitWeight: null,
    tandemExitWeight: null,
    pilotExitWeight: null,
    totalJumps: null,
    isCoach: false,
    isStaticLineInstructor: false,
    isAFFInstructor: false,
    isTandemInstructor: false,
    isRadioInstructor: false,
    isVideoFlyer: false,
    isPilot: false,
    rigger: false,
    isClubMember: false,
    isSILMember: false,
    ownGear: false,
    endOfStudentTraining: null,
    linkedUser: null,
    referenceNumber: '10016',
    rfReference: 'RF2510016',
    note: '',
    created: '2026-01-01T10:00:00.000Z',
    createdBy: null,
    modified: '2026-01-01T10:00:00.000Z',
    modifiedBy: null,
    ...overrides,
  };
  return { ...built, can: overrides.can ?? memberCanFor(buildAdmin(), built) };
}
