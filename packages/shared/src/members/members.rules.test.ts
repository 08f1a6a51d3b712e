import { describe, expect, it } from 'vitest';
import {
  countMemberGroups,
  jumpsBeforeOf,
  memberDisplayName,
  memberGroups,
  suggestedExitWeight,
  totalJumpsOf,
} from './members.rules';

const base = {
  role: 'jumper' as const,
  isCoach: false,
  isStaticLineInstructor: false,
  isAFFInstructor: false,
  isPilot: false,
  isClubMember: false,
};

describe('memberDisplayName', () => {
  it.each([
    [{ firstName: 'Anna', lastName: 'Virtanen', nickname: 'Ässä' }, "Anna Virtanen 'Ässä'"],
    [{ firstName: 'Anna', lastName: 'Virtanen', nickname: '' }, 'Anna Virtanen'],
    [{ firstName: 'Anna', lastName: 'Virtanen' }, 'Anna Virtanen'],
  ])('%j → %s', (m, name) => {
    expect(memberDisplayName(m)).toBe(name);
  });
});

describe('member groups (spec section 6)', () => {
  it.each([
    [{ ...base }, ['jumpers']],
    [{ ...base, role: 'student-sl' as const }, ['jumpers', 'students']],
    [{ ...base, role: 'student-aff' as const }, ['jumpers', 'students']],
    [{ ...base, role: 'student-tandem' as const }, ['jumpers', 'tandemStudents']],
    [{ ...base, isCoach: true }, ['jumpers', 'instructors']],
    [
      { ...base, isAFFInstructor: true, isPilot: true, isClubMember: true },
      ['jumpers', 'instructors', 'pilots', 'clubMembers'],
    ],
  ])('%j', (m, groups) => {
    expect(memberGroups(m)).toEqual(groups);
  });

  it('counts each group', () => {
    const counts = countMemberGroups([base, { ...base, role: 'student-sl' }, { ...base, isPilot: true }]);
    expect(counts).toEqual({
      jumpers: 3,
      students: 1,
      tandemStudents: 0,
      instructors: 0,
      pilots: 1,
      clubMembers: 0,
    });
  });
});

describe('the exit weight hint', () => {
  it('suggests own weight + 13 kg', () => {
    expect(suggestedExitWeight(80)).toBe(93);
  });
});

describe('totalJumpsOf and jumpsBeforeOf', () => {
  it.each<[number | null, number, number | null]>([
    [null, 0, null],
    [null, 3, 3],
    [0, 0, 0],
    [120, 0, 120],
    [120, 5, 125],
  ])('%s before and %s landed make %s', (before, landed, total) => {
    expect(totalJumpsOf(before, landed)).toBe(total);
  });

  it.each<[number | null, number, number | null | undefined]>([
    [null, 4, null],
    [125, 5, 120],
    [5, 5, 0],
    [4, 5, undefined],
    [0, 0, 0],
  ])('typed %s with %s landed stores %s before', (typed, landed, before) => {
    expect(jumpsBeforeOf(typed, landed)).toBe(before);
  });

  it('a typed total reads back as typed', () => {
    expect(totalJumpsOf(jumpsBeforeOf(300, 7) ?? null, 7)).toBe(300);
  });
});
