import { type AuditEvent, type AuditQuery, memberDisplayName } from '@dz/shared';
import HistoryIcon from '@mui/icons-material/History';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDate, formatDateTime } from '../../app/format';
import { currentLanguage } from '../../app/i18n';
import { useSession } from '../../app/session/sessionContext';
import { CenteredSpinner } from '../../components/CenteredSpinner';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { useMembers } from '../members/api';
import { useAuditTrail } from './api';
import { auditChanges, auditSubject } from './auditText';

const filterKeys = ['memberId', 'loadId', 'from', 'to'] as const;

/**
 * `/audit` (admins): the club's audit trail, newest first, filtered by member, by day and (from a link such
 * as a load's) by load. Read only: the trail cannot be changed.
 */
export function AuditPage() {
  const { t } = useTranslation();
  const { club } = useSession();
  const [params, setParams] = useSearchParams();
  const query: AuditQuery = Object.fromEntries(
    filterKeys.flatMap((k) => (params.get(k) ? [[k, params.get(k) as string]] : [])),
  );
  const set = (key: (typeof filterKeys)[number], value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) {
          next.set(key, value);
        } else {
          next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const members = useMembers().data ?? [];
  const trail = useAuditTrail(query);
  const events = trail.data?.events ?? [];
  const loadOfFilter = query.loadId ? events.find((e) => e.load?._id === query.loadId)?.load : undefined;

  return (
    <>
      <PageHeader title={t('audit.title')} subtitle={t('audit.intro')} />
      <Paper
        variant="outlined"
        component="section"
        aria-label={t('audit.filters')}
        sx={{ p: 2, mb: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Autocomplete
          options={members}
          autoHighlight
          getOptionLabel={(m) => memberDisplayName(m)}
          value={members.find((m) => m._id === query.memberId) ?? null}
          onChange={(_e, m) => set('memberId', m?._id ?? null)}
          isOptionEqualToValue={(a, b) => a._id === b._id}
          sx={{ flex: '1 1 240px', minWidth: 0 }}
          renderInput={(p) => <TextField {...p} label={t('audit.member')} size="small" />}
        />
        <TextField
          type="date"
          size="small"
          label={t('audit.from')}
          value={query.from ?? ''}
          onChange={(e) => set('from', e.target.value || null)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: '1 1 150px' }}
        />
        <TextField
          type="date"
          size="small"
          label={t('audit.to')}
          value={query.to ?? ''}
          onChange={(e) => set('to', e.target.value || null)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: '1 1 150px' }}
        />
        {query.loadId && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip
              label={
                loadOfFilter?.number != null
                  ? t('audit.loadFilter', {
                      number: loadOfFilter.number,
                      date: formatDate(loadOfFilter.date ?? ''),
                    })
                  : t('audit.loadFilterAny')
              }
            />
            <Button size="small" onClick={() => set('loadId', null)}>
              {t('audit.clearLoad')}
            </Button>
          </Box>
        )}
      </Paper>
      {trail.isPending ? (
        <CenteredSpinner />
      ) : trail.isError ? null : events.length === 0 ? (
        <EmptyState icon={<HistoryIcon />} title={t('audit.empty')} text={t('audit.emptyHint')} />
      ) : (
        <>
          {trail.data?.truncated && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('audit.truncated', { count: events.length })}
            </Alert>
          )}
          <Paper variant="outlined">
            <List aria-label={t('audit.title')} disablePadding>
              {events.map((event, i) => (
                <AuditRow
                  key={event._id}
                  event={event}
                  divider={i < events.length - 1}
                  timeZone={club?.timezone}
                />
              ))}
            </List>
          </Paper>
        </>
      )}
    </>
  );
}

function AuditRow({ event, divider, timeZone }: { event: AuditEvent; divider: boolean; timeZone?: string }) {
  const { t } = useTranslation();
  const subject = auditSubject(t, event);
  return (
    <ListItem divider={divider} sx={{ display: 'block', py: 1.5 }} data-testid="audit-event">
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography component="span" sx={{ fontWeight: 500 }}>
          {t(`audit.action.${event.action}`)}
        </Typography>
        {subject && (
          <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
            {subject}
          </Typography>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {formatDateTime(event.at, timeZone, currentLanguage())} · {event.actor.name || t('audit.system')}
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, typography: 'body2', overflowWrap: 'anywhere' }}>
        {auditChanges(t, event, timeZone).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
    </ListItem>
  );
}
