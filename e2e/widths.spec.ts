import { expect, test } from '@playwright/test';
import { createPlane, json, loginForApi, today, uniqueLetters } from './fixtures';

/**
 * Issue 31: nothing scrolls sideways at 360 to 1920 px. At 1920 px the day view has three cards to a row, too
 * narrow for the jumpers' table: the card shows the list instead, with every row's buttons inside the card.
 */
test('the day view scrolls sideways at no width from 360 to 1920 px, every row’s buttons inside its card; nor do the other pages', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginForApi(page);
  const plane = await createPlane(page, {
    slots: 16,
    weightAvailable: 2000,
    jumpLines: [{ altitude: 4000, price: 36 }],
  });
  const lastName = `Vähämäki-Lindqvist${uniqueLetters()}`;
  const memberIds: string[] = [];
  for (const firstName of [
    'Maria-Kristiina',
    'Juho-Petteri',
    'Anna-Liisa',
    'Kalle-Eemeli',
    'Sofia-Charlotta',
  ]) {
    const m = await json<{ _id: string }>(
      await page.request.post('/api/member', { data: { firstName, lastName, exitWeight: 85 } }),
    );
    memberIds.push(m._id);
  }
  for (let i = 0; i < 3; i += 1) {
    const load = await json<{ _id: string }>(
      await page.request.post('/api/loads', { data: { date: today(), plane: plane.id } }),
    );
    await json(
      await page.request.post(`/api/loads/${load._id}/jumpers/many`, {
        data: { jumpers: memberIds.map((memberId) => ({ memberId, altitude: 4000, gearRental: 15 })) },
      }),
    );
  }
  await page.goto(`/loads/${today()}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  for (const width of [360, 390, 600, 768, 1024, 1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 1000 });
    // the built cards (stand-ins have no rows' buttons)
    await expect(page.locator('article[data-load-id]:not([data-stand-in])').first()).toBeVisible();
    // the settled layout: a card that switches between its table and its list after the resize (or the live
    // altitude's line that comes and goes above the cards) may overflow for a frame
    const measure = () =>
      page.evaluate(() => {
        const problems: string[] = [];
        if (document.documentElement.scrollWidth > window.innerWidth) {
          problems.push(`page ${document.documentElement.scrollWidth} px wide`);
        }
        for (const card of Array.from(
          document.querySelectorAll('article[data-load-id]:not([data-stand-in])'),
        )) {
          const box = card.getBoundingClientRect();
          for (const el of Array.from(card.querySelectorAll('*'))) {
            const style = getComputedStyle(el);
            if (
              (style.overflowX === 'auto' || style.overflowX === 'scroll') &&
              el.scrollWidth > el.clientWidth + 1
            ) {
              problems.push(`${card.getAttribute('aria-labelledby')}: a box scrolls sideways`);
            }
          }
          for (const button of Array.from(card.querySelectorAll('button'))) {
            const b = button.getBoundingClientRect();
            if (b.width > 0 && (b.left < box.left - 1 || b.right > box.right + 1)) {
              problems.push(`${button.getAttribute('aria-label') ?? button.textContent}: outside its card`);
            }
          }
        }
        return problems;
      });
    await expect.poll(measure, { message: `at ${width} px`, timeout: 3_000 }).toEqual([]);
    if (width === 1920 || width === 1440) {
      await page.screenshot({ path: test.info().outputPath(`day-${width}.png`) });
    }
  }

  // the other pages at the narrowest and the widest
  for (const width of [360, 1920]) {
    await page.setViewportSize({ width, height: 1000 });
    for (const path of [
      '/members',
      '/users',
      '/club',
      '/audit',
      '/payments',
      '/stats',
      '/profile',
      '/waivers',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(wide, `${path} at ${width} px`).toBeLessThanOrEqual(width);
    }
  }
});
