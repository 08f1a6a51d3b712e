import type { GroupRole, JumperType } from '../enums';

/**
 * What a jump counts as in the stats (domain rules, Stats): a sport jump (a fun jumper alone, type normal), a
 * student's jump, either half of a tandem (instructor or passenger: a tandem is two jumps), the video flyer of a
 * tandem, the instructor of a student group, or a video jump alone.
 */
export type JumpKind = 'sport' | 'student' | 'tandem' | 'tandemVideo' | 'instructor' | 'video';

/** A manifest row's kind of jump, from its type and its place in its group. */
export function jumpKindOf(row: { type: JumperType; groupRole: GroupRole }): JumpKind {
  switch (row.groupRole) {
    case 'tandemInstructor':
    case 'passenger':
      return 'tandem';
    case 'videoFlyer':
      return 'tandemVideo';
    case 'student':
      return 'student';
    case 'instructor':
      return 'instructor';
    default:
      return row.type === 'normal'
        ? 'sport'
        : row.type === 'video'
          ? 'video'
          : row.type === 'student'
            ? 'student'
            : 'instructor';
  }
}

/** A tandem counts once by its passenger's row (`groupRole === 'passenger'`): `tandems` and `perDate.tandems`. */

/** Whether a row's member takes a place in the jump ranking: everyone who jumped but a tandem passenger. */
export const countsInJumpRanking = (row: { groupRole: GroupRole }) => row.groupRole !== 'passenger';

/** Flight minutes as the whole hours the pilot ranking shows (spec section 9: rounded, half up). */
export function flightHours(minutes: number): number {
  return Math.round(minutes / 60);
}

/** A jump counted into twelve months: `month` 1–12 of the club day `YYYY-MM-DD`. */
export function monthOf(day: string): number {
  return Number(day.slice(5, 7));
}

/**
 * The running jump numbers of a member's logbook, oldest first: the first manifested jump is the member's jumps
 * before the product (`totalJumps` typed on the member, or 0) plus one.
 */
export function logbookNumbers(jumpsBefore: number | null, count: number): number[] {
  const start = (jumpsBefore ?? 0) + 1;
  return Array.from({ length: count }, (_, i) => start + i);
}
