import { type Browser, expect, type Page, test } from '@playwright/test';
import { seriousFindings } from './axe';
import { APP_START_TIMEOUT, admin, createPlane, json, login, today, uniqueLetters } from './fixtures';
import { tokenLinkFromMail } from './mail';
import { registerFromOwnAddress } from './people';
import { smallTapTargets } from './tapTargets';

/**
 * Issue 35: several clubs on one installation. The host (the setup's first user) creates a second club in the host
 * console; its first admin accepts the mailed invitation with a new account, adds a plane and a member, links a
 * jumper who registered with the new club's key, and creates a load. Each club's public board shows only its own
 * loads; the jumper joins the first club too and switches between the two. At the end the host suspends the
 * second club, whose board then says so: the other specs share this database, and a board address without
 * `?club=` keeps finding the first club.
 */

const password = 'Kerho-salasana-1';

/** A browser of its own (another person's device), Finnish like the suite's default one. */
async function freshContext(browser: Browser, viewport = { width: 1280, height: 900 }) {
  return browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
    serviceWorkers: 'block',
    viewport,
  });
}

/** Nothing on the page is wider than the window: no sideways scrolling (judged once the layout has settled). */
async function expectNoSidewaysScroll(page: Page, where: string) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: `${where} scrolls sideways`,
      timeout: 3_000,
    })
    .toBeLessThanOrEqual(0);
}

/** The public board of a club (none: the address without `?club=`), its subtitle and its load cards' text. */
async function openBoard(page: Page, slug: string | null) {
  await page.goto(slug ? `/loads-public?club=${slug}` : '/loads-public');
  await expect(page.getByTestId('board')).toBeVisible();
  return { subtitle: page.getByTestId('board-date'), board: page.getByTestId('board') };
}

