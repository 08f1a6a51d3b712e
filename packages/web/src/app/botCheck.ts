import { loadScript } from './loadScript';

/** The actions the server checks a token for (one per public form). */
export type BotCheckAction = 'register' | 'forgotPassword' | 'waiver';

/** The part of Google reCAPTCHA v3's browser API that we use. */
export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export const BOT_CHECK_SCRIPT = 'https://www.google.com/recaptcha/api.js';

let loaded: { siteKey: string; grecaptcha: Promise<Grecaptcha> } | null = null;

/** Forgets the loaded script (the web tests share one page between test files and start each test clean). */
export function forgetBotCheck(): void {
  loaded = null;
}

/**
 * Loads reCAPTCHA v3 for a site key, once. The script binds itself to one key, so asking for another
 * key afterwards is an error (spec section 8), as is loading it outside a browser.
 */
export function loadBotCheck(siteKey: string): Promise<Grecaptcha> {
  if (typeof window === 'undefined') {
    return Promise.reject(new Error('The bot check needs a browser'));
  }
  if (loaded) {
    return loaded.siteKey === siteKey
      ? loaded.grecaptcha
      : Promise.reject(new Error('The bot check is already loaded with a different site key'));
  }
  const script = window.grecaptcha
    ? Promise.resolve()
    : loadScript(`${BOT_CHECK_SCRIPT}?render=${encodeURIComponent(siteKey)}`);
  const grecaptcha = script.then(
    () =>
      new Promise<Grecaptcha>((resolve, reject) => {
        const api = window.grecaptcha;
        if (!api) {
          reject(new Error('The bot check script did not start'));
          return;
        }
        api.ready(() => resolve(api));
      }),
  );
  loaded = { siteKey, grecaptcha };
  // a failed load (offline, blocked) may be tried again later
  grecaptcha.catch(() => {
    if (loaded?.grecaptcha === grecaptcha) {
      loaded = null;
    }
  });
  return grecaptcha;
}

/** A fresh token for one action; each token can be verified once, so get it right before sending. */
export async function getBotToken(siteKey: string, action: BotCheckAction): Promise<string> {
  const grecaptcha = await loadBotCheck(siteKey);
  return grecaptcha.execute(siteKey, { action });
}
