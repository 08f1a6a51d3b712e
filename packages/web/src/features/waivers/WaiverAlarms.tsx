import type { WaiverAlarm } from '@dz/shared';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircle';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The alarms in words, in the spec's order: "Waiver expired, No license". */
export function waiverAlarmsText(t: TFunction, alarms: readonly WaiverAlarm[]): string {
  return alarms.map((a) => t(`waiverAlarm.${a}`)).join(', ');
}

/**
 * A member's waiver alarms as warning chips (members list, member detail); "Waiver OK" when there are none
 * and `showOk` asks for it. Nothing while the waiver info is not known.
 */
export function WaiverAlarmChips({
  alarms,
  showOk = false,
}: {
  alarms: readonly WaiverAlarm[] | undefined;
  showOk?: boolean;
}) {
  const { t } = useTranslation();
  if (!alarms) {
    return null;
  }
  if (alarms.length === 0) {
    return showOk ? (
      <Chip
        size="small"
        color="success"
        variant="outlined"
        icon={<CheckCircleOutlineIcon />}
        label={t('waiverAlarm.none')}
        sx={{ color: 'text.primary' }}
      />
    ) : null;
  }
  return (
    <Box
      component="ul"
      aria-label={t('waiverAlarm.label', { alarms: waiverAlarmsText(t, alarms) })}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}
    >
      {alarms.map((a) => (
        <li key={a}>
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            icon={<WarningAmberIcon />}
            label={t(`waiverAlarm.${a}`)}
            // the words in the text colour: warning orange is under 4.5:1 on white; the border and icon say it
            sx={{ color: 'text.primary' }}
          />
        </li>
      ))}
    </Box>
  );
}

/**
 * A small warning sign beside a name (a load's jumper, a compact members row) that names the alarms to a
 * screen reader and in a tooltip. Nothing when there are none.
 */
export function WaiverAlarmMark({ alarms }: { alarms: readonly WaiverAlarm[] | undefined }) {
  const { t } = useTranslation();
  if (!alarms || alarms.length === 0) {
    return null;
  }
  const text = t('waiverAlarm.label', { alarms: waiverAlarmsText(t, alarms) });
  return (
    <Tooltip title={text}>
      <Box
        component="span"
        role="img"
        aria-label={text}
        tabIndex={0}
        data-testid="waiver-alarm-mark"
        sx={{ display: 'inline-flex', verticalAlign: 'text-bottom', color: 'warning.main', ml: 0.5 }}
      >
        <WarningAmberIcon fontSize="small" />
      </Box>
    </Tooltip>
  );
}

/**
 * The alarms as a line of warning text (the add-jumper picker's options, where a tooltip cannot be reached
 * by touch): the icon and the words.
 */
export function WaiverAlarmLine({ alarms }: { alarms: readonly WaiverAlarm[] | undefined }) {
  const { t } = useTranslation();
  if (!alarms || alarms.length === 0) {
    return null;
  }
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        color: 'text.primary',
        fontSize: 'inherit',
      }}
    >
      <WarningAmberIcon sx={{ fontSize: '1.1em', color: 'warning.main' }} aria-hidden />
      {waiverAlarmsText(t, alarms)}
    </Box>
  );
}
