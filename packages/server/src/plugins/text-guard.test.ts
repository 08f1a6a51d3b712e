import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, setupClub, type TestApp } from '../test/app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await setupClub(t.app);
});
afterAll(() => t.close());

describe('text guard', () => {
  it('refuses a NUL character in a body with 400 and the field, where the database would have failed', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/club/waiver-text',
      headers: { cookie: admin },
      payload: { lang: 'en', text: 'Signed\u0000here' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      locale: 'error.invalidFields',
      validationMessage: ['text: Contains invalid characters'],
      validationErrors: [{ field: 'text', locale: 'error.invalidCharacters', fieldLocale: 'fields.text' }],
    });
  });

  it('refuses one in a query or a path as invalid parameters', async () => {
    const query = await t.app.inject({
      method: 'GET',
      url: '/api/member?search=a%00b',
      headers: { cookie: admin },
    });
    expect([query.statusCode, query.json().locale]).toEqual([400, 'error.invalidParameters']);
    const path = await t.app.inject({ method: 'GET', url: '/api/loads/2026%00', headers: { cookie: admin } });
    expect(path.statusCode).toBe(400);
  });
});