test('the host creates a club, its invited admin runs it apart from the first club, and the host suspends it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now().toString(36)}${uniqueLetters(2)}`;
  const second = {
    name: `Pohjolan Hyppääjät ${stamp}`,
    slug: `pohjolan-hyppaajat-${stamp}`,
    clubKey: `pohjola${stamp}`,
    adminEmail: `kerhoadmin-${stamp}@example.com`,
  };
  const newAdmin = { username: `kerhoadmin${stamp}`, displayName: `Kaisa Kerhonen${uniqueLetters(4)}` };
  const jumper = {
    username: `hilla${stamp}`,
    email: `hilla-${stamp}@example.com`,
    firstName: 'Hilla',
    lastName: `Hyppääjä${uniqueLetters(5)}`,
  };
  const jumperName = `${jumper.firstName} ${jumper.lastName}`;
  const firstClubJumper = { firstName: 'Eero', lastName: `Ensikerholainen${uniqueLetters(5)}` };

  // the host opens the console from the side bar
  await login(page);
  await page.getByTestId('side-bar').getByRole('link', { name: 'Kerhojen hallinta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kerhojen hallinta' })).toBeVisible();
  await expect(page.getByRole('article', { name: admin.clubName })).toContainText('Kirjautuneena tähän');

  // a new club: the public name is proposed from the name, the time zone is Helsinki's
  const since = Date.now();
  await page.getByRole('button', { name: 'Uusi kerho' }).click();
  const create = page.getByRole('dialog', { name: 'Uusi kerho' });
  await create.getByRole('textbox', { name: 'Kerhon nimi' }).fill(second.name);
  await expect(create.getByRole('textbox', { name: 'Julkinen tunnus' })).toHaveValue(second.slug);
  await expect(create.getByRole('combobox', { name: 'Aikavyöhyke' })).toHaveValue('Europe/Helsinki');
  await create.getByRole('textbox', { name: 'Kerhoavain' }).fill(second.clubKey);
  await create.getByRole('textbox', { name: 'Ensimmäisen ylläpitäjän sähköposti' }).fill(second.adminEmail);
  await create.getByRole('button', { name: 'Luo kerho' }).click();
  await expect(create).toBeHidden();
  const card = page.getByRole('article', { name: second.name });
  await expect(card.getByTestId('host-invitation')).toContainText('Kutsu odottaa (vanhenee');
  await expect(card.getByTestId('host-invitation')).toContainText(second.adminEmail);
  expect(await seriousFindings(page), 'the host console').toEqual([]);
  await page.screenshot({ path: test.info().outputPath('host-1440.png'), fullPage: true });

  // the console on a phone: one column, nothing sideways, every target a finger's size
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card).toBeVisible();
  await expectNoSidewaysScroll(page, '/host at 390 px');
  expect(await smallTapTargets(page), 'the host console at 390 px').toEqual([]);
  expect(await seriousFindings(page), 'the host console at 390 px').toEqual([]);
  await page.screenshot({ path: test.info().outputPath('host-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // the invitation, opened on the first admin's phone: a new account becomes the club's admin
  const invitation = await tokenLinkFromMail(second.adminEmail, { since, path: '/invitation' });
  const adminContext = await freshContext(browser, { width: 390, height: 844 });
  const adminPage = await adminContext.newPage();
  await adminPage.goto(invitation);
  await expect(
    adminPage.getByRole('heading', { level: 1, name: `Kerhon ${second.name} ylläpitäjäksi` }),
  ).toBeVisible();
  await expect(adminPage.getByRole('main')).toContainText(second.adminEmail);
  await expectNoSidewaysScroll(adminPage, 'the invitation page at 390 px');
  expect(await seriousFindings(adminPage), 'the invitation page').toEqual([]);
  await adminPage.screenshot({ path: test.info().outputPath('invitation-390.png'), fullPage: true });
  await adminPage.locator('input[name="username"]').fill(newAdmin.username);
  await adminPage.locator('input[name="displayName"]').fill(newAdmin.displayName);
  await adminPage.locator('input[name="password"]').fill(password);
  await adminPage.locator('input[name="passwordConfirmation"]').fill(password);
  await expect(adminPage.locator('li[data-met="false"]')).toHaveCount(0);
  await adminPage.getByRole('button', { name: 'Hyväksy kutsu' }).click();
  await expect(adminPage).toHaveURL(new RegExp(`/loads/${today()}$`), { timeout: APP_START_TIMEOUT });
  await expect(adminPage.getByTestId('club-name')).toHaveText(second.name);
  // the link works once
  await adminPage.goto(invitation);
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Kutsu ei kelpaa' })).toBeVisible();
  await adminPage.setViewportSize({ width: 1280, height: 900 });

  // the new admin adds a plane in the club settings…
  const registration = `OH-${uniqueLetters(3).toUpperCase()}`;
  await adminPage.goto('/club');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Kerhon asetukset' })).toBeVisible();
  await adminPage
    .getByRole('region', { name: 'Koneet' })
    .getByRole('button', { name: 'Lisää kone' })
    .first()
    .click();
  const planeDialog = adminPage.getByRole('dialog', { name: 'Lisää kone' });
  await planeDialog.getByRole('textbox', { name: 'Rekisteritunnus' }).fill(registration);
  await planeDialog.getByRole('textbox', { name: 'Konetyyppi' }).fill('Cessna 182');
  await planeDialog.getByRole('textbox', { name: 'Paikat' }).fill('4');
  await planeDialog.getByRole('textbox', { name: 'Kantavuus' }).fill('600');
  const line = planeDialog.getByRole('group', { name: 'Hyppykorkeus 1' });
  await line.getByRole('textbox', { name: 'Korkeus' }).fill('3000');
  await line.getByRole('textbox', { name: 'Hinta', exact: true }).fill('30');
  await planeDialog.getByRole('button', { name: 'Tallenna' }).click();
  await expect(planeDialog).toBeHidden();
  await expect(adminPage.getByRole('article', { name: registration })).toBeVisible();

  // …and the member the jumper will be linked to
  await adminPage.goto('/members');
  await adminPage.getByRole('button', { name: 'Uusi jäsen' }).click();
  const memberDialog = adminPage.getByRole('dialog', { name: 'Uusi jäsen' });
  await memberDialog.getByRole('textbox', { name: 'Etunimi' }).fill(jumper.firstName);
  await memberDialog.getByRole('textbox', { name: 'Sukunimi' }).fill(jumper.lastName);
  await memberDialog.getByRole('textbox', { name: 'Oma paino (kg)' }).fill('70');
  await memberDialog.getByRole('button', { name: 'Tallenna' }).click();
  await expect(memberDialog).toBeHidden();
  await expect(adminPage.getByRole('gridcell', { name: jumperName })).toBeVisible();

  // the jumper registers with the new club's key and confirms the address from the mail
  const registered = Date.now();
  await registerFromOwnAddress({
    clubKey: second.clubKey,
    username: jumper.username,
    email: jumper.email,
    displayName: jumperName,
    password,
  });
  const jumperContext = await freshContext(browser, { width: 390, height: 844 });
  const jumperPage = await jumperContext.newPage();
  await jumperPage.goto(await tokenLinkFromMail(jumper.email, { since: registered, path: '/confirm-email' }));
  await expect(
    jumperPage.getByText('Sähköpostiosoitteesi on vahvistettu. Voit nyt kirjautua.'),
  ).toBeVisible();

  // the new admin links them, in the users of the new club only
  await adminPage.goto('/users');
  await adminPage.getByRole('searchbox', { name: 'Hae käyttäjiä' }).fill(jumper.username);
  await expect(adminPage.getByRole('row').filter({ hasText: newAdmin.displayName })).toHaveCount(0);
  await adminPage.getByRole('button', { name: `Käyttäjän ${jumperName} jäsen: Ei linkitetty` }).click();
  const linkDialog = adminPage.getByRole('dialog', { name: `Linkitä ${jumperName} jäseneen` });
  await linkDialog.getByRole('combobox', { name: 'Jäsen' }).fill(jumper.lastName);
  await adminPage.getByRole('option', { name: new RegExp(jumper.lastName) }).click();
  await linkDialog.getByRole('button', { name: 'Tallenna' }).click();
  await expect(
    adminPage.getByRole('button', { name: `Käyttäjän ${jumperName} jäsen: ${jumperName}` }),
  ).toBeVisible();
  const users = await json<{ username: string }[]>(await adminPage.request.get('/api/user/all'));
  expect(users.map((u) => u.username)).not.toContain(admin.username);

  // the new club's admin creates today's load with the jumper on it
  const secondClub = await json<{ planes: { _id: string; registration: string }[] }>(
    await adminPage.request.get('/api/club'),
  );
  const secondPlane = secondClub.planes.find((p) => p.registration === registration);
  const secondMembers = await json<{ _id: string; lastName: string }[]>(
    await adminPage.request.get('/api/member'),
  );
  const jumperMember = secondMembers.find((m) => m.lastName === jumper.lastName);
  const secondLoad = await json<{ _id: string; number: number }>(
    await adminPage.request.post('/api/loads', { data: { date: today(), plane: secondPlane?._id } }),
  );
  expect(secondLoad.number).toBe(1);
  await json(
    await adminPage.request.post(`/api/loads/${secondLoad._id}/jumpers`, {
      data: { memberId: jumperMember?._id, type: 'normal', altitude: 3000, ownGear: true },
    }),
  );

  // a load of the first club today too, with its own plane and jumper
  const firstPlane = await createPlane(page, { slots: 6, jumpLines: [{ altitude: 4000, price: 36 }] });
  const firstMember = await json<{ _id: string }>(
    await page.request.post('/api/member', { data: { ...firstClubJumper, exitWeight: 80 } }),
  );
  const firstLoad = await json<{ _id: string }>(
    await page.request.post('/api/loads', { data: { date: today(), plane: firstPlane.id } }),
  );
  await json(
    await page.request.post(`/api/loads/${firstLoad._id}/jumpers`, {
      data: { memberId: firstMember._id, type: 'normal', altitude: 4000, ownGear: true },
    }),
  );
  const firstSlug = (await json<{ slug: string | null }>(await page.request.get('/api/club'))).slug;
  expect(firstSlug).toBeTruthy();
  const firstName = `${firstClubJumper.firstName} ${firstClubJumper.lastName}`;

  // each club's board shows its own loads only
  const boardContext = await freshContext(browser);
  const boardPage = await boardContext.newPage();
  const secondBoard = await openBoard(boardPage, second.slug);
  await expect(secondBoard.subtitle).toContainText(second.name);
  await expect(boardPage.getByRole('article')).toHaveCount(1);
  await expect(boardPage.getByRole('article', { name: 'Nousu 1' })).toContainText(registration);
  await expect(secondBoard.board).toContainText(jumperName);
  await expect(secondBoard.board).not.toContainText(firstPlane.registration);
  await expect(secondBoard.board).not.toContainText(firstName);
  for (const slug of [null, firstSlug]) {
    const firstBoard = await openBoard(boardPage, slug);
    await expect(firstBoard.subtitle).toContainText(admin.clubName);
    await expect(firstBoard.board).toContainText(firstPlane.registration);
    await expect(firstBoard.board).toContainText(firstName);
    await expect(firstBoard.board).not.toContainText(registration);
    await expect(firstBoard.board).not.toContainText(jumperName);
  }

  // the jumper, linked in the new club, joins the first club with its key from the profile…
  await login(jumperPage, jumper.username, password);
  await expect(jumperPage.getByTestId('club-name')).toHaveText(second.name);
  await expect(jumperPage.getByTestId('club-switcher')).toHaveCount(0);
  await jumperPage.goto('/profile');
  const otherClubs = jumperPage.getByRole('region', { name: 'Muut kerhot' });
  await otherClubs.getByRole('textbox', { name: 'Kerhoavain' }).fill(admin.clubKey);
  await otherClubs.getByRole('button', { name: 'Liity' }).click();
  await expect(otherClubs.getByRole('status')).toContainText(`Liityit kerhoon ${admin.clubName}.`);
  await expect(otherClubs.getByRole('list', { name: 'Tunnuksesi kerhot' })).toContainText(admin.clubName);

  // …and switches to it from the header's menu, where nobody has linked them yet, and back
  await jumperPage.getByRole('button', { name: `Vaihda kerhoa (nyt ${second.name})` }).click();
  const menu = jumperPage.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: `${second.name} (nykyinen)` })).toBeVisible();
  // a long club name wraps inside a phone's screen
  const cutOff = await menu.evaluate(
    (list) =>
      Array.from(list.querySelectorAll('[role="menuitem"]')).filter(
        (item) =>
          item.scrollWidth > item.clientWidth + 1 || item.getBoundingClientRect().right > window.innerWidth,
      ).length,
  );
  expect(cutOff, 'menu items cut off at 390 px').toBe(0);
  expect(await seriousFindings(jumperPage), 'the club switcher').toEqual([]);
  await jumperPage.screenshot({ path: test.info().outputPath('switcher-menu-390.png') });
  await menu.getByRole('menuitem', { name: admin.clubName }).click();
  await expect(jumperPage.getByRole('heading', { name: 'Tunnustasi ei ole linkitetty' })).toBeVisible();
  await expect(jumperPage.getByText(`Olet kirjautunut kerhoon ${admin.clubName}.`)).toBeVisible();
  await jumperPage.getByRole('button', { name: `Vaihda kerhoa (nyt ${admin.clubName})` }).click();
  await jumperPage.getByRole('menuitem', { name: second.name }).click();
  await expect(jumperPage).toHaveURL(new RegExp(`/loads/${today()}$`), { timeout: APP_START_TIMEOUT });
  await expect(jumperPage.getByTestId('club-name')).toHaveText(second.name);

  // the host suspends the second club: its board says so, the first club's board is as it was
  await page.goto('/host');
  await page.getByRole('button', { name: `Keskeytä ${second.name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Keskeytetäänkö ${second.name}?` });
  await confirm.getByRole('button', { name: 'Keskeytä' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('article', { name: second.name })).toContainText('Keskeytetty');
  await boardPage.goto(`/loads-public?club=${second.slug}`);
  await expect(boardPage.getByTestId('board-suspended')).toContainText('Tämän kerhon käyttö on keskeytetty');
  await expect(boardPage.getByRole('article')).toHaveCount(0);
  expect(await seriousFindings(boardPage), 'the suspended board').toEqual([]);
  const firstBoard = await openBoard(boardPage, null);
  await expect(firstBoard.subtitle).toContainText(admin.clubName);

  // the suspended club's admin is signed out, and cannot sign in again
  await adminPage.reload();
  await expect(adminPage).toHaveURL(/\/login/, { timeout: APP_START_TIMEOUT });
  const refused = await adminPage.request.post('/api/login', {
    data: { usernameOrEmail: newAdmin.username, password },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).locale).toBe('error.clubSuspended');

  await Promise.all([adminContext.close(), jumperContext.close(), boardContext.close()]);
});
