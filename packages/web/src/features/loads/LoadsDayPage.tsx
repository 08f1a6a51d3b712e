import { isIsoDate } from '@dz/shared';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { formatDayHeading } from '../../app/format';
import { currentLanguage } from '../../app/i18n';
import { useToday } from '../../app/session/sessionContext';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { DayNavigator } from './DayNavigator';

const pathOfDay = (date: string) => `/loads/${date}`;

/** `/` and `/loads`: today's loads, today being the club's day. */
export function TodayRedirect() {
  return <Navigate to={pathOfDay(useToday())} replace />;
}

/** `/loads/:date`: the loads of one club day. */
export function LoadsDayPage() {
  const { t } = useTranslation();
  const { date = '' } = useParams();
  const today = useToday();
  if (!isIsoDate(date)) {
    return <Navigate to={pathOfDay(today)} replace />;
  }
  const isToday = date === today;
  return (
    <>
      <PageHeader
        title={t('loads.title')}
        subtitle={
          <span data-testid="loads-date">
            {formatDayHeading(date, currentLanguage())}
            {isToday ? ` · ${t('common.today')}` : ''}
          </span>
        }
        actions={<DayNavigator date={date} today={today} pathOf={pathOfDay} />}
      />
      <EmptyState
        icon={<FlightTakeoffIcon />}
        title={isToday ? t('loads.emptyToday') : t('loads.emptyDay')}
        text={
          date < today
            ? t('loads.emptyPastHint')
            : isToday
              ? t('loads.emptyTodayHint')
              : t('loads.emptyFutureHint')
        }
      />
    </>
  );
}
