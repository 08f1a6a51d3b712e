import { describe, expect, it } from 'vitest';
import { returnPathOf } from './returnPath';

describe('returnPathOf', () => {
  it.each([
    [{ from: '/payments' }, '/payments'],
    [{ from: '/loads/2026-06-01?x=1' }, '/loads/2026-06-01?x=1'],
    [null, '/loads'],
    [undefined, '/loads'],
    ['/payments', '/loads'],
    [{ from: 42 }, '/loads'],
    [{ from: '' }, '/loads'],
    [{ from: '/login' }, '/loads'],
    [{ from: '/login?next=/x' }, '/loads'],
    // another site, however written, is never where a sign-in leads
    [{ from: '//evil.example/' }, '/loads'],
    [{ from: '/\\evil.example/' }, '/loads'],
    [{ from: 'https://evil.example/' }, '/loads'],
    [{ from: 'javascript:alert(1)' }, '/loads'],
  ])('%j → %s', (state, expected) => {
    expect(returnPathOf(state)).toBe(expected);
  });
});
