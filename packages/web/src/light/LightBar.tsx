import type { ReactNode } from 'react';
import { LANGUAGE_NAMES } from '../app/language';
import { Icon } from './icons';
import { useLightTexts } from './lightTexts';

/**
 * The light pages' top bar, as the app's public pages have it: the product name (a link to the public board),
 * language and light/dark; `children` is the way on at its end ("Log in" on the board). Plain links: the app's
 * pages load the app.
 */
export function LightBar({ children }: { children?: ReactNode }) {
  const { t, language, setLanguage, mode, toggleMode } = useLightTexts();
  const other = language === 'fi' ? 'en' : 'fi';
  return (
    <header className="light-bar">
      <a className="light-product" href="/loads-public">
        {t('app.productName')}
      </a>
      <button
        type="button"
        className="light-icon-button"
        lang={other}
        aria-label={LANGUAGE_NAMES[other]}
        title={`${t('language.label')}: ${LANGUAGE_NAMES[other]}`}
        onClick={() => setLanguage(other)}
      >
        <Icon name="translate" />
      </button>
      <button
        type="button"
        className="light-icon-button"
        aria-label={t('theme.toggle')}
        aria-pressed={mode === 'dark'}
        title={mode === 'dark' ? t('theme.toLight') : t('theme.toDark')}
        onClick={toggleMode}
      >
        <Icon name={mode === 'dark' ? 'lightMode' : 'darkMode'} />
      </button>
      {children}
    </header>
  );
}
