import { expect, type Page, test } from '@playwright/test';
import { createPlane, json, loginForApi, today, uniqueLetters } from './fixtures';

interface ApiMember {
  _id: string;
  firstName: string;
  lastName: string;
  balance: number;
}

const lastName = `Poistuja${uniqueLetters()}`;
const method = `Kassa ${uniqueLetters(4)}`;

/**
 * A plane, two fun jumpers on a load that lands; each pays the jump's debt to zero and is deleted
 * (a member with a balance cannot be deleted). Everything through the API as the admin.
 */
async function landPayAndDelete(page: Page) {
  await json(await page.request.post('/api/club/payment-method', { data: { paymentMethod: method } }));
  const { id: plane } = await createPlane(page, {
    aircraftModel: 'Cessna 182',
    slots: 4,
    weightAvailable: 600,
    weightWarningThreshold: 100,
    weightDangerThreshold: 50,
    jumpLines: [{ altitude: 3000, price: 30 }],
  });
  const ids: string[] = [];
  for (const firstName of ['Hanna', 'Heikki']) {
    ids.push(
      (
        await json<ApiMember>(
          await page.request.post('/api/member', { data: { firstName, lastName, exitWeight: 70 } }),
        )
      )._id,
    );
  }
  const load = await json<{ _id: string; number: number }>(
    await page.request.post('/api/loads', { data: { date: today(), plane } }),
  );
  for (const memberId of ids) {
    await json(
      await page.request.post(`/api/loads/${load._id}/jumpers`, {
        data: { memberId, type: 'normal', altitude: 3000 },
      }),
    );
  }
  await json(await page.request.post(`/api/loads/${load._id}/land`));
  const members = await json<ApiMember[]>(await page.request.get('/api/member'));
  const debts: number[] = [];
  for (const memberId of ids) {
    const debt = members.find((m) => m._id === memberId)?.balance ?? 0;
    expect(debt).toBeLessThan(0);
    debts.push(debt);
    await json(await page.request.post('/api/payment', { data: { memberId, amount: -debt, method } }));
  }
  await json(await page.request.delete('/api/member', { data: { ids } }));
  // what the refund will bring back, as the Finnish screen writes it (30,00 €)
  return {
    number: load.number,
    refunds: debts.map((d) => new RegExp(`${(-d).toFixed(2).replace('.', ',')}\\s€`)),
  };
}

test.describe('deleted members with a balance', () => {
  test('reopening a load refunds its deleted jumpers; the admin settles one and restores the other', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await loginForApi(page);
    const { number, refunds } = await landPayAndDelete(page);

    // the load card reopens the landed load: the deleted jumpers are refunded
    await page.goto(`/loads/${today()}`);
    const card = page.getByRole('article', { name: `Nousu ${number}`, exact: true });
    // a landed load is one folded line: open it for its buttons
    await card.getByRole('button', { expanded: false }).click();
    await card.getByRole('button', { name: 'Avaa uudelleen' }).click();
    const reopen = page.getByRole('dialog', { name: `Avataanko nousu ${number} uudelleen?` });
    await reopen.getByRole('button', { name: 'Avaa uudelleen' }).click();
    await expect(reopen).toBeHidden();
    await expect(card.getByText('Avoin')).toBeVisible();

    // the members list hides them; the admin's filter "deleted, with a balance" shows them
    await page.getByTestId('side-bar').getByRole('link', { name: 'Jäsenet' }).click();
    await expect(page.getByRole('grid')).toBeVisible();
    await expect(page.getByRole('gridcell', { name: `Hanna ${lastName}` })).toBeHidden();
    await page.getByRole('combobox', { name: 'Näytä' }).click();
    await page.getByRole('option', { name: 'Poistetut, joilla saldoa' }).click();
    const hanna = page.getByRole('row').filter({ hasText: `Hanna ${lastName}` });
    const heikki = page.getByRole('row').filter({ hasText: `Heikki ${lastName}` });
    await expect(hanna).toContainText('Poistettu');
    await expect(hanna).toContainText(refunds[0] as RegExp);
    await expect(heikki).toContainText('Poistettu');
    await page.screenshot({ path: test.info().outputPath('deleted-with-balance.png'), fullPage: true });

    // settling: the refund paid back, a new balance of zero
    await hanna.getByRole('button', { name: 'Tasaa saldo' }).click();
    const payment = page.getByRole('dialog', { name: 'Uusi maksu' });
    await payment.getByRole('tab', { name: 'Uusi saldo' }).click();
    await payment.getByRole('textbox', { name: 'Uusi saldo (€)' }).fill('0');
    await payment.getByRole('button', { name: 'Aseta saldo' }).click();
    await expect(payment).toBeHidden();
    await expect(hanna).toBeHidden();

    // restoring: back on the members list with the refund on the balance
    await heikki.getByRole('button', { name: 'Palauta' }).click();
    await expect(page.getByTestId('notification')).toContainText(`Heikki ${lastName}`);
    await expect(heikki).toBeHidden();
    await page.getByRole('combobox', { name: 'Näytä' }).click();
    await page.getByRole('option', { name: 'Jäsenet' }).click();
    const restored = page.getByRole('row').filter({ hasText: `Heikki ${lastName}` });
    await expect(restored).toContainText(refunds[1] as RegExp);
    await expect(restored).not.toContainText('Poistettu');
  });
});
