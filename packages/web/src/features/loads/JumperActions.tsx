import type { Load, LoadJumper } from '@dz/shared';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import MoveIcon from '@mui/icons-material/DriveFileMoveOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import MoreIcon from '@mui/icons-material/MoreVert';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What may be done to a load's jumpers; null members when it may not. */
export interface JumperRowActions {
  onEdit: ((jumper: LoadJumper) => void) | null;
  onRemove: ((jumper: LoadJumper) => void) | null;
  /** Moves the jumper's whole manifest group to another open load of the day. */
  onMove: ((jumper: LoadJumper, to: Load) => void) | null;
  /** The other open loads of the day, by number. */
  moveTargets: readonly Load[];
}

/** Whether a row has anything to offer. */
export function hasRowActions(actions: JumperRowActions | null): actions is JumperRowActions {
  return !!actions && !!(actions.onEdit || actions.onRemove || canMove(actions));
}

const canMove = (actions: JumperRowActions) => !!actions.onMove && actions.moveTargets.length > 0;

/** The attribute that marks a row's first action button, where focus goes back after the row's dialogs. */
export const ROW_FOCUS_ATTRIBUTE = 'data-row-focus';

/** The menu items that move a jumper's group, one per other open load ("Move to load 8"). */
function moveItems(
  jumper: LoadJumper,
  groupSize: number,
  actions: JumperRowActions,
  close: () => void,
  t: ReturnType<typeof useTranslation>['t'],
) {
  if (!canMove(actions)) {
    return [];
  }
  return actions.moveTargets.map((to) => (
    <MenuItem
      key={to._id}
      onClick={() => {
        close();
        actions.onMove?.(jumper, to);
      }}
    >
      <ListItemIcon>
        <MoveIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText
        primary={t('loads.day.jumper.moveTo', { number: to.number })}
        secondary={groupSize > 1 ? t('loads.day.jumper.movesGroup', { count: groupSize }) : undefined}
      />
    </MenuItem>
  ));
}

/**
 * A row's menu, made the first time it opens and kept for its closing transition: a day of 450 jumpers would
 * otherwise build 450 closed menus of every other load on each render.
 */
function useRowMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  return {
    anchor,
    opened,
    open: (element: HTMLElement) => {
      setOpened(true);
      setAnchor(element);
    },
    close: () => setAnchor(null),
  };
}

interface RowMenuProps {
  jumper: LoadJumper;
  /** How many jumpers move with this one (its manifest group). */
  groupSize: number;
  actions: JumperRowActions;
}

/** A row's actions behind one button (the phone list): edit, remove, move to another load. */
export function JumperActionsMenu({ jumper, groupSize, actions }: RowMenuProps) {
  const { t } = useTranslation();
  const { anchor, open, close, opened } = useRowMenu();
  const moves = opened ? moveItems(jumper, groupSize, actions, close, t) : [];
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('loads.day.jumper.actions', { name: jumper.name })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => open(e.currentTarget)}
        {...{ [ROW_FOCUS_ATTRIBUTE]: jumper._id }}
      >
        <MoreIcon fontSize="small" />
      </IconButton>
      {opened && (
        <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
          {actions.onEdit && (
            <MenuItem
              onClick={() => {
                close();
                actions.onEdit?.(jumper);
              }}
            >
              <ListItemIcon>
                <EditIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t('loads.day.jumper.editShort')}</ListItemText>
            </MenuItem>
          )}
          {actions.onRemove && (
            <MenuItem
              onClick={() => {
                close();
                actions.onRemove?.(jumper);
              }}
            >
              <ListItemIcon>
                <DeleteIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t('loads.day.jumper.removeShort')}</ListItemText>
            </MenuItem>
          )}
          {moves.length > 0 && (actions.onEdit || actions.onRemove) && <Divider />}
          {moves}
        </Menu>
      )}
    </>
  );
}

/** A row's actions as buttons (the desktop table): edit, remove, and a menu of loads to move to. */
export function JumperActionButtons({ jumper, groupSize, actions }: RowMenuProps) {
  const { t } = useTranslation();
  const { anchor, open, close, opened } = useRowMenu();
  const movable = canMove(actions);
  // the first button is where focus returns after the row's dialogs
  const first = actions.onEdit ? 'edit' : actions.onRemove ? 'remove' : 'move';
  const focusMark = (which: typeof first) => (which === first ? { [ROW_FOCUS_ATTRIBUTE]: jumper._id } : {});
  return (
    <>
      {actions.onEdit && (
        <IconButton
          size="small"
          aria-label={t('loads.day.jumper.edit', { name: jumper.name })}
          onClick={() => actions.onEdit?.(jumper)}
          {...focusMark('edit')}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      )}
      {actions.onRemove && (
        <IconButton
          size="small"
          aria-label={t('loads.day.jumper.remove', { name: jumper.name })}
          onClick={() => actions.onRemove?.(jumper)}
          {...focusMark('remove')}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      )}
      {movable && (
        <>
          <IconButton
            size="small"
            aria-label={t('loads.day.jumper.move', { name: jumper.name })}
            aria-haspopup="menu"
            aria-expanded={anchor ? 'true' : undefined}
            onClick={(e) => open(e.currentTarget)}
            {...focusMark('move')}
          >
            <MoveIcon fontSize="small" />
          </IconButton>
          {opened && (
            <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
              {moveItems(jumper, groupSize, actions, close, t)}
            </Menu>
          )}
        </>
      )}
    </>
  );
}
