import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type Breakpoint, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type BaseSyntheticEvent, type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormDialogProps {
  /** True by default: a form dialog is usually mounted when it opens, so each opening starts afresh. */
  open?: boolean;
  title: ReactNode;
  children?: ReactNode;
  /**
   * Save, or Enter in a field: typically react-hook-form's `handleSubmit(save)`. Not called while the
   * save button is disabled or the dialog is submitting.
   */
  onSubmit?: (event?: BaseSyntheticEvent) => unknown;
  /** Cancel, Escape or a click on the backdrop (none of them while submitting). */
  onClose: () => void;
  /** Defaults to "Save". */
  submitLabel?: string;
  /** Defaults to "Cancel". */
  cancelLabel?: string;
  /** A red save button, for what cannot be undone. */
  danger?: boolean;
  submitDisabled?: boolean;
  hideSubmit?: boolean;
  hideCancel?: boolean;
  /** A spinner in the save button; both buttons and dismissing are disabled. */
  submitting?: boolean;
  /** A width limit in px, or a theme breakpoint (`md` for the long forms). */
  maxWidth?: number | Breakpoint;
  /**
   * Full screen on phones (the default: a form needs the room). False keeps a small dialog, pinned to
   * the top of a phone's screen so the keyboard does not cover it (confirmations).
   */
  fullScreenOnPhone?: boolean;
  /** The dialog is a form, so Enter in a field saves (the default). */
  submitOnEnter?: boolean;
  /** Lines between the title, a long scrolling content and the buttons. */
  dividers?: boolean;
}

/**
 * The one shell of every form dialog (spec section 2): a title that names the dialog, the content,
 * Cancel and Save, a spinner while saving, full screen on phones. Confirmations use it through
 * `ConfirmDialog`.
 */
export function FormDialog({
  open = true,
  title,
  children,
  onSubmit,
  onClose,
  submitLabel,
  cancelLabel,
  danger = false,
  submitDisabled = false,
  hideSubmit = false,
  hideCancel = false,
  submitting = false,
  maxWidth = 'md',
  fullScreenOnPhone = true,
  submitOnEnter = true,
  dividers = false,
}: FormDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const fullScreen = fullScreenOnPhone && isPhone;
  const titleId = useId();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!submitDisabled && !submitting) {
      void onSubmit?.(event);
    }
  };
  const pixelWidth = typeof maxWidth === 'number' && !fullScreen;
  const paperSx = pixelWidth
    ? { maxWidth, m: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 64px)' } }
    : undefined;

  return (
    <Dialog
      open={open}
      onClose={submitting ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={typeof maxWidth === 'number' ? false : maxWidth}
      aria-labelledby={titleId}
      slotProps={{
        paper: {
          sx: paperSx,
          ...(submitOnEnter ? { component: 'form', onSubmit: submit, noValidate: true } : {}),
        },
      }}
      sx={
        fullScreenOnPhone
          ? undefined
          : { '& .MuiDialog-container': { alignItems: { xs: 'flex-start', sm: 'center' } } }
      }
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children !== undefined && <DialogContent dividers={dividers}>{children}</DialogContent>}
      <DialogActions>
        {!hideCancel && (
          <Button onClick={onClose} disabled={submitting}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
        )}
        {!hideSubmit && (
          <Button
            variant="contained"
            color={danger ? 'error' : 'primary'}
            type={submitOnEnter ? 'submit' : 'button'}
            onClick={submitOnEnter ? undefined : () => submit()}
            disabled={submitDisabled}
            loading={submitting}
          >
            {submitLabel ?? t('common.save')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
