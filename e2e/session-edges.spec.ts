import { expect, test } from '@playwright/test';
import { admin } from './fixtures';
import { tokenLinkFromMail } from './mail';

/** Letters only, different on each run and retry. */
function uniqueLetters(length = 6): string {
  return Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

test.describe('signed-out pages and confirmation', () => {
  for (const path of ['/login', '/loads-public']) {
    test(`${path} logs no failing session call in the console`, async ({ page }) => {
      const failures: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') {
          failures.push(message.text());
        }
      });
      page.on('response', (response) => {
        if (response.status() === 401) {
          failures.push(`401 ${response.url()}`);
        }
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(failures).toEqual([]);
    });
  }

  test('an unconfirmed user asks for the confirmation again at login and confirms with the new link', async ({
    page,
  }) => {
    const name = `odottaja${uniqueLetters()}`;
    const email = `${name}@example.com`;
    const password = 'Freefall-1';
    const registered = await page.request.post('/api/register', {
      data: { clubKey: admin.clubKey, username: name, email, displayName: 'Odottava Hyppääjä', password },
    });
    expect(registered.ok()).toBe(true);

    await page.goto('/login');
    await page.locator('input[name="usernameOrEmail"]').fill(name);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('form button[type="submit"]').click();
    const since = Date.now();
    await page.getByRole('button', { name: 'Lähetä vahvistus uudelleen' }).click();
    await expect(
      page.getByText('Jos tunnus odottaa vahvistusta, sen osoitteeseen lähetettiin uusi linkki.').first(),
    ).toBeVisible();

    const link = await tokenLinkFromMail(email, { since, path: '/confirm-email' });
    await page.goto(link);
    await expect(page.getByText('Sähköpostiosoitteesi on vahvistettu. Voit nyt kirjautua.')).toBeVisible();
  });
});
