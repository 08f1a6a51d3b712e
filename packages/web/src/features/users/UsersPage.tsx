import { isOverlord, memberDisplayName, type UserResponse } from '@dz/shared';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGrid, type GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/sessionContext';
import { usePreload } from '../../components/lazyPart';
import { PageHeader } from '../../components/PageHeader';
import { lazyDialog } from '../../components/PartStates';
import { useMembers } from '../members/api';
import { useDeleteUser, useRemoveUser, useUpdateUser, useUsers } from './api';
import { gridLocaleText } from './gridLocaleText';
import type { PendingUserAction } from './UserConfirmDialog';
import type { UserAction } from './UserControls';
import { UsersToolbar } from './UsersToolbar';
import { hiddenColumns, userColumns } from './userColumns';

// the dialogs are downloaded once the list is up, not before it is usable
const linkDialog = lazyDialog(
  () => import('./LinkMemberDialog'),
  'LinkMemberDialog',
  (props) => props.user !== null,
);
const confirmDialog = lazyDialog(
  () => import('./UserConfirmDialog'),
  'UserConfirmDialog',
  (props) => props.pending !== null,
);
const LinkMemberDialog = linkDialog.Part;
const UserConfirmDialog = confirmDialog.Part;
const preloaded = [linkDialog, confirmDialog];

/** `/users`: the club's user accounts, for admins. Changes arrive live from other admins (`usersUpdated`). */
export function UsersPage() {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const isCompact = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const isMedium = useMediaQuery(theme.breakpoints.down('lg'), { noSsr: true });
  const isWide = useMediaQuery(theme.breakpoints.up('xl'), { noSsr: true });
  const { user: me } = useSession();
  const users = useUsers();
  usePreload(preloaded);
  const updateUser = useUpdateUser();
  const removeUser = useRemoveUser();
  const deleteUser = useDeleteUser();
  const members = useMembers();
  const [pending, setPending] = useState<PendingUserAction | null>(null);
  const [linking, setLinking] = useState<UserResponse | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [columnVisibility, setColumnVisibility] = useState<GridColumnVisibilityModel>({});

  const memberNames = useMemo(
    () => new Map((members.data ?? []).map((m) => [m._id, memberDisplayName(m)])),
    [members.data],
  );

  const columns = useMemo(() => {
    const lockReason = (user: UserResponse) => {
      if (isOverlord(user)) {
        return t('error.userIsOverlord');
      }
      return user._id === me?._id ? t('users.ownAccount') : null;
    };
    const track = (user: UserResponse, call: Promise<unknown>) => {
      setBusyId(user._id);
      call.catch(() => undefined).finally(() => setBusyId((id) => (id === user._id ? null : id)));
    };
    const handleAction = (user: UserResponse, action: UserAction) => {
      if (action === 'unblock') {
        track(user, updateUser.mutateAsync({ id: user._id, body: { blocked: false } }));
      } else if (action === 'restore') {
        track(user, updateUser.mutateAsync({ id: user._id, body: { removed: null } }));
      } else {
        setPending({ action, user });
      }
    };
    return userColumns({
      t,
      isCompact,
      lockReason,
      isBusy: (user) => user._id === busyId,
      onToggle: (user, change, value) =>
        track(
          user,
          updateUser.mutateAsync({
            id: user._id,
            body: change === 'admin' ? { admin: value } : { permissions: { [change]: value } },
          }),
        ),
      onAction: handleAction,
      linkedMemberName: (user) => (user.linkedMember ? (memberNames.get(user.linkedMember) ?? null) : null),
      onLink: setLinking,
    });
  }, [t, isCompact, me?._id, busyId, updateUser.mutateAsync, memberNames]);

  const handleConfirm = ({ action, user }: PendingUserAction) => {
    const done = { onSuccess: () => setPending(null) };
    if (action === 'block') {
      updateUser.mutate({ id: user._id, body: { blocked: true } }, done);
    } else if (action === 'remove') {
      removeUser.mutate(user._id, done);
    } else {
      deleteUser.mutate(user._id, done);
    }
  };

  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'fi';
  const count = users.data?.length;
  return (
    <>
      <PageHeader
        title={t('users.title')}
        subtitle={count === undefined ? undefined : t('users.count', { count })}
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <DataGrid
          rows={users.data ?? []}
          columns={columns}
          getRowId={(row) => row._id}
          loading={users.isPending}
          localeText={gridLocaleText[language]}
          label={t('users.title')}
          showToolbar
          slots={{ toolbar: UsersToolbar }}
          columnVisibilityModel={{ ...columnVisibility, ...hiddenColumns(isCompact, isMedium, isWide) }}
          onColumnVisibilityModelChange={setColumnVisibility}
          getRowClassName={({ row }) => (row.removed ? 'user-removed' : '')}
          initialState={{
            sorting: { sortModel: [{ field: 'displayName', sort: 'asc' }] },
            filter: { filterModel: { items: [], quickFilterExcludeHiddenColumns: false } },
            pagination: { paginationModel: { pageSize: 25 } },
          }}
          pageSizeOptions={[25, 50, 100]}
          disableRowSelectionOnClick
          autoHeight
          sx={{
            border: 0,
            '& .user-removed .MuiDataGrid-cell': { color: 'text.disabled' },
            '& .MuiDataGrid-cell:focus-within': { outline: 'none' },
          }}
        />
      </Paper>
      <UserConfirmDialog
        pending={pending}
        loading={updateUser.isPending || removeUser.isPending || deleteUser.isPending}
        onConfirm={handleConfirm}
        onClose={() => setPending(null)}
      />
      <LinkMemberDialog user={linking} members={members.data ?? []} onClose={() => setLinking(null)} />
    </>
  );
}
