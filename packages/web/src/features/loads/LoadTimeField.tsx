import { type FlightTimeProblem, flightTimeProblem, type Load, parseTime } from '@dz/shared';
import TextField from '@mui/material/TextField';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The check of a load's takeoff or landing field against the other time, by the server's rule
 * (`flightTimeProblem`): a landing before the takeoff is "Invalid time" unless it is a night load over midnight.
 */
export function flightTimeCheck(
  load: Pick<Load, 'takeoff' | 'land'>,
  field: 'takeoff' | 'land',
): (time: string | null) => FlightTimeProblem | null {
  return (time) => flightTimeProblem({ ...load, [field]: time });
}

interface LoadTimeFieldProps {
  label: string;
  value: string | null;
  disabled?: boolean;
  /** What is wrong with the time given the load's other times (`flightTimeCheck`); refused at the field. */
  check?: (time: string | null) => FlightTimeProblem | null;
  /** Called on blur or Enter with `HH:MM`, or null when emptied; not called when unchanged or invalid. */
  onSave: (time: string | null) => void;
}

/**
 * A time of day typed the drop zone way (13:57, 1357, 13.57), saved on blur or Enter. A time that is no time,
 * or a landing before the takeoff, is refused at the field and stays there to be corrected.
 */
export function LoadTimeField({ label, value, disabled, check, onSave }: LoadTimeFieldProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value ?? '');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setDraft(value ?? '');
    setError(null);
  }, [value]);

  const save = () => {
    const text = draft.trim();
    const parsed = text === '' ? null : parseTime(text);
    if (text !== '' && parsed === null) {
      setError(t('loads.day.invalidTime'));
      return;
    }
    const problem = parsed === (value ?? null) ? null : (check?.(parsed) ?? null);
    if (problem) {
      // the typed text stays, so the user corrects it instead of typing it again
      setError(problem === 'landBeforeTakeoff' ? t('loads.day.invalidTime') : t('error.invalidFlightTime'));
      return;
    }
    setError(null);
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
      error={error !== null}
      helperText={error ?? undefined}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={save}
      onKeyDown={onKeyDown}
      placeholder="hh:mm"
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' }, inputLabel: { shrink: true } }}
      sx={{ width: 124 }}
    />
  );
}
