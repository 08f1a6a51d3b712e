import type { JumpLine, Load } from '@dz/shared';
import { type DecimalSeparator, formatEuroInput } from '../../app/euroInput';
import type { JumperRowDraft } from './addJumperForm';
import { hasFunJumpers, isFunJumper } from './loadsView';

/** A member's own jump on another load of the day, as far as the add-jumper defaults look at it. */
export interface LastJump {
  loadNumber: number;
  altitude: number;
  ownGear: boolean;
  /** In euros; null is the club's default rent. */
  gearRental: number | null;
}

/**
 * The member's jump on their last load of the day (the highest load number) other than `exceptLoadId`,
 * as a jumper of their own (fun or video jumper): a tandem's or a student group's altitude and gear say
 * nothing of what they jump alone.
 */
export function lastJumpOf(
  memberId: string,
  dayLoads: readonly Load[],
  exceptLoadId: string,
): LastJump | null {
  let last: LastJump | null = null;
  for (const load of dayLoads) {
    if (load._id === exceptLoadId || (last && load.number <= last.loadNumber)) {
      continue;
    }
    const jump = load.jumpers.find((j) => j.memberId === memberId && j.groupRole === 'single');
    if (jump) {
      last = {
        loadNumber: load.number,
        altitude: jump.altitude,
        ownGear: jump.ownGear,
        gearRental: jump.gearRental,
      };
    }
  }
  return last;
}

/**
 * A jumper's altitude and gear to start from: those of their last jump of the day (the day's last choice
 * wins), else the plane's highest jump line, the club's gear rent and the member's own gear (issue 27: a
 * fact about the jumper). An altitude this plane has no line for is not repeated.
 */
export function jumperDefaults(
  last: LastJump | null,
  jumpLines: readonly JumpLine[],
  separator: DecimalSeparator,
  memberOwnGear = false,
): Omit<JumperRowDraft, 'memberId'> {
  const highest = jumpLines.at(-1)?.altitude ?? null;
  if (!last) {
    return { altitude: highest, ownGear: memberOwnGear, gearRental: '' };
  }
  const isLine = jumpLines.length === 0 || jumpLines.some((l) => l.altitude === last.altitude);
  return {
    altitude: isLine ? last.altitude : highest,
    ownGear: last.ownGear,
    gearRental: last.ownGear ? '' : formatEuroInput(last.gearRental, separator),
  };
}

/**
 * The fun jumpers of `source` (another load of the day) as rows of the several kind, in the source's order,
 * each with the altitude and gear they jumped there: "the same jumpers as load N". Those `skip` names (on
 * the load already, picked already, no longer members) are left out.
 */
export function sameJumpersAs(
  source: Load,
  jumpLines: readonly JumpLine[],
  separator: DecimalSeparator,
  skip: (memberId: string) => boolean,
): JumperRowDraft[] {
  const seen = new Set<string>();
  return source.jumpers.flatMap((jump) => {
    if (!isFunJumper(jump) || seen.has(jump.memberId) || skip(jump.memberId)) {
      return [];
    }
    seen.add(jump.memberId);
    const there: LastJump = {
      loadNumber: source.number,
      altitude: jump.altitude,
      ownGear: jump.ownGear,
      gearRental: jump.gearRental,
    };
    return [{ memberId: jump.memberId, ...jumperDefaults(there, jumpLines, separator) }];
  });
}

/** The loads of the day whose fun jumpers can be put on `load` again: the others with any, the latest first. */
export function groupSources(dayLoads: readonly Load[], load: Load): Load[] {
  return dayLoads.filter((l) => l._id !== load._id && hasFunJumpers(l)).sort((a, b) => b.number - a.number);
}
