import { eurosToCents, type Load, type Plane } from '@dz/shared';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatMoney } from '../../components/MoneyText';
import { type Debt, type Overbooking, type Overweight, overweightOf } from './loadSafety';

const kgFormat = new Intl.NumberFormat('fi-FI', { maximumFractionDigits: 1 });

/** Kilograms the Finnish way, as weights are typed: `520,5`. */
export const formatKg = (kg: number): string => kgFormat.format(kg);

/** "The load is 45 kg too heavy: weight 645 kg, −45 kg left for fuel." in the UI language. */
export function overweightText(t: TFunction, overweight: Overweight): string {
  const params = { total: formatKg(overweight.totalKg), available: formatKg(overweight.availableKg) };
  return overweight.excessKg === null
    ? t('loads.day.safety.overweightUnknown', params)
    : t('loads.day.safety.overweight', { ...params, excess: formatKg(overweight.excessKg) });
}

/** The red line naming how much too heavy a load is; `number` names the load when several are in view. */
export function OverweightAlert({ overweight, number }: { overweight: Overweight; number?: number }) {
  const { t } = useTranslation();
  const text = overweightText(t, overweight);
  return (
    <Alert severity="error" data-testid="overweight">
      {number === undefined ? text : t('loads.day.safety.ofLoad', { number, text })}
    </Alert>
  );
}

/**
 * Each member the landing leaves in debt: what it charges and the balance after it (`debtsAfterLanding`),
 * in the land dialog and in "land several" alike.
 */
export function DebtAlerts({ debts }: { debts: readonly Debt[] }) {
  const { t } = useTranslation();
  if (debts.length === 0) {
    return null;
  }
  return (
    <Stack spacing={1} role="list" aria-label={t('loads.day.safety.debtsLabel')}>
      {debts.map((d) => (
        <Alert key={d.memberId} severity="warning" role="listitem" data-testid="debt">
          <span>
            {t('loads.day.add.willBeInDebt', { name: d.name, price: formatMoney(eurosToCents(d.charge)) })}
          </span>
          {' · '}
          <span>
            {t('loads.day.safety.newBalance', { balance: formatMoney(eurosToCents(d.newBalance)) })}
          </span>
        </Alert>
      ))}
    </Stack>
  );
}

/**
 * Sending a load up with one click, unless it is too heavy or has no pilot: then a confirmation names the weight
 * and the missing pilot first (the server sends it up anyway; the flight counts in the pilot's hours). The card
 * calls `guard(sendUp)` and renders `dialog`; `onClosed` runs when the confirmation closes either way (the card
 * puts the focus back).
 */
export function useSendUpGuard(
  load: Pick<Load, 'number' | 'weight' | 'plane' | 'pilot' | 'jumpers'>,
  planes: readonly Plane[],
  onClosed?: () => void,
): { guard: (action: () => void) => void; dialog: ReactNode } {
  const { t } = useTranslation();
  const [pending, setPending] = useState<(() => void) | null>(null);
  const overweight = overweightOf(load, planes);
  const noPilot = !load.pilot;
  const guard = (action: () => void) => {
    if (overweight || noPilot) {
      setPending(() => action);
    } else {
      action();
    }
  };
  const title = overweight
    ? noPilot
      ? 'loads.day.safety.sendUp.titleBoth'
      : 'loads.day.safety.sendUp.title'
    : 'loads.day.safety.sendUp.titleNoPilot';
  const dialog =
    pending && (overweight || noPilot) ? (
      <ConfirmDialog
        open
        title={t(title, { number: load.number })}
        onClose={() => {
          setPending(null);
          onClosed?.();
        }}
        onConfirm={() => {
          pending();
          setPending(null);
          onClosed?.();
        }}
        confirmLabel={t('loads.day.safety.sendUp.confirm')}
        danger
      >
        <Stack spacing={1.5}>
          {noPilot && (
            <Alert severity="warning" data-testid="no-pilot">
              {t('loads.day.safety.noPilot', { number: load.number })}
            </Alert>
          )}
          {overweight && <OverweightAlert overweight={overweight} />}
          <span>
            {t(overweight ? 'loads.day.safety.sendUp.text' : 'loads.day.safety.sendUp.noPilotText')}
          </span>
        </Stack>
      </ConfirmDialog>
    ) : null;
  return { guard, dialog };
}

/** What a move or an addition is asked about: the load, what it overbooks, and who moves. */
interface PendingOverbooking {
  number: number;
  overbooking: Overbooking;
  names: readonly string[];
  action: () => void;
}

/**
 * Moving (`move`) or adding (`add`) jumpers onto a load, unless that takes it over its plane's slots or weight
 * (`overbookingOf`, `slotsWarning`): then a confirmation names the overbooking first ("Load 3 is full: 6/5
 * jumpers.", and how much too heavy). The slots and weights are information (domain rules, "Weights"): the
 * server takes them anyway. `guard(number, overbooking, action, names)` runs `action` at once when there is
 * nothing to name; render `dialog`.
 */
export function useOverbookingGuard(kind: 'move' | 'add'): {
  guard: (
    number: number,
    overbooking: Overbooking | null,
    action: () => void,
    names?: readonly string[],
  ) => void;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const [pending, setPending] = useState<PendingOverbooking | null>(null);
  const guard = (
    number: number,
    overbooking: Overbooking | null,
    action: () => void,
    names: readonly string[] = [],
  ) => {
    if (overbooking) {
      setPending({ number, overbooking, names, action });
    } else {
      action();
    }
  };
  const dialog = pending ? (
    <ConfirmDialog
      open
      title={t(`loads.day.safety.full.${kind}Title`, { number: pending.number })}
      onClose={() => setPending(null)}
      onConfirm={() => {
        pending.action();
        setPending(null);
      }}
      confirmLabel={t(`loads.day.safety.full.${kind}`)}
      danger
    >
      <Stack spacing={1.5}>
        {pending.overbooking.slots && (
          <Alert severity="warning" data-testid="overbooked">
            {t('loads.day.safety.full.text', { number: pending.number, ...pending.overbooking.slots })}
          </Alert>
        )}
        {pending.overbooking.overweight && (
          <OverweightAlert overweight={pending.overbooking.overweight} number={pending.number} />
        )}
        {pending.names.length > 0 && (
          <span>{t('loads.day.safety.full.moving', { names: pending.names.join(', ') })}</span>
        )}
      </Stack>
    </ConfirmDialog>
  ) : null;
  return { guard, dialog };
}
