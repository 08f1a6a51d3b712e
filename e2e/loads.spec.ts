import { expect, type Locator, type Page, test } from '@playwright/test';
import { createPlane, json, loginForApi, today, uniqueLetters } from './fixtures';

interface ApiMember {
  _id: string;
  firstName: string;
  lastName: string;
  balance: number;
}

const lastName = `Nousu${uniqueLetters()}`;
const people = {
  tandemInstructor: { firstName: 'Tapio', isTandemInstructor: true, exitWeight: 85 },
  passenger: { firstName: 'Pirjo', role: 'student-tandem', exitWeight: 70 },
  instructor: { firstName: 'Ilkka', isAFFInstructor: true, exitWeight: 80 },
  student: { firstName: 'Olli', role: 'student-aff', exitWeight: 75 },
  funJumper: { firstName: 'Hanna', exitWeight: 60 },
};
const fullName = (key: keyof typeof people) => `${people[key].firstName} ${lastName}`;

/** The default plane with two jump lines and the five members, through the API as the admin. */
async function seedClub(page: Page) {
  await createPlane(page, {
    aircraftModel: 'Cessna 208',
    slots: 10,
    weightAvailable: 1000,
    weightWarningThreshold: 700,
    weightDangerThreshold: 600,
    isDefault: true,
    jumpLines: [
      { altitude: 1200, price: 25 },
      { altitude: 4000, price: 35 },
    ],
  });
  for (const person of Object.values(people)) {
    await json(await page.request.post('/api/member', { data: { ...person, lastName } }));
  }
}

async function memberBalance(page: Page, key: keyof typeof people): Promise<number> {
  const members = await json<ApiMember[]>(await page.request.get('/api/member'));
  const member = members.find((m) => m.firstName === people[key].firstName && m.lastName === lastName);
  expect(member).toBeDefined();
  return member?.balance ?? Number.NaN;
}

async function pick(dialog: Locator, label: string, key: keyof typeof people) {
  await dialog.getByRole('combobox', { name: label, exact: true }).fill(lastName);
  await dialog
    .page()
    .getByRole('option', { name: new RegExp(fullName(key)) })
    .click();
}

test.describe('loads day view', () => {
  test('the admin creates a load, manifests a tandem, a student group and a fun jumper, lands and reopens it', async ({
    page,
  }) => {
    // a whole load's life with four screenshots (two widths, light and dark): 21 s alone, near 30 s late in the suite
    test.setTimeout(90_000);
    await loginForApi(page);
    await seedClub(page);
    await page.goto(`/loads/${today()}`);

    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/loads') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Uusi nousu' }).click();
    const { number } = (await (await created).json()) as { number: number };
    const card = page.getByRole('article', { name: `Nousu ${number}`, exact: true });
    await expect(card).toBeVisible();
    const addDialog = page.getByRole('dialog', { name: `Lisää hyppääjiä nousulle ${number}` });

    // a tandem: instructor and passenger
    await card.getByRole('button', { name: 'Lisää hyppääjä' }).click();
    await addDialog.getByRole('button', { name: 'Tandem', exact: true }).click();
    await pick(addDialog, 'Tandemmestari', 'tandemInstructor');
    await pick(addDialog, 'Tandemmatkustaja', 'passenger');
    await addDialog.getByRole('button', { name: 'Lisää', exact: true }).click();
    await expect(addDialog).toBeHidden();

    // a student group, opened with a double-click on the card
    await card.getByRole('heading', { name: `Nousu ${number}` }).dblclick();
    await addDialog.getByRole('button', { name: 'Oppilasryhmä' }).click();
    await pick(addDialog, 'Kouluttaja', 'instructor');
    await pick(addDialog, 'Oppilas 1', 'student');
    await addDialog.getByRole('button', { name: 'Lisää', exact: true }).click();
    await expect(addDialog).toBeHidden();

    // a fun jumper
    await card.getByRole('button', { name: 'Lisää hyppääjä' }).click();
    await pick(addDialog, 'Hyppääjä', 'funJumper');
    await addDialog.getByRole('button', { name: 'Lisää', exact: true }).click();
    await expect(addDialog).toBeHidden();

    const table = card.getByRole('table', { name: `Nousun ${number} hyppääjät` });
    for (const key of Object.keys(people) as (keyof typeof people)[]) {
      await expect(table).toContainText(fullName(key));
    }
    // 85 + 70 + 80 + 75 + 60 kg, no pilot; 1000 − 370 left is above the thresholds
    await expect(card.getByTestId('load-weight')).toContainText('370 kg');
    await expect(card.getByTestId('load-fuel')).toContainText('630 kg');

    await page.screenshot({ path: test.info().outputPath('loads-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath('loads-390.png'), fullPage: true });
    await page.getByRole('button', { name: 'Tumma teema päälle/pois' }).click();
    await page.screenshot({ path: test.info().outputPath('loads-390-dark.png'), fullPage: true });
    await card.getByRole('button', { name: 'Lisää hyppääjä' }).click();
    await addDialog.getByRole('button', { name: 'Tandem', exact: true }).click();
    await page.screenshot({ path: test.info().outputPath('add-390-dark.png') });
    await addDialog.getByRole('button', { name: 'Peruuta' }).click();
    await expect(addDialog).toBeHidden();
    await page.getByRole('button', { name: 'Tumma teema päälle/pois' }).click();
    await page.setViewportSize({ width: 1440, height: 900 });

    // landing charges the fun jumper
    expect(await memberBalance(page, 'funJumper')).toBe(0);
    await card.getByRole('button', { name: 'Laskeudu' }).click();
    const land = page.getByRole('dialog', { name: `Laskeutuuko nousu ${number}?` });
    await expect(land.getByRole('table', { name: 'Veloitukset' })).toContainText(fullName('funJumper'));
    await land.getByRole('button', { name: 'Laskeudu' }).click();
    await expect(land).toBeHidden();
    await expect(card.getByText('Laskeutunut')).toBeVisible();
    const charged = await memberBalance(page, 'funJumper');
    expect(charged).toBeLessThanOrEqual(-35);

    // reopening refunds it
    // a landed load is one folded line: open it for its buttons
    await card.getByRole('button', { expanded: false }).click();
    await card.getByRole('button', { name: 'Avaa uudelleen' }).click();
    const reopen = page.getByRole('dialog', { name: `Avataanko nousu ${number} uudelleen?` });
    await expect(reopen).toContainText(fullName('funJumper'));
    await reopen.getByRole('button', { name: 'Avaa uudelleen' }).click();
    await expect(reopen).toBeHidden();
    await expect(card.getByText('Avoin')).toBeVisible();
    expect(await memberBalance(page, 'funJumper')).toBe(0);
  });
});
