import {
  actorOfUser,
  type Club,
  canSeeAuditTrail,
  eurosToCents,
  type Load,
  type LoadJumper,
  type SelfManifestContext,
} from '@dz/shared';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../app/session/sessionContext';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatMoney } from '../../components/MoneyText';
import type { MemberRow } from '../members/api';
import { SelfManifestActions } from '../selfManifest/SelfManifestActions';
import { AddJumperDialog } from './AddJumperDialog';
import { useDeleteLoad, useRemoveJumper, useUpdateJumper, useUpdateLoad } from './api';
import { EditJumperDialog } from './EditJumperDialog';
import { type JumperRowActions, ROW_FOCUS_ATTRIBUTE } from './JumperActions';
import { JumpersList } from './JumpersList';
import { JumpersTable } from './JumpersTable';
import { LandReopenDialog } from './LandReopenDialog';
import { LoadCallChip } from './LoadCallChip';
import { LoadCallMenu } from './LoadCallMenu';
import { LoadCardFields } from './LoadCardFields';
import { CallChip, LoadFacts, OverbookedChip, SlotsText, StateChip, slotsShort } from './LoadCardSummary';
import { LoadPlaneFields } from './LoadPlaneFields';
import { useLoadDrop } from './LoadsDnd';
import { LoadWeight } from './LoadWeight';
import { type LoadsViewPrefs, planesOf } from './loadsView';
import { useSendUpGuard } from './SafetyWarnings';

/** A visible ring for keyboard focus (and for the heading focus is sent back to). */
const focusRing = (offset: number) =>
  ({
    '&:focus-visible, &.Mui-focusVisible': {
      outline: '2px solid',
      outlineColor: 'primary.main',
      outlineOffset: offset,
    },
  }) as const;

/** A request to put the focus back somewhere in the card once a dialog has closed. */
interface FocusRequest {
  /** The element wanted (a row's button, the Land button); the card's heading when it is gone. */
  selector: string | null;
  applied: boolean;
}

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
  /** Manifest staff, admins, or this load's jump leader: may edit, call, manifest and land it. */
  canManage: boolean;
  /** The club's clock (`HH:MM`) and whether the day is today: the call counts down to the estimated takeoff. */
  now: string;
  isToday: boolean;
  /** The signed-in jumper's standing for adding themself; null for a user not linked to a member. */
  selfManifest?: SelfManifestContext | null;
  /** Moves a jumper's group from this load to another open load; null when moving is not offered. */
  onMove: ((jumper: LoadJumper, from: Load, to: Load) => void) | null;
  /** After the load is deleted: the card is gone, so the page takes the focus. */
  onDeleted?: () => void;
}

/**
 * One load of the day as a compact card: number, plane, state, call, times, slots, weight and jumpers, with
 * its fields behind "Edit load". A landed load is one line until opened. Rows of an open load can be dragged
 * onto another open load's card.
 */
