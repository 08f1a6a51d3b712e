import { CONFIRM_DIALOG_WIDTH } from '@dz/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

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

/** The reusable confirmation dialog of spec section 2, pinned to the top of the screen on phones. */
export function ConfirmDialog({
  open,
  title,
  children,
  onConfirm,
  onClose,
  confirmLabel,
  cancelLabel,
  danger = false,
  confirmDisabled = false,
  hideConfirm = false,
  hideCancel = false,
  loading = false,
  maxWidth = CONFIRM_DIALOG_WIDTH,
  submitOnEnter = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmDisabled && !loading) {
      onConfirm?.();
    }
  };

  return (
    <Dialog
      open={open}
      onClose={loading ? undefined : onClose}
      fullWidth
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{
        paper: {
          sx: { maxWidth, m: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 64px)' } },
          ...(submitOnEnter ? { component: 'form', onSubmit: handleSubmit, noValidate: true } : {}),
        },
      }}
      sx={{ '& .MuiDialog-container': { alignItems: { xs: 'flex-start', sm: 'center' } } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children !== undefined && (
        <DialogContent>
          {typeof children === 'string' ? <DialogContentText>{children}</DialogContentText> : children}
        </DialogContent>
      )}
      <DialogActions>
        {!hideCancel && (
          <Button onClick={onClose} disabled={loading}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
        )}
        {!hideConfirm && (
          <Button
            variant="contained"
            color={danger ? 'error' : 'primary'}
            type={submitOnEnter ? 'submit' : 'button'}
            onClick={submitOnEnter ? undefined : onConfirm}
            disabled={confirmDisabled}
            loading={loading}
          >
            {confirmLabel ?? t('common.ok')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
