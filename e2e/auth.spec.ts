import { expect, test } from '@playwright/test';
import { admin, loginThroughForm, today } from './fixtures';

test.describe('login and logout', () => {
  test('a login-only page sends a signed-out visitor to the login page', async ({ page }) => {
    await page.goto('/payments');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { name: 'Kirjaudu sisään' })).toBeVisible();
  });

  test('the login page is light and, after a reload, still leads back to the page that asked for it', async ({
    page,
  }) => {
    await page.goto('/payments');
    await expect(page).toHaveURL(/\/login/);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') {
        scripts.push(new URL(request.url()).pathname);
      }
    });
    // a reload gets the server's login.html: its own script, none of the app's
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Kirjaudu sisään' })).toBeVisible();
    expect(scripts.some((path) => /\/assets\/login-[\w-]+\.js$/.test(path))).toBe(true);
    expect(scripts.filter((path) => /\/assets\/main-/.test(path))).toEqual([]);

    await page.locator('input[name="usernameOrEmail"]').fill(admin.username);
    await page.locator('input[name="password"]').fill(admin.password);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/payments$/);
  });

  test('a wrong password shows the catalogue message in Finnish', async ({ page }) => {
    await page.goto('/login');
    await page.locator('input[name="usernameOrEmail"]').fill(admin.username);
    await page.locator('input[name="password"]').fill('wrong-password');
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByRole('alert')).toContainText('Virheellinen käyttäjätunnus tai salasana');
    await expect(page).toHaveURL(/\/login/);
  });

  test('signs in with the e-mail address, survives a reload, and logs out', async ({ page }) => {
    await loginThroughForm(page, admin.email);
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`/loads/${today()}$`));
    await expect(page.getByRole('banner')).toContainText(admin.clubName);

    await page.getByTestId('side-bar').getByText('Kirjaudu ulos').click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/payments');
    await expect(page).toHaveURL(/\/login/);
  });

  test('an unknown address shows the page-not-found screen', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link')).not.toHaveCount(0);
  });

  test('/pokat leads to the public loads board without login', async ({ page }) => {
    await page.goto('/pokat');
    await expect(page).toHaveURL(/\/loads-public$/);
  });
});
