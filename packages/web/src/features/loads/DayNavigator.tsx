import { addDays } from '@dz/shared';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface DayNavigatorProps {
  date: string;
  today: string;
  /** The page of a day, e.g. `/loads/2025-06-01`. */
  pathOf: (date: string) => string;
}

/** Previous day, today and next day buttons of a day view. */
export function DayNavigator({ date, today, pathOf }: DayNavigatorProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Tooltip title={t('common.previousDay')}>
        <IconButton component={Link} to={pathOf(addDays(date, -1))} aria-label={t('common.previousDay')}>
          <ChevronLeftIcon />
        </IconButton>
      </Tooltip>
      <Button component={Link} to={pathOf(today)} variant="outlined" size="small" disabled={date === today}>
        {t('common.today')}
      </Button>
      <Tooltip title={t('common.nextDay')}>
        <IconButton component={Link} to={pathOf(addDays(date, 1))} aria-label={t('common.nextDay')}>
          <ChevronRightIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
