import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pluralCategory } from './lightTexts';

describe('pluralCategory', () => {
  it("is Intl's plural category in Finnish and English for any count", () => {
    const rules = { fi: new Intl.PluralRules('fi'), en: new Intl.PluralRules('en') };
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -3, max: 3 }),
          fc.integer({ min: -1000, max: 100_000 }),
          fc.double({ min: -100, max: 100, noNaN: true }),
        ),
        fc.constantFrom('fi', 'en') as fc.Arbitrary<'fi' | 'en'>,
        (count, language) => {
          expect(pluralCategory(count)).toBe(rules[language].select(count));
        },
      ),
      { numRuns: 500 },
    );
  });
});
