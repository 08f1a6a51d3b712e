import { z } from 'zod';
import { licenses, memberRoles } from '../enums';
import { errors } from '../errors';

/**
 * `GET /api/stats?year=YYYY` and the logbook's query. A missing year is "Year is required", anything but a
 * whole year 2000–2100 "Invalid year" (spec section 8).
 */
export const statsQuery = z.object({
  year: z
    .string({ error: errors.yearRequired.message })
    .trim()
    .min(1, errors.yearRequired.message)
    .regex(/^\d{4}$/, errors.invalidYear.message)
    .transform(Number)
    .pipe(z.number().int().min(2000, errors.invalidYear.message).max(2100, errors.invalidYear.message)),
});
export type StatsQuery = z.output<typeof statsQuery>;

/** Twelve counts, January first. */
const perMonth = z.array(z.number().int()).length(12);

/** A count per month of the year and its total. */
export const monthlyCount = z.object({ months: perMonth, total: z.number().int() });
export type MonthlyCount = z.infer<typeof monthlyCount>;

/** One member's line in a ranking (the member may since have been deleted: the name stays). */
export const rankingRow = z.object({
  memberId: z.string(),
  name: z.string(),
  role: z.enum(memberRoles),
  license: z.enum(licenses),
  jumps: z.number().int(),
});
export type RankingRow = z.infer<typeof rankingRow>;

/** A pilot's line: loads flown, their flight minutes and the hours rounded to whole hours (spec section 9). */
export const pilotRankingRow = z.object({
  memberId: z.string(),
  name: z.string(),
  loads: z.number().int(),
  flightMinutes: z.number().int(),
  flightHours: z.number().int(),
});
export type PilotRankingRow = z.infer<typeof pilotRankingRow>;

/** A club day with landed loads. */
export const perDateRow = z.object({
  date: z.string(),
  loads: z.number().int(),
  jumps: z.number().int(),
  tandems: z.number().int(),
  students: z.number().int(),
  flightMinutes: z.number().int(),
});
export type PerDateRow = z.infer<typeof perDateRow>;

/**
 * The club now (not per year). The money sums (euros) only for admins: `null` for everyone else.
 */
export const statsSummary = z.object({
  licenses: z.object({ A: z.number().int(), B: z.number().int(), C: z.number().int(), D: z.number().int() }),
  balanceSum: z.number().nullable(),
  negativeBalanceSum: z.number().nullable(),
  members: z.number().int(),
  students: z.number().int(),
  tandemStudents: z.number().int(),
  pilots: z.number().int(),
  clubMembers: z.number().int(),
  licensedJumpers: z.number().int(),
});
export type StatsSummary = z.infer<typeof statsSummary>;

/** `GET /api/stats?year=` (api-contract): the year's numbers, only landed loads and jumpers who jumped. */
export const statsResponse = z.object({
  year: z.number().int(),
  /** Years that have landed loads, newest first (the year picker's choices); always holds the current year. */
  years: z.array(z.number().int()),
  summary: statsSummary,
  jumpRanking: z.array(rankingRow),
  studentRanking: z.array(rankingRow),
  pilotRanking: z.array(pilotRankingRow),
  /** Tandem jumps (each tandem is one, its two jumpers count as two in `jumps`). */
  tandems: monthlyCount,
  studentJumps: monthlyCount,
  sportJumps: monthlyCount,
  tandemVideoJumps: monthlyCount,
  /** Every jump of the year by month (a tandem is two). */
  jumps: monthlyCount,
  perDate: z.array(perDateRow),
});
export type StatsResponse = z.infer<typeof statsResponse>;
