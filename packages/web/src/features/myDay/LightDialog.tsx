import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useMyDayTexts } from './myDayTexts';

interface LightDialogProps {
  title: string;
  /** The confirming button's text; the other one cancels. */
  submitLabel: string;
  submitting: boolean;
  /** A failure to show above the buttons (the server's words in the reader's language). */
  error: string | null;
  onSubmit: () => void;
  onClose: () => void;
  children?: ReactNode;
}

/**
 * A modal dialog without a UI library: the browser's `<dialog>` (focus kept inside, Escape closes, the page behind
 * inert), a title, the content and Cancel / the action.
 */
export function LightDialog({
  title,
  submitLabel,
  submitting,
  error,
  onSubmit,
  onClose,
  children,
}: LightDialogProps) {
  const { t } = useMyDayTexts();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      // jsdom has no showModal: there the dialog is simply open
      if (typeof dialog.showModal === 'function') {
        dialog.showModal();
      } else {
        dialog.setAttribute('open', '');
      }
    }
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <dialog
      ref={ref}
      className="myday-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <form onSubmit={submit}>
        <h2 id={titleId} className="myday-dialog-title">
          {title}
        </h2>
        {children}
        {error && (
          <p role="alert" className="light-alert light-error">
            {error}
          </p>
        )}
        <div className="myday-dialog-actions">
          <button type="button" className="light-text-button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="myday-button" disabled={submitting}>
            {submitting ? t('myDay.saving') : submitLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
