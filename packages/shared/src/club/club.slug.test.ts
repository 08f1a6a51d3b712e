import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clubSlugSchema } from '../validation';
import { slugFromClubName } from './club.rules';

describe('slugFromClubName', () => {
  it.each([
    ['Skydive Utti ry', 'skydive-utti-ry'],
    ['Hyppykerho Ääkkönen', 'hyppykerho-aakkonen'],
    ['Åbo Fallskärmsklubb', 'abo-fallskarmsklubb'],
    ['  --Kerho!!  2026 ', 'kerho-2026'],
    ['X', 'kerho'],
    ['%%%', 'kerho'],
    ['a'.repeat(60), 'a'.repeat(40)],
  ])('%s → %s', (name, slug) => {
    expect(slugFromClubName(name)).toBe(slug);
  });

  it('always proposes a valid public name', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (name) => {
        expect(clubSlugSchema.safeParse(slugFromClubName(name)).success).toBe(true);
      }),
    );
  });
});

describe('clubSlugSchema', () => {
  it.each([
    ['skydive-utti', 'skydive-utti'],
    [' Skydive-Utti ', 'skydive-utti'],
    ['efut2', 'efut2'],
  ])('accepts %j as %s', (input, slug) => {
    expect(clubSlugSchema.parse(input)).toBe(slug);
  });

  it.each(['ab', '-utti', 'utti-', 'ut--ti', 'utti kerho', 'ütti', 'a'.repeat(41), ''])(
    'refuses %j',
    (input) => {
      expect(clubSlugSchema.safeParse(input).success).toBe(false);
    },
  );
});
