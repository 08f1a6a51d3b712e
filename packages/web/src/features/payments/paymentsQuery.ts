import { DEBOUNCE_MS, PAGE_SIZE_TRANSACTIONS, transactionSortKey } from '@dz/shared';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useState } from 'react';
import { useDebouncedValue } from '../../app/useDebouncedValue';
import type { TransactionParams } from './api';

/** The filters of the payments list (spec section 2); empty means "any". */
export interface TransactionFilters {
  forMember: string | null;
  method: string;
  comment: string;
  /** `YYYY-MM-DD`, inclusive. */
  startDate: string;
  endDate: string;
  createdBy: string | null;
}

export const noTransactionFilters: TransactionFilters = {
  forMember: null,
  method: '',
  comment: '',
  startDate: '',
  endDate: '',
  createdBy: null,
};

export const defaultSort: GridSortModel = [{ field: 'date', sort: 'desc' }];

export function activeTransactionFilterCount(f: TransactionFilters): number {
  return Object.values(f).filter((value) => value !== null && value !== '').length;
}

/** The API query of a grid state: pages count from 1; a sort the API does not know falls back to newest first. */
export function toTransactionParams(
  pagination: GridPaginationModel,
  sort: GridSortModel,
  filters: TransactionFilters,
  options: { personal: boolean },
): TransactionParams {
  const first = sort[0];
  const sortKey = transactionSortKey.safeParse(first?.field);
  const isKnown = sortKey.success && !!first?.sort;
  const optional = (value: string | null) => (value ? value.trim() || undefined : undefined);
  return {
    page: pagination.page + 1,
    limit: pagination.pageSize,
    sortKey: isKnown ? sortKey.data : 'date',
    sortDirection: isKnown && first?.sort ? first.sort : 'desc',
    ...(options.personal ? {} : { forMember: optional(filters.forMember) }),
    method: optional(filters.method),
    createdBy: optional(filters.createdBy),
    comment: optional(filters.comment),
    startDate: optional(filters.startDate),
    endDate: optional(filters.endDate),
  };
}

/**
 * The payments grid's state: page, sort and filters. A change of sort or filter goes back to the first
 * page; typed filters wait until typing stops (500 ms) before they ask the server.
 */
export function usePaymentsQueryState() {
  const [pagination, setPagination] = useState<GridPaginationModel>({
    page: 0,
    pageSize: PAGE_SIZE_TRANSACTIONS,
  });
  const [sort, setSortModel] = useState<GridSortModel>(defaultSort);
  const [filters, setFilterState] = useState<TransactionFilters>(noTransactionFilters);
  const method = useDebouncedValue(filters.method, DEBOUNCE_MS);
  const comment = useDebouncedValue(filters.comment, DEBOUNCE_MS);
  const toFirstPage = () => setPagination((p) => ({ ...p, page: 0 }));
  return {
    pagination,
    setPagination,
    sort,
    setSort: (model: GridSortModel) => {
      setSortModel(model.length > 0 ? model : defaultSort);
      toFirstPage();
    },
    filters,
    /** The filters the server is asked with (typed text debounced). */
    queryFilters: { ...filters, method, comment },
    setFilters: (next: TransactionFilters) => {
      setFilterState(next);
      toFirstPage();
    },
    toFirstPage,
  };
}
