import { eurosToCents, type Logbook, type LogbookJump } from '@dz/shared';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../app/format';
import { MoneyText } from '../../components/MoneyText';

const noWrap = { whiteSpace: 'nowrap' } as const;

/** The jump type, with the training jump and a high opening when there are. */
function JumpType({ jump }: { jump: LogbookJump }) {
  const { t } = useTranslation();
  const extra = [jump.trainingJump, jump.highOpening ? t('logbook.highOpening') : null].filter(Boolean);
  return (
    <>
      {t(`logbook.jumpKind.${jump.jumpType}`)}
      {extra.length > 0 && (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.75rem' }}>
          {extra.join(' · ')}
        </Box>
      )}
    </>
  );
}

const price = (jump: LogbookJump) =>
  jump.price === null ? '' : <MoneyText cents={eurosToCents(jump.price)} />;

/** The number of jumps and the jumps before them, above the jumps. */
export function LogbookSummary({ logbook }: { logbook: Logbook }) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {t('logbook.count', { count: logbook.jumps.length })}
      {' · '}
      {logbook.jumpsBefore === null
        ? t('logbook.jumpsBeforeUnknown')
        : t('logbook.jumpsBefore', { count: logbook.jumpsBefore })}
    </Typography>
  );
}

/**
 * A logbook's jumps, oldest first with their running numbers: a table, and on a phone a list of one jump a
 * line (nothing scrolls sideways at 390 px).
 */
export function LogbookJumps({ logbook }: { logbook: Logbook }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  if (logbook.jumps.length === 0) {
    return (
      <Typography color="text.secondary" role="status">
        {t('logbook.empty')}
      </Typography>
    );
  }
  if (isPhone) {
    return (
      <List dense disablePadding aria-label={t('logbook.title')}>
        {logbook.jumps.map((jump) => (
          <ListItem
            key={jump.loadId}
            divider
            disableGutters
            sx={{ display: 'flex', gap: 1.5, alignItems: 'start' }}
          >
            <Typography component="span" sx={{ fontWeight: 600, minWidth: '3ch', textAlign: 'right' }}>
              {jump.number}
            </Typography>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="body2" component="div">
                {formatDate(jump.date)} · {t('logbook.loadNumber', { number: jump.loadNumber })}
                {jump.plane ? ` · ${jump.plane}` : ''}
              </Typography>
              <Typography variant="body2" component="div" color="text.secondary">
                {t('logbook.altitude', { altitude: jump.altitude })} · <JumpType jump={jump} />
              </Typography>
            </Box>
            <Typography variant="body2" component="span" sx={noWrap}>
              {price(jump)}
            </Typography>
          </ListItem>
        ))}
      </List>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('logbook.title')} sx={{ '& th': noWrap }}>
        <TableHead>
          <TableRow>
            <TableCell align="right">{t('logbook.columns.number')}</TableCell>
            <TableCell>{t('logbook.columns.date')}</TableCell>
            <TableCell align="right">{t('logbook.columns.load')}</TableCell>
            <TableCell>{t('logbook.columns.plane')}</TableCell>
            <TableCell align="right">{t('logbook.columns.altitude')}</TableCell>
            <TableCell>{t('logbook.columns.jumpType')}</TableCell>
            <TableCell align="right">{t('logbook.columns.price')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {logbook.jumps.map((jump) => (
            <TableRow key={jump.loadId}>
              <TableCell align="right">{jump.number}</TableCell>
              <TableCell sx={noWrap}>{formatDate(jump.date)}</TableCell>
              <TableCell align="right">{jump.loadNumber}</TableCell>
              <TableCell sx={noWrap}>{jump.plane ?? ''}</TableCell>
              <TableCell align="right" sx={noWrap}>
                {t('logbook.altitude', { altitude: jump.altitude })}
              </TableCell>
              <TableCell>
                <JumpType jump={jump} />
              </TableCell>
              <TableCell align="right" sx={noWrap}>
                {price(jump)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
