import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { useValidationText } from '../../components/FormTextField';

interface LoadTextFieldProps {
  label: string;
  value: string;
  disabled: boolean;
  multiline?: boolean;
  /** The shared rule of the field (`updateLoadBody.shape.comment`): what it refuses is refused here. */
  rule: z.ZodType<unknown, string | undefined>;
  /** The rule's length limit, for the counter while typing (`TEXT_SHORT_MAX`, `TEXT_LONG_MAX`). */
  maxLength: number;
  onSave: (value: string) => void;
}

/**
 * A load's comment or notes, saved on blur (and Enter when one line). Text the shared rule refuses (too long)
 * is refused at the field with the limit in the user's language, and stays there to be shortened: nothing typed
 * is thrown away, nothing is sent. No `maxLength` on the input: a paste would be cut without a word.
 */
export function LoadTextField({
  label,
  value,
  disabled,
  multiline,
  rule,
  maxLength,
  onSave,
}: LoadTextFieldProps) {
  const validationText = useValidationText();
  const [draft, setDraft] = useState(value);
  const [focused, setFocused] = useState(false);
  useEffect(() => setDraft(value), [value]);

  const problem = rule.safeParse(draft).error?.issues[0]?.message;
  const error = validationText(problem);
  const save = () => {
    if (!problem && draft !== value) {
      onSave(draft);
    }
  };

  return (
    <TextField
      label={label}
      value={draft}
      size="small"
      fullWidth
      multiline={multiline}
      disabled={disabled}
      error={error !== undefined}
      helperText={error ?? (focused ? `${draft.length}/${maxLength}` : undefined)}
      onChange={(e) => setDraft(e.target.value)}
      onFocus={() => setFocused(true)}
      onBlur={() => {
        setFocused(false);
        save();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && !multiline) {
          e.preventDefault();
          save();
        }
      }}
    />
  );
}
