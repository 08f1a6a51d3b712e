import { expect, type Page, test } from '@playwright/test';
import { seriousFindings } from './axe';
import { createPlane, json, loginForApi, today, uniqueLetters } from './fixtures';

/** A day in the club's time zone `days` from today, as a date field holds it. */
function dayFromToday(days: number): string {
  const d = new Date(Date.now() + days * 24 * 3600 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Helsinki' }).format(d);
}

/** A text field of the public form by its Finnish label (a required one's asterisk is not in its name). */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** Answers a yes/no question of the form. */
async function answer(page: Page, question: string, yes: boolean) {
  await page
    .getByRole('radiogroup', { name: question })
    .getByRole('radio', { name: yes ? 'Kyllä' : 'Ei' })
    .check();
}

/** Draws a signature on the pad with the mouse, as a finger would: a few strokes across it. */
async function sign(page: Page) {
  const pad = page.getByRole('img', { name: 'Allekirjoitusalue' });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) {
    throw new Error('no signature pad');
  }
  await page.mouse.move(box.x + 20, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) {
    await page.mouse.move(box.x + 20 + i * 20, box.y + box.height * (i % 2 ? 0.3 : 0.7), { steps: 3 });
  }
  await page.mouse.up();
}

test.describe('waivers at the manifest desk, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a visitor signs the form; the checker ticks the checklist and approves creating the member, who has no alarms; alarms warn in the add-jumper dialog', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const lastName = `Vapaa${uniqueLetters()}`;
    const email = `${lastName.toLowerCase()}@example.com`;
    const checkItem = `Lupakirja nähty ${uniqueLetters(3)}`;
    await loginForApi(page);
    // the club's waiver text and the checker's checklist, in club settings (tested on their own elsewhere)
    await json(
      await page.request.put('/api/club/waiver-text', {
        data: { lang: 'fi', text: 'Hyppään omalla vastuullani ja noudatan kerhon ohjeita.' },
      }),
    );
    await json(
      await page.request.put('/api/club/waiver-checklist', { data: { items: [{ label: checkItem }] } }),
    );

    // a visitor at the desk signs on a phone, without an account
    const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/waiver');
    await expect(visitor.getByRole('heading', { name: 'Vastuuvapautus', level: 1 })).toBeVisible();
    await expect(visitor.getByText('Hyppään omalla vastuullani ja noudatan kerhon ohjeita.')).toBeVisible();
    await field(visitor, 'Etunimi').fill('Veikko');
    await field(visitor, 'Sukunimi').fill(lastName);
    await field(visitor, 'Katuosoite').fill('Kenttätie 1');
    await field(visitor, 'Postinumero').fill('45410');
    await field(visitor, 'Postitoimipaikka').fill('Utti');
    await field(visitor, 'Sähköposti').fill(email);
    await field(visitor, 'Puhelin').fill('+358 40 123 4567');
    await field(visitor, 'Hyppyjä yhteensä').fill('250');
    await visitor.getByRole('combobox', { name: 'Lisenssi' }).click();
    await visitor.getByRole('option', { name: 'C', exact: true }).click();
    await field(visitor, 'Uloshyppypaino').fill('82,5');
    await answer(visitor, 'Hyppäätkö omilla varusteilla?', true);
    await field(visitor, 'Pääkupu').fill('Sabre2');
    await field(visitor, 'Pääkuvun koko (ft²)').fill('170');
    await visitor.getByLabel('Varusteiden seuraava tarkastus').fill(dayFromToday(200));
    await answer(visitor, 'Oletko kerhon jäsen?', true);
    await answer(visitor, 'Oletko Suomen Ilmailuliiton (SIL) jäsen?', true);
    await answer(visitor, 'Saako sinua kuvata ja valokuvata?', false);
    // signing is required: without it the form says so and sends nothing
    await visitor.getByRole('button', { name: 'Allekirjoita ja lähetä' }).click();
    await expect(visitor.getByText('Pakollinen').first()).toBeVisible();
    await sign(visitor);
    await expect(visitor.getByText('Allekirjoitettu', { exact: true })).toBeVisible();
    await visitor.getByRole('button', { name: 'Allekirjoita ja lähetä' }).click();
    await expect(
      visitor.getByRole('heading', { name: 'Kiitos, vastuuvapautuksesi on tallennettu' }),
    ).toBeVisible();
    await expect(visitor.getByText(email)).toBeVisible();
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await visitorContext.close();

    // the checker finds it among the pending ones, ticks the checklist and approves, creating the member
    await page.goto('/waivers');
    await page.getByRole('searchbox', { name: 'Hae nimellä tai sähköpostilla' }).fill(lastName);
    await page.getByRole('button', { name: new RegExp(`Veikko ${lastName}`) }).click();
    const dialog = page.getByRole('dialog', { name: `Vastuuvapautus: Veikko ${lastName}` });
    await expect(
      dialog.getByRole('img', { name: `Henkilön Veikko ${lastName} allekirjoitus` }),
    ).toBeVisible();
    expect(await seriousFindings(page), 'the waiver dialog').toEqual([]);
    await dialog.getByRole('checkbox', { name: checkItem }).check();
    await expect(dialog.getByText(/Anna Virtanen/)).toBeVisible();
    await dialog.getByRole('radio', { name: 'Luo jäsen tämän vastuuvapautuksen tiedoista' }).check();
    await dialog.getByRole('button', { name: 'Hyväksy', exact: true }).click();
    await expect(
      page.getByText(`Henkilön Veikko ${lastName} vastuuvapautus hyväksytty ja jäsen luotu`),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // the signed document opens as a printable page, with what was signed
    // (the dialog stays open on the approved waiver)
    expect(await seriousFindings(page), 'the approved waiver').toEqual([]);
    await dialog.getByRole('link', { name: 'Avaa tulostettava' }).click();
    await expect(
      page.getByRole('heading', { name: `Vastuuvapautus ${today().slice(0, 4)}: Veikko ${lastName}` }),
    ).toBeVisible();
    await expect(page.getByText('Hyppään omalla vastuullani ja noudatan kerhon ohjeita.')).toBeVisible();
    expect(await seriousFindings(page), 'the printable waiver').toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // the member is on the members list, without alarms
    await page.goto('/members');
    const name = page.getByRole('gridcell', { name: new RegExp(`^Veikko ${lastName}`) });
    await page.getByRole('searchbox', { name: 'Hae jäseniä' }).fill(lastName);
    await expect(name).toBeVisible();
    await expect(name.getByTestId('waiver-alarm-mark')).toHaveCount(0);
    await name.click();
    const detail = page.getByRole('dialog', { name: `Veikko ${lastName}` });
    await expect(detail.getByText('Vastuuvapautus kunnossa')).toBeVisible();
    await detail.getByRole('button', { name: 'Sulje' }).click();

    // a jumper whose gear inspection has expired, and one who never signed, are warned of on a load
    const formText = await json<{ versionId: string }>(await page.request.get('/api/waiver-form?lang=fi'));
    const gearName = `Vanha${uniqueLetters()}`;
    const gearEmail = `${gearName.toLowerCase()}@example.com`;
    await json(
      await page.request.post('/api/waiver', {
        data: {
          lang: 'fi',
          waiver: {
            firstName: 'Ville',
            lastName: gearName,
            street: 'Kenttätie 2',
            zip: '45410',
            city: 'Utti',
            email: gearEmail,
            phone: '+358401112222',
            canopy: 'Pilot',
            canopySize: 150,
            wingLoad: null,
            exitWeight: 90,
            nextEquipmentExpiration: dayFromToday(-1),
            ownGear: true,
            clubMember: true,
            silMember: true,
            filmingPermission: true,
            totalJumps: 900,
            license: 'D',
            note: '',
            signature: 'M 10 10 L 40 30 L 80 12',
            waiverTextVersionId: formText.versionId,
          },
        },
      }),
    );
    const pending = await json<{ _id: string; email: string }[]>(
      await page.request.get(`/api/waivers?status=pending&search=${gearName}`),
    );
    await json(
      await page.request.post(`/api/waivers/${pending[0]?._id}/approve`, { data: { createMember: true } }),
    );
    const unsigned = `Ilman${uniqueLetters()}`;
    await json(
      await page.request.post('/api/member', {
        data: { firstName: 'Iida', lastName: unsigned, license: 'B', isSILMember: true, exitWeight: 70 },
      }),
    );
    const plane = await createPlane(page, { jumpLines: [{ altitude: 4000, price: 35 }] });
    const load = await json<{ number: number }>(
      await page.request.post('/api/loads', { data: { date: today(), plane: plane.id } }),
    );
    await page.goto(`/loads/${today()}`);
    const card = page.getByRole('article', { name: `Nousu ${load.number}`, exact: true });
    await card.getByRole('button', { name: 'Lisää hyppääjä' }).click();
    const add = page.getByRole('dialog', { name: `Lisää hyppääjiä nousulle ${load.number}` });
    await add.getByRole('combobox', { name: 'Hyppääjä' }).fill(gearName);
    await expect(page.getByRole('option', { name: new RegExp(gearName) })).toContainText(
      'Varustetarkastus on vanhentunut',
    );
    await page.getByRole('option', { name: new RegExp(gearName) }).click();
    await expect(add.getByTestId('add-jumper-waiver-alarms')).toHaveText(
      `Ville ${gearName}: Varustetarkastus on vanhentunut. Hyppääjän voi silti lisätä.`,
    );
    // the alarms warn; the jumper is still added, and the card marks them
    await add.getByRole('button', { name: 'Lisää', exact: true }).click();
    await expect(add).toBeHidden();
    await expect(
      card.getByRole('img', { name: 'Vastuuvapautuksen hälytykset: Varustetarkastus on vanhentunut' }),
    ).toBeVisible();

    await card.getByRole('button', { name: 'Lisää hyppääjä' }).click();
    await add.getByRole('combobox', { name: 'Hyppääjä' }).fill(unsigned);
    await page.getByRole('option', { name: new RegExp(unsigned) }).click();
    await expect(add.getByTestId('add-jumper-waiver-alarms')).toHaveText(
      `Iida ${unsigned}: Vastuuvapautusta ei löytynyt. Hyppääjän voi silti lisätä.`,
    );
    await page.screenshot({ path: 'test-results/waivers-add-jumper-alarm.png' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
