import type { LoadJumper } from '@dz/shared';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { euros, jumperGroups } from './loadsView';

interface JumpersTableProps {
  label: string;
  jumpers: readonly LoadJumper[];
  showType: boolean;
  highestAltitudeFirst: boolean;
  /** Null when the jumpers cannot be changed. */
  onEdit: ((jumper: LoadJumper) => void) | null;
  onRemove: ((jumper: LoadJumper) => void) | null;
}

/** The jumpers of a load, one manifest group (tandem, student group) after another. */
export function JumpersTable({
  label,
  jumpers,
  showType,
  highestAltitudeFirst,
  onEdit,
  onRemove,
}: JumpersTableProps) {
  const { t } = useTranslation();
  const groups = jumperGroups(jumpers, highestAltitudeFirst);
  const yes = (flag: boolean) => (flag ? '✓' : '');
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
          {(onEdit || onRemove) && <TableCell padding="none" />}
        </TableRow>
      </TableHead>
      <TableBody>
        {groups.map((group, index) =>
          group.map((j, i) => (
            <TableRow
              key={j._id}
              data-group={j.groupId}
              sx={{
                bgcolor: index % 2 === 1 ? 'action.hover' : undefined,
                '& td': { borderBottom: i < group.length - 1 ? 'none' : undefined },
                opacity: j.didNotJump ? 0.55 : 1,
              }}
            >
              <TableCell
                sx={{
                  pl: group.length > 1 && i > 0 ? 2.5 : undefined,
                  borderLeft: group.length > 1 ? 3 : 0,
                  borderLeftColor: 'primary.main',
                  textDecoration: j.didNotJump ? 'line-through' : undefined,
                }}
              >
                {j.name}
                {showType && (
                  <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8em' }}>
                    {t(`loads.day.role.${j.groupRole === 'single' ? j.type : j.groupRole}`)}
                    {j.trainingJump ? ` · ${j.trainingJump.name}` : ''}
                  </Box>
                )}
              </TableCell>
              <TableCell align="right">{j.altitude}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {euros(j.price)}
                {j.priceOverride !== null ? ' *' : ''}
                {j.tandemPrice !== null && (
                  <Box
                    component="span"
                    sx={{
                      display: 'block',
                      color: 'text.secondary',
                      fontSize: '0.8em',
                      whiteSpace: 'normal',
                    }}
                  >
                    {t('loads.day.tandemPriceInfo', { price: euros(j.tandemPrice) })}
                  </Box>
                )}
              </TableCell>
              <TableCell>
                {j.ownGear
                  ? t('loads.day.jumper.own')
                  : j.gearRental !== null
                    ? euros(j.gearRental)
                    : t('loads.day.jumper.rent')}
              </TableCell>
              <TableCell>{yes(j.highOpening)}</TableCell>
              <TableCell>{yes(j.didNotJump)}</TableCell>
              <TableCell align="right">{j.exitWeight ?? '–'}</TableCell>
              {(onEdit || onRemove) && (
                <TableCell padding="none" sx={{ whiteSpace: 'nowrap' }}>
                  {onEdit && (
                    <IconButton
                      size="small"
                      aria-label={t('loads.day.jumper.edit', { name: j.name })}
                      onClick={() => onEdit(j)}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                  )}
                  {onRemove && (
                    <IconButton
                      size="small"
                      aria-label={t('loads.day.jumper.remove', { name: j.name })}
                      onClick={() => onRemove(j)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  )}
                </TableCell>
              )}
            </TableRow>
          )),
        )}
      </TableBody>
    </Table>
  );
}
