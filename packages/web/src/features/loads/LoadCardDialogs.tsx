import type { Club, Load, LoadJumper } from '@dz/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { MemberRow } from '../members/api';
import { AddJumperDialog } from './AddJumperDialog';
import { useDeleteLoad, useRemoveJumper, useUpdateJumper } from './api';
import { EditJumperDialog } from './EditJumperDialog';
import { ROW_FOCUS_ATTRIBUTE } from './JumperActions';
import { LandReopenDialog } from './LandReopenDialog';
import { planesOf } from './loadsView';

/** The one dialog a load's card shows at a time, if any. */
export type CardDialog =
  | { kind: 'none' }
  | { kind: 'addJumper' }
  | { kind: 'editJumper'; jumper: LoadJumper }
  | { kind: 'removeJumper'; jumper: LoadJumper }
  | { kind: 'deleteLoad' }
  | { kind: 'landReopen'; action: 'land' | 'open' };

export const noDialog: CardDialog = { kind: 'none' };

interface LoadCardDialogsProps {
  dialog: CardDialog;
  /** Closes the dialog (back to `noDialog`). */
  close: () => void;
  load: Load;
  dayLoads: readonly Load[];
  club: Club | undefined;
  members: readonly MemberRow[];
  /** Puts the focus back in the card: on the element `selector` finds, else on its heading. */
  returnFocus: (selector?: string | null) => void;
  /** After the load is deleted: the card is gone, so the page takes the focus. */
  onDeleted?: () => void;
}

const rowFocus = (jumper: LoadJumper) => `[${ROW_FOCUS_ATTRIBUTE}="${jumper._id}"]`;

/**
 * The card's dialogs, the one `dialog` names: adding a jumper, editing or removing one, deleting the load,
 * landing or reopening it. Each gives the focus back to what opened it when it closes. The confirmations
 * stay mounted, for their closing transition.
 */
export function LoadCardDialogs(props: LoadCardDialogsProps) {
  const { dialog, close, load, dayLoads, club, members, returnFocus, onDeleted } = props;
  const { t } = useTranslation();
  const deleteLoad = useDeleteLoad();
  const updateJumper = useUpdateJumper();
  const removeJumper = useRemoveJumper();
  const jumpLines = planesOf(club).find((p) => p._id === load.plane?._id)?.jumpLines ?? [];
  const removing = dialog.kind === 'removeJumper' ? dialog.jumper : null;
  return (
    <>
      {dialog.kind === 'addJumper' && (
        <AddJumperDialog
          load={load}
          dayLoads={dayLoads}
          club={club}
          members={members}
          onClose={() => {
            close();
            returnFocus('[data-action="add"]');
          }}
        />
      )}
      {dialog.kind === 'editJumper' && (
        <EditJumperDialog
          jumper={dialog.jumper}
          jumpLines={jumpLines}
          groupSize={load.jumpers.filter((j) => j.groupId === dialog.jumper.groupId).length}
          canOverridePrice={load.can.overridePrice}
          saving={updateJumper.isPending}
          onClose={() => {
            close();
            returnFocus(rowFocus(dialog.jumper));
          }}
          onSave={(body) =>
            updateJumper.mutate(
              { loadId: load._id, jumperId: dialog.jumper._id, body },
              {
                onSuccess: () => {
                  close();
                  returnFocus(rowFocus(dialog.jumper));
                },
              },
            )
          }
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('loads.day.removeJumper.title')}
        onClose={() => {
          close();
          returnFocus(removing ? rowFocus(removing) : null);
        }}
        danger
        loading={removeJumper.isPending}
        confirmLabel={t('loads.day.removeJumper.confirm')}
        onConfirm={() =>
          removing &&
          removeJumper.mutate(
            { loadId: load._id, jumperId: removing._id },
            {
              onSuccess: () => {
                close();
                returnFocus();
              },
            },
          )
        }
      >
        {t('loads.day.removeJumper.text', { name: removing?.name ?? '', number: load.number })}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog.kind === 'deleteLoad'}
        title={t('loads.day.deleteTitle', { number: load.number })}
        onClose={() => {
          close();
          returnFocus();
        }}
        danger
        loading={deleteLoad.isPending}
        confirmLabel={t('loads.day.deleteConfirm')}
        onConfirm={() =>
          deleteLoad.mutate(load, {
            onSuccess: () => {
              close();
              onDeleted?.();
            },
          })
        }
      >
        {t('loads.day.deleteText')}
      </ConfirmDialog>
      {dialog.kind === 'landReopen' && (
        <LandReopenDialog
          load={load}
          action={dialog.action}
          onClose={() => {
            close();
            // after landing the card folds to its heading; after Cancel the button is still there
            returnFocus(`[data-action="${dialog.action}"]`);
          }}
        />
      )}
    </>
  );
}
