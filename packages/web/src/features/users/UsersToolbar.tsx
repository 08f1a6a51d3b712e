import CancelIcon from '@mui/icons-material/Cancel';
import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { QuickFilter, QuickFilterClear, QuickFilterControl, Toolbar } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';

/** The grid's toolbar: one always-open search field over every column (the quick filter). */
export function UsersToolbar() {
  const { t } = useTranslation();
  return (
    <Toolbar style={{ justifyContent: 'flex-start' }}>
      <QuickFilter expanded style={{ flexGrow: 1, maxWidth: 360 }}>
        <QuickFilterControl
          render={({ ref, slotProps, ...controlProps }, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              fullWidth
              placeholder={t('users.search')}
              slotProps={{
                htmlInput: { ...slotProps?.htmlInput, 'aria-label': t('users.search') },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                  endAdornment: state.value ? (
                    <InputAdornment position="end">
                      <QuickFilterClear edge="end" size="small" aria-label={t('users.clearSearch')}>
                        <CancelIcon fontSize="small" />
                      </QuickFilterClear>
                    </InputAdornment>
                  ) : null,
                },
              }}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}
