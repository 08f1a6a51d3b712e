import {
  type Club,
  eurosToCents,
  type Load,
  type Plane,
  type Quote,
  type SelfManifestBody,
  type SelfManifestContext,
  selfManifestBody,
  windProblems,
} from '@dz/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { formatMoney } from '../../components/MoneyText';
import { SwitchField } from '../../components/SwitchField';
import { isWindLimitError } from '../loads/api';
import { useClubWeather, WEATHER_KEY } from '../loads/useWindGuard';
import { exceedanceText } from '../weather/windText';
import { useJoinLoad } from './api';
import { FALLBACK_ALTITUDE, joinQuote } from './selfManifestView';

export interface JoinLoadDialogProps {
  load: Load;
  /** The jumper: their member, the members' price and the own gear the dialog starts with. */
  ctx: SelfManifestContext;
  /** The load's plane (its jump lines, lowest first; none lets the jumper take the plane's usual 4000 m). */
  plane: Plane | undefined;
  /** The club: its gear rent and minute price rounding. */
  club: Club | undefined;
  /** The club has not set up waivers, so their check was skipped. */
  waiverCheckSkipped: boolean;
  onClose: () => void;
}

/** The jumper adds themself: which jump line, own gear or the club's rental. The server checks it again. */
export function JoinLoadDialog({ load, ctx, plane, club, waiverCheckSkipped, onClose }: JoinLoadDialogProps) {
  const { t } = useTranslation();
  const altitudeLabel = useId();
  const jumpLines = plane?.jumpLines ?? [];
  const join = useJoinLoad();
  const { control, handleSubmit } = useForm<SelfManifestBody>({
    resolver: zodResolver(selfManifestBody),
    defaultValues: { altitude: jumpLines.at(-1)?.altitude ?? FALLBACK_ALTITUDE, ownGear: ctx.ownGear },
  });
  const [altitude, ownGear] = useWatch({ control, name: ['altitude', 'ownGear'] });
  const quoteAt = (at: number) => joinQuote(load, ctx, { plane, club }, { altitude: at, ownGear: !!ownGear });
  const priceText = (quote: Quote) =>
    quote.minuteUnknown ? t('selfManifest.minutePrice') : formatMoney(quote.cents);
  // the server refuses a jumper over their group's wind limit: said here, with the limit the weather is over
  const queryClient = useQueryClient();
  const [windRefused, setWindRefused] = useState(false);
  const weather = useClubWeather(windRefused);
  const [mine] =
    windRefused && weather.data
      ? windProblems(
          [{ memberId: ctx.memberId, type: 'normal' }],
          [{ id: ctx.memberId, license: ctx.license, role: ctx.role }],
          weather.data.exceedances,
        )
      : [];
  const save = handleSubmit((body) => {
    setWindRefused(false);
    join.mutate(
      { loadId: load._id, body },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (isWindLimitError(error)) {
            void queryClient.invalidateQueries({ queryKey: WEATHER_KEY });
            setWindRefused(true);
          }
        },
      },
    );
  });
  return (
    <FormDialog
      title={t('selfManifest.joinTitle', { number: load.number })}
      onSubmit={save}
      onClose={onClose}
      submitLabel={t('selfManifest.join')}
      submitting={join.isPending}
      fullScreenOnPhone={false}
    >
      <Stack spacing={2}>
        {jumpLines.length > 0 ? (
          <Controller
            control={control}
            name="altitude"
            render={({ field }) => (
              <FormControl>
                <FormLabel id={altitudeLabel}>{t('selfManifest.altitude')}</FormLabel>
                <RadioGroup
                  aria-labelledby={altitudeLabel}
                  value={String(field.value)}
                  onChange={(e) => field.onChange(Number(e.target.value))}
                >
                  {jumpLines.map((line) => (
                    <FormControlLabel
                      key={line._id}
                      value={String(line.altitude)}
                      control={<Radio />}
                      label={t('selfManifest.jumpLine', {
                        altitude: line.altitude,
                        price: priceText(quoteAt(line.altitude)),
                      })}
                    />
                  ))}
                </RadioGroup>
              </FormControl>
            )}
          />
        ) : (
          <Typography variant="body2">
            {t('selfManifest.altitudeOf', { altitude: FALLBACK_ALTITUDE })}
          </Typography>
        )}
        <SwitchField
          control={control}
          name="ownGear"
          label={t('selfManifest.ownGear')}
          helperText={t('selfManifest.rentalHint', {
            rent: formatMoney(eurosToCents(club?.defaultGearRent ?? 0)),
          })}
        />
        <Typography variant="body2" data-testid="join-quote">
          {t('selfManifest.charged', { price: priceText(quoteAt(Number(altitude))) })}
        </Typography>
        {waiverCheckSkipped && <Alert severity="info">{t('selfManifest.waiverCheckSkipped')}</Alert>}
        {windRefused && (
          <Alert severity="error" data-testid="wind-refused">
            <div>{t('selfManifest.windLimit')}</div>
            {mine && <div>{exceedanceText(t, mine.exceedance)}</div>}
          </Alert>
        )}
      </Stack>
    </FormDialog>
  );
}
