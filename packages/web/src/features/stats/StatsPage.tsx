import type { StatsResponse } from '@dz/shared';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { currentLanguage } from '../../app/i18n';
import { useSession, useToday } from '../../app/session/sessionContext';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { useStats } from './api';
import { MonthlySection } from './MonthlySection';
import {
  jumpRankingColumns,
  perDateColumns,
  perDateTotal,
  pilotRankingColumns,
  studentRankingColumns,
  withRanks,
} from './rankingColumns';
import { StatsTable } from './StatsTable';
import { SummaryTiles } from './SummaryTiles';
import { useNumberFormat } from './useNumberFormat';

/** A ranking or the per-date table longer than this scrolls inside its box (about twelve rows). */
const RANKING_HEIGHT = 460;

/** The year in `?year=`, else the club's current year. */
function useYear(): [number, (year: number) => void] {
  const today = useToday();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('year'));
  const year = Number.isInteger(asked) && asked >= 2000 && asked <= 2100 ? asked : Number(today.slice(0, 4));
  return [year, (next) => setParams({ year: String(next) }, { replace: true })];
}

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1.5 }}>
      {children}
    </Typography>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {t('stats.loadError')}
    </Alert>
  );
}

/** The year's landed loads: the totals line, jumps per month, the rankings and the per-date table. */
function YearStats({ stats }: { stats: StatsResponse }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const { user } = useSession();
  const context = { t, format, myMemberId: user?.linkedMember ?? null };
  const isMine = (row: { memberId: string }) => row.memberId === context.myMemberId;
  const total = perDateTotal(stats.perDate);
  const language = currentLanguage();
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('stats.yearLine', {
          jumps: format(stats.jumps.total),
          loads: format(total.loads),
          days: format(stats.perDate.length),
          count: stats.perDate.length,
        })}
      </Typography>
      <MonthlySection stats={stats} />

      <SectionTitle>{t('stats.rankings')}</SectionTitle>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: 'repeat(2, minmax(0, 1fr))',
            xl: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        <StatsTable
          title={t('stats.jumpRanking')}
          columns={jumpRankingColumns(context)}
          rows={withRanks(stats.jumpRanking, (row) => row.jumps)}
          rowKey={(row) => row.memberId}
          isMine={isMine}
          maxHeight={RANKING_HEIGHT}
          filename={`jump-ranking-${stats.year}.csv`}
        />
        <StatsTable
          title={t('stats.studentRanking')}
          columns={studentRankingColumns(context)}
          rows={withRanks(stats.studentRanking, (row) => row.jumps)}
          rowKey={(row) => row.memberId}
          isMine={isMine}
          maxHeight={RANKING_HEIGHT}
          filename={`student-ranking-${stats.year}.csv`}
        />
        <StatsTable
          title={t('stats.pilotRanking')}
          columns={pilotRankingColumns(context)}
          rows={withRanks(stats.pilotRanking, (row) => row.loads)}
          rowKey={(row) => row.memberId}
          isMine={isMine}
          maxHeight={RANKING_HEIGHT}
          filename={`pilot-ranking-${stats.year}.csv`}
        />
      </Box>

      <SectionTitle>{t('stats.perDate')}</SectionTitle>
      <StatsTable
        title={t('stats.perDateTable', { year: stats.year })}
        columns={perDateColumns(context, language)}
        rows={stats.perDate}
        rowKey={(row) => row.date}
        footer={total}
        maxHeight={RANKING_HEIGHT}
        filename={`per-date-${stats.year}.csv`}
      />
    </>
  );
}

/**
 * `/stats`: the club now (tiles; the balance sums for admins) and a year of landed loads: jumps per month by
 * kind (chart and table), the jump, student and pilot rankings with the member's own row marked, and the
 * per-date table, each exportable as CSV. Refreshed live when loads land or members change.
 */
export function StatsPage() {
  const { t } = useTranslation();
  const [year, setYear] = useYear();
  const stats = useStats(year);
  const data = stats.data;
  const years = useMemo(
    () => [...new Set([year, ...(data?.years ?? [])])].sort((a, b) => b - a),
    [year, data?.years],
  );
  const isShowingYear = data?.year === year;

  return (
    <>
      <PageHeader
        title={t('stats.title')}
        actions={
          <TextField
            select
            size="small"
            label={t('stats.year')}
            value={year}
            onChange={(event) => setYear(Number(event.target.value))}
            sx={{ minWidth: 110 }}
          >
            {years.map((y) => (
              <MenuItem key={y} value={y}>
                {y}
              </MenuItem>
            ))}
          </TextField>
        }
      />
      {!data ? (
        stats.isError ? (
          <LoadError onRetry={() => void stats.refetch()} />
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
            <CircularProgress aria-label={t('app.loading')} />
          </Box>
        )
      ) : (
        <>
          <SectionTitle>{t('stats.summary.title')}</SectionTitle>
          <SummaryTiles summary={data.summary} />
          <SectionTitle>{t('stats.yearTitle', { year })}</SectionTitle>
          {!isShowingYear ? (
            stats.isError ? (
              <LoadError onRetry={() => void stats.refetch()} />
            ) : (
              <LinearProgress aria-label={t('app.loading')} />
            )
          ) : data.perDate.length === 0 ? (
            <EmptyState
              icon={<EventBusyIcon />}
              title={t('stats.empty', { year })}
              text={t('stats.emptyHint')}
            />
          ) : (
            <YearStats stats={data} />
          )}
        </>
      )}
    </>
  );
}
