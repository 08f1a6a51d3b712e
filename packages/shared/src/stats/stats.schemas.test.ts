import { describe, expect, it } from 'vitest';
import { statsQuery } from './stats.schemas';

describe('statsQuery', () => {
  it.each([
    [{}, 'Year is required'],
    [{ year: '' }, 'Year is required'],
    [{ year: 'abc' }, 'Invalid year'],
    [{ year: '20266' }, 'Invalid year'],
    [{ year: '1999' }, 'Invalid year'],
    [{ year: '2026.5' }, 'Invalid year'],
  ])('%j is refused with "%s"', (query, message) => {
    const result = statsQuery.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('reads a year', () => {
    expect(statsQuery.parse({ year: '2026' })).toEqual({ year: 2026 });
  });
});
