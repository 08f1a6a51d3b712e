import { expect, test } from '@playwright/test';
import { createPlane, json, loginForApi, today, uniqueLetters } from './fixtures';

interface ApiMember {
  _id: string;
  balance: number;
}

test.describe('tandem passengers', () => {
  test('a tandem with video lands and nobody owes money for the passenger', async ({ page }) => {
    test.setTimeout(90_000);
    await loginForApi(page);
    const lastName = `Tandem${uniqueLetters()}`;
    const { id: plane } = await createPlane(page, {
      slots: 5,
      weightWarningThreshold: 100,
      weightDangerThreshold: 50,
      jumpLines: [{ altitude: 4000, price: 32, tandemPrice: 250 }],
    });
    const member = async (firstName: string, extra: object) =>
      (
        await json<ApiMember>(
          await page.request.post('/api/member', { data: { firstName, lastName, exitWeight: 80, ...extra } }),
        )
      )._id;
    const instructor = await member('Tiina', { isTandemInstructor: true });
    const passenger = await member('Pasi', { role: 'student-tandem' });
    const video = await member('Ville', { isVideoFlyer: true });
    const fun = await member('Frans', {});
    const load = await json<{ _id: string; number: number }>(
      await page.request.post('/api/loads', { data: { date: today(), plane } }),
    );
    // a licensed jumper is refused as a passenger, with the catalogue's detail
    const refused = await page.request.post(`/api/loads/${load._id}/jumpers`, {
      data: { memberId: instructor, type: 'tandem', altitude: 4000, tandemMemberId: fun },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).detailsLocale).toBe('errorDetail.tandemPassengerRole');
    await json(
      await page.request.post(`/api/loads/${load._id}/jumpers`, {
        data: {
          memberId: instructor,
          type: 'tandem',
          altitude: 4000,
          tandemMemberId: passenger,
          videoFlyerId: video,
        },
      }),
    );

    await page.goto(`/loads/${today()}`);
    const card = page.getByRole('article', { name: `Nousu ${load.number}`, exact: true });
    await expect(card.getByText('Tandemhinta 250,00 € (maksetaan kassalle, ei tililtä)')).toBeVisible();
    await card.getByRole('button', { name: 'Laskeudu' }).click();
    const land = page.getByRole('dialog', { name: `Laskeutuuko nousu ${load.number}?` });
    await expect(
      land.getByText(`Pasi ${lastName}: tandemhinta 250,00 € (maksetaan kassalle, ei tililtä)`),
    ).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('tandem-land.png'), fullPage: true });
    await land.getByRole('button', { name: 'Laskeudu' }).click();
    await expect(land).toBeHidden();
    await expect(card.getByText('Laskeutunut')).toBeVisible();

    // nobody owes anything: the passenger has no account, the instructor and the video flyer work
    const members = await json<ApiMember[]>(await page.request.get('/api/member'));
    for (const id of [instructor, passenger, video]) {
      expect(members.find((m) => m._id === id)?.balance).toBe(0);
    }
    const history = await json<{ items: unknown[] }>(
      await page.request.get(`/api/transaction/member/${passenger}`),
    );
    expect(history.items).toEqual([]);
  });
});
