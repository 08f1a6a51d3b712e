import { describe, expect, it } from 'vitest';
import { returnPathOf } from './returnPath';

describe('returnPathOf', () => {
  it.each([
    [{ from: '/payments' }, '/payments'],
    [{ from: '/loads/2026-06-01?x=1' }, '/loads/2026-06-01?x=1'],
    [null, '/'],
    [undefined, '/'],
    ['/payments', '/'],
    [{ from: 42 }, '/'],
    [{ from: '' }, '/'],
    [{ from: '/login' }, '/'],
    [{ from: '/login?next=/x' }, '/'],
    // another site, however written, is never where a sign-in leads
    [{ from: '//evil.example/' }, '/'],
    [{ from: '/\\evil.example/' }, '/'],
    [{ from: 'https://evil.example/' }, '/'],
    [{ from: 'javascript:alert(1)' }, '/'],
  ])('%j → %s', (state, expected) => {
    expect(returnPathOf(state)).toBe(expected);
  });
});
