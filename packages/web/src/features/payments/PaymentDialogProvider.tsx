import { canTakePayments } from '@dz/shared';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useSession } from '../../app/session/sessionContext';
import { usePreload } from '../../components/lazyPart';
import { lazyDialog } from '../../components/PartStates';
import { PaymentDialogContext, type PaymentDialogControls } from './paymentDialogContext';

// the dialog's form code is downloaded once the page is up (admins), not before the page is usable
const paymentDialog = lazyDialog(
  () => import('./PaymentDialog'),
  'PaymentDialog',
  (props) => props.open,
);
const PaymentDialog = paymentDialog.Part;
const preloaded = [paymentDialog];

/** Whether a key press is the payment shortcut, Ctrl+B (⌘B on a Mac). */
export function isPaymentShortcut(event: KeyboardEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'b'
  );
}

/**
 * The payment dialog of spec section 2: admins open it anywhere in the app with Ctrl+B, or from a button
 * (payments page, member details) through `usePaymentDialog`.
 */
export function PaymentDialogProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const isAvailable = canTakePayments(user);
  usePreload(preloaded, isAvailable);
  // each opening is a new session: the dialog is made anew, with new idempotency keys
  const [state, setState] = useState<{ open: boolean; memberId?: string; session: number }>({
    open: false,
    session: 0,
  });

  useEffect(() => {
    if (!isAvailable) {
      return;
    }
    const handleKeyDown = (event: KeyboardEvent) => {
      if (isPaymentShortcut(event)) {
        // the browser's own Ctrl+B (bookmarks, bold) is not wanted here
        event.preventDefault();
        setState((current) => (current.open ? current : { open: true, session: current.session + 1 }));
      }
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [isAvailable]);

  const controls = useMemo<PaymentDialogControls>(
    () => ({
      isAvailable,
      open: (memberId) => {
        if (isAvailable) {
          setState((current) => ({ open: true, memberId, session: current.session + 1 }));
        }
      },
    }),
    [isAvailable],
  );

  return (
    <PaymentDialogContext.Provider value={controls}>
      {children}
      {/* made at the first opening, so the app layout pays nothing for it until then */}
      {isAvailable && state.session > 0 && (
        <PaymentDialog
          key={state.session}
          open={state.open}
          memberId={state.memberId}
          onClose={() => setState((current) => ({ ...current, open: false }))}
        />
      )}
    </PaymentDialogContext.Provider>
  );
}
