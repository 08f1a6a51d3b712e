import type { MemberRole } from '../enums';

/** A training jump a student made, or was manifested for: a row of a landed load. */
export interface TrainingJumpRow {
  memberId: string;
  trainingJumpId: string;
  /** The jump's name when it was made: it finds the jump again if the program gave it a new id. */
  trainingJumpName: string;
  didNotJump: boolean;
}

/** The last training jump a student made. */
export interface LastTrainingJump {
  _id: string;
  name: string;
}

/**
 * Each student's last training jump (issue 27): of their rows on landed loads, oldest first, the last one
 * they jumped. A did-not-jump row is no jump (domain rules, "Prices"), so it does not count.
 */
export function lastTrainingJumps(rows: readonly TrainingJumpRow[]): Map<string, LastTrainingJump> {
  const last = new Map<string, LastTrainingJump>();
  for (const r of rows) {
    if (!r.didNotJump) {
      last.set(r.memberId, { _id: r.trainingJumpId, name: r.trainingJumpName });
    }
  }
  return last;
}

interface ProgramOf<J> {
  forStudentType: string;
  jumps: readonly J[];
}

/**
 * The student's next training jump (issue 27): the one after their last in its program's order, the first
 * jump of their programs when they have made none, none when the last was the program's last. A last jump
 * no longer in the programs under its id is found by its name; one removed from them gives none (where the
 * student is in the program is then the instructor's call).
 */
export function nextTrainingJump<J extends { _id: string; name: string }>(
  programs: readonly ProgramOf<J>[],
  role: MemberRole,
  last: LastTrainingJump | null | undefined,
): J | null {
  const own = programs.filter((p) => p.forStudentType === role);
  if (!last) {
    return own.find((p) => p.jumps.length > 0)?.jumps[0] ?? null;
  }
  const at = (match: (j: J) => boolean) => {
    for (const p of own) {
      const index = p.jumps.findIndex(match);
      if (index >= 0) {
        return p.jumps[index + 1] ?? null;
      }
    }
    return undefined;
  };
  const byId = at((j) => j._id === last._id);
  return byId !== undefined ? byId : (at((j) => j.name === last.name) ?? null);
}
