import { expect, type Page, test } from '@playwright/test';
import { seriousFindings } from './axe';
import { login, today } from './fixtures';

const signedOut = ['/login', '/register', '/forgot-password', '/privacy', '/loads-public', '/waiver'];
const signedIn = [
  '/loads/TODAY',
  '/members',
  '/payments',
  '/club',
  '/profile',
  '/users',
  '/waivers',
  '/audit',
];

/**
 * The page as it is now, light and dark, at desktop and phone width: the app and the light pages follow the
 * system's colour scheme as it changes, and lay out again on a resize, so one load of a page is checked four
 * times (a page load per check made this spec a third of the e2e run).
 */
async function findingsInEveryLook(page: Page, path: string): Promise<string[]> {
  const findings: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // the app switches its theme in a render after the media change (`data-theme-mode`); the light pages in CSS
    await page.waitForFunction((scheme) => {
      const mode = document.documentElement.dataset.themeMode;
      return mode === undefined || mode === scheme;
    }, colorScheme);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      findings.push(...(await seriousFindings(page)).map((f) => `${path} ${colorScheme} ${width} px: ${f}`));
    }
  }
  return findings;
}

test('signed-out pages have no serious axe findings, light and dark, on a phone too', async ({ page }) => {
  test.setTimeout(90_000);
  const findings: string[] = [];
  for (const path of signedOut) {
    await page.goto(path);
    findings.push(...(await findingsInEveryLook(page, path)));
  }
  expect(findings).toEqual([]);
});

test("the admin's screens have no serious axe findings, light and dark, on a phone too", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page);
  const findings: string[] = [];
  let previous = '';
  for (const path of signedIn) {
    // moved to as a link in the app moves (the router follows the history), not loaded again
    await page.evaluate(
      (to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      },
      path.replace('TODAY', today()),
    );
    const heading = page.getByRole('heading', { level: 1 });
    // the router keeps the last screen until the next one's code is in: wait for the new screen's heading
    await expect(heading).not.toHaveText(previous);
    previous = (await heading.textContent()) ?? '';
    await page.waitForLoadState('networkidle');
    findings.push(...(await findingsInEveryLook(page, path)));
  }
  expect(findings).toEqual([]);
});
