import { expect, type Page, test } from '@playwright/test';
import { seriousFindings } from './axe';
import { createPlane, json, login, today, uniqueLetters, updateClub } from './fixtures';
import { skyURL } from './playwright.config';

/**
 * Issue 34: the club's own receiver (the local sky fixture: 461f2a at 9 843 ft, climbing; METAR EFUT with
 * 24011G22KT) shows the flying load's plane at 3 000 m on the board, the TV and the day view, the wind and the
 * students' limit line; adding an A-licence jumper over that group's limit asks first and the audit keeps it.
 * The club's weather settings are put back at the end: the other specs share the club.
 */
const noLimit = { meanMs: null, gustMs: null };

async function skyCalls(page: Page): Promise<Record<string, number>> {
  return json(await page.request.get(`${skyURL}/calls`));
}

test('live altitude from the club receiver and the wind limits, on the board, the TV and the day view', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await login(page);
  const plane = await createPlane(page, {
    icaoCode: '461f2a',
    slots: 6,
    jumpLines: [{ altitude: 4000, price: 36 }],
  });
  try {
    // the admin sets the airport and the limits in club settings, as Finns type them
    await page.goto('/club');
    const settings = page.getByRole('form', { name: 'Yleiset' });
    await settings.getByRole('textbox', { name: 'Lentokentän ICAO-tunnus' }).fill('efut');
    const students = settings.getByRole('group', { name: 'Tuulirajat: Oppilaat' });
    await students.getByRole('textbox', { name: 'Puuska' }).fill('8');
    const aLicence = settings.getByRole('group', { name: 'Tuulirajat: A-lisenssi' });
    await aLicence.getByRole('textbox', { name: 'Puuska' }).fill('10,5');
    await settings.getByRole('button', { name: 'Tallenna' }).click();
    await expect(page.getByText('Kerhon asetukset tallennettu')).toBeVisible();
    const club = await json<{ weatherIcao: string; windLimits: Record<string, unknown> }>(
      await page.request.get('/api/club'),
    );
    expect(club.weatherIcao).toBe('EFUT');
    expect(club.windLimits).toMatchObject({ students: { gustMs: 8 }, aLicence: { gustMs: 10.5 } });

    // a load in the air with the receiver's plane
    const before = (await skyCalls(page))['/data/aircraft.json'] ?? 0;
    const load = await json<{ _id: string; number: number }>(
      await page.request.post('/api/loads', { data: { date: today(), plane: plane.id } }),
    );
    await json(await page.request.put(`/api/loads/${load._id}`, { data: { state: 'flying' } }));

    // the board on a phone: 3 000 m climbing, the wind, the students' limit line
    const phoneContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'fi-FI',
      isMobile: true,
      hasTouch: true,
    });
    const phone = await phoneContext.newPage();
    await phone.goto('/loads-public');
    await expect(phone.getByText('3 000 m').first()).toBeVisible();
    await expect(phone.getByRole('img', { name: 'nousee' }).first()).toBeVisible();
    await expect(phone.getByText(/puuska 11,3 m\/s/).first()).toBeVisible();
    await expect(phone.getByText('Oppilaiden tuuliraja ylittyy: puuska 11,3 m/s > 8 m/s')).toBeVisible();
    await expect(
      phone.getByText('A-lisenssin haltijoiden tuuliraja ylittyy: puuska 11,3 m/s > 10,5 m/s'),
    ).toBeVisible();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousFindings(phone), 'the board with the sky').toEqual([]);
    await phoneContext.close();

    // an English reader sees feet beside metres when the club wants it
    await updateClub(page, { altitudeInFeet: true });
    const english = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });
    const englishPhone = await english.newPage();
    await englishPhone.addInitScript(() => localStorage.setItem('language', 'en'));
    await englishPhone.goto('/loads-public');
    await expect(englishPhone.getByText('3 000 m (9 843 ft)').first()).toBeVisible();
    await expect(
      englishPhone.getByText("Students' wind limit exceeded: gust 11,3 m/s > 8 m/s"),
    ).toBeVisible();
    await englishPhone.screenshot({ path: 'test-results/sky-board-en.png' });
    await english.close();

    // the hangar TV: the flying load's altitude large
    const tvContext = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'fi-FI' });
    const tv = await tvContext.newPage();
    await tv.goto('/loads-public?tv');
    const tvAltitude = tv.getByTestId('tv-altitude').filter({ hasText: plane.registration });
    await expect(tvAltitude).toContainText('3 000 m');
    const height = await tvAltitude.evaluate((el) => el.getBoundingClientRect().height);
    expect(height / 1080).toBeGreaterThanOrEqual(0.05);
    await tv.screenshot({ path: 'test-results/sky-tv.png' });
    await tvContext.close();

    // many boards polled, one receiver call per 30 s at most
    // (none at all when a call of the suite's earlier specs, within the last 30 s, kept 461f2a's reading already:
    // the receiver answers every plane it hears; the altitude shown above proves it was read)
    const calls = ((await skyCalls(page))['/data/aircraft.json'] ?? 0) - before;
    expect(calls).toBeLessThanOrEqual(2);

    // the day view: adding an A-licence jumper asks first, and the audit keeps the override
    const name = `Tuuli${uniqueLetters()}`;
    await json(
      await page.request.post('/api/member', {
        data: { firstName: 'Aino', lastName: name, exitWeight: 70, license: 'A' },
      }),
    );
    const open = await json<{ _id: string; number: number }>(
      await page.request.post('/api/loads', { data: { date: today(), plane: plane.id } }),
    );
    await page.goto(`/loads/${today()}`);
    await expect(
      page.getByText('Oppilaiden tuuliraja ylittyy: puuska 11,3 m/s > 8 m/s').first(),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Lentokorkeus reaaliajassa' })).toContainText(
      `${plane.registration} 3 000 m`,
    );
    const card = page.getByRole('article', { name: `Nousu ${open.number}`, exact: true });
    await card.getByRole('button', { name: 'Lisää hyppääjä' }).click();
    const addDialog = page.getByRole('dialog', { name: `Lisää hyppääjiä nousulle ${open.number}` });
    await addDialog.getByRole('combobox', { name: 'Hyppääjä', exact: true }).fill(name);
    await page
      .getByRole('option', { name: new RegExp(name) })
      .first()
      .click();
    await addDialog.getByRole('button', { name: 'Lisää', exact: true }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'A-lisenssin haltijoiden tuuliraja ylittyy' });
    await expect(confirm).toBeVisible();
    await page.screenshot({ path: 'test-results/sky-confirm.png' });
    await confirm.getByRole('button', { name: 'Lisää silti' }).click();
    await expect(addDialog).toBeHidden();
    await expect(card).toContainText(name);
    await page.screenshot({ path: 'test-results/sky-day-view.png' });
    await page.goto('/audit');
    await expect(page.getByText('Lisäsi tuulirajan yli').first()).toBeVisible();
    await page.screenshot({ path: 'test-results/sky-audit.png' });
  } finally {
    await updateClub(page, {
      weatherIcao: '',
      weatherStation: '',
      altitudeInFeet: false,
      windLimits: { students: noLimit, aLicence: noLimit, others: noLimit, tandems: noLimit },
    });
    // the plane leaves: the other specs' loads fly without live altitude
    await page.request.delete(`/api/club/plane/${plane.id}`);
  }
});
