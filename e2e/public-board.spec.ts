import { expect, type Page, test } from '@playwright/test';
import { seriousFindings } from './axe';
import { createPlane, helsinkiTimeIn, json, loginForApi, today, uniqueLetters } from './fixtures';

interface Created {
  loadId: string;
  loadNumber: number;
  jumperName: string;
}

/** A plane with jump lines, a member and a load with that member on it, through the API as the admin. */
async function createLoad(page: Page, estimatedTakeoff = '23:59'): Promise<Created> {
  const plane = await createPlane(page, {
    jumpLines: [
      { altitude: 1200, price: 25 },
      { altitude: 4000, price: 35 },
    ],
  });
  const lastName = `Taulu${uniqueLetters()}`;
  const member = await json<{ _id: string }>(
    await page.request.post('/api/member', { data: { firstName: 'Hilla', lastName, exitWeight: 80 } }),
  );
  const load = await json<{ _id: string; number: number }>(
    await page.request.post('/api/loads', {
      data: { date: today(), plane: plane.id, estimatedTakeoff },
    }),
  );
  await json(
    await page.request.post(`/api/loads/${load._id}/jumpers`, {
      data: { memberId: member._id, type: 'normal', altitude: 4000 },
    }),
  );
  return { loadId: load._id, loadNumber: load.number, jumperName: `Hilla ${lastName}` };
}

test.describe('public board', () => {
  test('an anonymous board sees a new load and its state change live, without reloading', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await loginForApi(page);

    const visitor = await browser.newContext({ locale: 'fi-FI', timezoneId: 'Europe/Helsinki' });
    const board = await visitor.newPage();
    await board.goto('/loads-public');
    await expect(board.getByRole('heading', { level: 1, name: 'Päivän nousut' })).toBeVisible();
    await expect(board.getByRole('link', { name: 'Kirjaudu' })).toBeVisible();
    // the socket is up before anything changes
    await expect(board.getByTestId('reconnecting')).toBeHidden();
    let navigations = 0;
    board.on('framenavigated', () => navigations++);

    const { loadId, loadNumber, jumperName } = await createLoad(page);
    const card = board.getByRole('article', { name: `Nousu ${loadNumber}` });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('load-state')).toHaveText('Avoin');
    await expect(card.getByRole('list')).toContainText(jumperName);
    await expect(card.getByRole('list')).toContainText('4 000 m');

    // the change's socket event carries today's board: the board shows it without asking the server
    let boardFetches = 0;
    board.on('request', (request) => {
      if (request.url().includes('/api/loads-public/')) {
        boardFetches++;
      }
    });
    await json(
      await page.request.put(`/api/loads/${loadId}`, { data: { state: 'flying', takeoff: '12:00' } }),
    );
    await expect(card.getByTestId('load-state')).toHaveText('Ilmassa');
    await expect(card).toContainText('12:00');
    expect(navigations).toBe(0);
    expect(boardFetches).toBe(0);

    // the settings survive a reload
    await board.getByRole('button', { name: 'Taulun asetukset' }).click();
    await board.getByRole('switch', { name: 'Piilota lentäjä' }).check();
    await board.keyboard.press('Escape');
    await board.reload();
    await board.getByRole('button', { name: 'Taulun asetukset' }).click();
    await expect(board.getByRole('switch', { name: 'Piilota lentäjä' })).toBeChecked();
    await board.keyboard.press('Escape');

    if (process.env.BOARD_SCREENSHOTS) {
      // a fuller board: open loads counting down to their takeoff
      for (const minutes of [12, 40, 75]) {
        await createLoad(page, helsinkiTimeIn(minutes));
      }
      for (const theme of ['light', 'dark']) {
        await board.evaluate((mode) => localStorage.setItem('theme', mode), theme);
        for (const width of [390, 1440, 2560]) {
          await board.setViewportSize({ width, height: width === 2560 ? 1440 : 900 });
          await board.reload();
          await expect(card).toBeVisible();
          await board.screenshot({ path: test.info().outputPath(`board-${width}-${theme}.png`) });
        }
      }
    }
    await visitor.close();
  });

  test('opens without a network with the last loads and their age, and catches up when the network is back', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await loginForApi(page);
    const first = await createLoad(page);
    // the one test with the service worker on (playwright.config.ts blocks it elsewhere)
    const visitor = await browser.newContext({
      locale: 'fi-FI',
      timezoneId: 'Europe/Helsinki',
      serviceWorkers: 'allow',
    });
    const board = await visitor.newPage();
    await board.goto('/loads-public');
    await expect(board.getByRole('article', { name: `Nousu ${first.loadNumber}` })).toBeVisible();
    // the service worker keeps the page and its assets
    await board.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect
      .poll(() => board.evaluate(async () => (await (await caches.open('pages')).keys()).length))
      .toBeGreaterThan(0);

    await visitor.setOffline(true);
    await board.reload();
    await expect(board.getByRole('article', { name: `Nousu ${first.loadNumber}` })).toBeVisible();
    await expect(board.getByTestId('reconnecting')).toContainText('Yhteys katkennut – tiedot klo');
    expect(await seriousFindings(board)).toEqual([]);
    if (process.env.BOARD_SCREENSHOTS) {
      await board.setViewportSize({ width: 390, height: 800 });
      await board.screenshot({ path: test.info().outputPath('board-offline-390.png') });
    }

    // a load added while this board is offline shows once it is back
    const second = await createLoad(page);
    await visitor.setOffline(false);
    await expect(board.getByRole('article', { name: `Nousu ${second.loadNumber}` })).toBeVisible({
      timeout: 20_000,
    });
    await expect(board.getByTestId('reconnecting')).toBeHidden();
    await visitor.close();
  });
});
