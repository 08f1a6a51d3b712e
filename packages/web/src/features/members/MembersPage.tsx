import { canRestoreMembers, memberDisplayName } from '@dz/shared';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  DataGrid,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  type GridColumnVisibilityModel,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../../app/notifications/NotificationProvider';
import { useSession } from '../../app/session/sessionContext';
import { usePreload } from '../../components/lazyPart';
import { PageHeader } from '../../components/PageHeader';
import { lazyDialog } from '../../components/PartStates';
import { usePaymentDialog } from '../payments/paymentDialogContext';
import { gridLocaleText } from '../users/gridLocaleText';
import { type MemberRow, useDeletedMembers, useMembers, useRestoreMember } from './api';
import { MemberGroupChips } from './MemberGroupChips';
import { MemberSelectionBar } from './MemberSelectionBar';
import { MembersFilterBar } from './MembersFilterBar';
import { deletedMemberColumns, hiddenMemberColumns, memberColumns } from './memberColumns';
import { filterMembers, noMemberFilters } from './membersFilter';

// the details, the edit form and the delete dialog are downloaded once the list is up, not before it is usable
const detailDrawer = lazyDialog(
  () => import('./MemberDetailDrawer'),
  'MemberDetailDrawer',
  (props) => props.member !== null,
);
const memberDialog = lazyDialog(
  () => import('./MemberDialog'),
  'MemberDialog',
  (props) => props.open,
);
const deleteDialog = lazyDialog(
  () => import('./DeleteMembersDialog'),
  'DeleteMembersDialog',
  (props) => props.open,
);
const MemberDetailDrawer = detailDrawer.Part;
const MemberDialog = memberDialog.Part;
const DeleteMembersDialog = deleteDialog.Part;
const preloaded = [detailDrawer, memberDialog, deleteDialog];

const noSelection: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** The rows a selection model picks out of the rows on the list (select-all uses an "exclude" model). */
function selectedOf(rows: readonly MemberRow[], model: GridRowSelectionModel): MemberRow[] {
  return rows.filter((row) => model.ids.has(row._id) === (model.type === 'include'));
}

/** `/members`: the club's members (admins and waiver checkers), with counts, filters, export and delete. */
export function MembersPage() {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const isCompact = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const isMedium = useMediaQuery(theme.breakpoints.down('lg'), { noSsr: true });
  const isWide = useMediaQuery(theme.breakpoints.up('xl'), { noSsr: true });
  const size = isCompact ? 'phone' : isMedium ? 'tablet' : isWide ? 'wide' : 'laptop';
  const { user } = useSession();
  // the deleted members with money to settle are for those who may bring them back (admins)
  const seesDeleted = canRestoreMembers(user);
  const notifications = useNotifications();
  const paymentDialog = usePaymentDialog();
  const members = useMembers();
  usePreload(preloaded);
  const [filters, setFilters] = useState(noMemberFilters);
  // admins: deleted members whose balance is not zero, to settle or restore (not selectable, no details)
  const isDeletedView = seesDeleted && filters.status === 'deletedWithBalance';
  const deleted = useDeletedMembers({ enabled: isDeletedView });
  const restore = useRestoreMember();
  const [selection, setSelection] = useState<GridRowSelectionModel>(noSelection);
  const [columnVisibility, setColumnVisibility] = useState<GridColumnVisibilityModel>({});
  const [detailId, setDetailId] = useState<string | null>(null);
  const [editing, setEditing] = useState<MemberRow | 'new' | null>(null);
  const [isDeleteOpen, setDeleteOpen] = useState(false);

  const all = members.data ?? [];
  const source = isDeletedView ? deleted.data : members.data;
  const rows = useMemo(() => filterMembers(source ?? [], filters), [source, filters]);
  const selected = isDeletedView ? [] : selectedOf(rows, selection);
  const restoringId = restore.isPending ? (restore.variables ?? null) : null;
  const columns = useMemo(
    () =>
      isDeletedView
        ? deletedMemberColumns(t, isCompact, {
            restoringId,
            onSettle: (member) => paymentDialog.open(member._id),
            onRestore: (member) =>
              restore.mutate(member._id, {
                onSuccess: () =>
                  notifications.show({
                    type: 'info',
                    text: t('members.deleted.restored', { name: memberDisplayName(member) }),
                  }),
              }),
          })
        : memberColumns(t, isCompact),
    [t, isCompact, isDeletedView, restoringId, paymentDialog, restore.mutate, notifications],
  );
  const detail = all.find((m) => m._id === detailId) ?? null;
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'fi';

  return (
    <>
      <PageHeader
        title={t('members.title')}
        subtitle={members.data ? t('members.count', { count: all.length }) : undefined}
        actions={
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setEditing('new')}>
            {t('members.add')}
          </Button>
        }
      />
      <MemberGroupChips
        members={all}
        selected={filters.group}
        onSelect={(group) => setFilters((f) => ({ ...f, group }))}
      />
      <MembersFilterBar filters={filters} onChange={setFilters} showsDeleted={seesDeleted} />
      {!isDeletedView && (
        <MemberSelectionBar
          selected={selected}
          matching={rows}
          onDelete={() => setDeleteOpen(true)}
          onClear={() => setSelection(noSelection)}
        />
      )}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          getRowId={(row) => row._id}
          loading={isDeletedView ? deleted.isPending : members.isPending}
          localeText={{
            ...gridLocaleText[language],
            noRowsLabel: isDeletedView ? t('members.deleted.none') : t('members.noMatches'),
          }}
          label={t('members.title')}
          checkboxSelection={!isDeletedView}
          disableRowSelectionOnClick
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          onCellClick={({ field, row }) => {
            if (!isDeletedView && field !== GRID_CHECKBOX_SELECTION_COL_DEF.field) {
              setDetailId(row._id);
            }
          }}
          onCellKeyDown={({ field, row }, event) => {
            if (!isDeletedView && event.key === 'Enter' && field !== GRID_CHECKBOX_SELECTION_COL_DEF.field) {
              setDetailId(row._id);
            }
          }}
          columnVisibilityModel={{ ...columnVisibility, ...hiddenMemberColumns(size) }}
          onColumnVisibilityModelChange={setColumnVisibility}
          // a phone's row has two lines; a row with several waiver alarms wraps its chips
          getRowHeight={({ model }) =>
            isCompact || (model.waiverInfo?.alarms.length ?? 0) > 1 ? 'auto' : null
          }
          initialState={{
            sorting: { sortModel: [{ field: 'name', sort: 'asc' }] },
            pagination: { paginationModel: { pageSize: 50 } },
          }}
          pageSizeOptions={[25, 50, 100]}
          disableColumnFilter
          autoHeight
          sx={{
            border: 0,
            '& .MuiDataGrid-row': { cursor: 'pointer' },
            '& .MuiDataGrid-cell:focus-within': { outline: 'none' },
            '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
          }}
        />
      </Paper>
      <MemberDetailDrawer
        member={detail}
        onClose={() => setDetailId(null)}
        onEdit={(member) => setEditing(member)}
      />
      <MemberDialog
        open={editing !== null}
        member={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <DeleteMembersDialog
        open={isDeleteOpen}
        members={selected}
        onClose={() => setDeleteOpen(false)}
        onDeleted={() => {
          setDeleteOpen(false);
          setSelection(noSelection);
        }}
      />
    </>
  );
}
