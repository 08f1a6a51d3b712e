import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { Club } from '@dz/shared';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../app/queryKeys';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { AddPaymentMethodForm } from './AddPaymentMethodForm';
import { useDeletePaymentMethod, useMovePaymentMethod } from './api';
import { ClubSection } from './ClubSection';
import { movedPaymentMethods, paymentMethodMove } from './paymentMethodOrder';
import { SortablePaymentMethod } from './SortablePaymentMethod';

/**
 * The club's payment methods in their order (the payment dialog offers them so). Drag a handle with the
 * mouse or a finger, or focus it and use Space and the arrow keys; the drop is sent as one move.
 */
export function PaymentMethodsSection({ methods }: { methods: string[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const moveMethod = useMovePaymentMethod();
  const deleteMethod = useDeletePaymentMethod();
  const [deleting, setDeleting] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    // a finger must rest a moment on the handle, so a swipe still scrolls the page
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    // an instant scroll: a smooth one swallowed the arrow keys pressed while it ran (a move was lost)
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, scrollBehavior: 'auto' }),
  );

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    const move = paymentMethodMove(methods, active.id, over?.id);
    if (!move) {
      return;
    }
    // show the new order at once; the server's answer (or a refetch on failure) settles it
    queryClient.setQueryData<Club>(queryKeys.club, (club) =>
      club ? { ...club, paymentMethods: movedPaymentMethods(club.paymentMethods, move) } : club,
    );
    moveMethod.mutate(move);
  };

  const handleRename = (index: number, paymentMethod: string, done: () => void) =>
    moveMethod.mutate({ index, newIndex: index, paymentMethod }, { onSuccess: done });

  const handleDelete = (name: string) => {
    const index = methods.indexOf(name);
    if (index >= 0) {
      deleteMethod.mutate(index, { onSuccess: () => setDeleting(null) });
    }
  };

  const position = (id: string | number) => methods.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('club.paymentMethods.picked', { name: active.id, position: position(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('club.paymentMethods.over', { name: active.id, position: position(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('club.paymentMethods.dropped', { name: active.id, position: position(over.id) }) : undefined,
    onDragCancel: ({ active }) => t('club.paymentMethods.cancelled', { name: active.id }),
  };

  return (
    <ClubSection title={t('club.paymentMethods.title')} description={t('club.paymentMethods.description')}>
      <AddPaymentMethodForm methods={methods} />
      {methods.length === 0 && (
        <Typography color="text.secondary">{t('club.paymentMethods.empty')}</Typography>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={handleDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('club.paymentMethods.instructions') },
        }}
      >
        <SortableContext items={methods} strategy={verticalListSortingStrategy}>
          <ol
            aria-label={t('club.paymentMethods.title')}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {methods.map((method, index) => (
              <SortablePaymentMethod
                key={method}
                method={method}
                others={methods.filter((m) => m !== method)}
                busy={moveMethod.isPending || deleteMethod.isPending}
                onRename={(name, done) => handleRename(index, name, done)}
                onDelete={() => setDeleting(method)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <ConfirmDialog
        open={deleting !== null}
        title={t('club.paymentMethods.deleteTitle', { name: deleting ?? '' })}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting !== null && handleDelete(deleting)}
        confirmLabel={t('club.delete')}
        danger
        loading={deleteMethod.isPending}
        maxWidth={520}
      >
        {t('club.paymentMethods.deleteText')}
      </ConfirmDialog>
    </ClubSection>
  );
}
