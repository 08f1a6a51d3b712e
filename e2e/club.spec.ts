import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, type Page, test } from '@playwright/test';
import { login, uniqueLetters } from './fixtures';

const run = promisify(execFile);

/** Every payment method in the list, in order. */
async function methodList(page: Page): Promise<string[]> {
  const items = page.getByRole('list', { name: 'Maksutavat' }).getByRole('listitem');
  return (await items.allTextContents()).map((text) => text.trim());
}

test.describe('club settings', () => {
  test('the admin sets up a plane and payment methods, and reorders them with the keyboard', async ({
    page,
  }) => {
    // a whole flow (a plane, three methods, a keyboard reorder, a reload) like the other 90 s specs: 25-33 s on
    // two busy cores, where the 30 s default cut it off mid-reorder
    test.setTimeout(90_000);
    // unique per run, so a retry on the same database does not meet its own payment methods
    const stamp = `${Date.now().toString(36).slice(-4)}${uniqueLetters(2)}`;
    const methods = [`Käteinen ${stamp}`, `Tilisiirto ${stamp}`, `MobilePay ${stamp}`];
    const registration = `OH-${stamp.toUpperCase()}`;
    /** This run's payment methods, in the list's order. */
    const methodOrder = async () => (await methodList(page)).filter((text) => methods.includes(text));
    await login(page);
    await page.getByTestId('side-bar').getByRole('link', { name: 'Kerho', exact: true }).click();
    await expect(page).toHaveURL(/\/club$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kerhon asetukset' })).toBeVisible();

    // a plane with two jump lines; prices typed the Finnish way
    const planes = page.getByRole('region', { name: 'Koneet' });
    await planes.getByRole('button', { name: 'Lisää kone' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Lisää kone' });
    await dialog.getByRole('textbox', { name: 'Rekisteritunnus' }).fill(registration);
    await dialog.getByRole('textbox', { name: 'Konetyyppi' }).fill('Cessna 208 Caravan');
    await dialog.getByRole('textbox', { name: 'ICAO-osoite' }).fill('46A1F3');
    await dialog.getByRole('textbox', { name: 'Paikat' }).fill('15');
    await dialog.getByRole('textbox', { name: 'Kantavuus' }).fill('1500');
    const first = dialog.getByRole('group', { name: 'Hyppykorkeus 1' });
    await first.getByRole('textbox', { name: 'Korkeus' }).fill('4000');
    await first.getByRole('textbox', { name: 'Hinta', exact: true }).fill('38,50');
    await first.getByRole('textbox', { name: 'Jäsenhinta' }).fill('35');
    await dialog.getByRole('button', { name: 'Lisää hyppykorkeus' }).click();
    const second = dialog.getByRole('group', { name: 'Hyppykorkeus 2' });
    await second.getByRole('textbox', { name: 'Korkeus' }).fill('1200');
    await second.getByRole('textbox', { name: 'Hinta', exact: true }).fill('22,5');
    await dialog.getByRole('button', { name: 'Tallenna' }).click();
    await expect(dialog).toBeHidden();

    const card = page.getByRole('article', { name: registration });
    const lines = card.getByRole('table', { name: `Koneen ${registration} hyppykorkeudet` });
    // the server keeps the lines sorted by altitude
    await expect(lines.getByRole('row')).toHaveText([
      /Korkeus/,
      /1\s200 m\s*22,50\s€\s*Sama hinta/,
      /4\s000 m\s*38,50\s€\s*35,00\s€/,
    ]);

    // three payment methods, each added with Enter
    const field = page.getByRole('textbox', { name: 'Uusi maksutapa' });
    for (const method of methods) {
      await field.fill(method);
      await field.press('Enter');
      await expect(
        page.getByRole('list', { name: 'Maksutavat' }).getByText(method, { exact: true }),
      ).toBeVisible();
    }
    await expect.poll(() => methodOrder()).toEqual(methods);

    // the last one to the top with the keyboard: focus its handle, Space, up, up, Space
    const handle = page.getByRole('button', { name: `Siirrä ${methods[2]}` });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    // each move is announced once it is made: a second key before that is measured from the old place (a busy CI
    // machine lost one that way)
    // (positions count every method of the club: a retry on the same database meets an earlier run's methods)
    const from = (await methodList(page)).indexOf(methods[2] ?? '') + 1;
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText(`${methods[2]} on nyt kohdassa ${from - 1}.`)).toBeAttached();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText(`${methods[2]} on nyt kohdassa ${from - 2}.`)).toBeAttached();
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && /\/api\/club\/payment-method\/\d+$/.test(response.url()),
    );
    await page.keyboard.press('Space');
    const response = await saved;
    expect(response.ok()).toBe(true);
    const order = [methods[2], methods[0], methods[1]];
    await expect.poll(() => methodOrder()).toEqual(order);

    await page.reload();
    await expect(page.getByRole('list', { name: 'Maksutavat' })).toBeVisible();
    await expect.poll(() => methodOrder()).toEqual(order);
    await expect(page.getByRole('article', { name: registration })).toBeVisible();
  });

  test('the admin downloads a backup, which restores into an empty folder with the club in it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await login(page);
    await page.goto('/club');
    const backups = page.getByRole('region', { name: 'Varmuuskopiot' });
    await expect(
      backups.getByText(/seuraava ajastettu ajo ottaa ensimmäisen|Palvelimella olevat/).first(),
    ).toBeVisible();
    const downloading = page.waitForEvent('download');
    await backups.getByRole('button', { name: 'Lataa varmuuskopio' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^dz-backup-\d{8}T\d{6}Z\.tar\.gz$/);
    const folder = await mkdtemp(join(tmpdir(), 'dz-e2e-restore-'));
    const file = join(folder, download.suggestedFilename());
    await download.saveAs(file);

    // `npm run restore -- FILE` runs this, after building the server
    const restore = join(
      dirname(fileURLToPath(import.meta.url)),
      '..',
      'packages',
      'server',
      'dist',
      'restore.js',
    );
    const { stdout } = await run('node', [restore, file], {
      env: { ...process.env, DATA_DIR: join(folder, 'data') },
    });
    expect(stdout).toContain(`Restored ${file}`);
    const counts = /(\d+) clubs, (\d+) users, (\d+) members/.exec(stdout);
    expect(Number(counts?.[1])).toBeGreaterThanOrEqual(1);
    expect(Number(counts?.[3])).toBeGreaterThanOrEqual(1);
    // never over a database
    await expect(
      run('node', [restore, file], { env: { ...process.env, DATA_DIR: join(folder, 'data') } }),
    ).rejects.toThrow(/already holds a database/);
  });
});
