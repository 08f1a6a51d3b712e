import { expect, test } from '@playwright/test';
import { admin, today } from './fixtures';

test('first run: the setup page creates the club and signs the admin in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Ota kerho käyttöön' })).toBeVisible();

  // a mismatched confirmation is caught before anything is sent
  await page.locator('input[name="clubName"]').fill(admin.clubName);
  await page.locator('input[name="clubKey"]').fill(admin.clubKey);
  await page.locator('input[name="displayName"]').fill(admin.displayName);
  await page.locator('input[name="username"]').fill(admin.username);
  await page.locator('input[name="email"]').fill(admin.email);
  await page.locator('input[name="password"]').fill(admin.password);
  await page.locator('input[name="passwordConfirmation"]').fill('something else');
  await page.getByRole('button', { name: 'Luo kerho' }).click();
  await expect(page.locator('input[name="passwordConfirmation"]')).toHaveAttribute('aria-invalid', 'true');

  await page.locator('input[name="passwordConfirmation"]').fill(admin.password);
  await page.getByRole('button', { name: 'Luo kerho' }).click();

  await expect(page).toHaveURL(new RegExp(`/loads/${today()}$`));
  await expect(page.getByRole('banner')).toContainText(admin.clubName);
  await expect(page.getByTestId('side-bar')).toContainText(admin.displayName);
  await expect(page.getByTestId('side-bar')).toContainText('0,00');
});
