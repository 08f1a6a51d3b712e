import { sharedLocales } from '@dz/shared';
import en from '../locales/en.json';
import fi from '../locales/fi.json';

export type LocaleTree = { [key: string]: string | LocaleTree };

/** Merges b into a, key by key; a feature's keys live under its own top-level name. */
function deepMerge(a: LocaleTree, b: LocaleTree): LocaleTree {
  const out: LocaleTree = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const current = out[key];
    out[key] = typeof value === 'object' && typeof current === 'object' ? deepMerge(current, value) : value;
  }
  return out;
}

// each feature may keep its texts beside it (features/<feature>/locales/fi.json and en.json), so
// features can grow without everyone editing one file
const featureFiles = import.meta.glob<LocaleTree>('../features/*/locales/*.json', {
  eager: true,
  import: 'default',
});

function withFeatures(language: 'fi' | 'en', core: LocaleTree): LocaleTree {
  return Object.entries(featureFiles)
    .filter(([path]) => path.endsWith(`/${language}.json`))
    .sort(([a], [b]) => a.localeCompare(b))
    .reduce((tree, [, file]) => deepMerge(tree, file), core);
}

/** Every text of the app per language: the core locale file, the shared texts and the features' files merged. */
export const localeResources = {
  fi: withFeatures('fi', deepMerge(fi as LocaleTree, sharedLocales.fi as LocaleTree)),
  en: withFeatures('en', deepMerge(en as LocaleTree, sharedLocales.en as LocaleTree)),
};
