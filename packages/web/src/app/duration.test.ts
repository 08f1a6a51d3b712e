import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardTranslator } from '../features/loadsPublic/boardTexts';
import { durationText } from './duration';
import i18n from './i18n';

const en = (minutes: number) => durationText((key, params) => i18n.t(key, { ...params, lng: 'en' }), minutes);
const fi = (minutes: number) => durationText((key, params) => i18n.t(key, { ...params, lng: 'fi' }), minutes);

describe('durationText', () => {
  it.each([
    [0, '0 min'],
    [1, '1 min'],
    [59, '59 min'],
    [60, '1 h'],
    [61, '1 h 1 min'],
    [135, '2 h 15 min'],
    [297, '4 h 57 min'],
    [1197, '19 h 57 min'],
    [-12, '12 min'],
    [-75, '1 h 15 min'],
  ])('writes %i minutes as %s', (minutes, text) => {
    expect(en(minutes)).toBe(text);
    expect(fi(minutes)).toBe(text);
  });

  it('reads back as the same number of minutes, with the minutes part under an hour', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2000, max: 2000 }), (minutes) => {
        const m = /^(?:(\d+) h)?\s?(?:(\d+) min)?$/.exec(en(minutes));
        expect(m).not.toBeNull();
        const hours = Number(m?.[1] ?? 0);
        const rest = Number(m?.[2] ?? 0);
        expect(rest).toBeLessThan(60);
        expect(hours * 60 + rest).toBe(Math.abs(minutes));
      }),
    );
  });

  it('is the same on the light board, which has its own translator', () => {
    for (const language of ['fi', 'en'] as const) {
      const t = boardTranslator(language);
      for (const minutes of [5, 60, 135]) {
        expect(durationText(t, minutes)).toBe(language === 'fi' ? fi(minutes) : en(minutes));
      }
      expect(t('loadsPublic.inTime', { duration: durationText(t, 135) })).toBe(
        language === 'fi' ? '2 h 15 min päästä' : 'in 2 h 15 min',
      );
    }
  });
});