export function LoadCard(props: LoadCardProps) {
  const { load, dayLoads, club, members, prefs, canEditDay, canLead, canManage, now, isToday, onMove } =
    props;
  const { onDeleted, selfManifest } = props;
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { user } = useSession();
  const titleId = useId();
  const bodyId = useId();
  const editorId = useId();
  const update = useUpdateLoad();
  const deleteLoad = useDeleteLoad();
  const updateJumper = useUpdateJumper();
  const removeJumper = useRemoveJumper();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<LoadJumper | null>(null);
  const [removing, setRemoving] = useState<LoadJumper | null>(null);
  const [stateDialog, setStateDialog] = useState<'land' | 'open' | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [editorOpen, setEditorOpen] = useState(false);
  const landed = load.state === 'landed';
  const alarmsOf = useMemo(() => {
    const byId = new Map(members.map((m) => [m._id, m.waiverInfo?.alarms]));
    return (memberId: string) => byId.get(memberId);
  }, [members]);
  const [expanded, setExpanded] = useState(false);
  const editable = canEditDay && !landed && canManage;
  const collapsed = landed && !expanded;
  const hidden = (c: (typeof prefs.hidden)[number]) => prefs.hidden.includes(c);
  const save = (body: Parameters<typeof update.mutate>[0]['body']) => update.mutate({ id: load._id, body });
  const jumpLines = planesOf(club).find((p) => p._id === load.plane?._id)?.jumpLines ?? [];
  const drop = useLoadDrop(load);

  // a load that lands folds to its one line again
  useEffect(() => {
    if (landed) {
      setExpanded(false);
    }
  }, [landed]);

  // Focus goes back to a sensible place after a dialog: the element asked for if it is still there (the
  // row's button, the Land button), else the card's heading, which stays whatever the dialog changed. The
  // server's answer may arrive a moment after the dialog closed (the landed load folds to its heading and
  // the Land button goes): for a while the request follows the card, as long as the focus is lost or in it.
  const cardRef = useRef<HTMLElement | null>(null);
  const headRef = useRef<HTMLElement | null>(null);
  const setHead = useCallback((el: HTMLElement | null) => {
    headRef.current = el;
  }, []);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const returnFocus = (selector: string | null = null) => setFocusRequest({ selector, applied: false });
  // an overweight load, or one without a pilot, goes up only after a confirmation naming them
  const sendUp = useSendUpGuard(load, planesOf(club), () => returnFocus());
  // biome-ignore lint/correctness/useExhaustiveDependencies: the card's changes (load, collapsed) re-run it
  useEffect(() => {
    if (!focusRequest) {
      return;
    }
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    if (!focusRequest.applied || lost || cardRef.current?.contains(active)) {
      const wanted = focusRequest.selector
        ? cardRef.current?.querySelector<HTMLElement>(focusRequest.selector)
        : null;
      const target = wanted ?? headRef.current;
      if (target && target !== active) {
        target.focus();
      }
    }
    focusRequest.applied = true;
  }, [focusRequest, load, collapsed]);
  useEffect(() => {
    if (!focusRequest) {
      return;
    }
    const timer = setTimeout(() => setFocusRequest(null), 2000);
    return () => clearTimeout(timer);
  }, [focusRequest]);
  const setCard = useCallback(
    (el: HTMLElement | null) => {
      cardRef.current = el;
      drop.ref(el);
    },
    [drop.ref],
  );
  const rowFocus = (jumper: LoadJumper) => `[${ROW_FOCUS_ATTRIBUTE}="${jumper._id}"]`;

  const actions: JumperRowActions | null = editable
    ? {
        onEdit: setEditing,
        onRemove: setRemoving,
        onMove: onMove
          ? (jumper, to) => {
              onMove(jumper, load, to);
              returnFocus();
            }
          : null,
        moveTargets: dayLoads
          .filter((l) => l._id !== load._id && l.state === 'open')
          .sort((a, b) => a.number - b.number),
      }
    : null;

  // the most useful first: a phone cuts the end of the line
  const summary = [
    load.takeoff || load.land ? `${load.takeoff ?? '–'}–${load.land ?? '–'}` : null,
    slotsShort(load),
    formatMoney(eurosToCents(load.totalPrice)),
    hidden('plane') ? null : (load.plane?.registration ?? t('loads.day.noPlane')),
  ].filter((x): x is string => x !== null);

  const heading = landed ? (
    <Typography component="h2" variant="subtitle1" sx={{ m: 0, minWidth: 0, flexGrow: 1 }}>
      <ButtonBase
        ref={setHead}
        aria-expanded={expanded}
        aria-controls={expanded ? bodyId : undefined}
        onClick={() => setExpanded((x) => !x)}
        sx={{
          width: '100%',
          justifyContent: 'flex-start',
          gap: 1,
          px: 2,
          py: 1,
          textAlign: 'left',
          font: 'inherit',
          borderRadius: 1,
          // inside the card's edge, which clips what is outside
          ...focusRing(-2),
        }}
      >
        <ExpandMoreIcon
          fontSize="small"
          sx={{ transform: expanded ? 'rotate(180deg)' : 'rotate(-90deg)', transition: 'transform 150ms' }}
        />
        <Box component="span" id={titleId} sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
          {t('loads.day.loadNumber', { number: load.number })}
        </Box>
        <Box
          component="span"
          data-testid="load-summary"
          sx={{
            color: 'text.secondary',
            typography: 'body2',
            minWidth: 0,
            flexGrow: 1,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {summary.join(' · ')}
        </Box>
        <OverbookedChip load={load} />
        {!hidden('state') && <StateChip load={load} />}
      </ButtonBase>
    </Typography>
  ) : (
    <Box sx={{ display: 'flex', alignItems: 'center', columnGap: 1, rowGap: 0.5, flexWrap: 'wrap' }}>
      <Typography
        component="h2"
        variant="h6"
        id={titleId}
        tabIndex={-1}
        ref={setHead}
        sx={{ lineHeight: 1.3, borderRadius: 0.5, ...focusRing(2) }}
      >
        {t('loads.day.loadNumber', { number: load.number })}
      </Typography>
      {!hidden('plane') && (
        <Typography variant="body2" color="text.secondary">
          {load.plane ? `${load.plane.registration} · ${load.plane.aircraftModel}` : t('loads.day.noPlane')}
        </Typography>
      )}
      <Box sx={{ flexGrow: 1 }} />
      <OverbookedChip load={load} />
      {!hidden('state') && <StateChip load={load} />}
      <CallChip load={load} now={now} isToday={isToday} />
      {load.state === 'open' && <LoadCallChip call={load.call} timeZone={club?.timezone} />}
      {editable && (
        <IconButton
          size="small"
          aria-label={t('loads.day.delete', { number: load.number })}
          onClick={() => setConfirmDelete(true)}
          sx={{ mr: -1 }}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );

  const jumpersLabel = t('loads.day.jumpersOf', { number: load.number });
  const jumperProps = {
    label: jumpersLabel,
    load,
    showType: !hidden('type'),
    highestAltitudeFirst: prefs.highestAltitudeFirst,
    actions,
    // the waiver alarms warn before a jump; a landed load's jumpers have jumped
    alarmsOf: landed ? undefined : alarmsOf,
  };

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      data-state={load.state}
      data-drop-target={drop.isTarget || undefined}
      ref={setCard}
      onDoubleClick={(e) => {
        const target = e.target as HTMLElement;
        // dialogs are portals: their double-clicks bubble here through React, not through the DOM
        if (editable && e.currentTarget.contains(target) && !target.closest('input, textarea, button')) {
          setAdding(true);
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
          <LoadFacts load={load} prefs={prefs} />
          <Box sx={{ display: 'flex', columnGap: 2, rowGap: 0.25, flexWrap: 'wrap', alignItems: 'baseline' }}>
            <SlotsText load={load} />
            <LoadWeight load={load} />
          </Box>
          {load.jumpers.length > 0 ? (
            isPhone ? (
              <JumpersList {...jumperProps} />
            ) : (
              <Box sx={{ overflowX: 'auto' }}>
                <JumpersTable {...jumperProps} />
              </Box>
            )
          ) : (
            <Typography variant="body2" color="text.secondary">
              {editable ? t('loads.day.noJumpers') : t('loads.day.noJumpersYet')}
            </Typography>
          )}
          <Typography variant="body2" data-testid="load-total-price">
            {t('loads.day.totalPrice')}: <strong>{formatMoney(eurosToCents(load.totalPrice))}</strong>
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {selfManifest && isToday && (
              <SelfManifestActions
                load={load}
                ctx={selfManifest}
                plane={planesOf(club).find((p) => p._id === load.plane?._id)}
                club={club}
              />
            )}
            {editable && (
              <Button
                size="small"
                variant="outlined"
                startIcon={<PersonAddIcon />}
                data-action="add"
                onClick={() => setAdding(true)}
              >
                {t('loads.day.addJumper')}
              </Button>
            )}
            <Button
              size="small"
              aria-expanded={editorOpen}
              aria-controls={editorOpen ? editorId : undefined}
              endIcon={
                <ExpandMoreIcon
                  sx={{
                    transform: editorOpen ? 'rotate(180deg)' : undefined,
                    transition: 'transform 150ms',
                  }}
                />
              }
              onClick={() => setEditorOpen((x) => !x)}
            >
              {canEditDay && canManage ? t('loads.day.card.editLoad') : t('loads.day.card.details')}
            </Button>
            {editable && isToday && load.state === 'open' && <LoadCallMenu load={load} />}
            <Box sx={{ flexGrow: 1 }} />
            {editable && load.state === 'open' && (
              <Button
                size="small"
                variant="outlined"
                onClick={() => sendUp.guard(() => save({ state: 'flying' }))}
              >
                {t('loads.day.markFlying')}
              </Button>
            )}
            {editable && load.state === 'flying' && (
              <Button size="small" variant="outlined" onClick={() => save({ state: 'open' })}>
                {t('loads.day.markOpen')}
              </Button>
            )}
            {editable && (
              <Button
                size="small"
                variant="contained"
                data-action="land"
                onClick={() => setStateDialog('land')}
              >
                {t('loads.day.landButton')}
              </Button>
            )}
            {landed && user && canSeeAuditTrail(actorOfUser(user)) && (
              <Button size="small" component={RouterLink} to={`/audit?loadId=${load._id}`}>
                {t('loads.day.card.history')}
              </Button>
            )}
            {landed && canEditDay && canLead && (
              <Button
                size="small"
                variant="outlined"
                color="warning"
                data-action="open"
                onClick={() => setStateDialog('open')}
              >
                {t('loads.day.reopenButton')}
              </Button>
            )}
          </Box>
          <Collapse in={editorOpen} unmountOnExit>
            <Box
              id={editorId}
              role="group"
              aria-label={t('loads.day.card.editorOf', { number: load.number })}
              sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, pt: 1 }}
            >
              <LoadCardFields
                load={load}
                members={members}
                editable={editable}
                timesEditable={canEditDay && canManage}
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
            </Box>
          </Collapse>
        </CardContent>
      )}
      {adding && (
        <AddJumperDialog
          load={load}
          dayLoads={dayLoads}
          club={club}
          members={members}
          onClose={() => {
            setAdding(false);
            returnFocus('[data-action="add"]');
          }}
        />
      )}
      {editing && (
        <EditJumperDialog
          jumper={editing}
          jumpLines={jumpLines}
          groupSize={load.jumpers.filter((j) => j.groupId === editing.groupId).length}
          canOverridePrice={canLead}
          saving={updateJumper.isPending}
          onClose={() => {
            setEditing(null);
            returnFocus(rowFocus(editing));
          }}
          onSave={(body) =>
            updateJumper.mutate(
              { loadId: load._id, jumperId: editing._id, body },
              {
                onSuccess: () => {
                  setEditing(null);
                  returnFocus(rowFocus(editing));
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
          setRemoving(null);
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
                setRemoving(null);
                returnFocus();
              },
            },
          )
        }
      >
        {t('loads.day.removeJumper.text', { name: removing?.name ?? '', number: load.number })}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmDelete}
        title={t('loads.day.deleteTitle', { number: load.number })}
        onClose={() => {
          setConfirmDelete(false);
          returnFocus();
        }}
        danger
        loading={deleteLoad.isPending}
        confirmLabel={t('loads.day.deleteConfirm')}
        onConfirm={() =>
          deleteLoad.mutate(load, {
            onSuccess: () => {
              setConfirmDelete(false);
              onDeleted?.();
            },
          })
        }
      >
        {t('loads.day.deleteText')}
      </ConfirmDialog>
      {stateDialog && (
        <LandReopenDialog
          load={load}
          action={stateDialog}
          onClose={() => {
            setStateDialog(null);
            // after landing the card folds to its heading; after Cancel the button is still there
            returnFocus(`[data-action="${stateDialog}"]`);
          }}
        />
      )}
      {sendUp.dialog}
    </Card>
  );
}
