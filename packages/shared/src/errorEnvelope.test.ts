import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorEnvelope } from './api';
import { readErrorEnvelope } from './errorEnvelope';

const text = fc.string({ maxLength: 8 });
const anything = fc.oneof(text, fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined));
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.oneof(arb, anything);

/** Bodies near the envelope's shape: each field right, wrong or missing. */
const bodies = fc.record(
  {
    message: maybe(text),
    locale: maybe(text),
    title: maybe(text),
    details: maybe(text),
    detailsLocale: maybe(text),
    detailsParams: maybe(fc.dictionary(text, fc.oneof(text, fc.integer(), fc.boolean()))),
    validationMessage: maybe(fc.array(maybe(text), { maxLength: 3 })),
    validationErrors: maybe(
      fc.array(
        fc.record(
          {
            field: maybe(text),
            fieldLocale: maybe(text),
            locale: maybe(text),
            params: maybe(fc.dictionary(text, fc.oneof(fc.integer(), text))),
          },
          { requiredKeys: [] },
        ),
        { maxLength: 3 },
      ),
    ),
    timeout: maybe(fc.integer()),
    extra: anything,
  },
  { requiredKeys: [] },
);

describe('readErrorEnvelope', () => {
  it('reads what the schema reads, and refuses what it refuses', () => {
    fc.assert(
      fc.property(fc.oneof(bodies, anything, fc.array(anything)), (body) => {
        const parsed = errorEnvelope.safeParse(body);
        expect(readErrorEnvelope(body)).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a server refusal', () => {
    expect(readErrorEnvelope({ message: 'Session expired.', locale: 'error.notAuthenticated' })).toEqual({
      message: 'Session expired.',
      locale: 'error.notAuthenticated',
    });
  });
});
