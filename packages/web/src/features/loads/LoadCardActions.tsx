import { actorOfUser, type Club, canSeeAuditTrail, type Load, type SelfManifestContext } from '@dz/shared';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../app/session/sessionContext';
import { SelfManifestActions } from '../selfManifest/SelfManifestActions';
import { LoadCallMenu } from './LoadCallMenu';
import { planesOf } from './loadsView';

interface LoadCardActionsProps {
  load: Load;
  club: Club | undefined;
  /** The signed-in jumper's standing for adding themself (today only); null for a user not linked. */
  selfManifest?: SelfManifestContext | null;
  isToday: boolean;
  /** Jumpers and fields may be changed (see `LoadCard`). */
  editable: boolean;
  /** The day may be changed (past days for admins only); each button also asks the load's `can`. */
  canEditDay: boolean;
  /** The load's fields below the buttons: whether they are shown, and their box's id. */
  editorOpen: boolean;
  editorId: string;
  onToggleEditor: () => void;
  onAddJumper: () => void;
  /** A new load with this one's fun jumpers; null when not offered. */
  onCopy: (() => void) | null;
  /** Sends the load up (after the weight and pilot checks), or back to open. */
  onTakeOff: () => void;
  onBackToOpen: () => void;
  /** Opens the dialog landing or reopening the load. */
  onLandReopen: (action: 'land' | 'open') => void;
}

/**
 * The card's buttons: adding oneself or a jumper, the load's fields, the call, take-off and back to open,
 * land, the load's history and reopening it.
 */
export function LoadCardActions(props: LoadCardActionsProps) {
  const { load, club, selfManifest, isToday, editable, canEditDay } = props;
  const { editorOpen, editorId, onToggleEditor, onAddJumper, onCopy, onTakeOff, onBackToOpen, onLandReopen } =
    props;
  const { t } = useTranslation();
  const { user } = useSession();
  const landed = load.state === 'landed';
  // the load's actions as the server allows them to the signed-in user, on a day they may change
  const can = canEditDay ? load.can : null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {selfManifest && isToday && (
        <SelfManifestActions
          load={load}
          ctx={selfManifest}
          plane={planesOf(club).find((p) => p._id === load.plane?._id)}
          club={club}
          quietWhenRefused={editable}
        />
      )}
      {editable && (
        <Button
          size="small"
          variant="outlined"
          startIcon={<PersonAddIcon />}
          data-action="add"
          onClick={onAddJumper}
        >
          {t('loads.day.addJumper')}
        </Button>
      )}
      <Button
        size="small"
        aria-expanded={editorOpen}
        aria-controls={editorOpen ? editorId : undefined}
        endIcon={
          <ExpandMoreIcon
            sx={{ transform: editorOpen ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
          />
        }
        onClick={onToggleEditor}
      >
        {can?.editTimes ? t('loads.day.card.editLoad') : t('loads.day.card.details')}
      </Button>
      {onCopy && isToday && (
        <Button size="small" startIcon={<ContentCopyIcon />} data-action="copy" onClick={onCopy}>
          {t('loads.day.card.copy')}
        </Button>
      )}
      {can?.call && isToday && <LoadCallMenu load={load} />}
      <Box sx={{ flexGrow: 1 }} />
      {can?.takeOff && (
        <Button size="small" variant="outlined" onClick={onTakeOff}>
          {t('loads.day.markFlying')}
        </Button>
      )}
      {can?.backToOpen && (
        <Button size="small" variant="outlined" onClick={onBackToOpen}>
          {t('loads.day.markOpen')}
        </Button>
      )}
      {can?.land && (
        <Button size="small" variant="contained" data-action="land" onClick={() => onLandReopen('land')}>
          {t('loads.day.landButton')}
        </Button>
      )}
      {landed && user && canSeeAuditTrail(actorOfUser(user)) && (
        <Button size="small" component={RouterLink} to={`/audit?loadId=${load._id}`}>
          {t('loads.day.card.history')}
        </Button>
      )}
      {can?.reopen && (
        <Button
          size="small"
          variant="outlined"
          color="warning"
          data-action="open"
          onClick={() => onLandReopen('open')}
        >
          {t('loads.day.reopenButton')}
        </Button>
      )}
    </Box>
  );
}
