import type { Load } from '@dz/shared';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberRow } from '../members/api';
import type { JumperRowActions } from './JumperActions';
import { JumpersList } from './JumpersList';
import { JumpersTable } from './JumpersTable';
import type { LoadsViewPrefs } from './loadsView';
import { useTableFits } from './useTableFits';

/** What a row offers (the card adds the loads to move to). */
export type RowActions = Pick<JumperRowActions, 'onEdit' | 'onRemove' | 'onMove'>;

interface LoadCardJumpersProps {
  load: Load;
  dayLoads: readonly Load[];
  members: readonly MemberRow[];
  prefs: LoadsViewPrefs;
  /** The rows' edit, remove and move; null when the load's jumpers may not be changed. */
  actions: RowActions | null;
}

/** The load's jumpers: a list on a phone, a table elsewhere, or a line saying there are none. */
export function LoadCardJumpers({ load, dayLoads, members, prefs, actions }: LoadCardJumpersProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  // a card three to a row may be too narrow for the table: then the list, as on a phone
  const table = useTableFits([load, prefs.hidden, !!actions]);
  const alarmsOf = useMemo(() => {
    const byId = new Map(members.map((m) => [m._id, m.waiverInfo?.alarms]));
    return (memberId: string) => byId.get(memberId);
  }, [members]);
  if (load.jumpers.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {actions ? t('loads.day.noJumpers') : t('loads.day.noJumpersYet')}
      </Typography>
    );
  }
  const rowActions: JumperRowActions | null = actions && {
    ...actions,
    moveTargets: dayLoads
      .filter((l) => l._id !== load._id && l.state === 'open')
      .sort((a, b) => a.number - b.number),
  };
  const jumperProps = {
    label: t('loads.day.jumpersOf', { number: load.number }),
    load,
    showType: !prefs.hidden.includes('type'),
    highestAltitudeFirst: prefs.highestAltitudeFirst,
    actions: rowActions,
    // the waiver alarms warn before a jump; a landed load's jumpers have jumped
    alarmsOf: load.state === 'landed' ? undefined : alarmsOf,
  };
  return (
    <Box ref={table.ref} sx={{ overflowX: 'auto' }}>
      {isPhone || !table.fits ? <JumpersList {...jumperProps} /> : <JumpersTable {...jumperProps} />}
    </Box>
  );
}
