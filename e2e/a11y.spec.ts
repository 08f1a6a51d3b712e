import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { login, today } from './fixtures';

/** The serious and critical axe-core findings of the page as it is now (WCAG 2.x A and AA). */
async function seriousFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.any[0]?.message ?? ''})`).join(', ')}`,
    );
}

const signedOut = ['/login', '/register', '/forgot-password', '/privacy', '/loads-public'];
const signedIn = ['/loads/TODAY', '/members', '/payments', '/club', '/profile', '/users'];

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility, ${scheme}`, () => {
    test.use({ colorScheme: scheme });

    test('signed-out pages have no serious axe findings, on a phone too', async ({ page }) => {
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
