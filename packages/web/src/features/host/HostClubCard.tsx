import { clubDate, type HostClub } from '@dz/shared';
import MailIcon from '@mui/icons-material/MailOutlineOutlined';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailReadOutlined';
import PauseIcon from '@mui/icons-material/PauseCircleOutlined';
import PlayIcon from '@mui/icons-material/PlayCircleOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../app/format';

/** An instant as the date it was in the club's time zone: `6.12.2026` (the app's date form in both languages). */
function dateIn(instant: string, timeZone: string): string {
  return formatDate(clubDate(new Date(instant), timeZone));
}

/** The first admin's invitation as the host reads it: pending until a date, expired, or accepted. */
export function invitationState(
  invitation: NonNullable<HostClub['invitation']>,
  now: Date,
): 'accepted' | 'pending' | 'expired' {
  if (invitation.accepted) {
    return 'accepted';
  }
  return new Date(invitation.expiresAt) > now ? 'pending' : 'expired';
}

interface HostClubCardProps {
  club: HostClub;
  /** The club the host is signed in to: the server refuses to suspend it. */
  isCurrent: boolean;
  busy: boolean;
  onSuspend: () => void;
  onResume: () => void;
  onInvite: () => void;
}

/** One club of the host's console: its counts, its state, its first admin's invitation and the host's buttons. */
export function HostClubCard({ club, isCurrent, busy, onSuspend, onResume, onInvite }: HostClubCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const hintId = useId();
  const facts: [string, ReactNode][] = [
    [t('host.members'), club.members],
    [t('host.users'), club.users],
    [t('host.loadsThisYear'), club.loadsThisYear],
    [
      t('host.lastActivity'),
      club.lastActivity ? dateIn(club.lastActivity, club.timezone) : t('host.noActivity'),
    ],
    [t('host.created'), dateIn(club.created, club.timezone)],
    [t('fields.timezone'), club.timezone.replaceAll('_', ' ')],
  ];
  const { invitation } = club;
  const invitationShown = invitation ? invitationState(invitation, new Date()) : null;

  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      data-testid="host-club"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography
          id={titleId}
          variant="h6"
          component="h2"
          sx={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {club.name}
        </Typography>
        {club.suspended && <Chip size="small" color="warning" label={t('host.suspended')} />}
        {isCurrent && <Chip size="small" variant="outlined" label={t('host.current')} />}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t('host.publicName')}:{' '}
        {club.slug ? (
          <Link
            href={`/loads-public?club=${encodeURIComponent(club.slug)}`}
            aria-label={t('host.board', { name: club.name })}
          >
            {club.slug}
          </Link>
        ) : (
          t('host.noPublicName')
        )}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {invitation && invitationShown && (
        <Box
          data-testid="host-invitation"
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', '& svg': { mt: 0.25 } }}
        >
          {invitationShown === 'accepted' ? (
            <MarkEmailReadIcon fontSize="small" color="success" aria-hidden />
          ) : invitationShown === 'pending' ? (
            <ScheduleIcon fontSize="small" color="action" aria-hidden />
          ) : (
            <ScheduleIcon fontSize="small" color="warning" aria-hidden />
          )}
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2">
              {invitationShown === 'accepted'
                ? t('host.invitation.accepted')
                : t(`host.invitation.${invitationShown}`, {
                    date: dateIn(invitation.expiresAt, club.timezone),
                  })}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('host.invitation.to', { email: invitation.email })}
            </Typography>
          </Box>
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 'auto', pt: 0.5 }}>
        {club.suspended ? (
          <Button
            variant="outlined"
            startIcon={<PlayIcon />}
            disabled={busy}
            onClick={onResume}
            aria-label={t('host.resumeOf', { name: club.name })}
          >
            {t('host.resume')}
          </Button>
        ) : (
          <Button
            variant="outlined"
            color="warning"
            startIcon={<PauseIcon />}
            disabled={busy || isCurrent}
            onClick={onSuspend}
            aria-label={t('host.suspendOf', { name: club.name })}
            aria-describedby={isCurrent ? hintId : undefined}
          >
            {t('host.suspend')}
          </Button>
        )}
        <Button
          variant="outlined"
          startIcon={<MailIcon />}
          disabled={busy}
          onClick={onInvite}
          aria-label={t(invitation ? 'host.sendAgainOf' : 'host.inviteOf', { name: club.name })}
        >
          {t(invitation ? 'host.sendAgain' : 'host.invite')}
        </Button>
      </Box>
      {isCurrent && !club.suspended && (
        <Typography id={hintId} variant="caption" color="text.secondary">
          {t('host.currentHint')}
        </Typography>
      )}
    </Paper>
  );
}
