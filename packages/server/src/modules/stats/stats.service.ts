import {
  type Actor,
  type Cents,
  cents,
  clubDate,
  countsInJumpRanking,
  flightHours,
  isAdmin,
  type JumpKind,
  jumpKindOf,
  type MonthlyCount,
  memberDisplayName,
  monthOf,
  type PerDateRow,
  type PilotRankingRow,
  type RankingRow,
  type StatsQuery,
  type StatsResponse,
} from '@dz/shared';
import type { Repos } from '../../repos';
import type { DayJumpBucket, MemberJumpBucket } from './stats.repo';

/**
 * The club's year as the service reckons it: the response's fields, the money sums in cents (null for those
 * who may not see them); `stats.presenter.ts` turns it into the API's answer.
 */
export type StatsYear = Omit<StatsResponse, 'summary'> & {
  summary: Omit<StatsResponse['summary'], 'balanceSum' | 'negativeBalanceSum'> & {
    balanceSumCents: Cents | null;
    negativeBalanceSumCents: Cents | null;
  };
};

export interface StatsServiceDeps {
  repos: Pick<Repos, 'stats' | 'clubs'>;
  now: () => Date;
}

/** Counts per month (January first) and their total, filled as jumps are added. */
function monthly(): MonthlyCount & { add(day: string, n: number): void } {
  const months = Array.from({ length: 12 }, () => 0);
  const count = {
    months,
    total: 0,
    add(day: string, n: number) {
      const i = monthOf(day) - 1;
      months[i] = (months[i] ?? 0) + n;
      count.total += n;
    },
  };
  return count;
}

const collator = new Intl.Collator('fi');
/** Most first, ties by name (Finnish order). */
const byCountThenName =
  <T extends { name: string }>(count: (row: T) => number) =>
  (a: T, b: T) =>
    count(b) - count(a) || collator.compare(a.name, b.name);

/**
 * The year's monthly counts and per-date rows from the per-day buckets (a few rows per day): every jump counts
 * in `jumps` (a tandem's two jumpers are two), a tandem once in `tandems` by its passenger's row.
 */
function countJumps(buckets: DayJumpBucket[]) {
  const jumps = monthly();
  const tandems = monthly();
  const studentJumps = monthly();
  const sportJumps = monthly();
  const tandemVideoJumps = monthly();
  const byKind: Partial<Record<JumpKind, ReturnType<typeof monthly>>> = {
    student: studentJumps,
    sport: sportJumps,
    tandemVideo: tandemVideoJumps,
  };
  const days = new Map<string, { jumps: number; tandems: number; students: number }>();
  for (const b of buckets) {
    const kind = jumpKindOf(b);
    const passenger = !countsInJumpRanking(b);
    jumps.add(b.date, b.jumps);
    byKind[kind]?.add(b.date, b.jumps);
    if (passenger) {
      tandems.add(b.date, b.jumps);
    }
    const day = days.get(b.date) ?? { jumps: 0, tandems: 0, students: 0 };
    day.jumps += b.jumps;
    day.tandems += passenger ? b.jumps : 0;
    day.students += kind === 'student' ? b.jumps : 0;
    days.set(b.date, day);
  }
  const plain = ({ months, total }: MonthlyCount): MonthlyCount => ({ months, total });
  return {
    jumps: plain(jumps),
    tandems: plain(tandems),
    studentJumps: plain(studentJumps),
    sportJumps: plain(sportJumps),
    tandemVideoJumps: plain(tandemVideoJumps),
    days,
  };
}

/** The jump ranking (everyone who jumped but tandem passengers) and the student ranking (students' jumps). */
function rankings(buckets: MemberJumpBucket[]) {
  const all = new Map<string, RankingRow>();
  const students = new Map<string, RankingRow>();
  const add = (into: Map<string, RankingRow>, b: MemberJumpBucket) => {
    const row = into.get(b.memberId) ?? {
      memberId: b.memberId,
      name: memberDisplayName(b),
      role: b.role,
      license: b.license,
      jumps: 0,
    };
    row.jumps += b.jumps;
    into.set(b.memberId, row);
  };
  for (const b of buckets) {
    if (countsInJumpRanking(b)) {
      add(all, b);
    }
    if (jumpKindOf(b) === 'student') {
      add(students, b);
    }
  }
  const order = byCountThenName<RankingRow>((r) => r.jumps);
  return { jumpRanking: [...all.values()].sort(order), studentRanking: [...students.values()].sort(order) };
}

/**
 * `GET /api/stats?year=`: the club's year from its landed loads, and the club now. Every linked user sees it;
 * the money sums only admins. A constant number of aggregate queries, whatever the number of loads or members.
 */
export function createStatsService(deps: StatsServiceDeps) {
  const { repos, now } = deps;
  const { stats } = repos;

  async function year(actor: Actor, query: StatsQuery): Promise<StatsYear> {
    const { clubId } = actor;
    const { year } = query;
    const [club, { byDay, byMember }, pilots, loadDays, years, counts] = await Promise.all([
      repos.clubs.findById(clubId),
      stats.jumpBuckets(clubId, year),
      stats.loadsByPilot(clubId, year),
      stats.loadsByDay(clubId, year),
      stats.yearsWithLandedLoads(clubId),
      stats.memberCounts(clubId),
    ]);

    const counted = countJumps(byDay);
    const perDate: PerDateRow[] = loadDays
      .map((d) => {
        const day = counted.days.get(d.date) ?? { jumps: 0, tandems: 0, students: 0 };
        return { date: d.date, loads: d.loads, ...day, flightMinutes: d.flightMinutes };
      })
      .sort((a, b) => a.date.localeCompare(b.date));

    const pilotRanking: PilotRankingRow[] = pilots
      .map((p) => ({
        memberId: p.memberId,
        name: memberDisplayName(p),
        loads: p.loads,
        flightMinutes: p.flightMinutes,
        flightHours: flightHours(p.flightMinutes),
      }))
      .sort(
        (a, b) => b.loads - a.loads || b.flightMinutes - a.flightMinutes || collator.compare(a.name, b.name),
      );

    const thisYear = Number(clubDate(now(), club?.timezone).slice(0, 4));
    const money = isAdmin(actor);
    const { jumps, tandems, studentJumps, sportJumps, tandemVideoJumps } = counted;
    return {
      year,
      years: [...new Set([...years, thisYear])].sort((a, b) => b - a),
      summary: {
        licenses: { A: counts.licenseA, B: counts.licenseB, C: counts.licenseC, D: counts.licenseD },
        balanceSumCents: money ? cents(counts.balanceCents) : null,
        negativeBalanceSumCents: money ? cents(counts.negativeBalanceCents) : null,
        members: counts.members,
        students: counts.students,
        tandemStudents: counts.tandemStudents,
        pilots: counts.pilots,
        clubMembers: counts.clubMembers,
        licensedJumpers: counts.licensedJumpers,
      },
      ...rankings(byMember),
      pilotRanking,
      tandems,
      studentJumps,
      sportJumps,
      tandemVideoJumps,
      jumps,
      perDate,
    };
  }

  return { year };
}

export type StatsService = ReturnType<typeof createStatsService>;
