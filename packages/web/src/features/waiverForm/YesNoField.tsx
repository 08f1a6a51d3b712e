import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '../../components/FormTextField';
import type { WaiverFormControl, YesNoField as YesNoName } from './waiverForm';

/** A yes/no question as a radio group that starts unanswered and must be answered (requiredBoolean). */
export function YesNoField({ control, name }: { control: WaiverFormControl; name: YesNoName }) {
  const { t } = useTranslation();
  const id = useId();
  const validationText = useValidationText();
  const { field, fieldState } = useController({ name, control });
  const error = validationText(fieldState.error?.message);
  const value = field.value === true ? 'yes' : field.value === false ? 'no' : '';
  return (
    <FormControl error={!!error} required component="fieldset" sx={{ minWidth: 0 }}>
      <FormLabel component="legend" id={id}>
        {t(`waiverForm.questions.${name}`)}
      </FormLabel>
      <RadioGroup
        row
        name={field.name}
        aria-labelledby={id}
        value={value}
        onChange={(_event, next) => field.onChange(next === 'yes')}
        onBlur={field.onBlur}
      >
        <FormControlLabel
          value="yes"
          control={<Radio slotProps={{ input: { ref: field.ref } }} />}
          label={t('waiverForm.yes')}
          sx={{ mr: 4, py: 0.5 }}
        />
        <FormControlLabel value="no" control={<Radio />} label={t('waiverForm.no')} sx={{ py: 0.5 }} />
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
