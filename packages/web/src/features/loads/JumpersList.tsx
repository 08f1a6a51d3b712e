import { eurosToCents, type Load, type LoadJumper, type WaiverAlarm } from '@dz/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../components/MoneyText';
import { WaiverAlarmMark } from '../waivers/WaiverAlarms';
import { hasRowActions, JumperActionsMenu, type JumperRowActions } from './JumperActions';
import { gearText, JumperWeight, roleText } from './JumperParts';
import { useJumperDrag } from './LoadsDnd';
import { jumperGroups } from './loadsView';
import { tandemPriceText } from './tandemPrice';

interface JumpersListProps {
  label: string;
  load: Load;
  showType: boolean;
  highestAltitudeFirst: boolean;
  /** Null when the jumpers cannot be changed. */
  actions: JumperRowActions | null;
  /** A jumper's waiver alarms, shown beside the name; absent where they do not matter (a landed load). */
  alarmsOf?: (memberId: string) => readonly WaiverAlarm[] | undefined;
}

/**
 * The jumpers of a load at phone width: one row per jumper (name and type, altitude and price, gear and
 * weight under them) with its actions in a menu, so nothing needs a sideways scroll at 360 px.
 */
export function JumpersList({
  label,
  load,
  showType,
  highestAltitudeFirst,
  actions,
  alarmsOf,
}: JumpersListProps) {
  const groups = jumperGroups(load.jumpers, highestAltitudeFirst);
  const rowActions = hasRowActions(actions) ? actions : null;
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {groups.map((group, index) =>
        group.map((j, i) => (
          <JumperItem
            key={j._id}
            jumper={j}
            load={load}
            striped={index % 2 === 1}
            groupSize={group.length}
            indexInGroup={i}
            showType={showType}
            actions={rowActions}
            alarms={alarmsOf?.(j.memberId)}
          />
        )),
      )}
    </Box>
  );
}

interface JumperItemProps {
  jumper: LoadJumper;
  load: Load;
  striped: boolean;
  groupSize: number;
  indexInGroup: number;
  showType: boolean;
  actions: JumperRowActions | null;
  alarms: readonly WaiverAlarm[] | undefined;
}

function JumperItem({
  jumper: j,
  load,
  striped,
  groupSize,
  indexInGroup,
  showType,
  actions,
  alarms,
}: JumperItemProps) {
  const { t } = useTranslation();
  const drag = useJumperDrag(j, load, !!actions?.onMove && actions.moveTargets.length > 0);
  const details = [
    showType ? roleText(t, j) : null,
    gearText(t, j),
    j.highOpening ? t('loads.day.jumper.highOpening') : null,
    j.didNotJump ? t('loads.day.jumper.didNotJump') : null,
  ].filter((d): d is string => d !== null);
  const lastOfGroup = indexInGroup === groupSize - 1;
  return (
    <Box
      component="li"
      ref={drag.ref}
      {...drag.listeners}
      data-group={j.groupId}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto auto',
        alignItems: 'center',
        columnGap: 1,
        py: 0.75,
        pl: groupSize > 1 && indexInGroup > 0 ? 2 : 1,
        pr: actions ? 0 : 1,
        bgcolor: striped ? 'action.hover' : undefined,
        borderLeft: groupSize > 1 ? 3 : 0,
        borderLeftColor: 'primary.main',
        borderBottom: lastOfGroup ? 1 : 0,
        borderBottomColor: 'divider',
        opacity: drag.isDragging ? 0.4 : j.didNotJump ? 0.55 : 1,
        // a resting finger picks the row up (dnd-kit's touch sensor); swiping still scrolls
        touchAction: 'manipulation',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant="body2"
          sx={{
            fontWeight: 500,
            overflowWrap: 'anywhere',
            textDecoration: j.didNotJump ? 'line-through' : undefined,
          }}
        >
          {j.name}
          <WaiverAlarmMark alarms={alarms} />
        </Typography>
        <Typography
          variant="caption"
          component="div"
          color="text.secondary"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {details.join(' · ')}
          {' · '}
          <JumperWeight jumper={j} unit />
        </Typography>
        {tandemPriceText(t, j) && (
          <Typography variant="caption" component="div" color="text.secondary" data-testid="tandem-price">
            {tandemPriceText(t, j)}
          </Typography>
        )}
      </Box>
      <Box sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
        <Typography variant="body2">
          {formatMoney(eurosToCents(j.price))}
          {j.priceOverride !== null ? ' *' : ''}
        </Typography>
        <Typography variant="caption" component="div" color="text.secondary">
          {j.altitude} m
        </Typography>
      </Box>
      {actions ? <JumperActionsMenu jumper={j} groupSize={groupSize} actions={actions} /> : <span />}
    </Box>
  );
}
