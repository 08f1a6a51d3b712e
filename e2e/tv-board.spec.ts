import { expect, test } from '@playwright/test';
import { seriousFindings } from './axe';
import { createPlane, helsinkiTimeIn, json, loginForApi, today, uniqueLetters } from './fixtures';

/**
 * Issue 31: the board on a hangar TV (`?tv`), on a 1080p and a 4K screen, light and dark: a clock, the call as a
 * banner, the next open load's countdown at least 8 % of the screen's height and its free slots at least 4 %,
 * the landed loads one line each, no sign-in button, nothing sideways, no serious axe findings.
 */
test('the hangar TV reads from across the hangar on 1080p and 4K, light and dark', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await loginForApi(page);
  const plane = await createPlane(page, { slots: 8, jumpLines: [{ altitude: 4000, price: 36 }] });
  const lastName = `Halli${uniqueLetters()}`;
  const members: string[] = [];
  for (const firstName of ['Aino', 'Eino', 'Iida', 'Onni']) {
    const m = await json<{ _id: string }>(
      await page.request.post('/api/member', { data: { firstName, lastName, exitWeight: 80 } }),
    );
    members.push(m._id);
  }
  const newLoad = async (estimatedTakeoff: string) =>
    json<{ _id: string; number: number }>(
      await page.request.post('/api/loads', { data: { date: today(), plane: plane.id, estimatedTakeoff } }),
    );
  const landed = await newLoad(helsinkiTimeIn(-60));
  await json(
    await page.request.post(`/api/loads/${landed._id}/jumpers/many`, {
      data: { jumpers: members.map((memberId) => ({ memberId, altitude: 4000, ownGear: true })) },
    }),
  );
  await json(await page.request.put(`/api/loads/${landed._id}`, { data: { state: 'flying' } }));
  await json(await page.request.post(`/api/loads/${landed._id}/land`));
  const next = await newLoad(helsinkiTimeIn(12));
  await json(
    await page.request.post(`/api/loads/${next._id}/jumpers/many`, {
      data: { jumpers: members.slice(0, 2).map((memberId) => ({ memberId, altitude: 4000, ownGear: true })) },
    }),
  );
  await json(await page.request.put(`/api/loads/${next._id}/call`, { data: { call: 'min10' } }));

  for (const [width, height] of [
    [1920, 1080],
    [3840, 2160],
  ] as const) {
    for (const theme of ['light', 'dark'] as const) {
      const tv = await browser.newContext({
        viewport: { width, height },
        locale: 'fi-FI',
        colorScheme: theme,
      });
      const board = await tv.newPage();
      await board.goto('/loads-public?tv');
      const hero = board.getByTestId('tv-next');
      await expect(hero).toBeVisible();
      await expect(board.getByTestId('tv-calls')).toContainText(`Nousu ${next.number}: 10 minuutin kuulutus`);
      await expect(board.getByRole('timer', { name: /^Kello \d{1,2}\.\d{2}$/ })).toBeVisible();
      await expect(board.getByRole('link', { name: 'Kirjaudu' })).toHaveCount(0);
      const line = board.getByTestId('tv-landed-load').filter({ hasText: `Nousu ${landed.number} ` });
      await expect(line).toContainText('4 hyppääjää');
      await expect(line).not.toContainText('–');

      const share = async (testId: string) => {
        const box = await hero.getByTestId(testId).boundingBox();
        return (box?.height ?? 0) / height;
      };
      expect(await share('tv-countdown'), `countdown at ${width}×${height}`).toBeGreaterThanOrEqual(0.08);
      expect(await share('tv-slots'), `slots at ${width}×${height}`).toBeGreaterThanOrEqual(0.04);
      expect(await board.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await board.evaluate(() => getComputedStyle(document.body).cursor)).toBe('none');
      expect(await seriousFindings(board), `axe at ${width} ${theme}`).toEqual([]);
      await board.screenshot({ path: test.info().outputPath(`tv-${width}-${theme}.png`) });
      await tv.close();
    }
  }
});
