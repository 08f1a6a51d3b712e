import type { HostClub } from '@dz/shared';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../../app/notifications/NotificationProvider';
import { useSession } from '../../app/session/sessionContext';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { useHostClubs, useSetClubSuspended } from './api';
import { CreateClubDialog } from './CreateClubDialog';
import { HostClubCard } from './HostClubCard';
import { InviteDialog } from './InviteDialog';

/** A club the host is about to suspend or resume, asked first. */
interface Pending {
  club: HostClub;
  suspend: boolean;
}

/**
 * `/host`: the installation's host console (issue 35): every club with its counts and state, a new club and its
 * first admin's invitation, suspending and resuming. Cards at every width: one column on a phone.
 */
export function HostPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const notifications = useNotifications();
  const clubs = useHostClubs();
  const setSuspended = useSetClubSuspended();
  const [isCreating, setCreating] = useState(false);
  const [inviting, setInviting] = useState<HostClub | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);

  const handleConfirm = () => {
    if (!pending) {
      return;
    }
    const { club, suspend } = pending;
    setSuspended.mutate(
      { id: club._id, suspended: suspend },
      {
        onSuccess: () => {
          notifications.show({
            type: 'info',
            text: t(suspend ? 'host.suspendedDone' : 'host.resumedDone', { name: club.name }),
          });
        },
        onSettled: () => setPending(null),
      },
    );
  };

  return (
    <>
      <PageHeader
        title={t('host.title')}
        subtitle={t('host.intro')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {t('host.create')}
          </Button>
        }
      />
      {clubs.isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label={t('app.loading')} />
        </Box>
      ) : clubs.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void clubs.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('host.loadError')}
        </Alert>
      ) : (
        <Box
          component="section"
          aria-label={t('host.list')}
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              md: 'repeat(2, minmax(0, 1fr))',
              xl: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {clubs.data.map((club) => (
            <HostClubCard
              key={club._id}
              club={club}
              isCurrent={club._id === user?.clubId}
              busy={setSuspended.isPending && setSuspended.variables?.id === club._id}
              onSuspend={() => setPending({ club, suspend: true })}
              onResume={() => setPending({ club, suspend: false })}
              onInvite={() => setInviting(club)}
            />
          ))}
        </Box>
      )}
      {isCreating && <CreateClubDialog onClose={() => setCreating(false)} />}
      {inviting && <InviteDialog club={inviting} onClose={() => setInviting(null)} />}
      <ConfirmDialog
        open={pending !== null}
        title={
          pending
            ? t(pending.suspend ? 'host.suspendTitle' : 'host.resumeTitle', { name: pending.club.name })
            : ''
        }
        onConfirm={handleConfirm}
        onClose={() => setPending(null)}
        confirmLabel={pending?.suspend === false ? t('host.resume') : t('host.suspend')}
        danger={pending?.suspend !== false}
        loading={setSuspended.isPending}
      >
        {pending?.suspend === false ? t('host.resumeText') : t('host.suspendText')}
      </ConfirmDialog>
    </>
  );
}
