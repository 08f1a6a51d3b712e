import { expect, test } from '@playwright/test';
import { camt054 } from '../packages/server/src/test/bank-files';
import { seriousFindings } from './axe';
import { json, login, uniqueLetters } from './fixtures';
import { linkedJumper, signedInPhone } from './people';

const IBAN = 'FI2112345600000785';

test.describe('bank payments (issue 33)', () => {
  test('a jumper pays a debt by the QR code; the statement books it live, and the unknown credit is assigned', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await login(page);

    // the treasurer sets the club's account in the club settings
    await page.goto('/club');
    const settings = page.getByRole('form', { name: 'Yleiset' });
    await settings.getByRole('textbox', { name: 'Saaja' }).fill('Skydive Utti ry');
    await settings.getByRole('textbox', { name: 'Tilinumero (IBAN)' }).fill('FI21 1234 5600 0007 86');
    await expect(settings.getByText('Virheellinen IBAN-tilinumero')).toBeVisible();
    await settings.getByRole('textbox', { name: 'Tilinumero (IBAN)' }).fill('fi21 1234 5600 0007 85');
    await settings.getByRole('textbox', { name: 'BIC' }).fill('NDEAFIHH');
    await settings.getByRole('button', { name: 'Tallenna' }).click();
    await expect(page.getByText('Kerhon asetukset tallennettu')).toBeVisible();
    await expect(settings.getByRole('textbox', { name: 'Tilinumero (IBAN)' })).toHaveValue(
      'FI21 1234 5600 0007 85',
    );

    // a jumper with a debt of 45,50 €
    const jumper = await linkedJumper(page, 'Veikko');
    const debt = await page.request.post('/api/transaction', {
      data: { for: jumper.memberId, newBalance: -45.5, comment: 'Hypyt' },
    });
    expect(debt.ok()).toBe(true);
    const members = await json<{ _id: string; referenceNumber: string; rfReference: string }[]>(
      await page.request.get('/api/member'),
    );
    const member = members.find((m) => m._id === jumper.memberId);
    if (!member) {
      throw new Error('the jumper is not in the members list');
    }

    // on their phone, their profile shows how to pay: the QR code, the reference and the debt
    const { context, page: phone } = await signedInPhone(browser, jumper.username, 'fi');
    await phone.goto('/profile');
    const pay = phone.getByRole('region', { name: 'Maksa tilisiirrolla' });
    await expect(pay.getByRole('img', { name: 'QR-koodi pankkisovellukselle' })).toBeVisible();
    const grouped = member.referenceNumber.replace(/\B(?=(\d{5})+$)/g, ' ');
    await expect(pay.getByText(grouped, { exact: true })).toBeVisible();
    await expect(pay.getByText('45,50 €')).toBeVisible();
    await expect(pay.getByText('FI21 1234 5600 0007 85')).toBeVisible();
    const balanceRow = phone.getByRole('row', { name: /Saldo/ });
    await expect(balanceRow).toContainText('-45,50 €');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousFindings(phone), 'the payment instructions').toEqual([]);

    // the bank's notification: the jumper's payment and a credit nobody's reference explains
    const payer = `Maksaja${uniqueLetters(5)}`;
    const file = camt054({
      iban: IBAN,
      entries: [
        {
          entryRef: `E2E-${uniqueLetters(8)}`,
          bookingDate: '2026-11-27',
          amountCents: 4550,
          reference: member.rfReference,
          payerName: jumper.name.toUpperCase(),
        },
        {
          entryRef: `E2E-${uniqueLetters(8)}`,
          bookingDate: '2026-11-27',
          amountCents: 2000,
          reference: null,
          payerName: payer,
          message: 'Veikon hypyt',
        },
      ],
    });
    await page.goto('/payments');
    const bank = page.getByRole('region', { name: 'Tilisiirrot' });
    await bank.getByTestId('statement-file').setInputFiles({
      name: 'camt054.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(file),
    });
    await expect(bank.getByRole('status')).toHaveText(
      'Saapuvien maksujen ilmoitus (camt.054). Kirjattu: 1 (45,50 €) · kirjattu jo aiemmin: 0 · tarkistettavana: 1',
    );

    // the jumper's phone follows without a reload
    await expect(balanceRow).toContainText('0,00 €');

    // the unknown credit, from the review queue onto the jumper
    const item = bank.getByRole('listitem', { name: new RegExp(payer) });
    await expect(item).toContainText('Ei viitettä');
    await expect(item).toContainText('20,00 €');
    expect(await seriousFindings(page), 'the bank section').toEqual([]);
    await item.getByRole('button', { name: 'Kirjaa jäsenelle' }).click();
    const dialog = page.getByRole('dialog', { name: /^Kirjaa 20,00\s€ jäsenelle$/ });
    await dialog.getByRole('combobox', { name: 'Jäsen' }).fill(jumper.name);
    await page.getByRole('option', { name: jumper.name }).click();
    await dialog.getByRole('button', { name: 'Kirjaa' }).click();
    await expect(dialog).toBeHidden();
    await expect(item).toBeHidden();
    await expect(balanceRow).toContainText('20,00 €');

    // the same file again books nothing
    await bank.getByTestId('statement-file').setInputFiles({
      name: 'camt054.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(file),
    });
    await expect(bank.getByRole('status')).toContainText('Kirjattu: 0 (0,00 €) · kirjattu jo aiemmin: 2');
    await expect(balanceRow).toContainText('20,00 €');
    await context.close();
  });
});
