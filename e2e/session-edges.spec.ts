import { expect, test } from '@playwright/test';
import { APP_START_TIMEOUT, admin, uniqueLetters } from './fixtures';
import { tokenLinkFromMail } from './mail';

test.describe('signed-out pages and confirmation', () => {
  for (const path of ['/login', '/loads-public', '/register', '/privacy']) {
    test(`${path} logs no failing session call in the console`, async ({ page }) => {
      const failures: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') {
          failures.push(message.text());
        }
      });
      page.on('response', (response) => {
        if (response.status() >= 400 && new URL(response.url()).pathname.startsWith('/api')) {
          failures.push(`${response.status()} ${response.url()}`);
        }
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(failures).toEqual([]);
    });
  }

  test('an unconfirmed user asks for the confirmation again at login and confirms with the new link', async ({
    page,
  }) => {
    const name = `odottaja${uniqueLetters(6)}`;
    const email = `${name}@example.com`;
    const password = 'Freefall-1';
    const registered = await page.request.post('/api/register', {
      data: { clubKey: admin.clubKey, username: name, email, displayName: 'Odottava Hyppääjä', password },
    });
    expect(registered.ok()).toBe(true);

    await page.goto('/login');
    await page.locator('input[name="usernameOrEmail"]').fill(name);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('form button[type="submit"]').click();
    const since = Date.now();
    await page.getByRole('button', { name: 'Lähetä vahvistus uudelleen' }).click();
    await expect(
      page.getByText('Jos tunnus odottaa vahvistusta, sen osoitteeseen lähetettiin uusi linkki.').first(),
    ).toBeVisible();

    const link = await tokenLinkFromMail(email, { since, path: '/confirm-email' });
    await page.goto(link);
    await expect(page.getByText('Sähköpostiosoitteesi on vahvistettu. Voit nyt kirjautua.')).toBeVisible();
  });

  test('a user blocked while signed in is told so, in their language, and signed out', async ({
    page,
    browser,
  }) => {
    const name = `estetty${uniqueLetters(6)}`;
    const email = `${name}@example.com`;
    const password = 'Freefall-1';
    const since = Date.now();
    const registered = await page.request.post('/api/register', {
      data: { clubKey: admin.clubKey, username: name, email, displayName: 'Estetty Hyppääjä', password },
    });
    expect(registered.ok()).toBe(true);
    const link = await tokenLinkFromMail(email, { since, path: '/confirm-email' });
    const token = new URL(link).searchParams.get('token');
    expect((await page.request.post('/api/confirm-email', { data: { token } })).ok()).toBe(true);

    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'en-US' });
    const userPage = await context.newPage();
    await userPage.goto('/login');
    await userPage.locator('input[name="usernameOrEmail"]').fill(name);
    await userPage.locator('input[name="password"]').fill(password);
    await userPage.locator('form button[type="submit"]').click();
    await expect(userPage.getByRole('heading', { name: 'Your account is not linked' })).toBeVisible({
      timeout: APP_START_TIMEOUT,
    });

    // the admin blocks them (the block revokes their sign-ins)
    expect(
      (
        await page.request.post('/api/login', {
          data: { usernameOrEmail: admin.username, password: admin.password },
        })
      ).ok(),
    ).toBe(true);
    const users = (await (await page.request.get('/api/user/all')).json()) as {
      _id: string;
      username: string;
    }[];
    const id = users.find((u) => u.username === name)?._id;
    expect(id).toBeTruthy();
    expect((await page.request.put(`/api/user/${id}`, { data: { blocked: true } })).ok()).toBe(true);

    await userPage.reload();
    await expect(userPage.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(userPage.getByRole('alert')).toContainText('User is blocked from club');
    // signed out for good: the marker went with the session cookies
    const cookies = (await context.cookies()).map((c) => c.name);
    expect(cookies).not.toContain('dz_session');
    expect(cookies).not.toContain('dz_refresh');
    await context.close();
  });
});
