import { expect, type Page, test } from '@playwright/test';
import { seriousFindings } from './axe';
import { createPlane, json, loginForApi, today, uniqueLetters } from './fixtures';

interface StatsAnswer {
  sportJumps: { total: number };
  jumps: { total: number };
  perDate: { date: string; loads: number }[];
}

const year = () => today().slice(0, 4);
const stats = async (page: Page) => json<StatsAnswer>(await page.request.get(`/api/stats?year=${year()}`));

/** The year's sport jumps in the monthly table's total row (the chart's numbers as text). */
async function sportJumpsTotal(page: Page): Promise<string> {
  const table = page.getByRole('table', { name: 'Hypyt kuukausittain lajeittain' });
  const total = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Yhteensä' }) });
  return (await total.getByRole('cell').first().textContent())?.trim() ?? '';
}

test.describe('the year in numbers and my logbook', () => {
  test('landing a load changes the stats and their chart, and the jump appears in my logbook', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await loginForApi(page);
    const me = await json<{ _id: string; totalJumps: number | null }>(
      await page.request.get('/api/member/me'),
    );
    const lastName = `Tilasto${uniqueLetters()}`;
    const plane = await createPlane(page, { jumpLines: [{ altitude: 3500, price: 30 }] });
    const memberOf = async (firstName: string) =>
      (
        await json<{ _id: string }>(
          await page.request.post('/api/member', {
            data: { firstName, lastName, exitWeight: 80, license: 'B' },
          }),
        )
      )._id;
    /** A load of today with these fun jumpers, landed; its number and id. */
    const landed = async (memberIds: string[]) => {
      const load = await json<{ _id: string; number: number }>(
        await page.request.post('/api/loads', { data: { date: today(), plane: plane.id } }),
      );
      for (const memberId of memberIds) {
        await json(
          await page.request.post(`/api/loads/${load._id}/jumpers`, {
            data: { memberId, type: 'normal', altitude: 3500 },
          }),
        );
      }
      await json(await page.request.post(`/api/loads/${load._id}/land`));
      return load;
    };
    // a first landed load, so the year has a chart to compare with
    await landed([await memberOf('Sara')]);
    const before = await stats(page);

    await page.goto(`/stats?year=${year()}`);
    await expect(page.getByRole('heading', { name: 'Tilastot', level: 1 })).toBeVisible();
    const chart = page.getByRole('img', { name: /Pylväskaavio hypyistä kuukausittain/ });
    await expect(chart).toBeVisible();
    await expect(page.getByText(`Hyppyjä ${before.jumps.total} ·`)).toBeVisible();
    expect(await sportJumpsTotal(page)).toBe(String(before.sportJumps.total));
    const chartBefore = await chart.screenshot();

    // a load of three fun jumpers, me among them, lands
    const load = await landed([me._id, await memberOf('Sami'), await memberOf('Sanni')]);

    // the open stats page follows the landing (realtime), else on reload
    const after = await stats(page);
    expect(after.jumps.total).toBe(before.jumps.total + 3);
    expect(after.sportJumps.total).toBe(before.sportJumps.total + 3);
    await page.reload();
    await expect(page.getByText(`Hyppyjä ${after.jumps.total} ·`)).toBeVisible();
    await expect(chart).toBeVisible();
    await expect.poll(() => sportJumpsTotal(page)).toBe(String(after.sportJumps.total));
    // the bars grew: the chart is drawn differently
    await expect.poll(async () => (await chart.screenshot()).equals(chartBefore)).toBe(false);
    await expect(
      page
        .getByRole('table', { name: 'Hyppääjien hypyt' })
        .getByRole('row')
        .filter({ hasText: `Sami ${lastName}` }),
    ).toContainText('1');
    expect(await seriousFindings(page), '/stats').toEqual([]);
    await page.screenshot({ path: test.info().outputPath('stats-1440.png'), fullPage: true });

    // my logbook has the jump, numbered after the jumps I had before
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/profile');
    const logbook = page.getByRole('list', { name: 'Hyppykirja' });
    const entry = logbook.getByRole('listitem').filter({ hasText: `Nousu ${load.number}` });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText('Urheiluhyppy');
    const mine = await json<{ jumps: { number: number; loadId: string }[] }>(
      await page.request.get('/api/member/me/logbook'),
    );
    const number = mine.jumps.find((j) => j.loadId === load._id)?.number;
    expect(number).toBe((me.totalJumps ?? 0) + 1);
    await expect(entry).toContainText(String(number));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('logbook-390.png'), fullPage: true });
  });
});
