import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type APIResponse, expect, request, test } from '@playwright/test';
import { nodeA, nodeB, TICK_SECONDS } from '../playwright.two-nodes.config';

/** The nodes' shared data folder, where each also writes its log (playwright.two-nodes.config.ts). */
const dataDir = join(dirname(fileURLToPath(import.meta.url)), '..', '.data-two-nodes');

async function ok(response: APIResponse) {
  expect(response.ok(), `${response.url()} ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

test.describe.configure({ mode: 'serial' });

let admin: APIRequestContext;
let planeId = '';
let today = '';

test.beforeAll(async () => {
  admin = await request.newContext({ baseURL: nodeA });
  await ok(
    await admin.post('/api/setup', {
      data: {
        clubName: 'Kahden solmun kerho',
        clubKey: 'kaksisolmua',
        email: 'chief@example.com',
        username: 'chief',
        displayName: 'Anna Virtanen',
        password: 'Secret-pass1',
      },
    }),
  );
  const club = await ok(
    await admin.post('/api/club/plane', {
      data: { aircraftModel: 'Cessna 206', registration: 'OH-TWO', slots: 6, weightAvailable: 700 },
    }),
  );
  planeId = club.planes[0]._id;
  today = (await ok(await admin.get('/api/loads-public/today'))).date;
});

test.afterAll(async () => {
  await admin.dispose();
});

test('a load added on node A shows on a board served by node B, without a reload', async ({ page }) => {
  await page.goto(`${nodeB}/loads-public`);
  await expect(page.getByRole('heading', { level: 1, name: 'Päivän nousut' })).toBeVisible();
  await expect(page.getByText('Ei vielä nousuja tänään')).toBeVisible();
  let reloads = 0;
  page.on('framenavigated', () => {
    reloads += 1;
  });

  await ok(await admin.post('/api/loads', { data: { date: today, planeId } }));

  await expect(page.getByRole('article', { name: 'Nousu 1' })).toBeVisible();
  expect(reloads).toBe(0);
});

/** The newest invitation link's token in the nodes' shared outbox. */
async function invitationToken(): Promise<string> {
  const dir = join(dataDir, 'outbox');
  for (const file of (await readdir(dir)).sort().reverse()) {
    const raw = (await readFile(join(dir, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const match = /\/invitation\?token=([\w%-]+)/.exec(raw);
    if (match?.[1]) {
      return decodeURIComponent(match[1]);
    }
  }
  throw new Error('no invitation in the outbox');
}

test('two clubs on the two nodes: each board shows its own club’s loads only, live', async ({
  page,
  browser,
}) => {
  // the host (the setup's user) makes a second club on node A; its admin accepts the invitation on node B
  await ok(
    await admin.post('/api/clubs', {
      data: {
        name: 'Toinen kerho',
        clubKey: 'toinenkerho',
        slug: 'toinen-kerho',
        timezone: 'Europe/Helsinki',
        adminEmail: 'toinen@example.com',
      },
    }),
  );
  const other = await request.newContext({ baseURL: nodeB });
  try {
    await ok(
      await other.post('/api/invitations/accept', {
        data: {
          token: await invitationToken(),
          username: 'toinenadmin',
          displayName: 'Toni Toinen',
          password: 'Secret-pass2',
        },
      }),
    );
    const club = await ok(
      await other.post('/api/club/plane', {
        data: { aircraftModel: 'Otter', registration: 'OH-TOK', slots: 6, weightAvailable: 900 },
      }),
    );
    const otherPlane = club.planes[0]._id;
    await ok(await other.post('/api/loads', { data: { date: today, planeId: otherPlane } }));

    // the second club's board on node A, the first club's on node B
    await page.goto(`${nodeA}/loads-public?club=toinen-kerho`);
    await expect(page.getByRole('article', { name: 'Nousu 1' })).toBeVisible();
    await expect(page.getByText('OH-TOK').first()).toBeVisible();
    const firstClub = await browser.newPage();
    await firstClub.goto(`${nodeB}/loads-public`);
    await expect(firstClub.getByRole('article', { name: 'Nousu 1' })).toBeVisible();
    await expect(firstClub.getByText('OH-TWO').first()).toBeVisible();

    // a load of the second club, added on node B, reaches its board on node A and not the first club's
    await ok(await other.post('/api/loads', { data: { date: today, planeId: otherPlane } }));
    await expect(page.getByRole('article', { name: 'Nousu 2' })).toBeVisible();
    await firstClub.waitForTimeout(1500);
    await expect(firstClub.getByRole('article', { name: 'Nousu 2' })).toHaveCount(0);
    await expect(firstClub.getByText('OH-TOK')).toHaveCount(0);
    await expect(page.getByText('OH-TWO')).toHaveCount(0);
    await firstClub.close();
  } finally {
    await other.dispose();
  }
});

test('a rate limit counts the failures sent to both nodes', async () => {
  const a = await request.newContext({ baseURL: nodeA });
  const b = await request.newContext({ baseURL: nodeB });
  const name = `haamu${Date.now().toString(36)}`;
  const attempt = (context: APIRequestContext) =>
    context.post('/api/login', { data: { usernameOrEmail: name, password: 'väärä-salasana' } });
  // five failures of one account from one address (the limit), split between the nodes: 3 on A, 2 on B
  for (const context of [a, b, a, b, a]) {
    expect((await attempt(context)).status()).toBe(401);
  }
  const refused = await attempt(b);
  expect(refused.status()).toBe(429);
  expect((await refused.json()).locale).toBe('error.loginLimit');
  await a.dispose();
  await b.dispose();
});

test('a scheduled job runs once though both nodes run the scheduler', async () => {
  test.setTimeout(60_000);
  const todaysCleanup = async () => {
    const jobs = await ok(await admin.get('/api/club/jobs'));
    const cleanup = jobs.jobs.find((j: { name: string }) => j.name === 'deleteUnconfirmedUsers');
    return cleanup.runs.filter((r: { period: string }) => r.period === today);
  };
  // both nodes tick every TICK_SECONDS (JOBS_TICK_SECONDS; a club's every minute): the first tick of the day runs
  // today's clean-up
  await expect
    .poll(async () => (await todaysCleanup()).length, { timeout: 20_000, intervals: [500] })
    .toBe(1);
  // three more ticks on both nodes
  await new Promise((resolve) => setTimeout(resolve, 3 * TICK_SECONDS * 1000 + 500));
  const runs = await todaysCleanup();
  expect(runs).toHaveLength(1);
  expect(runs[0]).toMatchObject({ status: 'done', attempts: 1 });
  // and the nodes' logs say one of them ran it, once
  const logs = await Promise.all(['node-a.log', 'node-b.log'].map((f) => readFile(join(dataDir, f), 'utf8')));
  const ran = logs.map(
    (log) =>
      log
        .split('\n')
        .filter(
          (line) => line.includes('scheduled job ran') && line.includes('"job":"deleteUnconfirmedUsers"'),
        ).length,
  );
  expect(ran.reduce((sum, n) => sum + n, 0)).toBe(1);
});
