import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, setupBody, type TestApp } from '../../test/app';
import { splitDisplayName } from './setup.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('first run', () => {
  it('says setup is needed while no club exists', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/setup' });
    expect(res.json()).toEqual({ needsSetup: true });
  });

  it.each([
    [{ ...setupBody, email: 'nope' }, 'email: Invalid email'],
    [{ ...setupBody, username: 'has space' }, 'username: Only A-z and 0-9 allowed'],
    [{ ...setupBody, clubKey: 'utti 2026' }, 'clubKey: Only A-z and 0-9 allowed'],
    [{ ...setupBody, clubKey: 'skydive-utti' }, 'clubKey: Only A-z and 0-9 allowed'],
    [{ ...setupBody, password: 'short' }, 'password: 8 characters minimum'],
    [{ ...setupBody, clubName: '   ' }, 'clubName: Required'],
    [{ ...setupBody, displayName: 'x'.repeat(101) }, 'displayName: Max 100 characters'],
  ])('refuses invalid input with the field named (%#)', async (payload, line) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/setup', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().validationMessage).toContain(line);
    expect((await t.app.inject({ method: 'GET', url: '/api/setup' })).json()).toEqual({ needsSetup: true });
  });

  it('names the club key and its rule in the structured lines', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/setup',
      payload: { ...setupBody, clubKey: 'utti/2026' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().validationErrors).toContainEqual({
      field: 'clubKey',
      fieldLocale: 'fields.clubKey',
      locale: 'validation.onlyAlphanumeric',
    });
  });

  it('creates the club, an overlord linked to its own member, and signs in', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/setup', payload: setupBody });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      role: 'overlord',
      admin: true,
      confirmed: true,
      linkedMember: expect.any(String),
    });
    const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

    const club = await t.app.inject({ method: 'GET', url: '/api/club', headers: { cookie } });
    expect(club.json()).toMatchObject({ name: 'Skydive Utti', timezone: 'Europe/Helsinki' });
    const me = await t.app.inject({ method: 'GET', url: '/api/member/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ firstName: 'Anna', lastName: 'Virtanen', balance: 0 });
    expect((await t.app.inject({ method: 'GET', url: '/api/setup' })).json()).toEqual({ needsSetup: false });
  });

  it('refuses a second setup with 409', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/setup',
      payload: { ...setupBody, username: 'other', email: 'o@example.com' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().locale).toBe('error.setupDone');
  });
});

describe('splitDisplayName', () => {
  it.each([
    ['Anna Virtanen', 'Anna', 'Virtanen'],
    ['Anna Maria  Virtanen', 'Anna Maria', 'Virtanen'],
    ['Cher', 'Cher', ''],
  ])('%s', (name, firstName, lastName) => {
    expect(splitDisplayName(name)).toEqual({ firstName, lastName });
  });
});
