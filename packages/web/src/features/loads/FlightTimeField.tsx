import { updateLoadBody } from '@dz/shared';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const flightTimeRule = updateLoadBody.shape.flightTime;

/** Whole minutes typed by hand, or null for empty; undefined when the text is not a valid flight time. */
export function parseFlightTime(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') {
    return null;
  }
  if (!/^\d+$/.test(trimmed)) {
    return undefined;
  }
  const parsed = flightTimeRule.safeParse(Number(trimmed));
  return parsed.success ? (parsed.data ?? null) : undefined;
}

interface FlightTimeFieldProps {
  value: number | null;
  disabled?: boolean;
  /** Called on blur or Enter with whole minutes, or null when emptied; not when unchanged or invalid. */
  onSave: (minutes: number | null) => void;
}

/** The flight time in minutes, typed when takeoff and landing times are not known (domain rules). */
export function FlightTimeField({ value, disabled, onSave }: FlightTimeFieldProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value === null ? '' : String(value));
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    setDraft(value === null ? '' : String(value));
    setInvalid(false);
  }, [value]);

  const save = () => {
    const minutes = parseFlightTime(draft);
    if (minutes === undefined) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (minutes !== value) {
      onSave(minutes);
    }
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    }
  };

  return (
    <TextField
      label={t('loads.day.flightTime')}
      value={draft}
      size="small"
      disabled={disabled}
      error={invalid}
      helperText={invalid ? t('loads.day.invalidFlightTime') : undefined}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={save}
      onKeyDown={handleKeyDown}
      slotProps={{
        htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
        inputLabel: { shrink: true },
        input: { endAdornment: <InputAdornment position="end">min</InputAdornment> },
      }}
      sx={{ width: 148 }}
    />
  );
}
