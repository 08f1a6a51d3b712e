import { eurosToCents, type Plane } from '@dz/shared';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../components/MoneyText';

const metres = new Intl.NumberFormat('fi-FI');

interface PlaneCardProps {
  plane: Plane;
  busy: boolean;
  onEdit: () => void;
  onMakeDefault: () => void;
  onDelete: () => void;
}

/** A plane with its weights, minute price and jump lines, and its buttons. */
export function PlaneCard({ plane, busy, onEdit, onMakeDefault, onDelete }: PlaneCardProps) {
  const { t } = useTranslation();
  const name = plane.registration;
  const facts = [
    plane.aircraftModel,
    plane.icaoCode ? t('club.planes.icaoShort', { code: plane.icaoCode.toUpperCase() }) : null,
    t('club.planes.slotsCount', { count: plane.slots }),
    plane.weightWarningThreshold || plane.weightDangerThreshold
      ? t('club.planes.weightSummary', {
          available: plane.weightAvailable,
          warning: plane.weightWarningThreshold,
          danger: plane.weightDangerThreshold,
        })
      : t('club.planes.weightOnly', { available: plane.weightAvailable }),
    plane.minutePrice === null
      ? t('club.planes.noMinutePrice')
      : t('club.planes.minutePriceValue', { price: formatMoney(eurosToCents(plane.minutePrice)) }),
  ].filter((fact): fact is string => !!fact);

  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={name}
      sx={{ p: 2, display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 500, flexGrow: 1, minWidth: 0 }}
          noWrap
        >
          {name}
        </Typography>
        {plane.isDefault ? (
          <Chip size="small" color="primary" icon={<StarIcon />} label={t('club.planes.default')} />
        ) : (
          <Tooltip title={t('club.planes.makeDefault')}>
            <span>
              <IconButton
                size="small"
                disabled={busy}
                onClick={onMakeDefault}
                aria-label={t('club.planes.makeDefaultOf', { name })}
              >
                <StarBorderIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        )}
        <Tooltip title={t('club.edit')}>
          <IconButton size="small" onClick={onEdit} aria-label={t('club.editOf', { name })}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('club.delete')}>
          <IconButton size="small" onClick={onDelete} aria-label={t('club.deleteOf', { name })}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {facts.join(' · ')}
      </Typography>
      {plane.jumpLines.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, fontStyle: 'italic' }}>
          {t('club.planes.noJumpLines')}
        </Typography>
      ) : (
        <Table
          size="small"
          // narrower cells on a phone: four columns of Finnish headers fit in 390 px
          sx={{ mt: 1, '& td, & th': { px: { xs: 0.75, sm: 2 }, overflowWrap: 'anywhere' } }}
          aria-label={t('club.planes.jumpLinesOf', { name })}
        >
          <TableHead>
            <TableRow>
              <TableCell sx={{ pl: 0 }}>{t('club.planes.altitude')}</TableCell>
              <TableCell align="right">{t('club.planes.price')}</TableCell>
              <TableCell align="right">{t('club.planes.priceForMembers')}</TableCell>
              <TableCell align="right" sx={{ pr: 0 }}>
                {t('club.planes.tandemPrice')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {plane.jumpLines.map((line) => (
              <TableRow key={line._id} sx={{ '&:last-child td': { borderBottom: 0 } }}>
                <TableCell sx={{ pl: 0 }}>
                  {t('club.planes.metres', { altitude: metres.format(line.altitude) })}
                </TableCell>
                <TableCell align="right">{formatMoney(eurosToCents(line.price))}</TableCell>
                <TableCell align="right" sx={{ color: 'text.secondary' }}>
                  {line.priceForMembers === null
                    ? t('club.planes.samePrice')
                    : formatMoney(eurosToCents(line.priceForMembers))}
                </TableCell>
                <TableCell align="right" sx={{ pr: 0, color: 'text.secondary' }}>
                  {line.tandemPrice === null
                    ? t('club.planes.noTandemPrice')
                    : formatMoney(eurosToCents(line.tandemPrice))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
