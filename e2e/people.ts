import { request as httpRequest } from 'node:http';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { admin, json, login, uniqueLetters } from './fixtures';
import { tokenLinkFromMail } from './mail';

export const password = 'Freefall-1';

/** A member with a confirmed account linked to them (registered, confirmed from the mail, linked by the admin). */
export async function linkedJumper(
  page: Page,
  firstName: string,
  opts: { license?: string; canManifest?: boolean } = {},
) {
  const lastName = `Kuulija${uniqueLetters(5)}`;
  const username = `${firstName.toLowerCase()}${uniqueLetters(6)}`;
  const email = `${username}@example.com`;
  const member = await json<{ _id: string }>(
    await page.request.post('/api/member', {
      data: { firstName, lastName, email, exitWeight: 80, license: opts.license ?? 'C' },
    }),
  );
  const since = Date.now();
  await registerFromOwnAddress({
    clubKey: admin.clubKey,
    username,
    email,
    displayName: `${firstName} ${lastName}`,
    password,
  });
  const token = new URL(await tokenLinkFromMail(email, { since, path: '/confirm-email' })).searchParams.get(
    'token',
  );
  await json(await page.request.post('/api/confirm-email', { data: { token } }));
  const users = await json<{ _id: string; username: string }[]>(await page.request.get('/api/user/all'));
  const userId = users.find((u) => u.username === username)?._id;
  await json(
    await page.request.put(`/api/user/${userId}`, {
      data: {
        linkedMember: member._id,
        ...(opts.canManifest
          ? { permissions: { canCheckWaivers: false, canManifest: true, canTakePayments: false } }
          : {}),
      },
    }),
  );
  return { memberId: member._id, username, name: `${firstName} ${lastName}` };
}

/**
 * Registers like a jumper's own phone would: from an address of its own. The request leaves from another
 * loopback address (Linux gives `lo` all of 127.0.0.0/8), so the suite's many accounts do not meet the
 * per-address registration limit meant for one client.
 */
export async function registerFromOwnAddress(data: Record<string, string>) {
  const base = new URL(test.info().project.use.baseURL ?? '');
  const octet = () => 2 + Math.floor(Math.random() * 250);
  const body = JSON.stringify(data);
  const status = await new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: Number(base.port),
        path: '/api/register',
        method: 'POST',
        localAddress: `127.${octet()}.${octet()}.${octet()}`,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
  expect(status, `registering ${data.username}`).toBe(201);
}

export async function signedInPhone(browser: Browser, username: string, language: 'fi' | 'en') {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
  });
  await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
  const page = await context.newPage();
  await login(page, username, password);
  return { context, page };
}

/**
 * This year's approved waiver for a member of `linkedJumper` (signed on the public form with their e-mail,
 * approved by the signed-in admin), when the club has taken waivers into use; without a waiver text the
 * self-manifest check skips waivers anyway.
 */
export async function approvedWaiver(page: Page, person: { name: string; username: string }) {
  const form = await json<{ versionId: string }>(await page.request.get(`/api/waiver-form?lang=fi`));
  if (form.versionId === 'none') {
    return;
  }
  const [firstName = '', lastName = ''] = person.name.split(' ');
  const email = `${person.username}@example.com`;
  await json(
    await page.request.post('/api/waiver', {
      data: {
        waiver: {
          firstName,
          lastName,
          street: 'Kenttätie 1',
          zip: '45410',
          city: 'Utti',
          email,
          phone: '+358401234567',
          exitWeight: 80,
          ownGear: false,
          clubMember: true,
          silMember: true,
          filmingPermission: false,
          totalJumps: 250,
          license: 'C',
          note: '',
          signature: 'M 10 10 L 20 20 L 30 15',
          waiverTextVersionId: form.versionId,
        },
      },
    }),
  );
  const [waiver] = await json<{ _id: string }[]>(await page.request.get(`/api/waivers?search=${email}`));
  await json(await page.request.post(`/api/waivers/${waiver?._id}/approve`, { data: {} }));
}
