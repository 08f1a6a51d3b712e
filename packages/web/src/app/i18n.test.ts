import { describe, expect, it } from 'vitest';
import { detectLanguage } from './i18n';

describe('detectLanguage', () => {
  it.each([
    ['fi', 'en-US', 'fi'],
    ['en', 'fi-FI', 'en'],
    [null, 'fi-FI', 'fi'],
    [null, 'en-GB', 'en'],
    [null, 'sv-SE', 'en'],
    ['de', 'sv-SE', 'en'],
    [null, undefined, 'en'],
  ] as const)('stored %s, browser %s → %s', (stored, browser, expected) => {
    expect(detectLanguage(stored, browser)).toBe(expected);
  });
});
