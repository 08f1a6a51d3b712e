import { canCreateLoads, canEditPastDays, isAdmin, isIsoDate, type Load, type LoadJumper } from '@dz/shared';
import AddIcon from '@mui/icons-material/Add';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { bringIntoView } from '../../app/bringIntoView';
import { formatDayHeading } from '../../app/format';
import { currentLanguage } from '../../app/i18n';
import { useSession, useToday } from '../../app/session/sessionContext';
import { CenteredSpinner } from '../../components/CenteredSpinner';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { useClub } from '../club/api';
import { useMembers } from '../members/api';
import { MyLoads } from '../myLoads/MyLoads';
import { useSelfManifestContext } from '../selfManifest/api';
import { WeatherPanel } from '../weather/WeatherPanel';
import { AddJumperDialog } from './AddJumperDialog';
import { useCreateLoad, useLoadsOfDay, useMoveJumper } from './api';
import { DayNavigator } from './DayNavigator';
import { LandSeveralButton } from './LandSeveralDialog';
import { LiveAltitude } from './LiveAltitude';
import { LoadCardWhenNear } from './LoadCardWhenNear';
import { LoadsDnd } from './LoadsDnd';
import { LoadsViewMenu } from './LoadsViewMenu';
import { overbookingOf } from './loadSafety';
import { planesOf, useClubTime, useLoadsViewPrefs, visibleLoads } from './loadsView';
import { PrintLoadsButton } from './print/PrintLoadsButton';
import { useOverbookingGuard } from './SafetyWarnings';
import { useHeldOrder } from './useHeldOrder';

const pathOfDay = (date: string) => `/loads/${date}`;
/** The cards built at once, without waiting to come near the screen: a desktop's first screen. */
const EAGER_CARDS = 3;

/** `/loads/:date`: the loads of one club day. */
export function LoadsDayPage() {
  const { date = '' } = useParams();
  const today = useToday();
  if (!isIsoDate(date)) {
    return <Navigate to={pathOfDay(today)} replace />;
  }
  return <LoadsDay key={date} date={date} today={today} />;
}

