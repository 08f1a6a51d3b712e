import { LANGUAGE_NAMES } from '../../app/language';
import { readStorage, SIGNED_IN_HINT_KEY } from '../../app/storage';
import { useBoardTexts } from './boardTexts';
import { Icon } from './icons';

/**
 * The board's top bar, as the app's public pages have it: the product name, language, light/dark and the way
 * in ("Log in", or "Open app" on a device signed in). Plain links: the app's pages load the app.
 */
export function BoardBar() {
  const { t, language, setLanguage, mode, toggleMode } = useBoardTexts();
  const other = language === 'fi' ? 'en' : 'fi';
  const signedIn = readStorage(SIGNED_IN_HINT_KEY) === '1';
  return (
    <header className="board-bar">
      <a className="board-product" href="/loads-public">
        {t('app.productName')}
      </a>
      <button
        type="button"
        className="board-icon-button"
        lang={other}
        aria-label={LANGUAGE_NAMES[other]}
        title={`${t('language.label')}: ${LANGUAGE_NAMES[other]}`}
        onClick={() => setLanguage(other)}
      >
        <Icon name="translate" />
      </button>
      <button
        type="button"
        className="board-icon-button"
        aria-label={t('theme.toggle')}
        aria-pressed={mode === 'dark'}
        title={mode === 'dark' ? t('theme.toLight') : t('theme.toDark')}
        onClick={toggleMode}
      >
        <Icon name={mode === 'dark' ? 'lightMode' : 'darkMode'} />
      </button>
      {signedIn ? (
        <a className="board-bar-link" href="/loads">
          {t('app.openApp')}
        </a>
      ) : (
        <a className="board-bar-link" href="/login">
          <Icon name="login" />
          {t('loadsPublic.login')}
        </a>
      )}
    </header>
  );
}
