import { describe, expect, it } from 'vitest';
import type { GroupRole, JumperType } from '../enums';
import {
  countsInJumpRanking,
  flightHours,
  type JumpKind,
  jumpKindOf,
  logbookNumbers,
  monthOf,
} from './stats.rules';

describe('jumpKindOf', () => {
  it.each<[JumperType, GroupRole, JumpKind]>([
    ['normal', 'single', 'sport'],
    ['video', 'single', 'video'],
    ['student', 'single', 'student'],
    ['instructor', 'single', 'instructor'],
    ['tandem', 'tandemInstructor', 'tandem'],
    ['tandem', 'passenger', 'tandem'],
    ['video', 'videoFlyer', 'tandemVideo'],
    ['instructor', 'instructor', 'instructor'],
    ['student', 'student', 'student'],
  ])('%s as %s is a %s jump', (type, groupRole, kind) => {
    expect(jumpKindOf({ type, groupRole })).toBe(kind);
  });

  it('leaves only tandem passengers out of the jump ranking', () => {
    expect(countsInJumpRanking({ groupRole: 'passenger' })).toBe(false);
    expect(countsInJumpRanking({ groupRole: 'tandemInstructor' })).toBe(true);
    expect(countsInJumpRanking({ groupRole: 'student' })).toBe(true);
  });
});

describe('flightHours', () => {
  it.each([
    [0, 0],
    [29, 0],
    [30, 1],
    [89, 1],
    [90, 2],
    [600, 10],
  ])('%i minutes are %i hours', (minutes, hours) => {
    expect(flightHours(minutes)).toBe(hours);
  });
});

describe('monthOf and logbookNumbers', () => {
  it('reads the month of a club day', () => {
    expect(monthOf('2026-01-31')).toBe(1);
    expect(monthOf('2026-12-01')).toBe(12);
  });

  it('numbers the logbook on from the jumps before the product', () => {
    expect(logbookNumbers(250, 3)).toEqual([251, 252, 253]);
    expect(logbookNumbers(null, 2)).toEqual([1, 2]);
    expect(logbookNumbers(0, 0)).toEqual([]);
  });
});
