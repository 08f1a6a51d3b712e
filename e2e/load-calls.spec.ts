import { expect, test } from '@playwright/test';
import { seriousFindings } from './axe';
import { createPlane, json, loginForApi, today } from './fixtures';
import { linkedJumper, signedInPhone } from './people';

test.describe('load calls', () => {
  test("the jump leader calls a load and the jumper's phone shows the call", async ({ page, browser }) => {
    // three browsers (admin, jump leader, jumper), each loading its pages' chunks and service worker
    test.setTimeout(90_000);
    await loginForApi(page);
    const plane = await createPlane(page, { jumpLines: [{ altitude: 4000, price: 32 }] });
    const leader = await linkedJumper(page, 'Hyppymestari');
    const jumper = await linkedJumper(page, 'Jumper');
    const load = await json<{ _id: string; number: number }>(
      await page.request.post('/api/loads', {
        data: { date: today(), plane: plane.id, jumpLeader: leader.memberId, estimatedTakeoff: '23:59' },
      }),
    );
    await json(
      await page.request.post(`/api/loads/${load._id}/jumpers`, {
        data: { memberId: jumper.memberId, type: 'normal', altitude: 4000 },
      }),
    );

    // the jumper watches on a phone, in English
    const phone = await signedInPhone(browser, jumper.username, 'en');
    const jumperCard = phone.page.getByRole('article', { name: `Load ${load.number}`, exact: true });
    await expect(jumperCard).toBeVisible();
    await expect(jumperCard.getByTestId('load-called')).toHaveCount(0);

    // the jump leader, in Finnish, calls it from the load's card
    const desk = await signedInPhone(browser, leader.username, 'fi');
    const leaderCard = desk.page.getByRole('article', { name: `Nousu ${load.number}`, exact: true });
    await leaderCard.getByRole('button', { name: 'Kuuluta' }).click();
    await desk.page.getByRole('menuitem', { name: `Nousu ${load.number}: 15 minuutin kuulutus` }).click();
    await expect(leaderCard.getByTestId('load-called')).toContainText('15 minuutin kuulutus');

    // the jumper's open app says it at once, and the card shows it
    await expect(phone.page.getByTestId('notification')).toContainText(`Load ${load.number}: 15-minute call`);
    await expect(jumperCard.getByTestId('load-called')).toContainText('15-minute call');
    // and My loads, at the top of the phone's day view, says it too
    const myLoads = phone.page.getByRole('region', { name: 'My loads today' });
    await expect(myLoads.getByTestId('my-load')).toContainText(`Load ${load.number}`);
    await expect(myLoads.getByTestId('load-called')).toContainText('15-minute call');
    expect(await seriousFindings(phone.page), "the jumper's day view with a call").toEqual([]);

    // boarding follows
    await leaderCard.getByRole('button', { name: 'Kuuluta' }).click();
    expect(await seriousFindings(desk.page), 'the call menu').toEqual([]);
    await desk.page.getByRole('menuitem', { name: `Nousu ${load.number}: Koneeseen nyt` }).click();
    await expect(phone.page.getByTestId('notification')).toContainText(`Load ${load.number}: Boarding now`);
    await expect(jumperCard.getByTestId('load-called')).toContainText('Boarding now');
    expect(await seriousFindings(phone.page), "the jumper's day view at boarding").toEqual([]);

    // the public board shows the call too
    const board = await browser.newPage();
    await board.goto(`${test.info().project.use.baseURL}/loads-public`);
    await expect(board.getByText('Koneeseen nyt').first()).toBeVisible();

    await board.close();
    await phone.context.close();
    await desk.context.close();
  });
});
