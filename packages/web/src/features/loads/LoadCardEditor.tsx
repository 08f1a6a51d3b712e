import type { Club, Load, UpdateLoadBody } from '@dz/shared';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import { useTranslation } from 'react-i18next';
import type { MemberRow } from '../members/api';
import { LoadCardFields } from './LoadCardFields';
import { LoadPlaneFields } from './LoadPlaneFields';
import { type LoadsViewPrefs, planesOf } from './loadsView';
import { PrintLoadsButton } from './print/PrintLoadsButton';

interface LoadCardEditorProps {
  load: Load;
  club: Club | undefined;
  members: readonly MemberRow[];
  prefs: LoadsViewPrefs;
  /** Shown ("Edit load" or "Details" opened it), and its box's id for that button. */
  open: boolean;
  id: string;
  /** The load's fields other than times can be changed. */
  editable: boolean;
  /** Times can be changed (also on a landed load). */
  timesEditable: boolean;
  save: (body: UpdateLoadBody) => void;
}

/** The load's fields under its buttons, shown on demand: people, times, fuel, comment, notes and plane. */
export function LoadCardEditor({
  load,
  club,
  members,
  prefs,
  open,
  id,
  editable,
  timesEditable,
  save,
}: LoadCardEditorProps) {
  const { t } = useTranslation();
  return (
    <Collapse in={open} unmountOnExit>
      <Box
        id={id}
        role="group"
        aria-label={t('loads.day.card.editorOf', { number: load.number })}
        sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, pt: 1 }}
      >
        <LoadCardFields
          load={load}
          members={members}
          editable={editable}
          timesEditable={timesEditable}
          showPilot={!prefs.hidden.includes('pilot')}
          showComment={!prefs.hidden.includes('comment')}
          save={save}
        />
        <LoadPlaneFields
          load={load}
          planes={planesOf(club)}
          members={members}
          editable={editable}
          save={save}
        />
        {/* this load's own sheet, for the pilot's clipboard */}
        <Box>
          <PrintLoadsButton
            loads={[load]}
            planes={planesOf(club)}
            label={t('loads.day.card.printLoad', { number: load.number })}
          />
        </Box>
      </Box>
    </Collapse>
  );
}
