import shared from '@dz/shared/locales/en.json';
import core from '../locales/en.json';
import { type LocaleTree, mergeLocale } from './localeTree';

/** The app's texts in English: a chunk of their own, downloaded only for a user of the language. */
export default mergeLocale(
  core,
  shared,
  import.meta.glob<LocaleTree>('../features/*/locales/en.json', { eager: true, import: 'default' }),
);
