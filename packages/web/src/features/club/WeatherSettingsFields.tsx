import { windGroups } from '@dz/shared';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SwitchField } from '../../components/SwitchField';
import { ClubTextField } from './ClubTextField';
import type { SettingsFormValues, settingsForm } from './clubForms';

type SettingsControl = Control<SettingsFormValues, unknown, z.output<typeof settingsForm>>;

const twoColumns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
} as const;

const upperCase = (text: string) => text.toUpperCase();
const msAdornment = { endAdornment: <InputAdornment position="end">m/s</InputAdornment> };

/**
 * The club settings' weather (issue 34): the airport whose METAR and the FMI station whose observations the
 * board shows, the wind limits of each group (m/s typed the Finnish way, empty for none), and feet for English
 * readers. Two fields a row even on a 390 px phone: each group's mean and gust side by side.
 */
export function WeatherSettingsFields({ control }: { control: SettingsControl }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {t('club.settings.weatherHeading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('club.settings.weatherHelp')}
      </Typography>
      <Box sx={twoColumns}>
        <ClubTextField
          control={control}
          name="weatherIcao"
          label={t('club.settings.weatherIcao')}
          helperText={t('club.settings.weatherIcaoHelp')}
          autoComplete="off"
          transform={upperCase}
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters', maxLength: 4 } }}
        />
        <ClubTextField
          control={control}
          name="weatherStation"
          label={t('club.settings.weatherStation')}
          helperText={t('club.settings.weatherStationHelp')}
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric', spellCheck: false } }}
        />
      </Box>
      <Typography variant="subtitle2" component="h4" sx={{ mt: 3 }}>
        {t('club.settings.windLimitsHeading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('club.settings.windLimitsHelp')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {windGroups.map((group) => {
          const name = t(`weather.group.${group}`);
          return (
            <Box
              key={group}
              component="fieldset"
              aria-label={t('club.settings.windLimitsOf', { group: name })}
              sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
            >
              <Typography component="legend" variant="body2" sx={{ fontWeight: 500, mb: 1, p: 0 }}>
                {name}
              </Typography>
              <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
                <ClubTextField
                  control={control}
                  name={`windLimits.${group}.meanMs`}
                  label={t('club.settings.windMean')}
                  autoComplete="off"
                  slotProps={{ htmlInput: { inputMode: 'decimal' }, input: msAdornment }}
                />
                <ClubTextField
                  control={control}
                  name={`windLimits.${group}.gustMs`}
                  label={t('club.settings.windGust')}
                  autoComplete="off"
                  slotProps={{ htmlInput: { inputMode: 'decimal' }, input: msAdornment }}
                />
              </Box>
            </Box>
          );
        })}
      </Box>
      <Box sx={{ mt: 2 }}>
        <SwitchField
          control={control}
          name="altitudeInFeet"
          label={t('club.settings.altitudeInFeet')}
          helperText={t('club.settings.altitudeInFeetHelp')}
        />
      </Box>
    </>
  );
}
