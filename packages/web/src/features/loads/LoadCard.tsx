import type { Club, Load, LoadJumper, SelfManifestContext } from '@dz/shared';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useCallback, useEffect, useId, useState } from 'react';
import type { MemberRow } from '../members/api';
import { useUpdateLoad } from './api';
import { LoadCardActions } from './LoadCardActions';
import { type CardDialog, LoadCardDialogs, noDialog } from './LoadCardDialogs';
import { LoadCardEditor } from './LoadCardEditor';
import { LoadCardHeading } from './LoadCardHeading';
import { LoadCardJumpers, type RowActions } from './LoadCardJumpers';
import { LoadSummary, LoadTotalPrice } from './LoadCardSummary';
import { useLoadDrop } from './LoadsDnd';
import { hasFunJumpers, type LoadsViewPrefs, planesOf } from './loadsView';
import { useSendUpGuard } from './SafetyWarnings';
import { useCardFocus } from './useCardFocus';

export interface LoadCardProps {
  load: Load;
  dayLoads: readonly Load[];
  club: Club | undefined;
  members: readonly MemberRow[];
  prefs: LoadsViewPrefs;
  /** False on past days for non-admins (`canEditPastDays`); what the load itself allows is its `can`. */
  canEditDay: boolean;
  /** The club's clock (`HH:MM`) and whether the day is today: the call counts down to the estimated takeoff. */
  now: string;
  isToday: boolean;
  /** The signed-in jumper's standing for adding themself; null for a user not linked to a member. */
  selfManifest?: SelfManifestContext | null;
  /** Moves a jumper's group from this load to another open load; null when moving is not offered. */
  onMove: ((jumper: LoadJumper, from: Load, to: Load) => void) | null;
  /** After the load is deleted: the card is gone, so the page takes the focus. */
  onDeleted?: () => void;
  /** Makes a new load with this load's fun jumpers (the page's dialog); null when copying is not offered. */
  onCopy?: ((load: Load) => void) | null;
}

/**
 * One load of the day as a compact card: its heading (number, plane, state, call), its summary (facts,
 * slots, weight), its jumpers, its total price, its buttons and its fields behind "Edit load", and the one
 * dialog open from it. A landed load is one line until opened. Rows of an open load can be dragged onto
 * another open load's card.
 */
export function LoadCard(props: LoadCardProps) {
  const { load, dayLoads, club, members, prefs, canEditDay, now, isToday, onMove } = props;
  const titleId = useId();
  const bodyId = useId();
  const editorId = useId();
  const update = useUpdateLoad();
  const [dialog, setDialog] = useState<CardDialog>(noDialog);
  const [expanded, setExpanded] = useState(false);
  const [editorOpen, setEditorOpen] = useState(false);
  const landed = load.state === 'landed';
  // what the server says the signed-in user may do to the load (`load.can`), on a day they may change
  const editable = canEditDay && load.can.edit;
  const collapsed = landed && !expanded;
  const save = (body: Parameters<typeof update.mutate>[0]['body']) => update.mutate({ id: load._id, body });
  const drop = useLoadDrop(load);

  // a load that lands folds to its one line again
  useEffect(() => {
    if (landed) {
      setExpanded(false);
    }
  }, [landed]);

  const { cardRef, setHead, returnFocus } = useCardFocus(load, collapsed);
  // an overweight load, or one without a pilot, goes up only after a confirmation naming them
  const sendUp = useSendUpGuard(load, planesOf(club), () => returnFocus());
  const setCard = useCallback(
    (el: HTMLElement | null) => {
      cardRef.current = el;
      drop.ref(el);
    },
    [cardRef, drop.ref],
  );

  const moveJumper = (jumper: LoadJumper, to: Load) => {
    onMove?.(jumper, load, to);
    returnFocus();
  };
  const rowActions: RowActions | null = editable
    ? {
        onEdit: (jumper) => setDialog({ kind: 'editJumper', jumper }),
        onRemove: (jumper) => setDialog({ kind: 'removeJumper', jumper }),
        onMove: onMove ? moveJumper : null,
      }
    : null;
  const heading = (
    <LoadCardHeading
      load={load}
      prefs={prefs}
      titleId={titleId}
      bodyId={bodyId}
      headRef={setHead}
      expanded={expanded}
      onToggle={() => setExpanded((x) => !x)}
      now={now}
      isToday={isToday}
      timeZone={club?.timezone}
      onDelete={canEditDay && load.can.delete ? () => setDialog({ kind: 'deleteLoad' }) : null}
    />
  );

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      data-state={load.state}
      data-load-id={load._id}
      data-drop-target={drop.isTarget || undefined}
      ref={setCard}
      onDoubleClick={(e) => {
        const target = e.target as HTMLElement;
        // dialogs are portals: their double-clicks bubble here through React, not through the DOM
        if (editable && e.currentTarget.contains(target) && !target.closest('input, textarea, button')) {
          setDialog({ kind: 'addJumper' });
        }
      }}
      sx={{
        // a folded landed load is a line across the whole grid, under the loads being worked on
        gridColumn: collapsed ? '1 / -1' : undefined,
        transition: 'box-shadow 120ms',
        ...(drop.isTarget && { borderStyle: 'dashed', borderColor: 'primary.main' }),
        ...(drop.isOver && { boxShadow: (th) => `0 0 0 2px ${th.palette.primary.main}` }),
      }}
    >
      {landed && heading}
      {!collapsed && (
        <CardContent
          id={bodyId}
          sx={{
            display: 'flex',
            flexDirection: 'column',
            gap: 1.25,
            pt: landed ? 0 : undefined,
            px: { xs: 1.5, sm: 2 },
            '&:last-child': { pb: 1.5 },
          }}
        >
          {!landed && heading}
          <LoadSummary load={load} prefs={prefs} />
          <LoadCardJumpers
            load={load}
            dayLoads={dayLoads}
            members={members}
            prefs={prefs}
            actions={rowActions}
          />
          <LoadTotalPrice load={load} />
          <LoadCardActions
            load={load}
            club={club}
            selfManifest={props.selfManifest}
            isToday={isToday}
            editable={editable}
            canEditDay={canEditDay}
            editorOpen={editorOpen}
            editorId={editorId}
            onToggleEditor={() => setEditorOpen((x) => !x)}
            onAddJumper={() => setDialog({ kind: 'addJumper' })}
            onCopy={props.onCopy && hasFunJumpers(load) ? () => props.onCopy?.(load) : null}
            onTakeOff={() => sendUp.guard(() => save({ state: 'flying' }))}
            onBackToOpen={() => save({ state: 'open' })}
            onLandReopen={(action) => setDialog({ kind: 'landReopen', action })}
          />
          <LoadCardEditor
            load={load}
            club={club}
            members={members}
            prefs={prefs}
            open={editorOpen}
            id={editorId}
            editable={editable}
            timesEditable={canEditDay && load.can.editTimes}
            save={save}
          />
        </CardContent>
      )}
      <LoadCardDialogs
        dialog={dialog}
        close={() => setDialog(noDialog)}
        load={load}
        dayLoads={dayLoads}
        club={club}
        members={members}
        returnFocus={returnFocus}
        onDeleted={props.onDeleted}
      />
      {sendUp.dialog}
    </Card>
  );
}
