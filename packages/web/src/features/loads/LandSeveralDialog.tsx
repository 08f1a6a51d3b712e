import { eurosToCents, type Load, landLoadsBody } from '@dz/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import FlightLandIcon from '@mui/icons-material/FlightLand';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatMoney } from '../../components/MoneyText';
import { useClub } from '../club/api';
import { useLandLoads } from './api';
import { debtsAfterLanding, overweightOf } from './loadSafety';
import { planesOf, tandemPricesOf } from './loadsView';
import { DebtAlerts, OverweightAlert } from './SafetyWarnings';

/** The loads of a day the signed-in user may still land (`can.land`), by number. */
export const landableLoads = (loads: readonly Load[]): Load[] =>
  loads.filter((l) => l.can.land).sort((a, b) => a.number - b.number);

type LandSeveralForm = z.input<typeof landLoadsBody>;

interface LandSeveralDialogProps {
  date: string;
  loads: readonly Load[];
  onClose: () => void;
}

/**
 * Picks open and flying loads of the day and lands them at once (all or none). Like the land dialog it names
 * each chosen load that is too heavy and each member the landings leave in debt, with the balance after them.
 */
export function LandSeveralDialog({ date, loads, onClose }: LandSeveralDialogProps) {
  const { t } = useTranslation();
  const land = useLandLoads();
  // the shared body's rules: at least one load, each a load id
  const { control, handleSubmit } = useForm<LandSeveralForm>({
    resolver: zodResolver(landLoadsBody),
    defaultValues: { loadIds: [] },
  });
  const chosen = useWatch({ control, name: 'loadIds' }) ?? [];
  const planes = planesOf(useClub().data);
  const landable = landableLoads(loads);
  const chosenLoads = landable.filter((l) => chosen.includes(l._id));
  const total = chosenLoads.reduce((sum, l) => sum + l.totalPrice, 0);
  const overweights = chosenLoads.flatMap((l) => {
    const overweight = overweightOf(l, planes);
    return overweight ? [{ number: l.number, overweight }] : [];
  });

  return (
    <ConfirmDialog
      open
      title={t('loads.day.landSeveral.title')}
      onClose={onClose}
      onConfirm={handleSubmit(({ loadIds }) =>
        land.mutate(
          // in the order of the list, whatever order they were ticked in
          { date, loadIds: landable.filter((l) => loadIds.includes(l._id)).map((l) => l._id) },
          { onSuccess: onClose },
        ),
      )}
      confirmLabel={t('loads.day.landSeveral.confirm', { count: chosen.length })}
      confirmDisabled={chosen.length === 0}
      loading={land.isPending}
      maxWidth={520}
    >
      <Stack spacing={1}>
        <Typography variant="body2">
          {landable.length > 0 ? t('loads.day.landSeveral.intro') : t('loads.day.landSeveral.none')}
        </Typography>
        <Controller
          control={control}
          name="loadIds"
          render={({ field }) => (
            <>
              {landable.map((l) => (
                <FormControlLabel
                  key={l._id}
                  control={
                    <Checkbox
                      checked={field.value.includes(l._id)}
                      onChange={(_e, on) =>
                        field.onChange(
                          on ? [...field.value, l._id] : field.value.filter((id) => id !== l._id),
                        )
                      }
                    />
                  }
                  label={
                    <Box>
                      <Box sx={{ display: 'flex', gap: 2 }}>
                        <span>
                          {t('loads.day.loadNumber', { number: l.number })} ·{' '}
                          {t(`loads.day.state.${l.state}`)}
                        </span>
                        <span>{formatMoney(eurosToCents(l.totalPrice))}</span>
                      </Box>
                      {tandemPricesOf(l).map((p) => (
                        <Typography key={p.memberId} variant="body2" color="text.secondary">
                          {t('loads.day.tandemPriceOf', {
                            name: p.name,
                            price: formatMoney(eurosToCents(p.tandemPrice)),
                          })}
                        </Typography>
                      ))}
                    </Box>
                  }
                />
              ))}
            </>
          )}
        />
        {landable.length > 0 && (
          <Typography variant="body2" data-testid="land-several-total">
            {t('loads.day.totalPrice')}: <strong>{formatMoney(eurosToCents(total))}</strong>
          </Typography>
        )}
        {overweights.map(({ number, overweight }) => (
          <OverweightAlert key={number} overweight={overweight} number={number} />
        ))}
        <DebtAlerts debts={debtsAfterLanding(chosenLoads)} />
      </Stack>
    </ConfirmDialog>
  );
}

/** The day toolbar's "Land several" button and its dialog. */
export function LandSeveralButton({ date, loads }: { date: string; loads: readonly Load[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FlightLandIcon />}
        disabled={landableLoads(loads).length === 0}
        onClick={() => setOpen(true)}
      >
        {t('loads.day.landSeveral.button')}
      </Button>
      {open && <LandSeveralDialog date={date} loads={loads} onClose={() => setOpen(false)} />}
    </>
  );
}
