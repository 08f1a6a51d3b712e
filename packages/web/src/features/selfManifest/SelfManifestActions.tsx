import type { Club, Load, Plane, SelfManifestContext } from '@dz/shared';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useLeaveLoad } from './api';
import { JoinLoadDialog } from './JoinLoadDialog';
import { selfManifestState } from './selfManifestView';

export interface SelfManifestActionsProps {
  load: Load;
  ctx: SelfManifestContext;
  /** The load's plane and the club: the join dialog quotes what landing will charge by them. */
  plane: Plane | undefined;
  club: Club | undefined;
  /**
   * The user adds jumpers to this load themself (staff): a Join or Leave the rules refuse is not shown at all,
   * rather than a disabled button and its reasons on every card.
   */
  quietWhenRefused?: boolean;
}

/**
 * On an open load of today, the signed-in jumper's Join or Leave button. When the rules say no, the button
 * is disabled and the reasons are written under it, in the words the server would refuse with.
 */
export function SelfManifestActions({ load, ctx, plane, club, quietWhenRefused }: SelfManifestActionsProps) {
  const { t } = useTranslation();
  const reasonsId = useId();
  const [joining, setJoining] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const leave = useLeaveLoad();
  // the day view re-renders as its clock ticks, which re-checks the cut-off
  const state = selfManifestState(ctx, load, new Date());
  if (state.join.reasons.includes('loadNotOpen')) {
    return null;
  }
  const reasons = state.onLoad ? state.leave : state.join.reasons;
  const refused = reasons.length > 0;
  // staff who add jumpers themselves are not shown a Join or Leave they cannot use on every card
  if (refused && quietWhenRefused) {
    return null;
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, width: '100%' }}>
      {state.onLoad ? (
        <Button
          size="small"
          variant="outlined"
          color="warning"
          startIcon={<LogoutIcon />}
          disabled={refused || leave.isPending}
          aria-describedby={refused ? reasonsId : undefined}
          data-action="leave-load"
          onClick={() => setLeaving(true)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('selfManifest.leave')}
        </Button>
      ) : (
        <Button
          size="small"
          variant="contained"
          startIcon={<PersonAddAlt1Icon />}
          disabled={refused}
          aria-describedby={refused ? reasonsId : undefined}
          data-action="join-load"
          onClick={() => setJoining(true)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('selfManifest.join')}
        </Button>
      )}
      {refused && (
        <Typography id={reasonsId} variant="body2" color="text.secondary" data-testid="self-manifest-reasons">
          {reasons.map((r) => t(`errorDetail.${r}`)).join('. ')}
        </Typography>
      )}
      {joining && (
        <JoinLoadDialog
          load={load}
          ctx={ctx}
          plane={plane}
          club={club}
          waiverCheckSkipped={state.join.waiverCheckSkipped}
          onClose={() => setJoining(false)}
        />
      )}
      <ConfirmDialog
        open={leaving}
        title={t('selfManifest.leaveTitle', { number: load.number })}
        confirmLabel={t('selfManifest.leave')}
        loading={leave.isPending}
        onClose={() => setLeaving(false)}
        onConfirm={() => leave.mutate(load._id, { onSettled: () => setLeaving(false) })}
      >
        {t('selfManifest.leaveText')}
      </ConfirmDialog>
    </Box>
  );
}
