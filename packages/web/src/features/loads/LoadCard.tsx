import type { Club, Load, LoadJumper } from '@dz/shared';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { MemberRow } from '../members/api';
import { AddJumperDialog } from './AddJumperDialog';
import { useDeleteLoad, useRemoveJumper, useUpdateJumper, useUpdateLoad } from './api';
import { EditJumperDialog } from './EditJumperDialog';
import { JumpersTable } from './JumpersTable';
import { LandReopenDialog } from './LandReopenDialog';
import { LoadCardFields } from './LoadCardFields';
import { LoadPlaneFields } from './LoadPlaneFields';
import { LoadWeight } from './LoadWeight';
import { euros, type LoadsViewPrefs, planesOf } from './loadsView';

const stateColor = { open: 'success', flying: 'info', landed: 'default' } as const;

interface LoadCardProps {
  load: Load;
  dayLoads: readonly Load[];
  club: Club | undefined;
  members: readonly MemberRow[];
  prefs: LoadsViewPrefs;
  /** False on past days for non-admins. */
  canEditDay: boolean;
  /** An admin, or this load's jump leader: may reopen and override prices. */
  canLead: boolean;
}

/** One load of the day: its fields, its jumpers, weight and price, and its state buttons. */
export function LoadCard({ load, dayLoads, club, members, prefs, canEditDay, canLead }: LoadCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const update = useUpdateLoad();
  const deleteLoad = useDeleteLoad();
  const updateJumper = useUpdateJumper();
  const removeJumper = useRemoveJumper();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<LoadJumper | null>(null);
  const [removing, setRemoving] = useState<LoadJumper | null>(null);
  const [stateDialog, setStateDialog] = useState<'land' | 'open' | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const landed = load.state === 'landed';
  const editable = canEditDay && !landed;
  const hidden = (c: (typeof prefs.hidden)[number]) => prefs.hidden.includes(c);
  const save = (body: Parameters<typeof update.mutate>[0]['body']) => update.mutate({ id: load._id, body });
  const jumpLines = planesOf(club).find((p) => p._id === load.plane?._id)?.jumpLines ?? [];

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      data-state={load.state}
      onDoubleClick={(e) => {
        const target = e.target as HTMLElement;
        // dialogs are portals: their double-clicks bubble here through React, not through the DOM
        if (editable && e.currentTarget.contains(target) && !target.closest('input, textarea, button')) {
          setAdding(true);
        }
      }}
      sx={{ height: '100%', opacity: landed ? 0.85 : 1 }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h2" variant="h6" id={titleId}>
            {t('loads.day.loadNumber', { number: load.number })}
          </Typography>
          {!hidden('plane') && (
            <Typography variant="body2" color="text.secondary">
              {load.plane
                ? `${load.plane.registration} · ${load.plane.aircraftModel}`
                : t('loads.day.noPlane')}
            </Typography>
          )}
          <Box sx={{ flexGrow: 1 }} />
          {!hidden('state') && (
            <Chip size="small" label={t(`loads.day.state.${load.state}`)} color={stateColor[load.state]} />
          )}
          {editable && (
            <IconButton
              size="small"
              aria-label={t('loads.day.delete', { number: load.number })}
              onClick={() => setConfirmDelete(true)}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
        <LoadCardFields
          load={load}
          members={members}
          editable={editable}
          timesEditable={canEditDay}
          showPilot={!hidden('pilot')}
          showComment={!hidden('comment')}
          save={save}
        />
        <LoadPlaneFields
          load={load}
          planes={planesOf(club)}
          members={members}
          editable={editable}
          save={save}
        />
        {load.jumpers.length > 0 ? (
          <Box sx={{ overflowX: 'auto' }}>
            <JumpersTable
              label={t('loads.day.jumpersOf', { number: load.number })}
              jumpers={load.jumpers}
              showType={!hidden('type')}
              highestAltitudeFirst={prefs.highestAltitudeFirst}
              onEdit={editable ? setEditing : null}
              onRemove={editable ? setRemoving : null}
            />
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('loads.day.noJumpers')}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'baseline' }}>
          <LoadWeight weight={load.weight} />
          <Typography variant="body2" data-testid="load-total-price">
            {t('loads.day.totalPrice')}: <strong>{euros(load.totalPrice)}</strong>
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {editable && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<PersonAddIcon />}
              onClick={() => setAdding(true)}
            >
              {t('loads.day.addJumper')}
            </Button>
          )}
          <Box sx={{ flexGrow: 1 }} />
          {editable && load.state === 'open' && (
            <Button size="small" variant="outlined" onClick={() => save({ state: 'flying' })}>
              {t('loads.day.markFlying')}
            </Button>
          )}
          {editable && load.state === 'flying' && (
            <Button size="small" variant="outlined" onClick={() => save({ state: 'open' })}>
              {t('loads.day.markOpen')}
            </Button>
          )}
          {editable && (
            <Button size="small" variant="contained" onClick={() => setStateDialog('land')}>
              {t('loads.day.landButton')}
            </Button>
          )}
          {landed && canEditDay && canLead && (
            <Button size="small" variant="outlined" color="warning" onClick={() => setStateDialog('open')}>
              {t('loads.day.reopenButton')}
            </Button>
          )}
        </Box>
      </CardContent>
      {adding && (
        <AddJumperDialog
          load={load}
          dayLoads={dayLoads}
          club={club}
          members={members}
          onClose={() => setAdding(false)}
        />
      )}
      {editing && (
        <EditJumperDialog
          jumper={editing}
          jumpLines={jumpLines}
          canOverridePrice={canLead}
          saving={updateJumper.isPending}
          onClose={() => setEditing(null)}
          onSave={(body) =>
            updateJumper.mutate(
              { loadId: load._id, jumperId: editing._id, body },
              { onSuccess: () => setEditing(null) },
            )
          }
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('loads.day.removeJumper.title')}
        onClose={() => setRemoving(null)}
        danger
        loading={removeJumper.isPending}
        confirmLabel={t('loads.day.removeJumper.confirm')}
        onConfirm={() =>
          removing &&
          removeJumper.mutate(
            { loadId: load._id, jumperId: removing._id },
            { onSuccess: () => setRemoving(null) },
          )
        }
      >
        {t('loads.day.removeJumper.text', { name: removing?.name ?? '', number: load.number })}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmDelete}
        title={t('loads.day.deleteTitle', { number: load.number })}
        onClose={() => setConfirmDelete(false)}
        danger
        loading={deleteLoad.isPending}
        confirmLabel={t('loads.day.deleteConfirm')}
        onConfirm={() => deleteLoad.mutate(load, { onSuccess: () => setConfirmDelete(false) })}
      >
        {t('loads.day.deleteText')}
      </ConfirmDialog>
      {stateDialog && (
        <LandReopenDialog load={load} action={stateDialog} onClose={() => setStateDialog(null)} />
      )}
    </Card>
  );
}
