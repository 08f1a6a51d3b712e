import '@testing-library/jest-dom/vitest';
import { type EmotionCache, withEmotionCache } from '@emotion/react';
import { cleanup, configure, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { forgetBotCheck } from '../app/botCheck';
import i18n, { i18nReady } from '../app/i18n';

// jsdom has no matchMedia: report "no match" (light theme, phone width) unless a test says otherwise
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// the server's "signed in" marker (dz_session): tests mock /api/user as they like, so every test starts with it
beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API, and the app reads document.cookie
  document.cookie = 'dz_session=1; path=/';
});

// the test files of a worker share one page (vitest runs the web project without isolation, which saves each
// file from importing MUI and the app again): what a test leaves on the page goes with it
afterEach(async () => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  delete window.grecaptcha;
  delete window.google;
  for (const script of document.head.querySelectorAll('script')) {
    script.remove();
  }
  forgetBotCheck();
  forgetStyles();
  await i18n.changeLanguage('en');
});

/**
 * MUI's styles go to emotion's one cache as a `<style>` per rule, and a shared page keeps them: after a few files
 * a worker's page held about 4 000, and jsdom reads every one of them for each `getComputedStyle` (which
 * user-event calls on every click), so the same test took 1 s in a fresh worker and 10-20 s late in the run.
 * Each test now starts with the styles it inserts itself, as in a fresh worker.
 */
let emotionCache: EmotionCache | undefined;
const TakeCache = withEmotionCache((_props: object, cache: EmotionCache) => {
  emotionCache = cache;
  return null;
});
render(createElement(TakeCache));
cleanup();

function forgetStyles() {
  if (!emotionCache) {
    throw new Error("setup.ts: emotion's cache was not found, so the page would keep every test's styles");
  }
  emotionCache.sheet.flush();
  for (const key of Object.keys(emotionCache.inserted)) {
    delete emotionCache.inserted[key];
  }
}

// MUI in jsdom is slow on a busy two-core CI machine: give findBy* more than the default second
configure({ asyncUtilTimeout: 4000 });

// the app downloads one language's texts (i18n.test.ts checks that); the tests switch at will, so both are here
await i18nReady;
await i18n.loadLanguages(['fi', 'en']);
await i18n.changeLanguage('en');
