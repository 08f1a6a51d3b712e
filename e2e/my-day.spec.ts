import { expect, test } from '@playwright/test';
import { seriousFindings } from './axe';
import { createPlane, json, login, loginForApi, today, updateClub } from './fixtures';
import { approvedWaiver, linkedJumper, password } from './people';

test.describe("a jumper's light day (issue 30)", () => {
  test('signs in on a phone, lands on their day, joins an open load and leaves it, in Finnish', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    await loginForApi(page);
    // the desk's takeoff time below is late in the day: without a cut-off, leaving stays open whenever this runs
    const before = await updateClub(page, { selfManifestCutoffMinutes: 0 });
    const plane = await createPlane(page, { jumpLines: [{ altitude: 4000, price: 32 }] });
    const jumper = await linkedJumper(page, 'Paivi');
    await approvedWaiver(page, jumper);
    const load = await json<{ _id: string; number: number }>(
      await page.request.post('/api/loads', { data: { date: today(), plane: plane.id } }),
    );

    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      viewport: { width: 390, height: 844 },
    });
    await context.addInitScript(() => localStorage.setItem('language', 'fi'));
    const phone = await context.newPage();
    await phone.goto('/login');
    await phone.locator('input[name="usernameOrEmail"]').fill(jumper.username);
    await phone.locator('input[name="password"]').fill(password);
    await phone.locator('form button[type="submit"]').click();

    // the light day, not the full app: same address, a page of its own
    await expect(phone.getByRole('heading', { level: 1, name: 'Oma päivä' })).toBeVisible();
    await expect(phone).toHaveURL(/\/$/);
    await expect(phone.getByText('Et ole vielä millään nousulla tänään.')).toBeVisible();
    const card = phone.getByRole('article', { name: `Nousu ${load.number}`, exact: true });
    expect(await seriousFindings(phone), 'the light day').toEqual([]);
    // a phone's width without sideways scrolling
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await card.getByRole('button', { name: 'Liity nousuun' }).click();
    const dialog = phone.getByRole('dialog', { name: `Liity nousuun ${load.number}` });
    await expect(dialog.getByTestId('join-quote')).toContainText('32,00');
    expect(await seriousFindings(phone), 'the join dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Liity nousuun' }).click();
    await expect(phone.getByRole('status')).toHaveText(`Olet nousulla ${load.number}.`);
    const mine = phone.getByRole('region', { name: 'Omat nousut tänään' });
    await expect(mine.getByRole('article', { name: `Nousu ${load.number}` })).toBeVisible();

    // the desk sees them on the load, as the server has it
    const day = await json<{ loads: { _id: string; jumpers: { memberId: string }[] }[] }>(
      await page.request.get(`/api/loads/${today()}`),
    );
    expect(day.loads.find((l) => l._id === load._id)?.jumpers.map((j) => j.memberId)).toEqual([
      jumper.memberId,
    ]);

    // the desk adds a time: the phone's card follows without a reload
    await json(await page.request.put(`/api/loads/${load._id}`, { data: { estimatedTakeoff: '23:59' } }));
    await expect(mine.getByRole('article', { name: `Nousu ${load.number}` })).toContainText('Lähtö 23:59');

    await mine.getByRole('button', { name: 'Poistu nousulta' }).click();
    await phone
      .getByRole('dialog', { name: `Poistu nousulta ${load.number}?` })
      .getByRole('button', { name: 'Poistu nousulta' })
      .click();
    await expect(phone.getByRole('status')).toHaveText(`Poistuit nousulta ${load.number}.`);
    await expect(phone.getByText('Et ole vielä millään nousulla tänään.')).toBeVisible();

    // the full app is a link away
    await phone.getByRole('link', { name: 'Koko hyppylista' }).click();
    await expect(phone).toHaveURL(new RegExp(`/loads/${today()}$`));
    await context.close();
    await updateClub(page, { selfManifestCutoffMinutes: before.selfManifestCutoffMinutes });
  });

  test("opens from the phone's kept copy at once, and sign-out forgets it", async ({ page, browser }) => {
    test.setTimeout(60_000);
    await loginForApi(page);
    const jumper = await linkedJumper(page, 'Kaisa');
    // one of the tests with the service worker on (playwright.config.ts blocks it elsewhere)
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      serviceWorkers: 'allow',
    });
    await context.addInitScript(() => localStorage.setItem('language', 'fi'));
    const phone = await context.newPage();
    await login(phone, jumper.username, password, { open: false });
    await phone.goto('/');
    const lightDay = phone.getByRole('heading', { level: 1, name: 'Oma päivä' });
    await expect(lightDay).toBeVisible();
    await phone.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const keptPage = () =>
      phone.evaluate(async () => {
        const kept = await (await caches.open('pages')).match('/', { ignoreVary: true });
        return kept ? (kept.headers.get('X-Light-Page') ?? 'app') : 'none';
      });
    await expect.poll(keptPage).toBe('my-day');

    // the desk makes them a manifester: the server's `/` is now the full app, but the phone shows its kept light day
    // at once and fetches the new page behind it for the next visit
    const users = await json<{ _id: string; username: string }[]>(await page.request.get('/api/user/all'));
    const userId = users.find((u) => u.username === jumper.username)?._id;
    await json(
      await page.request.put(`/api/user/${userId}`, {
        data: { permissions: { canCheckWaivers: false, canManifest: true, canTakePayments: false } },
      }),
    );
    expect((await phone.reload())?.fromServiceWorker()).toBe(true);
    await expect(lightDay).toBeVisible();
    await expect.poll(keptPage).toBe('app');
    await phone.reload();
    await expect(phone.getByTestId('side-bar')).toBeVisible();
    await expect(lightDay).toBeHidden();

    // signing out forgets the pages kept for this person
    await phone.getByTestId('side-bar').getByText('Kirjaudu ulos').click();
    await expect(phone).toHaveURL(/\/login$/);
    await expect.poll(keptPage).toBe('none');
    await context.close();
  });
});
