import { eurosToCents, type Load, type LoadJumper, type WaiverAlarm } from '@dz/shared';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../components/MoneyText';
import { WaiverAlarmMark } from '../waivers/WaiverAlarms';
import { hasRowActions, JumperActionButtons, type JumperRowActions } from './JumperActions';
import { gearText, JumperWeight, roleText } from './JumperParts';
import { useJumperDrag } from './LoadsDnd';
import { jumperGroups } from './loadsView';
import { tandemPriceText } from './tandemPrice';

interface JumpersTableProps {
  label: string;
  load: Load;
  showType: boolean;
  highestAltitudeFirst: boolean;
  /** Null when the jumpers cannot be changed. */
  actions: JumperRowActions | null;
  /** A jumper's waiver alarms, shown beside the name; absent where they do not matter (a landed load). */
  alarmsOf?: (memberId: string) => readonly WaiverAlarm[] | undefined;
}

/** The jumpers of a load above the phone width, one manifest group (tandem, student group) after another. */
export function JumpersTable({
  label,
  load,
  showType,
  highestAltitudeFirst,
  actions,
  alarmsOf,
}: JumpersTableProps) {
  const { t } = useTranslation();
  const groups = jumperGroups(load.jumpers, highestAltitudeFirst);
  const withActions = hasRowActions(actions);
  return (
    <Table size="small" aria-label={label} sx={{ '& td, & th': { px: 0.75 } }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('loads.day.jumper.name')}</TableCell>
          <TableCell align="right">{t('loads.day.jumper.altitude')}</TableCell>
          <TableCell align="right">{t('loads.day.jumper.price')}</TableCell>
          <TableCell>{t('loads.day.jumper.gear')}</TableCell>
          <TableCell title={t('loads.day.jumper.highOpening')}>
            {t('loads.day.jumper.highOpeningShort')}
          </TableCell>
          <TableCell title={t('loads.day.jumper.didNotJump')}>
            {t('loads.day.jumper.didNotJumpShort')}
          </TableCell>
          <TableCell align="right">{t('loads.day.jumper.weight')}</TableCell>
          {withActions && (
            <TableCell padding="none">
              <Box component="span" sx={visuallyHidden}>
                {t('loads.day.jumper.actionsHeader')}
              </Box>
            </TableCell>
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {groups.map((group, index) =>
          group.map((j, i) => (
            <JumperRow
              key={j._id}
              jumper={j}
              load={load}
              striped={index % 2 === 1}
              groupSize={group.length}
              indexInGroup={i}
              showType={showType}
              actions={withActions ? actions : null}
              alarms={alarmsOf?.(j.memberId)}
            />
          )),
        )}
      </TableBody>
    </Table>
  );
}

/** Read by screen readers, not shown (px strings: MUI reads a bare 1 as 100%). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

interface JumperRowProps {
  jumper: LoadJumper;
  load: Load;
  striped: boolean;
  groupSize: number;
  indexInGroup: number;
  showType: boolean;
  actions: JumperRowActions | null;
  alarms: readonly WaiverAlarm[] | undefined;
}

function JumperRow({
  jumper: j,
  load,
  striped,
  groupSize,
  indexInGroup,
  showType,
  actions,
  alarms,
}: JumperRowProps) {
  const { t } = useTranslation();
  const drag = useJumperDrag(j, load, !!actions?.onMove && actions.moveTargets.length > 0);
  const yes = (flag: boolean) => (flag ? '✓' : '');
  return (
    <TableRow
      ref={drag.ref}
      {...drag.listeners}
      data-group={j.groupId}
      sx={{
        bgcolor: striped ? 'action.hover' : undefined,
        '& td': { borderBottom: indexInGroup < groupSize - 1 ? 'none' : undefined },
        opacity: drag.isDragging ? 0.4 : j.didNotJump ? 0.55 : 1,
        cursor: drag.listeners ? 'grab' : undefined,
      }}
    >
      <TableCell
        sx={{
          pl: groupSize > 1 && indexInGroup > 0 ? 2.5 : undefined,
          borderLeft: groupSize > 1 ? 3 : 0,
          borderLeftColor: 'primary.main',
          textDecoration: j.didNotJump ? 'line-through' : undefined,
        }}
      >
        {j.name}
        <WaiverAlarmMark alarms={alarms} />
        {showType && (
          <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8em' }}>
            {roleText(t, j)}
          </Box>
        )}
        {tandemPriceText(t, j) && (
          <Box
            component="span"
            sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8em' }}
            data-testid="tandem-price"
          >
            {tandemPriceText(t, j)}
          </Box>
        )}
      </TableCell>
      <TableCell align="right">{j.altitude}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatMoney(eurosToCents(j.price))}
        {j.priceOverride !== null ? ' *' : ''}
      </TableCell>
      <TableCell>{gearText(t, j)}</TableCell>
      <TableCell>{yes(j.highOpening)}</TableCell>
      <TableCell>{yes(j.didNotJump)}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="jumper-weight">
        <JumperWeight jumper={j} />
      </TableCell>
      {actions && (
        <TableCell padding="none" sx={{ whiteSpace: 'nowrap' }}>
          <JumperActionButtons jumper={j} groupSize={groupSize} actions={actions} />
        </TableCell>
      )}
    </TableRow>
  );
}
