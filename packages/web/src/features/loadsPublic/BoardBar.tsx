import { readStorage, SIGNED_IN_HINT_KEY } from '../../app/storage';
import { Icon } from '../../light/icons';
import { LightBar } from '../../light/LightBar';
import { useBoardTexts } from './boardTexts';

/** The board's top bar: the light pages' bar with the way in ("Log in", or "Open app" on a device signed in). */
export function BoardBar() {
  const { t } = useBoardTexts();
  const signedIn = readStorage(SIGNED_IN_HINT_KEY) === '1';
  return (
    <LightBar>
      {signedIn ? (
        <a className="light-bar-link" href="/loads">
          {t('app.openApp')}
        </a>
      ) : (
        <a className="light-bar-link" href="/login">
          <Icon name="login" />
          {t('loadsPublic.login')}
        </a>
      )}
    </LightBar>
  );
}
