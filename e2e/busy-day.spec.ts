import { expect, type Page, test } from '@playwright/test';
import { createPlane, json, loginForApi, today, uniqueLetters } from './fixtures';

const lastName = `Lauantai${uniqueLetters()}`;
const firstNames = [
  'Aino',
  'Eetu',
  'Helmi',
  'Ilmari',
  'Kerttu',
  'Lauri',
  'Minea',
  'Niilo',
  'Oona',
  'Paavo',
  'Sanni',
  'Toivo',
];
const fullName = (first: string) => `${first} ${lastName}`;

/**
 * A plane for 14 whose fuel margin twelve 75 kg jumpers eat into (1000 kg available, danger under 400 kg left),
 * twelve fun jumpers and two open loads of today, through the API as the admin.
 */
async function seedSaturday(page: Page): Promise<{ first: number; second: number }> {
  const plane = await createPlane(page, {
    aircraftModel: 'Cessna 208 Caravan',
    slots: 14,
    weightAvailable: 1000,
    weightWarningThreshold: 500,
    weightDangerThreshold: 400,
    jumpLines: [{ altitude: 4000, price: 35 }],
  });
  for (const firstName of firstNames) {
    await json(await page.request.post('/api/member', { data: { firstName, lastName, exitWeight: 75 } }));
  }
  const load = async () =>
    json<{ number: number }>(
      await page.request.post('/api/loads', { data: { date: today(), plane: plane.id } }),
    );
  return { first: (await load()).number, second: (await load()).number };
}

test.describe('a busy Saturday on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('manifests 12 fun jumpers in one dialog, moves one to the next load, lands past the overweight warning; the board shows the next open load first', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await loginForApi(page);
    const { first, second } = await seedSaturday(page);
    await page.goto(`/loads/${today()}`);

    const card = page.getByRole('article', { name: `Nousu ${first}`, exact: true });
    const next = page.getByRole('article', { name: `Nousu ${second}`, exact: true });
    await card.getByRole('button', { name: 'Lisää hyppääjä' }).click();
    const dialog = page.getByRole('dialog', { name: `Lisää hyppääjiä nousulle ${first}` });
    await dialog.getByRole('button', { name: 'Useita hyppääjiä' }).click();
    const picker = dialog.getByRole('combobox', { name: 'Hyppääjät' });
    for (const firstName of firstNames) {
      await picker.fill(fullName(firstName));
      await page.getByRole('option', { name: new RegExp(fullName(firstName)) }).click();
    }
    await expect(dialog.getByText('Valittu: 12', { exact: false })).toBeVisible();
    // twelve rows fit the phone: nothing scrolls sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await dialog.getByRole('button', { name: 'Lisää 12 hyppääjää' }).click();
    await expect(dialog).toBeHidden();

    // below sm the jumpers are a list; 12 × 75 kg leaves 100 kg of the 1000 for fuel
    for (const firstName of firstNames) {
      await expect(card).toContainText(fullName(firstName));
    }
    await expect(card.getByTestId('load-weight')).toContainText('900 kg');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // move one jumper to the next load from the row's menu (the keyboard way of dragging)
    const moved = fullName(firstNames[0] ?? '');
    await card.getByRole('button', { name: `Toiminnot: ${moved}` }).click();
    await page.getByRole('menuitem', { name: new RegExp(`Siirrä nousuun ${second}`) }).click();
    await expect(next).toContainText(moved);
    await expect(card).not.toContainText(moved);
    await expect(card.getByTestId('load-weight')).toContainText('825 kg');

    // landing the overweight load asks first and names the excess
    await card.getByRole('button', { name: 'Laskeudu' }).click();
    const land = page.getByRole('dialog', { name: `Laskeutuuko nousu ${first}?` });
    await expect(land).toContainText('liian painava');
    await page.screenshot({ path: test.info().outputPath('land-overweight-390.png') });
    await land.getByRole('button', { name: 'Laskeudu' }).click();
    await expect(land).toBeHidden();
    await expect(card).toHaveAttribute('data-state', 'landed');
    await page.screenshot({ path: test.info().outputPath('busy-day-390.png'), fullPage: true });

    // the hangar TV: the next open load comes before the landed one
    const tv = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const board = await tv.newPage();
    await board.goto('/loads-public');
    const cards = board.getByRole('article');
    await expect(board.getByRole('article', { name: `Nousu ${second}`, exact: true })).toBeVisible();
    const order = await cards.evaluateAll((els) =>
      els.map((el) => ({ name: el.getAttribute('aria-label'), state: el.getAttribute('data-state') })),
    );
    expect(order[0]?.state, 'the first card on the board').not.toBe('landed');
    const at = (n: number) => order.findIndex((c) => c.name === `Nousu ${n}`);
    expect(at(second)).toBeLessThan(at(first));
    await board.screenshot({ path: test.info().outputPath('board-1920.png') });
    await tv.close();
  });
});