function LoadsDay({ date, today }: { date: string; today: string }) {
  const { t } = useTranslation();
  const { user, club: clubSummary } = useSession();
  const loadsQuery = useLoadsOfDay(date);
  const club = useClub().data;
  const members = useMembers().data ?? [];
  const createLoad = useCreateLoad();
  const moveJumper = useMoveJumper();
  // a copied load: the new load and the load whose fun jumpers its add dialog starts with
  const [copy, setCopy] = useState<{ load: Load; from: Load } | null>(null);
  // a load just made: its card is built at once, comes into view and takes the focus on its Add jumper button
  const [fresh, setFresh] = useState<string | null>(null);
  const now = useClubTime(clubSummary?.timezone);
  // a jumper linked to a member may add themself to today's open loads
  const selfManifest = useSelfManifestContext(date === today && !!user?.linkedMember);
  // on a phone the jumper's own loads of today come first
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const newLoadRef = useRef<HTMLButtonElement>(null);
  const [prefs, updatePrefs] = useLoadsViewPrefs();
  const isToday = date === today;
  // the day's rules are the signed-in user's: past days only for admins; what each load allows is its `can`
  const canEditDay = canEditPastDays(user) || date >= today;
  // manifest staff and admins make loads (and move jumpers between them); a jump leader works the load they lead
  const manifests = canCreateLoads(user);
  const loads = loadsQuery.data ?? [];
  // the cards keep their places while they are being used (a take-off or a new estimate reorders them after)
  const { items: shown, holdProps } = useHeldOrder(visibleLoads(loads, prefs));
  const planes = planesOf(club);
  const defaultPlane = planes.find((p) => p.isDefault) ?? planes[0];

  // a move that takes the load over its slots or weight is asked first, naming them and who moves
  const moveGuard = useOverbookingGuard('move');
  const move = (jumper: LoadJumper, from: Load, to: Load) => {
    const group = from.jumpers.filter((j) => j.groupId === jumper.groupId);
    moveGuard.guard(
      to.number,
      overbookingOf(to, group, planes),
      () => moveJumper.mutate({ loadId: from._id, jumperId: jumper._id, toLoad: to._id }),
      group.map((j) => j.name),
    );
  };
  // a copy is a new load of the same plane, its fun jumpers chosen in its add dialog to look over and save
  const copyLoad = (from: Load) =>
    // one new load per click: a second click while the first is on its way does nothing
    !createLoad.isPending &&
    createLoad.mutate(
      { date, ...(from.plane ? { plane: from.plane._id } : defaultPlane ? { plane: defaultPlane._id } : {}) },
      {
        onSuccess: (load) => {
          setFresh(load._id);
          setCopy({ load, from });
        },
      },
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the day's loads bring the new card: look again
  useEffect(() => {
    if (!fresh || copy) {
      return;
    }
    const card = document.querySelector<HTMLElement>(`article[data-load-id="${fresh}"]`);
    if (card) {
      const add = card.querySelector<HTMLElement>('[data-action="add"]');
      add?.focus({ preventScroll: true });
      bringIntoView(add ?? card);
      setFresh(null);
    }
  }, [fresh, copy, loads]);
  const copied = copy && (loads.find((l) => l._id === copy.load._id) ?? copy.load);
  // a deleted load's card is gone: the focus goes to the New load button, else to the page's title
  const focusPage = () => {
    const button = newLoadRef.current;
    if (button && !button.disabled) {
      button.focus();
      return;
    }
    const title = document.querySelector<HTMLElement>('main h1');
    title?.setAttribute('tabindex', '-1');
    title?.focus();
  };

  const newLoad = (
    <Tooltip title={isToday ? '' : t('loads.day.newLoadOnlyToday')}>
      <span>
        <Button
          ref={newLoadRef}
          variant="contained"
          startIcon={<AddIcon />}
          disabled={!isToday || createLoad.isPending}
          onClick={() =>
            createLoad.mutate(
              { date, ...(defaultPlane ? { plane: defaultPlane._id } : {}) },
              { onSuccess: (load) => setFresh(load._id) },
            )
          }
        >
          {t('loads.day.newLoad')}
        </Button>
      </span>
    </Tooltip>
  );

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
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        {manifests && newLoad}
        {canEditDay && manifests && <LandSeveralButton date={date} loads={loads} />}
        <Box sx={{ flexGrow: 1 }} />
        {/* the day's sheets in load order, whatever order the screen shows */}
        <PrintLoadsButton loads={[...shown].sort((a, b) => a.number - b.number)} planes={planes} />
        <LoadsViewMenu prefs={prefs} update={updatePrefs} />
      </Box>
      {manifests && isToday && club && planes.length === 0 && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          data-testid="no-planes"
          action={
            isAdmin(user) ? (
              <Button component={RouterLink} to="/club" color="inherit" size="small" sx={{ minHeight: 44 }}>
                {t('loads.day.noPlanesLink')}
              </Button>
            ) : undefined
          }
        >
          {isAdmin(user) ? t('loads.day.noPlanesHint') : t('loads.day.noPlanesAskAdmin')}
        </Alert>
      )}
      {/* the weather that decides who jumps, and the wind limits it is over: today's only */}
      {isToday && <WeatherPanel timeZone={clubSummary?.timezone} />}
      {isToday && isPhone && user?.linkedMember && (
        <MyLoads loads={loads} memberId={user.linkedMember} now={now} timeZone={clubSummary?.timezone} />
      )}
      {prefs.liveAltitude && isToday && <LiveAltitude />}
      {!isToday && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {canEditDay ? t('loads.day.newLoadOnlyToday') : t('loads.day.pastReadOnly')}
        </Alert>
      )}
      {loadsQuery.isPending ? (
        <CenteredSpinner />
      ) : shown.length === 0 ? (
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
      ) : (
        <LoadsDnd onMove={move}>
          <Box
            {...holdProps}
            sx={{
              display: 'grid',
              gap: { xs: 1.5, sm: 2 },
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                md: 'repeat(2, minmax(0, 1fr))',
                xl: 'repeat(3, minmax(0, 1fr))',
              },
              alignItems: 'start',
            }}
          >
            {/* a busy day's cards are built as they come near the screen: the first before the thirtieth */}
            {shown.map((load, i) => (
              <LoadCardWhenNear
                key={load._id}
                eager={i < EAGER_CARDS || load._id === fresh}
                load={load}
                dayLoads={loads}
                club={club}
                members={members}
                prefs={prefs}
                canEditDay={canEditDay}
                now={now}
                isToday={isToday}
                selfManifest={selfManifest.data ?? null}
                onMove={manifests ? move : null}
                onCopy={manifests && isToday ? copyLoad : null}
                onDeleted={focusPage}
              />
            ))}
          </Box>
        </LoadsDnd>
      )}
      {moveGuard.dialog}
      {copy && copied && (
        <AddJumperDialog
          load={copied}
          dayLoads={loads}
          club={club}
          members={members}
          sameAs={copy.from}
          onClose={() => setCopy(null)}
        />
      )}
    </>
  );
}
