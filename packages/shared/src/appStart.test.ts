import { describe, expect, it } from 'vitest';
import { loadsDayOfPath, opensLightDay, preloadLinks, publicBoardTodayPath } from './appStart';

describe('loadsDayOfPath', () => {
  it.each([
    ['/', 'today'],
    ['/loads', 'today'],
    ['/loads/', 'today'],
    ['/loads/2026-06-01', '2026-06-01'],
    ['/loads/2026-06-01/', '2026-06-01'],
    ['/loads/2026-02-30', null],
    ['/loads/tomorrow', null],
    ['/loads/2026-06-01/extra', null],
    ['/payments', null],
    ['/loads-public', null],
  ])('%s shows %s', (path, day) => {
    expect(loadsDayOfPath(path)).toBe(day);
  });
});

describe('preloadLinks', () => {
  it('asks for each path with the cookies, as fetch', () => {
    expect(preloadLinks(['/api/session', '/api/loads/2026-06-01'])).toBe(
      '</api/session>; rel=preload; as=fetch; crossorigin=use-credentials, ' +
        '</api/loads/2026-06-01>; rel=preload; as=fetch; crossorigin=use-credentials',
    );
  });
});

describe('opensLightDay', () => {
  const jumper = {
    admin: false,
    role: 'user' as const,
    permissions: { canCheckWaivers: false, canManifest: false, canTakePayments: false },
    memberId: 'm1',
  };
  it.each([
    ['a linked jumper', jumper, true],
    ['a user not linked yet', { ...jumper, memberId: null }, false],
    [
      'manifest staff',
      { ...jumper, permissions: { canCheckWaivers: false, canManifest: true, canTakePayments: false } },
      false,
    ],
    [
      'a waiver checker',
      { ...jumper, permissions: { canCheckWaivers: true, canManifest: false, canTakePayments: false } },
      false,
    ],
    ['an admin', { ...jumper, admin: true }, false],
    ['the overlord', { ...jumper, role: 'overlord' as const }, false],
  ])('%s: %s', (_, user, light) => {
    expect(opensLightDay(user)).toBe(light);
  });
});

describe('publicBoardTodayPath', () => {
  it.each([
    ['', '/api/loads-public/today'],
    ['skydive-utti', '/api/loads-public/today?club=skydive-utti'],
    ['a&b c', '/api/loads-public/today?club=a%26b%20c'],
  ])('%j asks %s', (club, path) => {
    expect(publicBoardTodayPath(club)).toBe(path);
  });
});
