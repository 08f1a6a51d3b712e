import { movePaymentMethod, paymentMethodName } from '@dz/shared';

/** A drop of the sortable list as the API wants it: `PUT /club/payment-method/{index} { newIndex }`. */
export interface PaymentMethodMove {
  index: number;
  newIndex: number;
}

/**
 * Turns a drop (the dragged item's id onto the id it was dropped over; the ids are the method names,
 * which the server keeps unique) into the move to send, or null when nothing moved.
 */
export function paymentMethodMove(
  methods: readonly string[],
  activeId: string | number,
  overId: string | number | null | undefined,
): PaymentMethodMove | null {
  if (overId === null || overId === undefined || activeId === overId) {
    return null;
  }
  const index = methods.indexOf(String(activeId));
  const newIndex = methods.indexOf(String(overId));
  return index < 0 || newIndex < 0 ? null : { index, newIndex };
}

/** The list as it will be after the move: the shared rule the server applies too. */
export function movedPaymentMethods(methods: readonly string[], move: PaymentMethodMove): string[] {
  return movePaymentMethod(methods, move.index, move.newIndex);
}

/**
 * Checks a new or renamed method by the shared rule, and against the others (the server refuses a
 * name that differs only by case). Returns the clean name, or the message to show.
 */
export function checkPaymentMethodName(
  text: string,
  others: readonly string[],
): { name: string } | { error: string } {
  const parsed = paymentMethodName.safeParse(text);
  if (!parsed.success) {
    return { error: parsed.error.issues[0]?.message ?? 'Required' };
  }
  const name = parsed.data;
  return others.some((m) => m.toLowerCase() === name.toLowerCase())
    ? { error: 'club.paymentMethods.exists' }
    : { name };
}
