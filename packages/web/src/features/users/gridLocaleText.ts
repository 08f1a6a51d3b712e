import type { GridLocaleText } from '@mui/x-data-grid';
import { enUS, fiFI } from '@mui/x-data-grid/locales';

/** The data grid's own texts (menus, pagination) in the app's languages. */
export const gridLocaleText: Record<'fi' | 'en', Partial<GridLocaleText>> = {
  fi: {
    ...fiFI.components.MuiDataGrid.defaultProps.localeText,
    // the Finnish pack leaves this one in English ("1–4 of 4")
    paginationDisplayedRows: ({ from, to, count }) => `${from}–${to} / ${count}`,
  },
  en: enUS.components.MuiDataGrid.defaultProps.localeText,
};
