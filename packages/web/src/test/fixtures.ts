import type { ClubSummary, MemberSummary, UserResponse } from '@dz/shared';

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
    permissions: { canCheckWaivers: false },
    created: '2025-01-01T10:00:00.000Z',
    removed: null,
    clubId: '6f1c2a52-3a4b-4c3d-9e0f-333333333333',
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
};
