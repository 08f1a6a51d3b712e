import type { StatsResponse } from '@dz/shared';
import { member as me } from '../../test/fixtures';

const months = (counts: Partial<Record<number, number>>) =>
  Array.from({ length: 12 }, (_, i) => counts[i + 1] ?? 0);
const monthly = (counts: Partial<Record<number, number>>) => {
  const list = months(counts);
  return { months: list, total: list.reduce((a, b) => a + b, 0) };
};

/** A year of a small club: the signed-in member (`me`) second in the jump ranking, a formula in a name. */
export function buildStats(year: number, overrides: Partial<StatsResponse> = {}): StatsResponse {
  return {
    year,
    years: [year, year - 1],
    summary: {
      licenses: { A: 12, B: 8, C: 30, D: 5 },
      balanceSum: null,
      negativeBalanceSum: null,
      members: 1234,
      students: 17,
      tandemStudents: 40,
      pilots: 6,
      clubMembers: 321,
      licensedJumpers: 55,
    },
    jumpRanking: [
      { memberId: 'a1', name: 'Olli Opettaja', role: 'jumper', license: 'D', jumps: 120 },
      { memberId: me._id, name: 'Maija Meikäläinen', role: 'jumper', license: 'C', jumps: 45 },
      { memberId: 'a3', name: '=HYPERLINK("http://x")', role: 'jumper', license: '', jumps: 45 },
      { memberId: 'a4', name: 'Aino Aalto', role: 'jumper', license: 'A', jumps: 3 },
    ],
    studentRanking: [{ memberId: 's1', name: 'Liisa Laine', role: 'student-aff', license: '', jumps: 7 }],
    pilotRanking: [
      { memberId: 'p1', name: 'Pekka Pilotti', loads: 30, flightMinutes: 750, flightHours: 13 },
      { memberId: 'p2', name: 'Ville Virtanen', loads: 2, flightMinutes: 40, flightHours: 1 },
    ],
    tandems: monthly({ 6: 4, 7: 2 }),
    studentJumps: monthly({ 5: 3, 6: 4 }),
    sportJumps: monthly({ 5: 60, 6: 90, 7: 23 }),
    tandemVideoJumps: monthly({ 6: 1 }),
    jumps: monthly({ 5: 63, 6: 103, 7: 27 }),
    perDate: [
      { date: `${year}-05-10`, loads: 6, jumps: 63, tandems: 0, students: 3, flightMinutes: 140 },
      { date: `${year}-06-14`, loads: 9, jumps: 103, tandems: 4, students: 4, flightMinutes: 215 },
      { date: `${year}-07-01`, loads: 3, jumps: 27, tandems: 2, students: 0, flightMinutes: 65 },
    ],
    ...overrides,
  };
}

/** A year without landed loads: the club's numbers stay, every count of the year is zero. */
export function buildEmptyYear(year: number, years: number[]): StatsResponse {
  const none = { months: months({}), total: 0 };
  return {
    ...buildStats(year),
    years,
    jumpRanking: [],
    studentRanking: [],
    pilotRanking: [],
    tandems: none,
    studentJumps: none,
    sportJumps: none,
    tandemVideoJumps: none,
    jumps: none,
    perDate: [],
  };
}
