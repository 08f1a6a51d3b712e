import { CONFIRM_DIALOG_WIDTH } from '@dz/shared';
import DialogContentText from '@mui/material/DialogContentText';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from './FormDialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The body: a string becomes a paragraph, anything else is rendered as is. */
  children?: ReactNode;
  onConfirm?: () => void;
  /** Cancel, Escape or a click on the backdrop. */
  onClose: () => void;
  /** Defaults to "Ok". */
  confirmLabel?: string;
  /** Defaults to "Cancel". */
  cancelLabel?: string;
  /** A red confirm button, for what cannot be undone. */
  danger?: boolean;
  confirmDisabled?: boolean;
  hideConfirm?: boolean;
  hideCancel?: boolean;
  /** A spinner in the confirm button; both buttons and dismissing are disabled. */
  loading?: boolean;
  /** Width limit in px; 800 by default (spec section 9). */
  maxWidth?: number;
  /** Wraps the body in a form so Enter confirms. */
  submitOnEnter?: boolean;
}

/**
 * The reusable confirmation dialog of spec section 2: the form dialog shell, small, pinned to the top of
 * the screen on phones, confirming with "Ok".
 */
export function ConfirmDialog({
  children,
  onConfirm,
  confirmLabel,
  confirmDisabled,
  hideConfirm,
  loading,
  maxWidth = CONFIRM_DIALOG_WIDTH,
  submitOnEnter = false,
  ...props
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      {...props}
      onSubmit={onConfirm}
      submitLabel={confirmLabel ?? t('common.ok')}
      submitDisabled={confirmDisabled}
      hideSubmit={hideConfirm}
      submitting={loading}
      maxWidth={maxWidth}
      fullScreenOnPhone={false}
      submitOnEnter={submitOnEnter}
    >
      {typeof children === 'string' ? <DialogContentText>{children}</DialogContentText> : children}
    </FormDialog>
  );
}
