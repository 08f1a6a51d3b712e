import { isIsoDate, type JobRun, type JobsOverview } from '@dz/shared';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../app/format';
import { currentLanguage } from '../../app/i18n';
import { useNotifications } from '../../app/notifications/NotificationProvider';
import { CenteredSpinner } from '../../components/CenteredSpinner';
import { useScheduledJobs, useSendJobTest } from './api';
import { ClubSection } from './ClubSection';

const statusColor = { done: 'success', failed: 'error', running: 'default' } as const;

/** The jobs that send mail: only their runs count mails. */
const MAIL_JOBS: ReadonlySet<string> = new Set(['paymentReminders', 'unlandedLoadReminders']);

/** A run's period as people write it: a day `23.11.2026`, an ISO week `48/2026`; anything else as it is. */
export function periodText(period: string, t: TFunction): string {
  const week = /^(\d{4})-W(\d{2})$/.exec(period);
  if (week) {
    return t('club.jobs.periodWeek', { week: Number(week[2]), year: week[1] });
  }
  return isIsoDate(period) ? t('club.jobs.periodDay', { date: formatDate(period) }) : period;
}

function RunLine({ run, timeZone, sendsMail }: { run: JobRun; timeZone: string; sendsMail: boolean }) {
  const { t } = useTranslation();
  return (
    <Box component="li" sx={{ py: 0.75, borderTop: 1, borderColor: 'divider' }} data-testid="job-run">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          size="small"
          variant="outlined"
          color={statusColor[run.status]}
          label={t(`club.jobs.status.${run.status}`)}
        />
        <Typography component="span" variant="body2">
          {formatDateTime(run.ranAt, timeZone, currentLanguage())}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary">
          {periodText(run.period, t)}
        </Typography>
        <Typography component="span" variant="body2">
          {[
            sendsMail ? t('club.jobs.sent', { count: run.sent }) : null,
            sendsMail && run.failed > 0 ? t('club.jobs.failed', { count: run.failed }) : null,
            run.attempts > 1 ? t('club.jobs.attempts', { count: run.attempts }) : null,
          ]
            .filter((part) => part !== null)
            .join(' · ')}
        </Typography>
      </Box>
      {run.error && (
        <Box component="details" sx={{ mt: 0.5, typography: 'body2' }}>
          <summary>{t('club.jobs.showError')}</summary>
          <Box
            component="pre"
            sx={{ m: 0, mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '0.8rem' }}
          >
            {run.error}
          </Box>
        </Box>
      )}
    </Box>
  );
}

function JobCard({ job, timeZone }: { job: JobsOverview['jobs'][number]; timeZone: string }) {
  const { t } = useTranslation();
  const notifications = useNotifications();
  const sendTest = useSendJobTest();
  const testable = MAIL_JOBS.has(job.name);
  return (
    <Box component="article" aria-labelledby={`job-${job.name}`} data-testid={`job-${job.name}`}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={`job-${job.name}`} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t(`club.jobs.name.${job.name}`)}
        </Typography>
        <Chip
          size="small"
          label={job.enabled ? t('club.jobs.on') : t('club.jobs.off')}
          color={job.enabled ? 'success' : 'default'}
          variant="outlined"
        />
        <Box sx={{ flexGrow: 1 }} />
        {testable && (
          <Button
            size="small"
            startIcon={<SendIcon />}
            disabled={sendTest.isPending}
            onClick={() =>
              sendTest.mutate(
                { job: job.name as 'paymentReminders' | 'unlandedLoadReminders', lang: currentLanguage() },
                {
                  onSuccess: ({ sentTo }) =>
                    notifications.show({ type: 'info', text: t('club.jobs.testSent', { email: sentTo }) }),
                },
              )
            }
          >
            {t('club.jobs.sendTest')}
          </Button>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t(`club.jobs.what.${job.name}`)}
      </Typography>
      {job.runs.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('club.jobs.noRuns')}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('club.jobs.runsOf', { name: t(`club.jobs.name.${job.name}`) })}
          sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}
        >
          {job.runs.map((run) => (
            <RunLine key={run.period} run={run} timeZone={timeZone} sendsMail={MAIL_JOBS.has(job.name)} />
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * The club's scheduled jobs (admins): what each does and when, whether the club's switches have it on, its
 * latest runs (mails sent, failures and their errors), and a test reminder sent to the admin alone.
 */
export function ScheduledJobsSection({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const jobs = useScheduledJobs();
  return (
    <ClubSection title={t('club.jobs.title')} description={t('club.jobs.description')}>
      {jobs.isPending ? (
        <CenteredSpinner />
      ) : jobs.data ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
          {jobs.data.jobs.map((job) => (
            <JobCard key={job.name} job={job} timeZone={timeZone} />
          ))}
        </Box>
      ) : null}
    </ClubSection>
  );
}
