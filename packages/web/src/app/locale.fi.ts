import shared from '@dz/shared/locales/fi.json';
import core from '../locales/fi.json';
import { type LocaleTree, mergeLocale } from './localeTree';

/** The app's texts in Finnish: a chunk of their own, downloaded only for a user of the language. */
export default mergeLocale(
  core,
  shared,
  import.meta.glob<LocaleTree>('../features/*/locales/fi.json', { eager: true, import: 'default' }),
);
