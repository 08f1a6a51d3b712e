import { describe, expect, it } from 'vitest';
import { loadsDayOfPath, preloadLinks } from './appStart';

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
