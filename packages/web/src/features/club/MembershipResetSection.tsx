import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../../app/notifications/NotificationProvider';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { type MembershipKind, useResetMemberships } from './api';
import { ClubSection } from './ClubSection';

const kinds: MembershipKind[] = ['club', 'sil'];

/** A new season: clears every member's club or SIL (FAA) membership flag, after a red confirmation. */
export function MembershipResetSection() {
  const { t } = useTranslation();
  const notifications = useNotifications();
  const reset = useResetMemberships();
  const [pending, setPending] = useState<MembershipKind | null>(null);
  const kind = pending ?? 'club';

  const handleReset = (which: MembershipKind) =>
    reset.mutate(which, {
      onSuccess: (members) => {
        setPending(null);
        notifications.show({ type: 'info', text: t(`club.resets.${which}.done`, { count: members.length }) });
      },
    });

  return (
    <ClubSection title={t('club.resets.title')} description={t('club.resets.description')}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {kinds.map((which) => (
          <Button
            key={which}
            variant="outlined"
            color="error"
            startIcon={<RestartAltIcon />}
            onClick={() => setPending(which)}
          >
            {t(`club.resets.${which}.button`)}
          </Button>
        ))}
      </Box>
      <ConfirmDialog
        open={pending !== null}
        title={t(`club.resets.${kind}.confirmTitle`)}
        onClose={() => setPending(null)}
        onConfirm={() => pending && handleReset(pending)}
        confirmLabel={t('club.resets.confirm')}
        danger
        loading={reset.isPending}
        maxWidth={520}
      >
        {t(`club.resets.${kind}.confirmText`)}
      </ConfirmDialog>
    </ClubSection>
  );
}
