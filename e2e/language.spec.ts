import { expect, type Page, test } from '@playwright/test';
import { createPlane, json, loginForApi, today } from './fixtures';
import { foreignTexts, pageTexts } from './language';

/**
 * Issue 31: every signed-in page and every public page, in Finnish and in English, has no text of the other
 * language, no raw locale key and no internal name. The admin sees every signed-in page.
 */
const signedIn = [
  `/loads/${today()}`,
  '/members',
  '/users',
  '/club',
  '/audit',
  '/payments',
  '/stats',
  '/profile',
  '/profile/logbook',
  '/waivers',
  '/privacy',
  '/my-day',
];
const publicPages = [
  '/loads-public',
  '/loads-public?tv',
  '/login',
  '/register',
  '/forgot-password',
  '/waiver',
  '/privacy',
];

/** What is data, not UI text: the club's name, its planes and the names of its members and users (any words). */
async function dataTexts(page: Page): Promise<string[]> {
  const members = await json<{ firstName: string; lastName: string }[]>(
    await page.request.get('/api/member'),
  );
  const users = await json<{ displayName: string; username: string }[]>(
    await page.request.get('/api/user/all'),
  );
  const club = await json<{ name: string; planes: { aircraftModel: string; registration: string }[] }>(
    await page.request.get('/api/club'),
  );
  return (
    [
      club.name,
      ...club.planes.flatMap((p) => [p.aircraftModel, p.registration]),
      ...members.flatMap((m) => [`${m.firstName} ${m.lastName}`, m.lastName, m.firstName]),
      ...users.flatMap((u) => [u.displayName, u.username]),
    ]
      .filter((text) => text.length > 1)
      // the longest first: a full name goes before its last name
      .sort((a, b) => b.length - a.length)
  );
}

test('the language check finds the other language, raw keys and internal names', () => {
  expect(foreignTexts(['Tallenna muutokset', 'Save changes'], 'fi')).toEqual(['"Save" in "Save changes"']);
  expect(foreignTexts(['Tallenna muutokset', 'Save changes'], 'en')).toEqual([
    '"Tallenna" in "Tallenna muutokset"',
  ]);
  expect(
    foreignTexts(['loads.day.add.title', 'Nauhaoppilaat (student-sl)', 'groupRole: tandemInstructor'], 'fi'),
  ).toEqual([
    'key "loads.day.add.title" in "loads.day.add.title"',
    'internal "student-sl" in "Nauhaoppilaat (student-sl)"',
    'internal "groupRole" in "groupRole: tandemInstructor"',
    'internal "tandemInstructor" in "groupRole: tandemInstructor"',
  ]);
  // addresses, e-mails and data are not texts of a language
  expect(
    foreignTexts(['chief@example.com · https://dz.example.fi/loads-public?club=utti', 'Cessna 206'], 'en', [
      'Cessna 206',
    ]),
  ).toEqual([]);
});

for (const language of ['fi', 'en'] as const) {
  test(`every page speaks ${language === 'fi' ? 'Finnish' : 'English'} only`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    await loginForApi(page);
    const plane = await createPlane(page, { slots: 6, jumpLines: [{ altitude: 4000, price: 36 }] });
    const load = await json<{ _id: string }>(
      await page.request.post('/api/loads', {
        data: { date: today(), plane: plane.id, estimatedTakeoff: '23:58' },
      }),
    );
    await json(await page.request.put(`/api/loads/${load._id}/call`, { data: { call: 'min10' } }));
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
    const data = await dataTexts(page);

    const problems: string[] = [];
    const look = async (where: string, p = page) => {
      await p.waitForLoadState('networkidle');
      for (const found of foreignTexts(await pageTexts(p), language, data)) {
        problems.push(`${where}: ${found}`);
      }
    };
    for (const path of signedIn) {
      await page.goto(path);
      if (path.startsWith('/loads/')) {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          language === 'fi' ? 'Nousut' : 'Loads',
        );
      }
      await look(path);
    }
    // a dialog of the day view
    await page.goto(`/loads/${today()}`);
    await page.locator(`article[data-load-id="${load._id}"] [data-action="add"]`).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await look('add-jumper dialog');

    const visitor = await browser.newContext({ locale: language === 'fi' ? 'fi-FI' : 'en-GB' });
    const anonymous = await visitor.newPage();
    await anonymous.addInitScript((lang) => localStorage.setItem('language', lang), language);
    for (const path of publicPages) {
      await anonymous.goto(path);
      await look(`signed out ${path}`, anonymous);
    }
    await visitor.close();
    expect(problems).toEqual([]);
  });
}
