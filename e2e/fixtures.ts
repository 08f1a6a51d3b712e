import { type APIResponse, expect, type Page } from '@playwright/test';

/** The club and admin the setup spec creates; every other spec signs in as this admin. */
export const admin = {
  clubName: 'Skydive Utti',
  clubKey: 'utti2026',
  displayName: 'Anna Virtanen',
  username: 'chief',
  email: 'chief@example.com',
  password: 'Secret-pass1',
};

/** `HH:MM` on the club's clock, some minutes from now. */
export function helsinkiTimeIn(minutes: number): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Helsinki',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(Date.now() + minutes * 60_000));
}

/** Today in the club's time zone, as the app's URLs show it. */
export function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Helsinki' }).format(new Date());
}

/**
 * Signs in as a user would and waits for the loads day view: through the login form, which `auth.spec.ts` and the
 * accounts' flows test; other specs sign in with `login`.
 */
export async function loginThroughForm(page: Page, username = admin.username, password = admin.password) {
  await page.goto('/login');
  await page.locator('input[name="usernameOrEmail"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  // a cold start of the app in a fresh browser context (nothing cached, the service worker installing) with the
  // server on the same two busy cores: 5-8 s in CI runs. Its speed is measured by `npm run bench:lighthouse`.
  await expect(page).toHaveURL(new RegExp(`/loads/${today()}$`), { timeout: APP_START_TIMEOUT });
}

/**
 * Signs in with the login call the form makes (the page's context keeps the session cookies) and opens the loads
 * day view: a spec about something else skips loading the login page and typing, a second or two each time. A spec
 * that first builds its day through the API says `{ open: false }` and opens its page when the day is ready, so it
 * does not pay for a start of the app that shows nothing it looks at.
 */
export async function login(
  page: Page,
  username = admin.username,
  password = admin.password,
  { open = true }: { open?: boolean } = {},
) {
  await json(await page.request.post('/api/login', { data: { usernameOrEmail: username, password } }));
  if (open) {
    await page.goto(`/loads/${today()}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: APP_START_TIMEOUT });
  }
}

/** Signs in as the admin without opening a page: the spec sets its day up through the API first. */
export const loginForApi = (page: Page) => login(page, admin.username, admin.password, { open: false });

/** How long an e2e test waits for the signed-in app's first start in a new browser context. */
export const APP_START_TIMEOUT = 20_000;

/** Letters only (a member's name allows no digits), different on each run and retry. */
export function uniqueLetters(length = 5): string {
  return Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

/** The JSON body of an API response made through `page.request`, failing the test with the body when not 2xx. */
export async function json<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()} ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** What a test may say about a plane it adds; the rest are plain defaults. */
export interface PlaneSeed {
  aircraftModel?: string;
  slots?: number;
  weightAvailable?: number;
  weightWarningThreshold?: number;
  weightDangerThreshold?: number;
  isDefault?: boolean;
  /** The ICAO 24-bit address the live altitude looks up (six hex digits). */
  icaoCode?: string;
  jumpLines: { altitude: number; price: number; priceForMembers?: number; tandemPrice?: number }[];
}

/** Adds a plane with a registration of its own (OH-XYZ, new per run) through the API, as the signed-in admin. */
export async function createPlane(
  page: Page,
  seed: PlaneSeed,
): Promise<{ id: string; registration: string }> {
  const registration = `OH-${uniqueLetters(3).toUpperCase()}`;
  const club = await json<{ planes: { _id: string; registration: string }[] }>(
    await page.request.post('/api/club/plane', {
      data: { aircraftModel: 'Cessna 206', slots: 6, weightAvailable: 700, ...seed, registration },
    }),
  );
  const plane = club.planes.find((p) => p.registration === registration);
  expect(plane, `plane ${registration} was added`).toBeDefined();
  return { id: plane?._id ?? '', registration };
}

/** The settings `PUT /api/club` takes back as they are (it replaces the whole record). */
const clubKeys = [
  'name',
  'clubKey',
  'slug',
  'notificationEmail',
  'timezone',
  'allowCustomPaymentMethods',
  'sendPaymentReminders',
  'sendUnlandedLoadRemindersToClub',
  'sendUnlandedLoadRemindersToJumpLeader',
  'roundUpMinutePrice',
  'selfManifestCutoffMinutes',
  'creditLimit',
  'defaultGearRent',
  'backupRetentionDays',
  'privacyNotice',
];

/** Changes some of the club's settings, the rest as they are; answers the settings as they were. */
export async function updateClub(
  page: Page,
  patch: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const club = await json<Record<string, unknown>>(await page.request.get('/api/club'));
  const data = Object.fromEntries(
    clubKeys.filter((k) => club[k] !== null && club[k] !== undefined).map((k) => [k, club[k]]),
  );
  await json(await page.request.put('/api/club', { data: { ...data, ...patch } }));
  return data;
}
