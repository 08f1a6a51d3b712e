import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { Load, LoadJumper } from '@dz/shared';
import Chip from '@mui/material/Chip';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What a dragged row carries. */
interface DragData {
  jumper: LoadJumper;
  from: Load;
}

/** What a load card as a drop target carries. */
interface DropData {
  load: Load;
}

// a card is a big target: the pointer inside it decides; near the edge, the most overlapped card
const collision: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : rectIntersection(args);
};

interface LoadsDndProps {
  children: ReactNode;
  /** Moves the jumper's manifest group from one load to another (both open, not the same). */
  onMove: (jumper: LoadJumper, from: Load, to: Load) => void;
}

/**
 * Dragging a jumper's row onto another open load's card moves the jumper's group there. With the mouse or a
 * finger resting a moment on the row; the keyboard way is the row's "Move to load N" menu.
 */
export function LoadsDnd({ children, onMove }: LoadsDndProps) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<LoadJumper | null>(null);
  const sensors = useSensors(
    // a click on the row's buttons is not a drag
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // a finger must rest on the row a moment, so a swipe still scrolls the page
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 6 } }),
  );
  const dragOf = (data: unknown) => data as DragData | undefined;
  const dropOf = (data: unknown) => data as DropData | undefined;

  const handleDragStart = ({ active }: DragStartEvent) =>
    setDragged(dragOf(active.data.current)?.jumper ?? null);
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const drag = dragOf(active.data.current);
    const to = dropOf(over?.data.current)?.load;
    if (drag && to && to._id !== drag.from._id && to.state === 'open') {
      onMove(drag.jumper, drag.from, to);
    }
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('loads.day.move.picked', { name: dragOf(active.data.current)?.jumper.name }),
    onDragOver: ({ active, over }) => {
      const to = dropOf(over?.data.current)?.load;
      return to
        ? t('loads.day.move.over', { name: dragOf(active.data.current)?.jumper.name, number: to.number })
        : undefined;
    },
    onDragEnd: ({ active, over }) => {
      const to = dropOf(over?.data.current)?.load;
      return to
        ? t('loads.day.move.dropped', { name: dragOf(active.data.current)?.jumper.name, number: to.number })
        : undefined;
    },
    onDragCancel: ({ active }) =>
      t('loads.day.move.cancelled', { name: dragOf(active.data.current)?.jumper.name }),
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragStart={handleDragStart}
      onDragEnd={handleDragEnd}
      onDragCancel={() => setDragged(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('loads.day.move.instructions') },
      }}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {dragged && <Chip color="primary" label={dragged.name} sx={{ boxShadow: 4, cursor: 'grabbing' }} />}
      </DragOverlay>
    </DndContext>
  );
}

/**
 * A jumper's row as something to drag: spread `listeners` on the row and give it `ref`. The row keeps its own
 * role (no `attributes`): without a keyboard sensor the row is no button; the menu moves it by keyboard.
 */
export function useJumperDrag(jumper: LoadJumper, from: Load, enabled: boolean) {
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: jumper._id,
    data: { jumper, from } satisfies DragData,
    disabled: !enabled,
  });
  return { ref: setNodeRef, listeners: enabled ? listeners : undefined, isDragging };
}

/** A load's card as a place to drop rows: open loads only, and never the rows' own load. */
export function useLoadDrop(load: Load) {
  const { setNodeRef, isOver, active } = useDroppable({
    id: load._id,
    data: { load } satisfies DropData,
    disabled: load.state !== 'open',
  });
  const from = (active?.data.current as DragData | undefined)?.from;
  const accepts = !!from && from._id !== load._id && load.state === 'open';
  return { ref: setNodeRef, isOver: isOver && accepts, isTarget: accepts };
}
