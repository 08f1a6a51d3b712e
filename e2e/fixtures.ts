import { expect, type Page } from '@playwright/test';

/** The club and admin the setup spec creates; every other spec signs in as this admin. */
export const admin = {
  clubName: 'Skydive Utti',
  clubKey: 'utti2026',
  displayName: 'Anna Virtanen',
  username: 'chief',
  email: 'chief@example.com',
  password: 'Secret-pass1',
};

/** Today in the club's time zone, as the app's URLs show it. */
export function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Helsinki' }).format(new Date());
}

/** Signs in through the login form and waits for the loads day view. */
export async function login(page: Page, username = admin.username, password = admin.password) {
  await page.goto('/login');
  await page.locator('input[name="usernameOrEmail"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`/loads/${today()}$`));
}
