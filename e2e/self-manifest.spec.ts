import { expect, test } from '@playwright/test';
import { seriousFindings } from './axe';
import { createPlane, json, loginForApi, today } from './fixtures';
import { approvedWaiver, linkedJumper, signedInPhone } from './people';

/** The club's wall clock now (`HH:MM` in Helsinki), the way the cut-off reads it. */
function helsinkiNow(): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Helsinki',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date());
}

interface ApiLoad {
  _id: string;
  number: number;
}

test.describe('self-manifest', () => {
  test('a jumper joins and leaves from the phone, is refused on a full and a closed load; staff override is in the audit trail', async ({
    page,
    browser,
  }) => {
    // four browsers (admin, jumper, debtor, manifest staff), each loading its pages' chunks and service worker
    test.setTimeout(90_000);
    await loginForApi(page);
    const plane = await createPlane(page, { slots: 2, jumpLines: [{ altitude: 4000, price: 32 }] });
    const jumper = await linkedJumper(page, 'Itse');
    await approvedWaiver(page, jumper);
    const debtor = await linkedJumper(page, 'Velkainen');
    await approvedWaiver(page, debtor);
    await json(
      await page.request.post('/api/payment', {
        data: { memberId: debtor.memberId, amount: -20, method: 'Käteinen', comment: 'e2e debt' },
      }),
    );
    const staff = await linkedJumper(page, 'Manifestoija', { canManifest: true });
    const others = await Promise.all(
      ['Toinen', 'Kolmas'].map(async (firstName) =>
        json<{ _id: string }>(
          await page.request.post('/api/member', {
            data: { firstName, lastName: 'Täysi', exitWeight: 80, license: 'C' },
          }),
        ),
      ),
    );
    const newLoad = async (data: Record<string, unknown> = {}) =>
      json<ApiLoad>(
        await page.request.post('/api/loads', { data: { date: today(), plane: plane.id, ...data } }),
      );
    const next = await newLoad();
    const full = await newLoad();
    await json(
      await page.request.post(`/api/loads/${full._id}/jumpers/many`, {
        data: { jumpers: others.map((o) => ({ memberId: o._id, altitude: 4000 })) },
      }),
    );
    // its estimated takeoff is now: self-manifest closed 15 minutes ago
    const closed = await newLoad({ estimatedTakeoff: helsinkiNow() });

    // the jumper, on a phone in English
    const phone = await signedInPhone(browser, jumper.username, 'en');
    const card = (n: number) => phone.page.getByRole('article', { name: `Load ${n}`, exact: true });
    await card(next.number).getByRole('button', { name: 'Join load' }).click();
    const dialog = phone.page.getByRole('dialog', { name: `Join load ${next.number}` });
    await expect(dialog.getByRole('radio', { name: /4000 m/ })).toBeChecked();
    expect(await seriousFindings(phone.page), 'the join dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Join load' }).click();
    await expect(card(next.number).getByText(jumper.name)).toBeVisible();
    await expect(card(next.number).getByRole('button', { name: 'Leave load' })).toBeVisible();

    // refused on the full load and the closed one, saying why
    await expect(card(full.number).getByRole('button', { name: 'Join load' })).toBeDisabled();
    await expect(card(full.number).getByTestId('self-manifest-reasons')).toHaveText('The load is full');
    await expect(card(closed.number).getByRole('button', { name: 'Join load' })).toBeDisabled();
    await expect(card(closed.number).getByTestId('self-manifest-reasons')).toHaveText(
      'Self-manifest for this load has closed; ask the manifest',
    );
    expect(await seriousFindings(phone.page), 'the day view with refusals').toEqual([]);
    const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'no sideways scrolling at 390 px').toBeLessThanOrEqual(390);

    // and takes themself off again
    await card(next.number).getByRole('button', { name: 'Leave load' }).click();
    await phone.page
      .getByRole('dialog', { name: `Leave load ${next.number}?` })
      .getByRole('button', { name: 'Leave load' })
      .click();
    await expect(card(next.number).getByText(jumper.name)).toHaveCount(0);
    await expect(card(next.number).getByRole('button', { name: 'Join load' })).toBeEnabled();

    // the debtor is refused on their phone, in Finnish
    const debtorPhone = await signedInPhone(browser, debtor.username, 'fi');
    const debtorCard = debtorPhone.page.getByRole('article', { name: `Nousu ${next.number}`, exact: true });
    await expect(debtorCard.getByRole('button', { name: 'Liity nousuun' })).toBeDisabled();
    await expect(debtorCard.getByTestId('self-manifest-reasons')).toContainText(
      'Saldo on alle kerhon luottorajan',
    );

    // manifest staff add them anyway, warned that it is an override
    const desk = await signedInPhone(browser, staff.username, 'fi');
    await desk.page.setViewportSize({ width: 1280, height: 900 });
    const deskCard = desk.page.getByRole('article', { name: `Nousu ${next.number}`, exact: true });
    await deskCard.getByRole('button', { name: 'Lisää hyppääjä' }).click();
    const add = desk.page.getByRole('dialog', { name: `Lisää hyppääjiä nousulle ${next.number}` });
    await add.getByRole('combobox', { name: 'Hyppääjä', exact: true }).fill(debtor.name.split(' ')[1] ?? '');
    await desk.page.getByRole('option', { name: new RegExp(debtor.name) }).click();
    await expect(add.getByTestId('add-jumper-override')).toContainText('Saldo on alle kerhon luottorajan');
    await add.getByRole('button', { name: 'Lisää', exact: true }).click();
    await expect(deskCard.getByText(debtor.name)).toBeVisible();
    await expect(debtorCard.getByText(debtor.name)).toBeVisible();

    // the audit trail shows who overrode what
    await page.goto(`/audit?loadId=${next._id}`);
    const row = page.getByText('Ohitti kelpoisuustarkistuksen').first();
    await expect(row).toBeVisible();
    await expect(page.getByText(/Syyt: .*Saldo on alle kerhon luottorajan/)).toBeVisible();
    await expect(page.getByText(staff.name).first()).toBeVisible();

    await phone.context.close();
    await debtorPhone.context.close();
    await desk.context.close();
  });
});
