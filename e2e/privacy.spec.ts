import { expect, test } from '@playwright/test';
import { login } from './fixtures';

test.describe('privacy notice', () => {
  test('the admin writes it in club settings; a visitor reads it from the login page, also on a phone', async ({
    page,
    browser,
  }) => {
    // two browsers, each starting the app cold: 15-20 s alone, past 30 s on two cores busy with other work
    test.setTimeout(60_000);
    const notice = `Rekisterinpitäjä: Skydive Utti ry (${Date.now().toString(36)}).\n\nTietoja käytetään vain kerhon toimintaan.`;
    await login(page);
    await page.getByTestId('side-bar').getByRole('link', { name: 'Kerho', exact: true }).click();
    const settings = page.getByRole('form', { name: 'Yleiset' });
    await settings.getByRole('textbox', { name: 'Tietosuojaseloste' }).fill(notice);
    await settings.getByRole('button', { name: 'Tallenna' }).click();
    await expect(page.getByText('Kerhon asetukset tallennettu')).toBeVisible();

    // the side bar links it for a signed-in user too
    await page.getByTestId('side-bar').getByRole('link', { name: 'Tietosuojaseloste' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByText('Tietoja käytetään vain kerhon toimintaan.')).toBeVisible();

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fi-FI' });
    const visitor = await phone.newPage();
    await visitor.goto('/login');
    await visitor.getByRole('link', { name: 'Tietosuojaseloste' }).click();
    await expect(visitor).toHaveURL(/\/privacy$/);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Tietosuojaseloste' })).toBeVisible();
    await expect(visitor.getByText(/Rekisterinpitäjä: Skydive Utti ry/)).toBeVisible();
    const overflow = await visitor.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await visitor.screenshot({ path: 'test-results/privacy-phone.png' });
    await phone.close();
  });
});
