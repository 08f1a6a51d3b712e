import type { BankReviewEntry, PaymentInfo, StatementImportResult } from '@dz/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../app/ApiProvider';
import { isApiError } from '../../app/api';
import { queryKeys } from '../../app/queryKeys';

/**
 * A member's bank transfer instructions, or null while the club has no account (409 `bankAccountMissing`: an
 * answer, not a failure). Under the members' key, so a payment (a balance change) refreshes the suggested amount.
 */
export function usePaymentInfo(memberId: string | null | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: [...queryKeys.members, memberId, 'payment-info'],
    enabled: !!memberId,
    queryFn: async ({ signal }): Promise<PaymentInfo | null> => {
      try {
        return await api.get<PaymentInfo>(`/member/${memberId}/payment-info`, { signal, quiet: noAccount });
      } catch (error) {
        if (isApiError(error) && noAccount(error)) {
          return null;
        }
        throw error;
      }
    },
  });
}

const noAccount = (error: { locale: string }) => error.locale === 'error.bankAccountMissing';

/** The bank movements waiting for review (admins); under the payments' key, so money events refresh it. */
export function useBankReview(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: [...queryKeys.payments, 'bank-review'],
    enabled,
    queryFn: ({ signal }) => api.get<BankReviewEntry[]>('/bank/review', { signal }),
  });
}

function useMoneyChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.members });
    void queryClient.invalidateQueries({ queryKey: queryKeys.payments });
  };
}

/** Uploads a bank file (camt.053, camt.054 or the reference payment file) as it is. */
export function useImportStatement() {
  const api = useApi();
  const changed = useMoneyChanged();
  return useMutation({
    mutationFn: (file: Blob) =>
      api.post<StatementImportResult>('/bank/statements', file, { timeoutMs: 120_000 }),
    onSuccess: changed,
  });
}

export function useAssignBankEntry() {
  const api = useApi();
  const changed = useMoneyChanged();
  return useMutation({
    mutationFn: (v: { id: string; memberId: string }) =>
      api.post<{ ok: true }>(`/bank/review/${v.id}/assign`, { memberId: v.memberId }),
    onSuccess: changed,
  });
}

export function useDismissBankEntry() {
  const api = useApi();
  const changed = useMoneyChanged();
  return useMutation({
    mutationFn: (v: { id: string; reason: string }) =>
      api.post<{ ok: true }>(`/bank/review/${v.id}/dismiss`, { reason: v.reason }),
    onSuccess: changed,
  });
}
