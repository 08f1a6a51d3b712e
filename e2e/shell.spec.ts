import { expect, test } from '@playwright/test';
import { login } from './fixtures';

test.describe('the app shell', () => {
  test('switches the language to English and keeps it after a reload', async ({ page }) => {
    await login(page);
    const sideBar = page.getByTestId('side-bar');
    await expect(sideBar).toContainText('Nousut');
    await page.getByRole('button', { name: 'Kieli' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(sideBar).toContainText('Loads');
    await expect(sideBar).toContainText('Payments');
    await page.reload();
    await expect(page.getByTestId('side-bar')).toContainText('Loads');
    // and back, so the other specs see Finnish
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Suomi' }).click();
    await expect(sideBar).toContainText('Nousut');
  });

  test('toggles dark mode and remembers it', async ({ page }) => {
    await login(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme-mode', 'light');
    await page
      .getByRole('button', { name: /tumma|vaalea/i })
      .first()
      .click();
    await expect(html).toHaveAttribute('data-theme-mode', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme-mode', 'dark');
    await page
      .getByRole('button', { name: /tumma|vaalea/i })
      .first()
      .click();
    await expect(html).toHaveAttribute('data-theme-mode', 'light');
  });

  test('shows the side bar on desktop and the bottom bar on a phone', async ({ page }) => {
    await login(page);
    await expect(page.getByTestId('side-bar')).toBeVisible();
    await expect(page.getByTestId('bottom-bar')).toBeHidden();

    await page.setViewportSize({ width: 390, height: 844 });
    const bottom = page.getByTestId('bottom-bar');
    await expect(bottom).toBeVisible();
    await expect(page.getByTestId('side-bar')).toBeHidden();
    await bottom.getByText('Maksut').click();
    await expect(page).toHaveURL(/\/payments$/);
    await bottom.getByText('Valikko').click();
    await expect(page.getByTestId('side-bar')).toBeVisible();
    await expect(page.getByTestId('side-bar')).toContainText('Tilastot');
  });

  test('shows the signed-in user as active', async ({ page }) => {
    await login(page);
    await expect(page.getByLabel(/aktiivi|active/i).first()).toBeVisible();
  });
});
