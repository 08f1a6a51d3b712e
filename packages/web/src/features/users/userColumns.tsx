import { isOverlord, type UserResponse } from '@dz/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { LinkedMemberButton } from './LinkedMemberButton';
import { type UserAction, UserActionButtons, UserSwitch } from './UserControls';

export type UserRow = UserResponse;

export interface UserColumnsOptions {
  t: TFunction;
  /** Phone and tablet width: the name cell carries the e-mail too. */
  isCompact: boolean;
  /** Why a row's controls are off (the overlord, one's own account); null when they are on. */
  lockReason: (user: UserRow) => string | null;
  /** A change of this user is on its way to the server. */
  isBusy: (user: UserRow) => boolean;
  onToggle: (
    user: UserRow,
    change: 'admin' | 'canCheckWaivers' | 'canManifest' | 'canTakePayments',
    value: boolean,
  ) => void;
  onAction: (user: UserRow, action: UserAction) => void;
  /** The display name of the member a user is linked to; null when none (or not loaded). */
  linkedMemberName: (user: UserRow) => string | null;
  onLink: (user: UserRow) => void;
}

/**
 * The columns a narrow screen leaves out: below xl (a laptop with the side bar) the username and the
 * confirmation; below md (phone) also the e-mail, which the name cell then shows.
 */
export function hiddenColumns(isCompact: boolean, isMedium: boolean, isWide = true): Record<string, boolean> {
  if (isCompact) {
    return { username: false, email: false, confirmed: false };
  }
  if (isMedium) {
    return { username: false, confirmed: false };
  }
  return isWide ? {} : { username: false, confirmed: false };
}

/** The users grid's columns (spec section 2, Users); on a phone the actions come right after the name. */
export function userColumns(o: UserColumnsOptions): GridColDef<UserRow>[] {
  const columns = allColumns(o);
  if (!o.isCompact) {
    return columns;
  }
  const actions = columns.filter((c) => c.field === 'actions');
  const [name, ...rest] = columns.filter((c) => c.field !== 'actions');
  return name ? [name, ...actions, ...rest] : columns;
}

function allColumns(o: UserColumnsOptions): GridColDef<UserRow>[] {
  const { t } = o;
  return [
    {
      field: 'displayName',
      headerName: t('fields.displayName'),
      flex: 1,
      minWidth: o.isCompact ? 140 : 150,
      renderCell: ({ row }) =>
        o.isCompact ? (
          <Box sx={{ lineHeight: 1.3, py: 0.75, minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {row.displayName}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {row.email}
            </Typography>
          </Box>
        ) : (
          row.displayName
        ),
    },
    { field: 'username', headerName: t('fields.username'), flex: 0.6, minWidth: 100 },
    { field: 'email', headerName: t('fields.email'), flex: 1, minWidth: 170 },
    {
      field: 'linkedMember',
      headerName: t('members.linking.column'),
      flex: 0.8,
      minWidth: 150,
      valueGetter: (_value, row) => o.linkedMemberName(row) ?? '',
      renderCell: ({ row }) => (
        <LinkedMemberButton
          user={row}
          memberName={o.linkedMemberName(row)}
          lockReason={isOverlord(row) ? t('error.userIsOverlord') : null}
          onLink={o.onLink}
        />
      ),
    },
    { field: 'confirmed', headerName: t('users.columns.confirmed'), type: 'boolean', width: 100 },
    {
      field: 'admin',
      headerName: t('users.columns.admin'),
      type: 'boolean',
      width: 90,
      renderCell: ({ row }) => (
        <UserSwitch
          checked={row.admin}
          label={t('users.adminOf', { name: row.displayName })}
          lockReason={o.lockReason(row)}
          disabled={o.isBusy(row)}
          onChange={(value) => o.onToggle(row, 'admin', value)}
        />
      ),
    },
    {
      field: 'canCheckWaivers',
      headerName: t('users.columns.waiverChecker'),
      description: t('users.columns.waiverCheckerLong'),
      type: 'boolean',
      width: 120,
      valueGetter: (_value, row) => row.permissions.canCheckWaivers,
      renderCell: ({ row }) => (
        <UserSwitch
          checked={row.permissions.canCheckWaivers}
          label={t('users.waiverCheckerOf', { name: row.displayName })}
          lockReason={o.lockReason(row)}
          disabled={o.isBusy(row)}
          onChange={(value) => o.onToggle(row, 'canCheckWaivers', value)}
        />
      ),
    },
    {
      field: 'canManifest',
      headerName: t('users.columns.manifest'),
      description: t('users.columns.manifestLong'),
      type: 'boolean',
      width: 120,
      valueGetter: (_value, row) => row.permissions.canManifest,
      renderCell: ({ row }) => (
        <UserSwitch
          checked={row.permissions.canManifest}
          label={t('users.manifestOf', { name: row.displayName })}
          lockReason={o.lockReason(row)}
          disabled={o.isBusy(row)}
          onChange={(value) => o.onToggle(row, 'canManifest', value)}
        />
      ),
    },
    {
      field: 'canTakePayments',
      headerName: t('users.columns.treasurer'),
      description: t('users.columns.treasurerLong'),
      type: 'boolean',
      width: 120,
      valueGetter: (_value, row) => row.permissions.canTakePayments,
      renderCell: ({ row }) => (
        <UserSwitch
          checked={row.permissions.canTakePayments}
          label={t('users.treasurerOf', { name: row.displayName })}
          lockReason={o.lockReason(row)}
          disabled={o.isBusy(row)}
          onChange={(value) => o.onToggle(row, 'canTakePayments', value)}
        />
      ),
    },
    {
      field: 'blocked',
      headerName: t('users.columns.blocked'),
      width: 100,
      // text, so that the search finds "blocked" users
      valueGetter: (_value, row) => (row.blocked ? t('users.blocked') : ''),
      renderCell: ({ row }) =>
        row.blocked ? <Chip size="small" color="error" label={t('users.blocked')} /> : null,
    },
    {
      field: 'state',
      headerName: t('users.columns.state'),
      width: 110,
      valueGetter: (_value, row) => (row.removed ? t('users.state.removed') : t('users.state.active')),
      renderCell: ({ row, value }) => (
        <Chip
          size="small"
          variant="outlined"
          color={row.removed ? 'default' : 'success'}
          label={String(value)}
        />
      ),
    },
    {
      field: 'actions',
      headerName: t('users.columns.actions'),
      width: 124,
      sortable: false,
      filterable: false,
      disableColumnMenu: true,
      renderCell: ({ row }) => (
        <UserActionButtons
          user={row}
          lockReason={o.lockReason(row)}
          disabled={o.isBusy(row)}
          onAction={o.onAction}
        />
      ),
    },
  ];
}
