import { describe, expect, it } from 'vitest';
import { languageOf, sharedText } from './translate';

describe('sharedText', () => {
  it.each([
    ['fi', 'Nousu 3 2026-11-22, 4000 m'],
    ['en', 'Load 3 2026-11-22, 4000 m'],
  ] as const)('renders a ledger comment in %s', (language, text) => {
    expect(
      sharedText(language, 'ledgerComment.jump', { number: 3, date: '2026-11-22', altitude: 4000 }),
    ).toBe(text);
  });

  it('answers the key of a missing text', () => {
    expect(sharedText('fi', 'ledgerComment.nothing')).toBe('ledgerComment.nothing');
  });
});

describe('languageOf', () => {
  it.each([
    ['en-GB,en;q=0.9', 'en'],
    ['fi-FI', 'fi'],
    ['', 'fi'],
    [undefined, 'fi'],
    ['sv', 'fi'],
  ])('%s → %s', (header, language) => {
    expect(languageOf(header)).toBe(language);
  });
});
