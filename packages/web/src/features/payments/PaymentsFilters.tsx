import { memberDisplayName, type UserResponse } from '@dz/shared';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { MemberRow } from '../members/api';
import type { TransactionFilters } from './paymentsQuery';

interface PaymentsFiltersProps {
  filters: TransactionFilters;
  onChange: (filters: TransactionFilters) => void;
  /** Members to filter by (the admin's list of all); none for one's own list. */
  members?: MemberRow[];
  /** Users who may have entered payments (admins); none hides the filter. */
  users?: UserResponse[];
  paymentMethods: readonly string[];
}

/** Member, method, comment, date range and "created by" filters of the payments list. */
export function PaymentsFilters({ filters, onChange, members, users, paymentMethods }: PaymentsFiltersProps) {
  const { t } = useTranslation();
  const set = <K extends keyof TransactionFilters>(key: K, value: TransactionFilters[K]) =>
    onChange({ ...filters, [key]: value });
  const member = members?.find((m) => m._id === filters.forMember) ?? null;
  const createdBy = users?.find((u) => u._id === filters.createdBy) ?? null;
  const date = { type: 'date', size: 'small', slotProps: { inputLabel: { shrink: true } } } as const;
  return (
    <Box
      role="search"
      aria-label={t('payments.filters.label')}
      sx={{
        display: 'grid',
        gap: 1.5,
        mb: 2,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', xl: 'repeat(6, 1fr)' },
        '& .wide': { gridColumn: { xs: '1 / -1', sm: 'auto' } },
      }}
    >
      {members && (
        <Autocomplete
          className="wide"
          size="small"
          options={members}
          autoHighlight
          value={member}
          getOptionLabel={memberDisplayName}
          isOptionEqualToValue={(a, b) => a._id === b._id}
          onChange={(_event, value) => set('forMember', value?._id ?? null)}
          renderInput={(params) => <TextField {...params} label={t('payments.filters.member')} />}
        />
      )}
      <Autocomplete
        className="wide"
        size="small"
        freeSolo
        options={[...paymentMethods]}
        inputValue={filters.method}
        onInputChange={(_event, value) => set('method', value)}
        renderInput={(params) => <TextField {...params} label={t('payments.filters.method')} />}
      />
      <TextField
        className="wide"
        size="small"
        label={t('payments.filters.comment')}
        value={filters.comment}
        onChange={(event) => set('comment', event.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField
        {...date}
        label={t('payments.filters.startDate')}
        value={filters.startDate}
        onChange={(event) => set('startDate', event.target.value)}
      />
      <TextField
        {...date}
        label={t('payments.filters.endDate')}
        value={filters.endDate}
        onChange={(event) => set('endDate', event.target.value)}
      />
      {users && (
        <Autocomplete
          className="wide"
          size="small"
          options={users}
          autoHighlight
          value={createdBy}
          getOptionLabel={(user) => user.displayName}
          isOptionEqualToValue={(a, b) => a._id === b._id}
          onChange={(_event, value) => set('createdBy', value?._id ?? null)}
          renderInput={(params) => <TextField {...params} label={t('payments.filters.createdBy')} />}
        />
      )}
    </Box>
  );
}
