import { expect, type Page, test } from '@playwright/test';
import { login, uniqueLetters } from './fixtures';

const member = { firstName: 'Eetu', lastName: `Maksaja${uniqueLetters()}` };
const memberName = `${member.firstName} ${member.lastName}`;
const method = `Kassa ${uniqueLetters(4)}`;

async function openMembers(page: Page) {
  await page.getByTestId('side-bar').getByRole('link', { name: 'Jäsenet' }).click();
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByRole('grid')).toBeVisible();
}

test.describe('money', () => {
  test('a payment taken with Ctrl+B shows live in another browser, and exports as CSV', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await login(page);
    // the club screen is another feature: add the payment method through the API with this session
    const added = await page.request.post('/api/club/payment-method', { data: { paymentMethod: method } });
    expect(added.ok()).toBe(true);

    // a new member in the members screen
    await openMembers(page);
    await page.getByRole('button', { name: 'Uusi jäsen' }).click();
    const memberDialog = page.getByRole('dialog', { name: 'Uusi jäsen' });
    await memberDialog.getByRole('textbox', { name: 'Etunimi' }).fill(member.firstName);
    await memberDialog.getByRole('textbox', { name: 'Sukunimi' }).fill(member.lastName);
    await memberDialog.getByRole('textbox', { name: 'Oma paino (kg)' }).fill('80');
    await expect(memberDialog.getByRole('textbox', { name: 'Uloshyppypaino (kg)' })).toHaveValue('93');
    await memberDialog.getByRole('button', { name: 'Tallenna' }).click();
    await expect(memberDialog).toBeHidden();
    await expect(page.getByRole('gridcell', { name: memberName })).toBeVisible();

    // a second browser (the same admin) watches the member's balance
    const other = await browser.newContext();
    const watcher = await other.newPage();
    await login(watcher);
    await openMembers(watcher);
    await watcher.getByRole('gridcell', { name: memberName }).click();
    const detail = watcher.getByRole('dialog', { name: memberName });
    await expect(detail.getByTestId('member-balance')).toHaveText(/^0,00\s€$/);

    // the payment, with the shortcut
    await page.keyboard.press('Control+b');
    const payment = page.getByRole('dialog', { name: 'Uusi maksu' });
    await expect(payment).toBeVisible();
    await payment.getByRole('combobox', { name: 'Jäsen' }).fill(member.lastName);
    await page.getByRole('option', { name: new RegExp(memberName) }).click();
    await payment.getByRole('textbox', { name: 'Summa (€)' }).fill('50,5');
    await payment.getByRole('combobox', { name: 'Maksutapa' }).fill(method);
    await payment.getByRole('textbox', { name: 'Kommentti' }).fill('Kausimaksu');
    await payment.getByRole('textbox', { name: 'Kommentti' }).press('Enter');
    await expect(page.getByTestId('notification')).toContainText(`maksettu: ${memberName}`);
    await expect(page.getByTestId('notification')).toContainText(/50,50\s€/);
    await expect(payment).toBeHidden();

    // the other browser sees it without a reload
    await expect(detail.getByTestId('member-balance')).toHaveText(/^50,50\s€$/);
    await detail.getByRole('button', { name: 'Maksuhistoria' }).click();
    await expect(detail.getByRole('cell', { name: 'Kausimaksu' })).toBeVisible();
    await other.close();

    // the payments list, and its CSV
    await page.getByTestId('side-bar').getByRole('link', { name: 'Maksut' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Kausimaksu' }).filter({ hasText: member.lastName });
    await expect(row).toBeVisible();
    await row.getByRole('checkbox').check();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Vie CSV' }).click();
    expect((await download).suggestedFilename()).toBe('transactions.csv');
  });
});
