import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDayHeading } from '../../app/format';
import { currentLanguage } from '../../app/i18n';
import { CenteredSpinner } from '../../components/CenteredSpinner';
import { EmptyState } from '../../components/EmptyState';
import { usePageTitle } from '../../components/PageHeader';
import { boardKeys, type PublicLoad, type PublicLoads, usePlaneAltitudes, usePublicLoads } from './api';
import { BoardSettingsMenu } from './BoardSettingsMenu';
import { BoardStatus } from './BoardStatus';
import { orderLoads } from './loadOrder';
import { PublicLoadCard } from './PublicLoadCard';
import { pushedIsNewer, readPushedBoard } from './pushedBoard';
import type { BoardSettings } from './settings';
import { useBoardSettings } from './settings';
import { useMinuteClock } from './time';
import { type BoardChange, useBoardSocket } from './useBoardSocket';

// the board fills a hangar TV: lift the public layout's `lg` width limit while it is on screen
const fullWidth = <GlobalStyles styles={{ '#main': { maxWidth: 'none' } }} />;

const titleSize = { xs: '1.5rem', xl: '2.25rem', xxl: '3rem' };
const subtitleSize = { xs: '1rem', xl: '1.25rem', xxl: '1.6rem' };

/** The loads the board shows, in the order its settings ask for (the next open load first by default). */
export function visibleLoads(loads: PublicLoad[], settings: BoardSettings): PublicLoad[] {
  return orderLoads(settings.hideLanded ? loads.filter((l) => l.state !== 'landed') : loads, settings);
}

/** `/loads-public`: today's loads for everyone at the drop zone, live, no login needed. */
/**
 * Whether a board already shows a change its socket announced: the change is of another day, or of this day
 * at a counter the board's answer has reached (events without a counter always refetch).
 */
export function boardIsCurrent(
  board: { date: string; version: number },
  change: { date: string; version?: number },
): boolean {
  if (change.date !== board.date) {
    return true;
  }
  return change.version !== undefined && change.version <= board.version;
}

export function LoadsPublicPage() {
  const { t } = useTranslation();
  usePageTitle(t('loadsPublic.title'));
  const [params] = useSearchParams();
  const club = params.get('club') ?? '';
  const { settings, setSetting } = useBoardSettings();
  const now = useMinuteClock();
  const queryClient = useQueryClient();
  const loadsQuery = usePublicLoads(club);
  const data = loadsQuery.data;
  // live altitude only when the server has a source for it: otherwise the switch would do nothing
  const liveAltitudeAvailable = data?.liveAltitudeAvailable === true;
  const showAltitude = settings.liveAltitude && liveAltitudeAvailable;
  const altitudes = usePlaneAltitudes(club, showAltitude);
  const refresh = useCallback(
    (change?: BoardChange) => {
      // a change of another day, or one this board shows already, needs no refetch (a hangar of screens
      // would otherwise ask the server all at once for nothing)
      if (change && data && boardIsCurrent(data, change)) {
        return;
      }
      const key = boardKeys.loads(club);
      void readPushedBoard(change?.board).then((pushed) => {
        if (!pushed) {
          void queryClient.invalidateQueries({ queryKey: key });
        } else if (pushedIsNewer(queryClient.getQueryData<PublicLoads>(key), pushed)) {
          // the event brought today's board itself: shown without asking the server
          queryClient.setQueryData(key, pushed);
        }
      });
    },
    [queryClient, club, data],
  );
  const connection = useBoardSocket(club, refresh);

  const planes = showAltitude ? (altitudes.data ?? []) : [];
  const altitudeOf = (registration?: string) =>
    planes.find((p) => p.plane === registration)?.altitude ?? undefined;
  const loads = data ? visibleLoads(data.loads, settings) : [];
  const subtitle = data ? `${data.clubName} · ${formatDayHeading(data.date, currentLanguage())}` : undefined;

  return (
    <>
      {fullWidth}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: { xs: 2, xxl: 3 } }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 500, fontSize: titleSize }}>
            {t('loadsPublic.title')}
          </Typography>
          {subtitle && (
            <Typography data-testid="board-date" color="text.secondary" sx={{ fontSize: subtitleSize }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        <BoardSettingsMenu
          settings={settings}
          onChange={setSetting}
          liveAltitudeAvailable={liveAltitudeAvailable}
        />
      </Box>
      <Box sx={{ mb: 2, '&:empty': { display: 'none' } }}>
        {(connection !== 'connected' || planes.length > 0) && (
          <BoardStatus connection={connection} dataUpdatedAt={loadsQuery.dataUpdatedAt} planes={planes} />
        )}
      </Box>
      {loadsQuery.isPending ? (
        <CenteredSpinner />
      ) : loadsQuery.isError && !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void loadsQuery.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('loadsPublic.loadError')}
        </Alert>
      ) : loads.length === 0 ? (
        <EmptyState
          icon={<FlightTakeoffIcon />}
          title={data?.loads.length ? t('loadsPublic.allLanded') : t('loads.emptyToday')}
          text={t('loadsPublic.emptyHint')}
        />
      ) : (
        <Box
          data-testid="board"
          sx={{
            display: 'grid',
            gap: { xs: 2, xxl: 3 },
            alignItems: 'start',
            gridTemplateColumns: {
              xs: '1fr',
              md: 'repeat(2, minmax(0, 1fr))',
              xl: 'repeat(3, minmax(0, 1fr))',
              xxl: 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          {loads.map((load) => (
            <PublicLoadCard
              key={load._id}
              load={load}
              settings={settings}
              now={now}
              liveAltitude={altitudeOf(load.plane?.registration)}
            />
          ))}
        </Box>
      )}
    </>
  );
}
