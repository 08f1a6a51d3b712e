import {
  type Cents,
  eurosAsCents,
  type Member,
  PAGE_SIZE_PAYMENT_PANEL,
  type PaymentBody,
  type Transaction,
  type TransactionBody,
  type TransactionPage,
  type TransactionQuery,
} from '@dz/shared';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useApi } from '../../app/ApiProvider';
import { saveBlob } from '../../app/download';
import { queryKeys } from '../../app/queryKeys';

/** Which list: every transaction of the club (admins), the user's own, or one member's. */
export type TransactionScope = 'all' | 'personal' | { memberId: string };

/** The query of a transaction list as the API takes it (spec section 7); empty filters are left out. */
export type TransactionParams = Omit<TransactionQuery, 'page' | 'limit'> & { page: number; limit: number };

/** A transaction with its amounts in cents. */
export interface TransactionRow extends Transaction {
  amountCents: Cents;
  newBalanceCents: Cents;
}

export interface TransactionRows {
  items: TransactionRow[];
  pagination: TransactionPage['pagination'];
}

function pathOf(scope: TransactionScope): string {
  if (scope === 'all' || scope === 'personal') {
    return `/transaction/${scope}`;
  }
  return `/transaction/member/${scope.memberId}`;
}

/** `page=1&limit=30&sortKey=date…`: only the parameters that have a value. */
export function transactionSearch(params: TransactionParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') {
      search.set(key, String(value));
    }
  }
  return search.toString();
}

function toRows(page: TransactionPage): TransactionRows {
  return {
    items: page.items.map((item) => ({
      ...item,
      amountCents: eurosAsCents.parse(item.amount),
      newBalanceCents: eurosAsCents.parse(item.newBalance),
    })),
    pagination: page.pagination,
  };
}

const scopeKey = (scope: TransactionScope) => (typeof scope === 'string' ? scope : scope.memberId);

/**
 * A page of transactions, paged and sorted on the server. The key starts with `payments`, so the socket's
 * `paymentsUpdated` (and landings) refresh it.
 */
export function useTransactions(scope: TransactionScope, params: TransactionParams) {
  const api = useApi();
  return useQuery({
    queryKey: [...queryKeys.payments, scopeKey(scope), params],
    queryFn: async ({ signal }) =>
      toRows(await api.get<TransactionPage>(`${pathOf(scope)}?${transactionSearch(params)}`, { signal })),
    placeholderData: keepPreviousData,
  });
}

/** A member's payment history, 20 at a time with "load more"; asked for only once `enabled`. */
export function useMemberTransactions(memberId: string, enabled: boolean) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: [...queryKeys.payments, 'member', memberId],
    queryFn: async ({ pageParam, signal }) =>
      toRows(
        await api.get<TransactionPage>(
          `${pathOf({ memberId })}?${transactionSearch({ page: pageParam, limit: PAGE_SIZE_PAYMENT_PANEL })}`,
          { signal },
        ),
      ),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined,
    enabled,
  });
}

/** After a payment: the lists and balances refresh here at once (other browsers get `paymentsUpdated`). */
function useMoneyChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.members });
    void queryClient.invalidateQueries({ queryKey: queryKeys.payments });
  };
}

/** `POST /api/payment` (admins): adds the amount to the member's balance; answers the member. */
export function useCreatePayment() {
  const api = useApi();
  const changed = useMoneyChanged();
  return useMutation({
    mutationFn: (body: PaymentBody) => api.post<Member>('/payment', body),
    onSuccess: changed,
  });
}

/** `POST /api/transaction` (admins): a new balance, written as the one difference. */
export function useCreateTransaction() {
  const api = useApi();
  const changed = useMoneyChanged();
  return useMutation({
    mutationFn: (body: TransactionBody) => api.post<Member>('/transaction', body),
    onSuccess: changed,
  });
}

/**
 * `POST /api/transaction/export`: the chosen transactions (or, with no ids, every one the filter matches) as
 * `transactions.csv` in a language (`;` and decimal commas in Finnish).
 */
export function useExportTransactions() {
  const api = useApi();
  return useMutation({
    mutationFn: async (v: {
      ids: string[];
      personal: boolean;
      lang: 'fi' | 'en';
      filter?: Omit<TransactionParams, 'page' | 'limit'>;
    }) => {
      const csv = await api.post<Blob>('/transaction/export', v, { responseType: 'blob' });
      saveBlob(csv, 'transactions.csv');
    },
  });
}
