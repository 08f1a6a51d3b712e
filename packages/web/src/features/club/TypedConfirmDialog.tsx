import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';

interface TypedConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** What must be typed, exactly, before the red button works. */
  name: string;
  confirmLabel: string;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A red confirmation that stays disabled until the name of what goes is typed (spec section 2). */
export function TypedConfirmDialog({
  open,
  title,
  text,
  name,
  confirmLabel,
  loading,
  onConfirm,
  onClose,
}: TypedConfirmDialogProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  useEffect(() => {
    if (open) {
      setTyped('');
    }
  }, [open]);
  const matches = typed.trim() === name;

  return (
    <ConfirmDialog
      open={open}
      title={title}
      onClose={onClose}
      onConfirm={onConfirm}
      confirmLabel={confirmLabel}
      confirmDisabled={!matches}
      danger
      loading={loading}
      maxWidth={520}
      submitOnEnter
    >
      <Typography sx={{ mb: 2 }}>{text}</Typography>
      <TextField
        autoFocus
        fullWidth
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        label={t('club.typeToConfirm', { name })}
        autoComplete="off"
        slotProps={{ htmlInput: { spellCheck: false } }}
      />
    </ConfirmDialog>
  );
}
