import { memberDisplayName } from '@dz/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { MoneyText } from '../../components/MoneyText';
import { WaiverAlarmChips, WaiverAlarmMark, waiverAlarmsText } from '../waivers/WaiverAlarms';
import type { MemberRow } from './api';

const finnish = new Intl.Collator('fi', { sensitivity: 'base' });

/**
 * The columns a narrow screen leaves out: below xl the weights and jumps; below lg (a tablet) also the
 * phone; below md (a phone) also the e-mail, license and club membership, the role going under the name.
 */
export function hiddenMemberColumns(size: 'phone' | 'tablet' | 'laptop' | 'wide'): Record<string, boolean> {
  const hidden: Record<typeof size, string[]> = {
    phone: ['role', 'license', 'email', 'phone', 'exitWeight', 'totalJumps', 'isClubMember', 'waiver'],
    tablet: ['phone', 'exitWeight', 'totalJumps'],
    laptop: ['exitWeight', 'totalJumps'],
    wide: [],
  };
  return Object.fromEntries(hidden[size].map((field) => [field, false]));
}

/** The members grid's columns; the name is "First Last 'Nick'" (spec section 3). */
export function memberColumns(t: TFunction, isCompact: boolean): GridColDef<MemberRow>[] {
  return [
    {
      field: 'name',
      headerName: t('members.columns.name'),
      flex: 1.5,
      minWidth: isCompact ? 150 : 220,
      valueGetter: (_value, row) => memberDisplayName(row),
      sortComparator: (a: string, b: string) => finnish.compare(a, b),
      renderCell: ({ row, value }) =>
        isCompact ? (
          <Box sx={{ lineHeight: 1.3, py: 0.75, minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {String(value)}
              <WaiverAlarmMark alarms={row.waiverInfo?.alarms} />
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {[t(`members.roles.${row.role}`), row.license].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
        ) : (
          String(value)
        ),
    },
    {
      field: 'role',
      headerName: t('members.fields.role'),
      flex: 0.8,
      minWidth: 170,
      valueGetter: (_value, row) => t(`members.roles.${row.role}`),
    },
    {
      field: 'license',
      headerName: t('members.columns.license'),
      width: 90,
      valueGetter: (_value, row) => row.license || '–',
    },
    {
      field: 'balance',
      headerName: t('members.columns.balance'),
      type: 'number',
      width: 120,
      valueGetter: (_value, row) => row.balanceCents,
      renderCell: ({ row }) => <MoneyText cents={row.balanceCents} />,
    },
    {
      field: 'isClubMember',
      headerName: t('members.columns.clubMember'),
      type: 'boolean',
      width: 110,
    },
    {
      field: 'waiver',
      headerName: t('waiverAlarm.column'),
      flex: 1,
      minWidth: 200,
      // sorted and filtered by the words, so "expired" finds the expired ones
      valueGetter: (_value, row) => waiverAlarmsText(t, row.waiverInfo?.alarms ?? []),
      renderCell: ({ row }) => (
        <Box sx={{ py: 0.75 }}>
          <WaiverAlarmChips alarms={row.waiverInfo?.alarms} showOk />
        </Box>
      ),
    },
    { field: 'email', headerName: t('fields.email'), flex: 1, minWidth: 170 },
    { field: 'phone', headerName: t('members.fields.phone'), width: 140 },
    {
      field: 'exitWeight',
      headerName: t('members.columns.exitWeight'),
      type: 'number',
      width: 110,
    },
    {
      field: 'totalJumps',
      headerName: t('members.columns.totalJumps'),
      type: 'number',
      width: 100,
    },
  ];
}

/** What the deleted members' rows offer (admins). */
export interface DeletedMemberActions {
  onSettle: (member: MemberRow) => void;
  onRestore: (member: MemberRow) => void;
  /** The member being restored, whose button waits. */
  restoringId: string | null;
}

/**
 * The columns of the deleted members with a balance: the name marked as deleted, the balance to settle,
 * and the settle and restore buttons.
 */
export function deletedMemberColumns(
  t: TFunction,
  isCompact: boolean,
  actions: DeletedMemberActions,
): GridColDef<MemberRow>[] {
  // contact details and jump data do not matter here: the balance to settle does
  const shown = new Set(['role', 'license', 'balance']);
  const [name, ...others] = memberColumns(t, isCompact);
  const rest = others.filter((c) => shown.has(c.field));
  return [
    {
      ...(name as GridColDef<MemberRow>),
      renderCell: ({ value }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Typography variant="body2" noWrap sx={{ textDecoration: 'line-through' }}>
            {String(value)}
          </Typography>
          <Chip size="small" color="warning" variant="outlined" label={t('members.deleted.label')} />
        </Box>
      ),
    },
    ...rest,
    {
      field: 'actions',
      headerName: t('members.columns.actions'),
      sortable: false,
      minWidth: 260,
      flex: 1.2,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', gap: 1 }}>
          {row.can.pay && (
            <Button size="small" variant="outlined" onClick={() => actions.onSettle(row)}>
              {t('members.deleted.settle')}
            </Button>
          )}
          {row.can.restore && (
            <Button
              size="small"
              onClick={() => actions.onRestore(row)}
              disabled={actions.restoringId === row._id}
            >
              {t('members.deleted.restore')}
            </Button>
          )}
        </Box>
      ),
    },
  ];
}
