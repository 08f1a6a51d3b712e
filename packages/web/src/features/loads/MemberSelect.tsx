import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type { MemberRow } from '../members/api';
import { memberName } from './loadsView';

interface MemberSelectProps {
  label: string;
  members: readonly MemberRow[];
  value: string | null;
  onChange: (memberId: string | null) => void;
  disabled?: boolean;
  /** Extra text at the end of each option (balance, other loads). */
  renderExtra?: (member: MemberRow) => ReactNode;
  /** Members offered but not to be chosen (already on the load); say why in `renderExtra`. */
  isOptionDisabled?: (member: MemberRow) => boolean;
  /** A name to show while the value is not among the members (still loading). */
  fallbackName?: string;
  autoFocus?: boolean;
  error?: boolean;
  helperText?: ReactNode;
}

/** A searchable member picker: type part of a name, Enter takes the first match. */
export function MemberSelect({
  label,
  members,
  value,
  onChange,
  disabled,
  renderExtra,
  isOptionDisabled,
  fallbackName,
  autoFocus,
  error,
  helperText,
}: MemberSelectProps) {
  const selected = members.find((m) => m._id === value) ?? null;
  return (
    <Autocomplete
      options={members}
      value={selected}
      onChange={(_event, member) => onChange(member?._id ?? null)}
      getOptionLabel={memberName}
      isOptionEqualToValue={(a, b) => a._id === b._id}
      getOptionDisabled={isOptionDisabled}
      // the first match is highlighted: typing part of a name and Enter picks it
      autoHighlight
      disabled={disabled}
      size="small"
      fullWidth
      renderOption={({ key, ...props }, member) => (
        <Box
          component="li"
          key={key}
          {...props}
          sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}
        >
          <span>{memberName(member)}</span>
          {renderExtra?.(member)}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          autoFocus={autoFocus}
          error={error}
          helperText={helperText}
          placeholder={!selected && fallbackName ? fallbackName : undefined}
        />
      )}
    />
  );
}
