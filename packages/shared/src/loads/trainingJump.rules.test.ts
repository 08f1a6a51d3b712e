import { describe, expect, it } from 'vitest';
import {
  type LastTrainingJump,
  lastTrainingJumps,
  nextTrainingJump,
  type TrainingJumpRow,
} from './trainingJump.rules';

const jump = (_id: string, name = _id.toUpperCase()) => ({ _id, name });
const programs = [
  { forStudentType: 'student-sl', jumps: [jump('sl1'), jump('sl2')] },
  { forStudentType: 'student-aff', jumps: [jump('a1'), jump('a2'), jump('a3')] },
  { forStudentType: 'student-aff', jumps: [jump('c1'), jump('c2')] },
];

describe('nextTrainingJump', () => {
  it.each([
    ['no jumps: the first', 'student-aff', null, 'a1'],
    ['the last one the next', 'student-aff', jump('a1'), 'a2'],
    ['in the second program', 'student-aff', jump('c1'), 'c2'],
    ['the program finished: none', 'student-aff', jump('a3'), null],
    ['the second program finished: none', 'student-aff', jump('c2'), null],
    ['the other type of student', 'student-sl', null, 'sl1'],
    ['a jump of another program type: none', 'student-sl', jump('a1'), null],
    ['a jump removed from the program: none', 'student-aff', jump('gone', 'Gone'), null],
    ['a jump given a new id: found by name', 'student-aff', jump('old-id', 'A2'), 'a3'],
    ['a role without a program: none', 'jumper', null, null],
  ] as [string, 'student-aff' | 'student-sl' | 'jumper', LastTrainingJump | null, string | null][])(
    '%s',
    (_name, role, last, next) => {
      expect(nextTrainingJump(programs, role, last)?._id ?? null).toBe(next);
    },
  );

  it('skips an empty program for the first jump', () => {
    const withEmpty = [{ forStudentType: 'student-aff', jumps: [] }, ...programs];
    expect(nextTrainingJump(withEmpty, 'student-aff', null)?._id).toBe('a1');
  });
});

describe('lastTrainingJumps', () => {
  const row = (memberId: string, id: string, didNotJump = false): TrainingJumpRow => ({
    memberId,
    trainingJumpId: id,
    trainingJumpName: id.toUpperCase(),
    didNotJump,
  });

  it.each([
    ['no rows: none', [], undefined],
    ['the last of the rows, oldest first', [row('s', 'a1'), row('s', 'a2')], 'a2'],
    ['a did-not-jump does not count', [row('s', 'a1'), row('s', 'a2', true)], 'a1'],
    ['only did-not-jumps: none', [row('s', 'a1', true)], undefined],
    ['another student’s rows do not count', [row('s', 'a1'), row('t', 'a2')], 'a1'],
  ] as [string, TrainingJumpRow[], string | undefined][])('%s', (_name, rows, last) => {
    expect(lastTrainingJumps(rows).get('s')?._id).toBe(last);
  });

  it('gives the jump’s name too', () => {
    expect(lastTrainingJumps([row('s', 'a1')]).get('s')).toEqual({ _id: 'a1', name: 'A1' });
  });

  it('then gives the next jump with nextTrainingJump', () => {
    const last = lastTrainingJumps([row('s', 'a1'), row('s', 'a2'), row('s', 'a3', true)]).get('s');
    expect(nextTrainingJump(programs, 'student-aff', last)?._id).toBe('a3');
  });
});
