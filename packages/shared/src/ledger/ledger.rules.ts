import { DomainError } from '../errors';
import { BALANCE_MAX_CENTS, BALANCE_MIN_CENTS, type Cents, cents, isBalanceInBounds } from '../money';

/** What applying an amount to a balance gives; refused when the result leaves the balance bounds. */
export function applyAmount(balance: Cents, amount: Cents): Cents {
  const next = cents(balance + amount);
  if (!isBalanceInBounds(next)) {
    throw new DomainError('invalidAmount', {
      detail: 'balanceBounds',
      detailParams: { min: BALANCE_MIN_CENTS / 100, max: BALANCE_MAX_CENTS / 100 },
    });
  }
  return next;
}

/**
 * Whether a charge leaves a member in debt (below zero): what the add-jumper and landing dialogs warn about.
 * A warning only: landing charges anyway (the spec dropped "Member will be in debt" as a refusal).
 */
export function willBeInDebt(balance: Cents, charge: Cents): boolean {
  return charge > 0 && balance - charge < 0;
}

/** The one transaction amount that moves a balance to `newBalance`. */
export function amountToReach(balance: Cents, newBalance: Cents): Cents {
  if (!isBalanceInBounds(newBalance)) {
    throw new DomainError('invalidAmount');
  }
  return cents(newBalance - balance);
}

/** Whether a ledger is consistent: the cached balance equals the sum of the transactions. */
export function balanceMatchesLedger(balance: number, amounts: readonly number[]): boolean {
  return amounts.reduce((sum, a) => sum + a, 0) === balance;
}
