import { createContext, useContext } from 'react';

export interface PaymentDialogControls {
  /** Opens the payment dialog (admins), optionally with a member chosen. */
  open: (memberId?: string) => void;
  /** Whether the signed-in user may take payments. */
  isAvailable: boolean;
}

export const PaymentDialogContext = createContext<PaymentDialogControls | null>(null);

/** The app-wide payment dialog of the app layout (also opened with Ctrl+B). */
export function usePaymentDialog(): PaymentDialogControls {
  const value = useContext(PaymentDialogContext);
  if (!value) {
    throw new Error('usePaymentDialog needs a PaymentDialogProvider');
  }
  return value;
}
