import { parseTime } from '@dz/shared';
import TextField from '@mui/material/TextField';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface LoadTimeFieldProps {
  label: string;
  value: string | null;
  disabled?: boolean;
  /** Called on blur or Enter with `HH:MM`, or null when emptied; not called when unchanged or invalid. */
  onSave: (time: string | null) => void;
}

/** A time of day typed the drop zone way (13:57, 1357, 13.57), saved on blur or Enter. */
export function LoadTimeField({ label, value, disabled, onSave }: LoadTimeFieldProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value ?? '');
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    setDraft(value ?? '');
    setInvalid(false);
  }, [value]);

  const save = () => {
    const text = draft.trim();
    const parsed = text === '' ? null : parseTime(text);
    if (text !== '' && parsed === null) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setDraft(parsed ?? '');
    if (parsed !== (value ?? null)) {
      onSave(parsed);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    }
  };

  return (
    <TextField
      label={label}
      value={draft}
      size="small"
      disabled={disabled}
      error={invalid}
      helperText={invalid ? t('loads.day.invalidTime') : undefined}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={save}
      onKeyDown={onKeyDown}
      placeholder="hh:mm"
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' }, inputLabel: { shrink: true } }}
      sx={{ width: 124 }}
    />
  );
}
