import { clubTime, type LoadCallState } from '@dz/shared';
import CampaignIcon from '@mui/icons-material/Campaign';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** Orange text with 7:1 contrast on white (the theme's `warning.main` has 3.1:1). */
const BOARDING_TEXT_LIGHT = '#9a3412';

/**
 * A load's latest call ("15-minute call · 12:03"), as the day view, the public board and My loads show
 * it; nothing before the first call. Boarding stands out, bold in the warning colour.
 */
export function LoadCallChip({
  call,
  timeZone,
  size = 'small',
}: {
  call: LoadCallState;
  timeZone?: string | undefined;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation();
  if (!call) {
    return null;
  }
  const label = `${t(`loadCall.body.${call.call}`)} · ${clubTime(new Date(call.at), timeZone)}`;
  return (
    <Chip
      icon={<CampaignIcon />}
      label={label}
      size={size}
      color={call.call === 'boarding' ? 'warning' : 'default'}
      variant="outlined"
      // the theme's orange is too light for text (3.1:1 on white): a darker one, and the light one on dark
      sx={
        call.call === 'boarding'
          ? (theme) => ({
              fontWeight: 700,
              borderWidth: 2,
              color: theme.palette.mode === 'dark' ? theme.palette.warning.light : BOARDING_TEXT_LIGHT,
              '& .MuiChip-icon': { color: 'inherit' },
            })
          : undefined
      }
      data-testid="load-called"
    />
  );
}
