import { actorOfUser, canCheckWaivers, type Waiver, type WaiverStatus } from '@dz/shared';
import AssignmentIcon from '@mui/icons-material/Assignment';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import { type SxProps, type Theme, useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../app/format';
import { currentLanguage } from '../../app/i18n';
import { useSession, useToday } from '../../app/session/sessionContext';
import { useDebouncedValue } from '../../app/useDebouncedValue';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { useClubName } from '../club/api';
import { publicPageUrl } from '../club/publicPageUrl';
import { ForbiddenPage } from '../errors/ForbiddenPage';
import { useWaivers } from './api';
import { WaiverDialog } from './WaiverDialog';
import { checklistProgress } from './waiverForm';

/** How many years back the year selector offers. */
const YEARS_BACK = 5;

/** How much of a waiver's checklist is ticked; nothing when the club has no checklist. */
function ChecklistChip({ waiver, sx }: { waiver: Waiver; sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  const progress = checklistProgress(waiver);
  if (progress.total === 0) {
    return null;
  }
  return (
    <Chip
      size="small"
      sx={sx}
      color={progress.done === progress.total ? 'success' : 'default'}
      label={t('waivers.progress', progress)}
    />
  );
}

/** `/waivers`: the checker view, for admins and users who may check waivers (spec sections 2 and 6). */
export function WaiversPage() {
  const { user } = useSession();
  if (!user) {
    return <ForbiddenPage reason="error.noWaiverPermission" />;
  }
  // a jumper who does not check waivers is shown where to sign their own, not "No access"
  return canCheckWaivers(actorOfUser(user)) ? <WaiversChecker /> : <OwnWaiver />;
}

/** `/waivers` for a jumper: who approves waivers, and the club's form to fill in. */
function OwnWaiver() {
  const { t } = useTranslation();
  const slug = useClubName().data?.slug ?? null;
  return (
    <>
      <PageHeader title={t('waivers.ownTitle')} />
      <Typography sx={{ mb: 2, maxWidth: 640 }}>{t('waivers.ownText')}</Typography>
      <Button variant="contained" href={publicPageUrl('/waiver', slug, '')} sx={{ minHeight: 44 }}>
        {t('waivers.ownFill')}
      </Button>
    </>
  );
}

function WaiversChecker() {
  const { t } = useTranslation();
  const { club } = useSession();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const currentYear = Number(useToday().slice(0, 4));
  const [year, setYear] = useState(currentYear);
  const [status, setStatus] = useState<WaiverStatus>('pending');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 300);
  const [openId, setOpenId] = useState<string | null>(null);
  const waivers = useWaivers({ status, year, search });
  const rows = waivers.data ?? [];
  // the dialog gets the list's copy while the waiver is on the list, else the one it opened with (so it stays
  // open when the waiver leaves the tab, e.g. on approval)
  const [opened, setOpened] = useState<Waiver | null>(null);
  const open = (waiver: Waiver) => {
    setOpened(waiver);
    setOpenId(waiver._id);
  };
  const timeZone = club?.timezone;
  const years = Array.from({ length: YEARS_BACK + 1 }, (_, i) => currentYear - i);

  return (
    <>
      <PageHeader title={t('waivers.title')} subtitle={String(year)} />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          mb: 2,
        }}
      >
        <TextField
          select
          size="small"
          label={t('fields.year')}
          value={year}
          onChange={(e) => setYear(Number(e.target.value))}
          sx={{ width: 120 }}
        >
          {years.map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="search"
          label={t('waivers.search')}
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          sx={{ flex: '1 1 220px', maxWidth: { md: 360 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Tabs
        value={status}
        onChange={(_e, value: WaiverStatus) => setStatus(value)}
        aria-label={t('fields.status')}
        sx={{ mb: 1 }}
      >
        <Tab value="pending" label={t('waivers.pending')} />
        <Tab value="approved" label={t('waivers.approved')} />
      </Tabs>
      {waivers.isFetching && <LinearProgress sx={{ mb: 1 }} aria-label={t('waivers.loading')} />}
      {!waivers.isPending && rows.length === 0 ? (
        <EmptyState
          icon={<AssignmentIcon />}
          title={
            search
              ? t('waivers.noMatches')
              : t(status === 'pending' ? 'waivers.emptyPending' : 'waivers.emptyApproved', { year })
          }
          text={t('waivers.emptyHint')}
        />
      ) : isPhone ? (
        <Paper variant="outlined">
          <List disablePadding aria-label={t('waivers.title')}>
            {rows.map((waiver) => {
              return (
                <ListItemButton key={waiver._id} divider onClick={() => open(waiver)}>
                  <ListItemText
                    primary={`${waiver.firstName} ${waiver.lastName}`}
                    secondary={`${waiver.email} · ${formatDateTime(waiver.signedAt, timeZone, currentLanguage())}`}
                    slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                  <ChecklistChip waiver={waiver} sx={{ ml: 1, flexShrink: 0 }} />
                </ListItemButton>
              );
            })}
          </List>
        </Paper>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('waivers.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('waivers.name')}</TableCell>
                <TableCell>{t('fields.email')}</TableCell>
                <TableCell>{t('fields.phone')}</TableCell>
                <TableCell>{t('waivers.signed')}</TableCell>
                <TableCell>{t('fields.checklist')}</TableCell>
                {status === 'approved' && <TableCell>{t('waivers.approvedByColumn')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((waiver) => {
                return (
                  <TableRow key={waiver._id} hover onClick={() => open(waiver)} sx={{ cursor: 'pointer' }}>
                    <TableCell>
                      <Box
                        component="button"
                        type="button"
                        onClick={(e) => {
                          e.stopPropagation();
                          open(waiver);
                        }}
                        sx={{
                          all: 'unset',
                          cursor: 'pointer',
                          fontWeight: 500,
                          // the spec's primary blue is 3.1:1 on white: light mode writes its text in the darker blue
                          color: (theme) =>
                            theme.palette.mode === 'light'
                              ? theme.palette.primary.dark
                              : theme.palette.primary.main,
                          '&:focus-visible': {
                            outline: 2,
                            outlineColor: 'text.primary',
                            outlineStyle: 'solid',
                          },
                        }}
                      >
                        {waiver.firstName} {waiver.lastName}
                      </Box>
                    </TableCell>
                    <TableCell>{waiver.email}</TableCell>
                    <TableCell>{waiver.phone}</TableCell>
                    <TableCell>{formatDateTime(waiver.signedAt, timeZone, currentLanguage())}</TableCell>
                    <TableCell>
                      <ChecklistChip waiver={waiver} />
                    </TableCell>
                    {status === 'approved' && <TableCell>{waiver.approvedByName ?? ''}</TableCell>}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {opened && openId && (
        <WaiverDialog
          key={openId}
          waiver={rows.find((w) => w._id === openId) ?? opened}
          onClose={() => {
            setOpenId(null);
            setOpened(null);
          }}
        />
      )}
    </>
  );
}
