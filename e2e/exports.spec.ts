import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { login, uniqueLetters } from './fixtures';

/** More than one page of the list (30 a page). */
const PAYMENTS = 32;

test.describe('CSV exports', () => {
  test('the filtered payments list downloads in Finnish: every page, semicolons, decimal commas, club times', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await login(page);
    const comment = `Vienti ${uniqueLetters()}`;
    const method = `Tili ${uniqueLetters(4)}`;
    expect(
      (await page.request.post('/api/club/payment-method', { data: { paymentMethod: method } })).ok(),
    ).toBe(true);
    const created = await page.request.post('/api/member', {
      data: { firstName: 'Veera', lastName: `Viejä${uniqueLetters()}`, exitWeight: 70 },
    });
    expect(created.ok()).toBe(true);
    const memberId = ((await created.json()) as { _id: string })._id;
    for (let i = 1; i <= PAYMENTS; i++) {
      const paid = await page.request.post('/api/payment', {
        data: { memberId, amount: i + 0.25, method, comment: `${comment} ${i}` },
      });
      expect(paid.ok()).toBe(true);
    }

    await page.getByTestId('side-bar').getByRole('link', { name: 'Maksut' }).click();
    await expect(page.getByRole('row').filter({ hasText: comment }).first()).toBeVisible();
    // the filters open once the page has settled (the payments above each sent paymentsUpdated)
    const toggle = page.getByRole('button', { name: 'Suodattimet' });
    const commentFilter = page.getByRole('textbox', { name: 'Kommentissa' });
    await expect(async () => {
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') {
        await toggle.click();
      }
      await expect(commentFilter).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await commentFilter.fill(comment);
    const exportAll = page.getByRole('button', { name: `Vie kaikki (${PAYMENTS}) CSV-tiedostoon` });
    await expect(exportAll).toBeVisible();
    // the list shows 30 rows a page; the export writes all 32 the filter matches
    await expect(page.getByRole('row').filter({ hasText: comment }).first()).toBeVisible();

    const download = page.waitForEvent('download');
    await exportAll.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('transactions.csv');
    const text = await readFile(await file.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toBe('Päivämäärä;Jäsen;Summa;Uusi saldo;Maksutapa;Kommentti;Kirjaaja');
    expect(lines).toHaveLength(PAYMENTS + 1);
    const amounts = lines.slice(1).map((line) => line.split(';')[2]);
    expect(amounts.toSorted()).toEqual(Array.from({ length: PAYMENTS }, (_, i) => `${i + 1},25`).toSorted());
    const todayInClub = new Intl.DateTimeFormat('fi-FI', {
      timeZone: 'Europe/Helsinki',
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
    }).format(new Date());
    for (const line of lines.slice(1)) {
      expect(line).toMatch(new RegExp(`^${todayInClub.replaceAll('.', '\\.')} \\d{2}:\\d{2};`));
      expect(line).toContain(`;${method};${comment} `);
    }
  });
});
