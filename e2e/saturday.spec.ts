import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousFindings } from './axe';
import { createPlane, json, loginForApi, today, uniqueLetters, updateClub } from './fixtures';
import { approvedWaiver, linkedJumper, signedInPhone } from './people';

interface ApiMember {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  balance: number;
  ownGear: boolean;
}
interface ApiLoad {
  _id: string;
  number: number;
  takeoff: string | null;
  land: string | null;
  state: string;
}

const lastName = `Lauantai${uniqueLetters()}`;
const name = (firstName: string) => `${firstName} ${lastName}`;
const GEAR_RENT = 15;

async function member(page: Page, firstName: string, extra: Record<string, unknown> = {}) {
  return json<ApiMember>(
    await page.request.post('/api/member', { data: { firstName, lastName, exitWeight: 85, ...extra } }),
  );
}

async function balances(page: Page): Promise<Map<string, number>> {
  const members = await json<ApiMember[]>(await page.request.get('/api/member'));
  return new Map(members.filter((m) => m.lastName === lastName).map((m) => [m.firstName, m.balance]));
}

async function pick(dialog: Locator, label: string, firstName: string) {
  await dialog.getByRole('combobox', { name: label, exact: true }).fill(lastName);
  await dialog
    .page()
    .getByRole('option', { name: new RegExp(name(firstName)) })
    .click();
}

async function loadOf(page: Page, id: string): Promise<ApiLoad> {
  const day = await json<{ loads: ApiLoad[] }>(await page.request.get(`/api/loads/${today()}`));
  return day.loads.find((l) => l._id === id) as ApiLoad;
}

/**
 * A club's ordinary Saturday (issue 27), through the screens where the money is decided: the desk adds a
 * D-licence fun jumper (own gear is the member's: no rent), a club member renting gear (the members' price
 * plus rent), an AFF student with their next training jump suggested, and a tandem (tandem prices in the
 * altitude list); a jumper joins from their phone at the price the dialog quotes; take-off and landing record
 * their times; a payment; a visitor's waiver approved onto a returning member who has no e-mail. Every
 * account is then checked to the cent against the hand computation.
 */
