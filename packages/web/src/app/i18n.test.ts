import { describe, expect, it } from 'vitest';
import i18n, { detectLanguage, initI18n } from './i18n';

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

describe('initI18n', () => {
  it('downloads the texts of the language in use only, and the other one when switching to it', async () => {
    const instance = i18n.createInstance();
    await initI18n(instance, 'fi');
    expect(instance.hasResourceBundle('fi', 'translation')).toBe(true);
    expect(instance.hasResourceBundle('en', 'translation')).toBe(false);
    expect(instance.t('common.retry')).toBe('Yritä uudelleen');

    await instance.changeLanguage('en');
    expect(instance.hasResourceBundle('en', 'translation')).toBe(true);
    expect(instance.t('common.retry')).toBe('Try again');
  });
});
