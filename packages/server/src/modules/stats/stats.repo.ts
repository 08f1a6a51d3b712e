import type { GroupRole, JumperType, License, MemberRole } from '@dz/shared';
import { studentTypes } from '@dz/shared/enums';
import { and, eq, gte, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loadJumpers, loads, members } from '../../db/schema/index';

/** Jumps of one club day of one kind of manifest row (type and place in the group). */
export interface DayJumpBucket {
  date: string;
  type: JumperType;
  groupRole: GroupRole;
  jumps: number;
}

/** Jumps of one member of one kind of manifest row; the member may since have been deleted. */
export interface MemberJumpBucket {
  memberId: string;
  firstName: string;
  lastName: string;
  nickname: string;
  role: MemberRole;
  license: License;
  type: JumperType;
  groupRole: GroupRole;
  jumps: number;
}

/** A pilot's landed loads of the year and their flight minutes. */
export interface PilotLoads {
  memberId: string;
  firstName: string;
  lastName: string;
  nickname: string;
  loads: number;
  flightMinutes: number;
}

/** A club day's landed loads and their flight minutes. */
export interface DayLoads {
  date: string;
  loads: number;
  flightMinutes: number;
}

/** The club's members now (deleted ones left out); the balances in cents. */
export interface MemberCounts {
  licenseA: number;
  licenseB: number;
  licenseC: number;
  licenseD: number;
  balanceCents: number;
  negativeBalanceCents: number;
  members: number;
  students: number;
  tandemStudents: number;
  pilots: number;
  clubMembers: number;
  licensedJumpers: number;
}

const int = (expr: SQL) => sql<number>`(${expr})::int`.mapWith(Number);
/** Sums of `bigint` cents come back as numeric text: read them as numbers (they stay far below 2^53). */
const cents = (expr: SQL) => sql<number>`coalesce(${expr}, 0)::bigint`.mapWith(Number);

/**
 * The aggregates of `GET /api/stats?year=`: each method is one statement grouped in the database, whatever the
 * number of loads or members. Only the club's landed loads of the calendar year count (`loads.date` is the club
 * day in the club's time zone, so the year turns at the club's midnight), and only jumpers who jumped.
 */
export function createStatsRepo(db: DbOrTx) {
  /** The club's landed loads of a year: `date` in [year-01-01, year+1-01-01). */
  const landedIn = (clubId: string, year: number) =>
    and(
      eq(loads.clubId, clubId),
      eq(loads.state, 'landed'),
      gte(loads.date, `${year}-01-01`),
      lt(loads.date, `${year + 1}-01-01`),
    );
  const jumped = and(eq(loadJumpers.loadId, loads.id), eq(loadJumpers.didNotJump, false));

  return {
    /**
     * Jumps per club day and kind of manifest row (a few rows per day), and per member and kind (with the
     * member's name, role and licence, deleted members too): one pass over the year's jumpers grouped both ways,
     * the names joined to the few grouped rows only.
     */
    async jumpBuckets(
      clubId: string,
      year: number,
    ): Promise<{ byDay: DayJumpBucket[]; byMember: MemberJumpBucket[] }> {
      const kind = sql`${loadJumpers.type}, ${loadJumpers.groupRole}`;
      const buckets = db
        .select({
          date: loads.date,
          memberId: loadJumpers.memberId,
          type: loadJumpers.type,
          groupRole: loadJumpers.groupRole,
          jumps: int(sql`count(*)`).as('jumps'),
        })
        .from(loads)
        .innerJoin(loadJumpers, jumped)
        .where(landedIn(clubId, year))
        .groupBy(sql`grouping sets ((${loads.date}, ${kind}), (${loadJumpers.memberId}, ${kind}))`)
        .as('buckets');
      const rows = await db
        .select({
          date: buckets.date,
          memberId: buckets.memberId,
          type: buckets.type,
          groupRole: buckets.groupRole,
          jumps: buckets.jumps,
          firstName: members.firstName,
          lastName: members.lastName,
          nickname: members.nickname,
          role: members.role,
          license: members.license,
        })
        .from(buckets)
        .leftJoin(members, eq(members.id, buckets.memberId));
      const byDay: DayJumpBucket[] = [];
      const byMember: MemberJumpBucket[] = [];
      for (const { date, memberId, type, groupRole, jumps, ...m } of rows) {
        // a row of the per-day grouping has no member, one of the per-member grouping no date
        if (memberId === null) {
          byDay.push({ date, type, groupRole, jumps });
        } else if (
          m.firstName !== null &&
          m.lastName !== null &&
          m.nickname !== null &&
          m.role &&
          m.license !== null
        ) {
          byMember.push({
            memberId,
            firstName: m.firstName,
            lastName: m.lastName,
            nickname: m.nickname,
            role: m.role,
            license: m.license,
            type,
            groupRole,
            jumps,
          });
        }
      }
      return { byDay, byMember };
    },

    /** Landed loads and flight minutes per pilot (loads without a pilot are left out). */
    async loadsByPilot(clubId: string, year: number): Promise<PilotLoads[]> {
      return db
        .select({
          memberId: members.id,
          firstName: members.firstName,
          lastName: members.lastName,
          nickname: members.nickname,
          loads: int(sql`count(*)`),
          flightMinutes: int(sql`coalesce(sum(${loads.flightTime}), 0)`),
        })
        .from(loads)
        .innerJoin(members, eq(members.id, loads.pilotId))
        .where(and(landedIn(clubId, year), isNotNull(loads.pilotId)))
        .groupBy(members.id);
    },

    /** Landed loads and flight minutes per club day. */
    async loadsByDay(clubId: string, year: number): Promise<DayLoads[]> {
      return db
        .select({
          date: loads.date,
          loads: int(sql`count(*)`),
          flightMinutes: int(sql`coalesce(sum(${loads.flightTime}), 0)`),
        })
        .from(loads)
        .where(landedIn(clubId, year))
        .groupBy(loads.date);
    },

    /** The calendar years that have landed loads. */
    async yearsWithLandedLoads(clubId: string): Promise<number[]> {
      const year = int(sql`extract(year from ${loads.date})`);
      const rows = await db
        .selectDistinct({ year })
        .from(loads)
        .where(and(eq(loads.clubId, clubId), eq(loads.state, 'landed')));
      return rows.map((r) => r.year);
    },

    /** Counts of the club's members now, and their balances (deleted members left out). */
    async memberCounts(clubId: string): Promise<MemberCounts> {
      const count = (where: SQL) => int(sql`count(*) filter (where ${where})`);
      const [row] = await db
        .select({
          licenseA: count(eq(members.license, 'A')),
          licenseB: count(eq(members.license, 'B')),
          licenseC: count(eq(members.license, 'C')),
          licenseD: count(eq(members.license, 'D')),
          balanceCents: cents(sql`sum(${members.balanceCents})`),
          negativeBalanceCents: cents(
            sql`sum(${members.balanceCents}) filter (where ${members.balanceCents} < 0)`,
          ),
          members: int(sql`count(*)`),
          students: count(inArray(members.role, [...studentTypes])),
          tandemStudents: count(eq(members.role, 'student-tandem')),
          pilots: count(eq(members.isPilot, true)),
          clubMembers: count(eq(members.isClubMember, true)),
          licensedJumpers: count(sql`${members.license} <> ''`),
        })
        .from(members)
        .where(and(eq(members.clubId, clubId), isNull(members.deletedAt)));
      // an aggregate without GROUP BY always answers one row
      return row as MemberCounts;
    },
  };
}

export type StatsRepo = ReturnType<typeof createStatsRepo>;
