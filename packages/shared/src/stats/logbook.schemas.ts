import { z } from 'zod';
import { groupRoles } from '../enums';
import type { JumpKind } from './stats.rules';
import { statsQuery } from './stats.schemas';

const jumpKinds = [
  'sport',
  'student',
  'tandem',
  'tandemVideo',
  'instructor',
  'video',
] as const satisfies readonly JumpKind[];

/**
 * `GET /api/member/me/logbook` and `GET /api/member/{id}/logbook` (and their `.csv`): `?year=` keeps the
 * jumps of one year (their running numbers stay those of the whole logbook); `?lang=fi|en` is the CSV's language.
 */
export const logbookQuery = z.object({
  year: statsQuery.shape.year.optional(),
  lang: z.enum(['fi', 'en']).optional(),
});
export type LogbookQuery = z.output<typeof logbookQuery>;

/** One jump of a member's logbook: a jump made (not "did not jump") on a landed load. */
export const logbookJump = z.object({
  /** The running jump number: the jumps before the product plus this jump's place among the manifested ones. */
  number: z.number().int(),
  /** The club day, `YYYY-MM-DD`. */
  date: z.string(),
  loadNumber: z.number().int(),
  loadId: z.string(),
  /** The plane's registration; null for a load without a plane. */
  plane: z.string().nullable(),
  altitude: z.number().int(),
  jumpType: z.enum(jumpKinds),
  groupRole: z.enum(groupRoles),
  /** The training jump's name, for a student's jump. */
  trainingJump: z.string().nullable(),
  /** What landing charged, in euros; null when nothing was charged (a working jump, a tandem passenger). */
  price: z.number().nullable(),
  highOpening: z.boolean(),
});
export type LogbookJump = z.infer<typeof logbookJump>;

/** A member's logbook, oldest first. */
export const logbook = z.object({
  /** The jumps the member had before the first manifested one (typed on the member), or null when not known. */
  jumpsBefore: z.number().int().nullable(),
  jumps: z.array(logbookJump),
});
export type Logbook = z.infer<typeof logbook>;
