import { eurosToCents, jumperWeight, type LoadJumper } from '@dz/shared';
import Box from '@mui/material/Box';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../components/MoneyText';
import { formatKg } from './SafetyWarnings';

/** A jumper's part in the load: their type, or their role in a group, and their training jump. */
export function roleText(t: TFunction, j: LoadJumper): string {
  const role = t(`loads.day.role.${j.groupRole === 'single' ? j.type : j.groupRole}`);
  return j.trainingJump ? `${role} · ${j.trainingJump.name}` : role;
}

/** Own gear, the rent typed for the jumper, or the club's rent. */
export function gearText(t: TFunction, j: LoadJumper): string {
  return j.ownGear
    ? t('loads.day.jumper.own')
    : j.gearRental !== null
      ? formatMoney(eurosToCents(j.gearRental))
      : t('loads.day.jumper.rent');
}

/**
 * The weight the load's total counts for a jumper (the shared `jumperWeight`), marked when it is their tandem
 * weight, so the rows add up to the load's weight with the pilot's.
 */
export function JumperWeight({ jumper, unit = false }: { jumper: LoadJumper; unit?: boolean }) {
  const { t } = useTranslation();
  const kg = jumperWeight(jumper);
  const tandem = kg !== null && kg !== jumper.exitWeight;
  return (
    <>
      {kg === null ? '–' : unit ? `${formatKg(kg)} kg` : formatKg(kg)}
      {tandem && (
        <Box
          component="span"
          title={t('loads.day.jumper.tandemWeightHint')}
          data-testid="tandem-weight"
          sx={{ color: 'text.secondary', fontSize: '0.8em', ml: 0.5 }}
        >
          {t('loads.day.jumper.tandemWeight')}
        </Box>
      )}
    </>
  );
}
