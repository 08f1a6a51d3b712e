import { license, memberRole } from '@dz/shared';
import CancelIcon from '@mui/icons-material/Cancel';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { activeFilterCount, type MemberFilters, noMemberFilters } from './membersFilter';

interface MembersFilterBarProps {
  filters: MemberFilters;
  onChange: (filters: MemberFilters) => void;
  /** Admins also choose to see deleted members with a balance (`canRestoreMembers`; the server refuses others). */
  showsDeleted?: boolean;
}

const licenses = license.options.filter((value) => value !== '');

/** Quick search and the role, license and club member filters of the members list. */
export function MembersFilterBar({ filters, onChange, showsDeleted = false }: MembersFilterBarProps) {
  const { t } = useTranslation();
  const set = <K extends keyof MemberFilters>(key: K, value: MemberFilters[K]) =>
    onChange({ ...filters, [key]: value });
  const hasFilters = activeFilterCount(filters) > 0 || filters.search !== '';
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        mb: 2,
        alignItems: 'center',
        gridTemplateColumns: {
          xs: '1fr 1fr',
          md: `minmax(200px, 2fr) repeat(${showsDeleted ? 4 : 3}, minmax(130px, 1fr)) auto`,
        },
        '& > .members-search': { gridColumn: { xs: '1 / -1', md: 'auto' } },
      }}
    >
      <TextField
        className="members-search"
        size="small"
        type="search"
        value={filters.search}
        onChange={(event) => set('search', event.target.value)}
        placeholder={t('members.search')}
        slotProps={{
          htmlInput: { 'aria-label': t('members.search') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
            endAdornment: filters.search ? (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  size="small"
                  aria-label={t('members.clearSearch')}
                  onClick={() => set('search', '')}
                >
                  <CancelIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : null,
          },
        }}
      />
      <TextField
        select
        size="small"
        label={t('members.fields.role')}
        value={filters.role}
        onChange={(event) => set('role', event.target.value as MemberFilters['role'])}
      >
        <MenuItem value="all">{t('members.filters.all')}</MenuItem>
        {memberRole.options.map((role) => (
          <MenuItem key={role} value={role}>
            {t(`members.roles.${role}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('members.fields.license')}
        value={filters.license}
        onChange={(event) => set('license', event.target.value as MemberFilters['license'])}
      >
        <MenuItem value="all">{t('members.filters.all')}</MenuItem>
        {licenses.map((value) => (
          <MenuItem key={value} value={value}>
            {value}
          </MenuItem>
        ))}
        <MenuItem value="none">{t('members.licenses.none')}</MenuItem>
      </TextField>
      <TextField
        select
        size="small"
        label={t('members.fields.isClubMember')}
        value={filters.clubMember}
        onChange={(event) => set('clubMember', event.target.value as MemberFilters['clubMember'])}
      >
        <MenuItem value="all">{t('members.filters.all')}</MenuItem>
        <MenuItem value="yes">{t('members.filters.yes')}</MenuItem>
        <MenuItem value="no">{t('members.filters.no')}</MenuItem>
      </TextField>
      {showsDeleted && (
        <TextField
          select
          size="small"
          label={t('members.filters.status')}
          value={filters.status}
          onChange={(event) => set('status', event.target.value as MemberFilters['status'])}
        >
          <MenuItem value="active">{t('members.filters.active')}</MenuItem>
          <MenuItem value="deletedWithBalance">{t('members.filters.deletedWithBalance')}</MenuItem>
        </TextField>
      )}
      <Button
        size="small"
        onClick={() => onChange(noMemberFilters)}
        disabled={!hasFilters}
        sx={{ justifySelf: { xs: 'start', md: 'auto' } }}
      >
        {t('members.filters.clear')}
      </Button>
    </Box>
  );
}
