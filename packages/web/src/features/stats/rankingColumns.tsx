import type { PerDateRow, PilotRankingRow, RankingRow } from '@dz/shared';
import type { TFunction } from 'i18next';
import { formatDate } from '../../app/format';
import type { Language } from '../../app/i18n';
import { csvDay } from './csv';
import { NameCell, type StatsColumn } from './StatsTable';

/** A row with its place: equal counts share a place (1, 2, 2, 4). */
export type Ranked<T> = T & { rank: number };

/** Places by the server's order (most first), ties by the count given. */
export function withRanks<T>(rows: T[], count: (row: T) => number): Ranked<T>[] {
  let rank = 0;
  return rows.map((row, i) => {
    const previous = rows[i - 1];
    if (previous === undefined || count(previous) !== count(row)) {
      rank = i + 1;
    }
    return { ...row, rank };
  });
}

interface ColumnContext {
  t: TFunction;
  format: (value: number) => string;
  myMemberId: string | null;
}

const rankColumn = <T,>(t: TFunction): StatsColumn<Ranked<T>> => ({
  id: 'rank',
  label: t('stats.columns.rank'),
  value: (row) => row.rank,
  numeric: true,
  fixed: true,
});

const nameColumn = <T extends { name: string; memberId: string }>({
  t,
  myMemberId,
}: ColumnContext): StatsColumn<T> => ({
  id: 'name',
  label: t('stats.columns.name'),
  value: (row) => row.name,
  render: (row) => <NameCell name={row.name} mine={row.memberId === myMemberId} />,
  rowHeader: true,
});

/** The jump ranking: place, name, licence, jumps. */
export function jumpRankingColumns(context: ColumnContext): StatsColumn<Ranked<RankingRow>>[] {
  const { t, format } = context;
  return [
    rankColumn(t),
    nameColumn(context),
    {
      id: 'license',
      label: t('stats.columns.license'),
      value: (row) => row.license,
      render: (row) => row.license || '–',
      hideOnPhone: true,
    },
    {
      id: 'jumps',
      label: t('stats.columns.jumps'),
      value: (row) => row.jumps,
      render: (row) => format(row.jumps),
      numeric: true,
    },
  ];
}

/** The student ranking: place, name, kind of student, jumps. */
export function studentRankingColumns(context: ColumnContext): StatsColumn<Ranked<RankingRow>>[] {
  const { t, format } = context;
  return [
    rankColumn(t),
    nameColumn(context),
    {
      id: 'role',
      label: t('stats.columns.role'),
      value: (row) => t(`members.roles.${row.role}`),
      hideOnPhone: true,
    },
    {
      id: 'jumps',
      label: t('stats.columns.jumps'),
      value: (row) => row.jumps,
      render: (row) => format(row.jumps),
      numeric: true,
    },
  ];
}

/** The pilot ranking: place, name, loads flown, flight hours (whole hours). */
export function pilotRankingColumns(context: ColumnContext): StatsColumn<Ranked<PilotRankingRow>>[] {
  const { t, format } = context;
  return [
    rankColumn(t),
    nameColumn(context),
    {
      id: 'loads',
      label: t('stats.columns.loads'),
      value: (row) => row.loads,
      render: (row) => format(row.loads),
      numeric: true,
    },
    {
      id: 'flightHours',
      label: t('stats.columns.flightHours'),
      value: (row) => row.flightHours,
      render: (row) => format(row.flightHours),
      numeric: true,
    },
  ];
}

/** A per-date row, or the year's total (its `date` empty). */
export type PerDateLine = PerDateRow & { isTotal?: boolean };

/** The per-date table: club day, loads, jumps, tandems, student jumps, flight minutes. */
export function perDateColumns({ t, format }: ColumnContext, language: Language): StatsColumn<PerDateLine>[] {
  const count = (id: keyof PerDateRow, label: string): StatsColumn<PerDateLine> => ({
    id,
    label,
    value: (row) => row[id],
    render: (row) => format(Number(row[id])),
    numeric: true,
  });
  return [
    {
      id: 'date',
      label: t('stats.columns.date'),
      value: (row) => row.date,
      render: (row) => (row.isTotal ? t('stats.columns.total') : formatDate(row.date)),
      csv: (row) => (row.isTotal ? t('stats.columns.total') : csvDay(row.date, language)),
    },
    count('loads', t('stats.columns.loads')),
    count('jumps', t('stats.columns.jumps')),
    count('tandems', t('stats.columns.tandems')),
    count('students', t('stats.columns.studentJumps')),
    count('flightMinutes', t('stats.columns.flightMinutes')),
  ];
}

/** The per-date rows' sums. */
export function perDateTotal(rows: PerDateRow[]): PerDateLine {
  const sum = (id: keyof Omit<PerDateRow, 'date'>) => rows.reduce((total, row) => total + row[id], 0);
  return {
    date: '',
    isTotal: true,
    loads: sum('loads'),
    jumps: sum('jumps'),
    tandems: sum('tandems'),
    students: sum('students'),
    flightMinutes: sum('flightMinutes'),
  };
}