test.describe('a Saturday at the drop zone', () => {
  test('the ordinary paths charge the right money and keep the right records', async ({ page, browser }) => {
    test.setTimeout(150_000);
    await loginForApi(page);
    await updateClub(page, { defaultGearRent: GEAR_RENT });
    await json(
      await page.request.put('/api/club/waiver-text', {
        data: { lang: 'fi', text: 'Hyppään omalla vastuullani ja noudatan kerhon ohjeita.' },
      }),
    );
    const { id: plane } = await createPlane(page, {
      slots: 8,
      weightAvailable: 1500,
      weightWarningThreshold: 200,
      weightDangerThreshold: 100,
      jumpLines: [
        { altitude: 1500, price: 25 },
        { altitude: 4000, price: 35, priceForMembers: 32, tandemPrice: 260 },
      ],
    });
    const suffix = uniqueLetters(3).toUpperCase();
    await json(
      await page.request.post('/api/club/training-program', {
        data: {
          forStudentType: 'student-aff',
          jumps: [1, 2, 3].map((n) => ({ name: `AFF ${n} ${suffix}`, requiresInstructor: true })),
        },
      }),
    );

    const pilot = await member(page, 'Pekka', { isPilot: true, license: 'D' });
    const dee = await member(page, 'Daniel', { license: 'D' });
    const kerttu = await member(page, 'Kerttu', { license: 'C', isClubMember: true, ownGear: false });
    const oona = await member(page, 'Oona', { role: 'student-aff' });
    const ilkka = await member(page, 'Ilkka', { license: 'D', isAFFInstructor: true });
    await member(page, 'Tiina', { license: 'D', isTandemInstructor: true });
    await member(page, 'Pasi', { role: 'student-tandem' });
    const raimo = await member(page, 'Raimo', { license: 'B' });
    // a licensed jumper's own gear is on unless said otherwise; a student's is off
    expect([dee.ownGear, kerttu.ownGear, oona.ownGear]).toEqual([true, false, false]);

    // the morning's first load: Oona's first AFF jump with Ilkka, landed
    const program = (
      await json<{ trainingPrograms: { jumps: { _id: string; name: string }[] }[] }>(
        await page.request.get('/api/club'),
      )
    ).trainingPrograms.find((p) => p.jumps[0]?.name === `AFF 1 ${suffix}`);
    const first = await json<ApiLoad>(
      await page.request.post('/api/loads', { data: { date: today(), plane, pilot: pilot._id } }),
    );
    await json(
      await page.request.post(`/api/loads/${first._id}/jumpers`, {
        data: {
          memberId: ilkka._id,
          type: 'instructor',
          altitude: 4000,
          students: [{ memberId: oona._id, trainingJump: program?.jumps[0]?._id }],
        },
      }),
    );
    await json(await page.request.post(`/api/loads/${first._id}/land`));

    // the desk, on a laptop
    const load = await json<ApiLoad>(
      await page.request.post('/api/loads', { data: { date: today(), plane, pilot: pilot._id } }),
    );
    await page.goto(`/loads/${today()}`);
    const card = page.getByRole('article', { name: `Nousu ${load.number}`, exact: true });
    const add = page.getByRole('dialog', { name: `Lisää hyppääjiä nousulle ${load.number}` });

    // Daniel, a D-licence fun jumper: his own gear, the list price, no rent
    await card.getByRole('button', { name: 'Lisää hyppääjä' }).click();
    await pick(add, 'Hyppääjä', 'Daniel');
    await expect(add.getByRole('switch', { name: 'Omat varusteet' })).toBeChecked();
    await expect(add.getByTestId('price-quote')).toContainText(/35,00\s€/);
    await add.getByRole('button', { name: 'Lisää', exact: true }).click();
    await expect(add).toBeHidden();

    // Kerttu, a club member on the club's gear: the members' price and the rent, quoted as landing will charge
    await card.getByRole('button', { name: 'Lisää hyppääjä' }).click();
    await pick(add, 'Hyppääjä', 'Kerttu');
    await expect(add.getByRole('switch', { name: 'Omat varusteet' })).not.toBeChecked();
    await expect(add.getByTestId('price-quote')).toContainText(/47,00\s€/);
    await add.getByRole('button', { name: 'Lisää', exact: true }).click();
    await expect(add).toBeHidden();

    // Oona's next AFF jump is suggested: the one after her last landed one
    await card.getByRole('button', { name: 'Lisää hyppääjä' }).click();
    await add.getByRole('button', { name: 'Oppilasryhmä' }).click();
    await pick(add, 'Kouluttaja', 'Ilkka');
    await pick(add, 'Oppilas 1', 'Oona');
    await expect(add.getByText(`AFF 2 ${suffix}`)).toBeVisible();
    await expect(add.getByTestId('price-quote')).toContainText(/50,00\s€/);
    await add.getByRole('button', { name: 'Lisää', exact: true }).click();
    await expect(add).toBeHidden();

    // a tandem: the altitude list says the tandem prices
    await card.getByRole('button', { name: 'Lisää hyppääjä' }).click();
    await add.getByRole('button', { name: 'Tandem', exact: true }).click();
    await pick(add, 'Tandemmestari', 'Tiina');
    await pick(add, 'Tandemmatkustaja', 'Pasi');
    await expect(add.getByRole('combobox', { name: 'Korkeus · tandemhinta' })).toContainText(/260,00\s€/);
    await add.getByRole('button', { name: 'Lisää', exact: true }).click();
    await expect(add).toBeHidden();
    await expect(card.getByText(/Tandemhinta 260,00\s€/)).toBeVisible();

    // a jumper on their phone joins at the price the dialog quotes (their waiver said: no own gear)
    const jumper = await linkedJumper(page, 'Jenni');
    await approvedWaiver(page, jumper);
    const phone = await signedInPhone(browser, jumper.username, 'fi');
    await phone.page.goto(`/loads/${today()}`);
    const phoneCard = phone.page.getByRole('article', { name: `Nousu ${load.number}`, exact: true });
    await phoneCard.getByRole('button', { name: 'Liity nousuun' }).click();
    const join = phone.page.getByRole('dialog', { name: `Liity nousuun ${load.number}` });
    await expect(join.getByTestId('join-quote')).toHaveText(/Veloitetaan laskeutuessa: 50,00\s€/);
    await phone.page.screenshot({ path: test.info().outputPath('saturday-join-390.png') });
    await join.getByRole('button', { name: 'Liity nousuun' }).click();
    await expect(phoneCard.getByRole('button', { name: 'Poistu nousulta' })).toBeVisible();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.context.close();

    // take-off and landing record their times
    await expect(card.getByText(jumper.name)).toBeVisible();
    await card.getByRole('button', { name: 'Ilmaan' }).click();
    await expect(card.getByText('Ilmassa')).toBeVisible();
    expect((await loadOf(page, load._id)).takeoff).toMatch(/^\d\d:\d\d$/);
    await card.getByRole('button', { name: 'Laskeudu' }).click();
    const land = page.getByRole('dialog', { name: `Laskeutuuko nousu ${load.number}?` });
    await land.getByRole('button', { name: 'Laskeudu' }).click();
    await expect(land).toBeHidden();
    await expect(card.getByText('Laskeutunut')).toBeVisible();
    const landed = await loadOf(page, load._id);
    expect([landed.state, landed.land]).toEqual(['landed', expect.stringMatching(/^\d\d:\d\d$/)]);

    // Kerttu pays her jump at the desk
    await page.keyboard.press('Control+b');
    const payment = page.getByRole('dialog', { name: 'Uusi maksu' });
    await payment.getByRole('combobox', { name: 'Jäsen' }).fill(lastName);
    await page.getByRole('option', { name: new RegExp(name('Kerttu')) }).click();
    await payment.getByRole('textbox', { name: 'Summa (€)' }).fill('47');
    await payment.getByRole('combobox', { name: 'Maksutapa' }).fill('Käteinen');
    await payment.getByRole('textbox', { name: 'Kommentti' }).fill('Lauantain hyppy');
    await payment.getByRole('textbox', { name: 'Kommentti' }).press('Enter');
    await expect(payment).toBeHidden();

    // a returning jumper's waiver: his member has no e-mail, the checker attaches it by name
    const form = await json<{ versionId: string }>(await page.request.get('/api/waiver-form?lang=fi'));
    await json(
      await page.request.post('/api/waiver', {
        data: {
          waiver: {
            firstName: 'Raimo',
            lastName,
            street: 'Kenttätie 2',
            zip: '45410',
            city: 'Utti',
            email: `raimo.${lastName.toLowerCase()}@example.com`,
            phone: '+358401112233',
            exitWeight: 90,
            ownGear: true,
            canopy: 'Sabre 2',
            canopySize: 170,
            wingLoad: 1.2,
            nextEquipmentExpiration: `${today().slice(0, 4)}-12-31`,
            clubMember: false,
            silMember: true,
            filmingPermission: true,
            totalJumps: 420,
            license: 'B',
            note: '',
            signature: 'M 10 10 L 20 20 L 30 15',
            waiverTextVersionId: form.versionId,
          },
        },
      }),
    );
    await page.goto('/waivers');
    await page.getByRole('searchbox', { name: 'Hae nimellä tai sähköpostilla' }).fill(lastName);
    await page.getByRole('button', { name: new RegExp(name('Raimo')) }).click();
    const waiver = page.getByRole('dialog', { name: `Vastuuvapautus: ${name('Raimo')}` });
    const candidate = waiver.getByRole('radio', { name: new RegExp(`${name('Raimo')}.*Sama nimi`) });
    await expect(candidate).toBeChecked();
    expect(await seriousFindings(page), 'the waiver dialog with its candidates').toEqual([]);
    const checklist = waiver.getByRole('checkbox');
    for (const box of await checklist.all()) {
      if ((await box.isEnabled()) && !(await box.isChecked())) {
        await box.check();
      }
    }
    await waiver.getByRole('button', { name: 'Hyväksy', exact: true }).click();
    await expect(page.getByText(new RegExp(`liitetty jäseneen ${name('Raimo')}`))).toBeVisible();
    const alarms = await json<{ alarms: string[] }>(
      await page.request.get(`/api/member/${raimo._id}/alarms`),
    );
    expect(alarms.alarms).not.toContain('waiverNotFound');
    const raimoNow = (await json<ApiMember[]>(await page.request.get('/api/member'))).find(
      (m) => m._id === raimo._id,
    );
    expect([raimoNow?.email, raimoNow?.ownGear]).toEqual([
      `raimo.${lastName.toLowerCase()}@example.com`,
      true,
    ]);

    // every account to the cent, by hand: the line (members 32 €), the rent 15 € unless own gear, work is free
    expect(Object.fromEntries(await balances(page))).toEqual({
      Pekka: 0,
      Daniel: -35, // 35, own gear
      Kerttu: 0, // -(32 + 15) + 47 paid
      Oona: -100, // two AFF jumps: 2 × (35 + 15)
      Ilkka: 0, // working jumps
      Tiina: 0, // working jump
      Pasi: 0, // the tandem price 260 € is paid at the desk, never from an account
      Raimo: 0,
    });
    const jenni = await json<ApiMember[]>(await page.request.get('/api/member'));
    expect(jenni.find((m) => m._id === jumper.memberId)?.balance).toBe(-50); // 35 + 15, her waiver: no own gear

    // the day at phone width, light and dark
    await page.goto(`/loads/${today()}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(card).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('saturday-390.png'), fullPage: true });
    await page.getByRole('button', { name: 'Tumma teema päälle/pois' }).click();
    await page.screenshot({ path: test.info().outputPath('saturday-390-dark.png'), fullPage: true });
    await page.getByRole('button', { name: 'Tumma teema päälle/pois' }).click();
    await page.setViewportSize({ width: 1440, height: 900 });
    await updateClub(page, { defaultGearRent: 0 });
  });
});
