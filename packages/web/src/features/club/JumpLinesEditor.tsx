import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { type Control, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ClubTextField } from './ClubTextField';
import { emptyJumpLine, type PlaneFormOutput, type PlaneFormValues } from './clubForms';

const euroAdornment = {
  htmlInput: { inputMode: 'decimal' },
  input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
} as const;

/** The editable rows of a plane's jump lines: altitude, price and the optional member and tandem prices. */
export function JumpLinesEditor({
  control,
}: {
  control: Control<PlaneFormValues, unknown, PlaneFormOutput>;
}) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'jumpLines' });

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {t('club.planes.jumpLines')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('club.planes.jumpLinesHelp')}
      </Typography>
      {fields.map((field, index) => {
        const n = index + 1;
        return (
          <Box
            key={field.id}
            role="group"
            aria-label={t('club.planes.jumpLineN', { n })}
            sx={{
              display: 'grid',
              gap: 1.5,
              mb: 2,
              alignItems: 'start',
              // on a phone a line takes two rows: a rule keeps the lines apart
              pb: { xs: 2, sm: 0 },
              borderBottom: { xs: 1, sm: 0 },
              borderColor: 'divider',
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr)) auto' },
            }}
          >
            <ClubTextField
              control={control}
              name={`jumpLines.${index}.altitude`}
              label={t('club.planes.altitude')}
              size="small"
              required
              slotProps={{
                htmlInput: { inputMode: 'numeric' },
                input: { endAdornment: <InputAdornment position="end">m</InputAdornment> },
              }}
            />
            <ClubTextField
              control={control}
              name={`jumpLines.${index}.price`}
              label={t('club.planes.price')}
              size="small"
              required
              slotProps={euroAdornment}
            />
            <ClubTextField
              control={control}
              name={`jumpLines.${index}.priceForMembers`}
              label={t('club.planes.priceForMembers')}
              placeholder={t('club.planes.samePrice')}
              size="small"
              slotProps={{ ...euroAdornment, inputLabel: { shrink: true } }}
            />
            <ClubTextField
              control={control}
              name={`jumpLines.${index}.tandemPrice`}
              label={t('club.planes.tandemPrice')}
              placeholder={t('club.planes.noTandemPrice')}
              size="small"
              slotProps={{ ...euroAdornment, inputLabel: { shrink: true } }}
            />
            <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 40 }}>
              <IconButton onClick={() => remove(index)} aria-label={t('club.planes.removeJumpLine', { n })}>
                <RemoveIcon />
              </IconButton>
            </Box>
          </Box>
        );
      })}
      <Button startIcon={<AddIcon />} onClick={() => append(emptyJumpLine())}>
        {t('club.planes.addJumpLine')}
      </Button>
    </Box>
  );
}
