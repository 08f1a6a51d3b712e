import { expect, test } from '@playwright/test';
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

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility, ${scheme}`, () => {
    test.use({ colorScheme: scheme });

    test('signed-out pages have no serious axe findings, on a phone too', async ({ page }) => {
      // twelve page loads with an axe run each (the board is a page of its own: leaving it loads the app)
      test.setTimeout(90_000);
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        for (const path of signedOut) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          expect(await seriousFindings(page), `${path} at ${width} px`).toEqual([]);
        }
      }
    });

    test("the admin's screens have no serious axe findings, on a phone too", async ({ page }) => {
      test.setTimeout(120_000);
      await login(page);
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        for (const path of signedIn) {
          await page.goto(path.replace('TODAY', today()));
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await page.waitForLoadState('networkidle');
          expect(await seriousFindings(page), `${path} at ${width} px`).toEqual([]);
        }
      }
    });
  });
}
