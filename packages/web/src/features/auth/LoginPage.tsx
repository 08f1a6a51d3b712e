import '../../light/light.css';
import './login/login.css';
import type { UserResponse } from '@dz/shared';
import { useEffect } from 'react';
import { LightBar } from '../../light/LightBar';
import { LightTextsProvider, useLightTexts } from '../../light/lightTexts';
import { forgetKeptDay } from '../myDay/keptDay';
import { LoginForm } from './login/LoginForm';
import { loginTrees } from './login/loginTexts';

/**
 * `/login`: sign in with a username or e-mail and a password, or with Google when the server offers it. A light
 * page (React and plain CSS; no UI library, router, query cache or i18next), so a phone on the airfield's network
 * can sign in quickly: the server sends `login.html`, whose script renders this, and the app's own `/login`
 * route renders it too. Each says what happens once signed in (`onSignedIn`).
 */
export function LoginPage({ onSignedIn }: { onSignedIn: (user: UserResponse) => void }) {
  const signedIn = (user: UserResponse) => {
    // a new sign-in: the day and the pages another person kept on this browser go before the next page opens
    void forgetKeptDay().finally(() => onSignedIn(user));
  };
  return (
    <LightTextsProvider trees={loginTrees}>
      <LoginCard onSignedIn={signedIn} />
    </LightTextsProvider>
  );
}

function LoginCard({ onSignedIn }: { onSignedIn: (user: UserResponse) => void }) {
  const { t, mode } = useLightTexts();
  const title = t('auth.login.title');
  useEffect(() => {
    document.title = `${title} · ${t('app.productName')}`;
  }, [title, t]);
  return (
    <div className="light-root" data-theme={mode}>
      <LightBar />
      <main id="main" className="login-main">
        <section className="login-card" aria-labelledby="login-title">
          <h1 id="login-title" className="login-title">
            {title}
          </h1>
          <p className="light-secondary login-intro">{t('auth.login.intro')}</p>
          <LoginForm onSignedIn={onSignedIn} />
          <nav className="login-links" aria-label={title}>
            <a href="/forgot-password">{t('auth.login.forgotPassword')}</a>
            <a href="/register">{t('auth.login.register')}</a>
          </nav>
          <p className="login-privacy">
            <a href="/privacy">{t('privacy.link')}</a>
          </p>
        </section>
      </main>
    </div>
  );
}
