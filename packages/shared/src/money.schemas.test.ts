import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { asCents, boundedEurosAsCents, eurosAsCents, priceEurosAsCents } from './money.schemas';

const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('money schemas', () => {
  it.each([
    [12.5, 1250],
    [-3.25, -325],
    [0.29, 29],
    [0, 0],
  ])('delivers %d € as %i cents', (euros, cents) => {
    expect(eurosAsCents.parse(euros)).toBe(cents);
  });

  it('keeps the euro rules and their messages', () => {
    expect(messages(eurosAsCents, 1.234)).toEqual(['Invalid amount']);
    expect(messages(eurosAsCents, undefined)).toEqual(['Required']);
    expect(messages(boundedEurosAsCents, 100_000.01)).toEqual(['Maximum 100000']);
    expect(messages(boundedEurosAsCents, -100_000.01)).toEqual(['Minimum -100000']);
    expect(messages(priceEurosAsCents, -1)).toEqual(['Minimum 0']);
    expect(priceEurosAsCents.parse(100_000)).toBe(10_000_000);
  });

  it('refuses a third decimal even under a rule written without euros', () => {
    expect(messages(asCents(z.number()), 0.001)).toEqual(['Invalid amount']);
  });

  it('takes euros in the JSON schema (the API input), whatever it delivers', () => {
    expect(z.toJSONSchema(priceEurosAsCents, { io: 'input' })).toMatchObject({ type: 'number' });
  });
});
