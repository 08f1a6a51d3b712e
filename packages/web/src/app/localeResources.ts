import en from './locale.en';
import fi from './locale.fi';

export type { LocaleTree } from './localeTree';

/** Both languages' texts at once, for the tests that compare them; the app downloads one (`i18n.ts`). */
export const localeResources = { fi, en };
