import type { Plugin } from 'vite';

/**
 * The shell every page paints at once while its scripts load (React or Preact replaces it): the app bar and a
 * spinner in the theme's colours, so a phone on a slow network sees the page start instead of a white screen.
 * One copy for `index.html`, `board.html` and `login.html`, which hold `<!--boot-style-->` in their head and
 * `<!--boot-shell-->` in `#root`.
 */
const style = `<style>
      body { margin: 0; background: #f5f7fa; font-family: Roboto, system-ui, -apple-system, 'Segoe UI', sans-serif; }
      .boot-bar { height: 56px; display: flex; align-items: center; padding: 0 16px; background: #2196f3;
        color: rgba(0, 0, 0, 0.87); font-size: 1.25rem; font-weight: 500; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.2); }
      .boot-spin { width: 40px; height: 40px; margin: 30vh auto 0; border-radius: 50%; border: 4px solid #2196f3;
        border-right-color: transparent; animation: boot-spin 1s linear infinite; }
      @keyframes boot-spin { to { transform: rotate(360deg); } }
      @media (min-width: 600px) { .boot-bar { height: 64px; padding: 0 24px; } }
      @media (prefers-color-scheme: dark) {
        body { background: #121212; }
        .boot-bar { background: #272727; color: #fff; }
      }
      @media (prefers-reduced-motion: reduce) { .boot-spin { animation: none; } }
    </style>`;

const shell = `<div class="boot-bar">Laskuvarjokerho</div>
      <div class="boot-spin" role="progressbar" aria-label="Ladataan… Loading…"></div>`;

export function bootShell(): Plugin {
  return {
    name: 'dz-boot-shell',
    transformIndexHtml(html) {
      if (!html.includes('<!--boot-style-->') || !html.includes('<!--boot-shell-->')) {
        throw new Error('a page without the boot shell markers (<!--boot-style-->, <!--boot-shell-->)');
      }
      return html.replace('<!--boot-style-->', style).replace('<!--boot-shell-->', shell);
    },
  };
}
