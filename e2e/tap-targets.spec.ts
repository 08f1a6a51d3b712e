import { expect, test } from '@playwright/test';
import { createPlane, json, login, loginForApi, today } from './fixtures';
import { linkedJumper, password } from './people';
import { smallTapTargets } from './tapTargets';

/**
 * Issue 31: every tap target of the phone screens is at least 44×44 px (WCAG 2.5.5), measured on each screen
 * a jumper and the admin use at 390 px, with a day of loads to work on and a dialog open.
 */
test.describe('tap targets on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('every screen’s targets are at least 44×44 px, for a jumper and for the admin', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await loginForApi(page);
    const plane = await createPlane(page, { slots: 6, jumpLines: [{ altitude: 4000, price: 36 }] });
    const jumper = await linkedJumper(page, 'Taneli');
    const load = await json<{ _id: string }>(
      await page.request.post('/api/loads', { data: { date: today(), plane: plane.id } }),
    );
    await json(await page.request.post('/api/loads', { data: { date: today(), plane: plane.id } }));
    await json(
      await page.request.post(`/api/loads/${load._id}/jumpers`, {
        data: { memberId: jumper.memberId, type: 'normal', altitude: 4000, ownGear: true },
      }),
    );

    const problems: string[] = [];
    const check = async (where: string) => {
      await page.waitForLoadState('networkidle');
      for (const small of await smallTapTargets(page)) {
        problems.push(`${where}: ${small}`);
      }
    };
    const adminPages = [
      `/loads/${today()}`,
      '/members',
      '/users',
      '/club',
      '/audit',
      '/payments',
      '/waivers',
      '/stats',
      '/profile',
    ];
    for (const path of adminPages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check(`admin ${path}`);
      await page.screenshot({
        path: test.info().outputPath(`admin${path.replaceAll('/', '-')}-390.png`),
        fullPage: true,
      });
    }
    // a card's add dialog and a row's menu
    await page.goto(`/loads/${today()}`);
    await page.getByRole('button', { name: 'Lisää hyppääjä' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check('admin add-jumper dialog');
    await page.keyboard.press('Escape');

    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      locale: 'fi-FI',
    });
    const jumperPage = await phone.newPage();
    await login(jumperPage, jumper.username, password);
    for (const path of [`/loads/${today()}`, '/my-day', '/profile', '/stats', '/waivers', '/loads-public']) {
      await jumperPage.goto(path);
      await jumperPage.waitForLoadState('networkidle');
      for (const small of await smallTapTargets(jumperPage)) {
        problems.push(`jumper ${path}: ${small}`);
      }
    }
    await phone.close();
    expect(problems, 'tap targets under 44×44 px').toEqual([]);
  });
});
