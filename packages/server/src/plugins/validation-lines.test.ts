import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type LoadsWorld, loadsWorld, newLoad } from '../test/loads.fixture';

let w: LoadsWorld;
beforeAll(async () => {
  w = await loadsWorld();
});
afterAll(async () => {
  await w.t.close();
});

type Schema = { properties?: Record<string, Schema>; items?: Schema; [k: string]: unknown };

/** Every field name a request can carry: path, query and body names of every route of the OpenAPI document. */
function requestFieldNames(doc: {
  paths: Record<string, Record<string, { parameters?: { name: string }[]; requestBody?: unknown }>>;
}): string[] {
  const names = new Set<string>();
  const walk = (s: unknown) => {
    if (!s || typeof s !== 'object') {
      return;
    }
    const schema = s as Schema;
    for (const [key, value] of Object.entries(schema.properties ?? {})) {
      names.add(key);
      walk(value);
    }
    for (const key of ['items', 'additionalProperties', 'not']) {
      walk(schema[key]);
    }
    for (const key of ['anyOf', 'oneOf', 'allOf']) {
      for (const part of (schema[key] as unknown[] | undefined) ?? []) {
        walk(part);
      }
    }
  };
  for (const methods of Object.values(doc.paths)) {
    for (const op of Object.values(methods)) {
      for (const p of op.parameters ?? []) {
        names.add(p.name);
      }
      const body = op.requestBody as { content?: Record<string, { schema: unknown }> } | undefined;
      for (const content of Object.values(body?.content ?? {})) {
        walk(content.schema);
      }
    }
  }
  return [...names].sort();
}

const webLocale = (language: 'fi' | 'en') =>
  JSON.parse(readFileSync(new URL(`../../../web/src/locales/${language}.json`, import.meta.url), 'utf8')) as {
    fields: Record<string, string>;
  };

describe('validation lines in the reader’s language', () => {
  it('sends each bad field with the locale key of its name and of the message, with parameters', async () => {
    const id = await newLoad(w);
    const res = await as(w.t.app, w.admin, 'PUT', `/api/loads/${id}`, { comment: 'x'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      locale: 'error.invalidFields',
      validationMessage: ['comment: Max 100 characters'],
      validationErrors: [
        {
          field: 'comment',
          fieldLocale: 'fields.comment',
          locale: 'validation.maxLength',
          params: { n: 100 },
        },
      ],
    });
  });

  it('gives catalogue messages their error key and zod’s own English the general key', async () => {
    const res = await as(w.t.app, w.admin, 'POST', '/api/loads', {});
    expect(res.json().validationErrors).toEqual([
      { field: 'date', fieldLocale: 'fields.date', locale: 'error.dateRequired' },
    ]);
    const wrongType = await w.t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { usernameOrEmail: 5, password: 'x' },
    });
    expect(wrongType.json().validationErrors).toContainEqual({
      field: 'usernameOrEmail',
      fieldLocale: 'fields.usernameOrEmail',
      locale: 'validation.invalid',
    });
  });

  it('refuses control characters in a text as "Contains invalid characters" (a NUL was a 500)', async () => {
    const id = await newLoad(w);
    const res = await as(w.t.app, w.admin, 'PUT', `/api/loads/${id}`, { comment: 'a\u0000b' });
    expect(res.statusCode).toBe(400);
    expect(res.json().validationErrors).toEqual([
      { field: 'comment', fieldLocale: 'fields.comment', locale: 'error.invalidCharacters' },
    ]);
  });

  it('names the missing arrays of the bulk calls with their catalogue codes', async () => {
    const land = await as(w.t.app, w.admin, 'POST', '/api/loads/land', {});
    expect(land.json().validationErrors).toEqual([
      { field: 'loadIds', fieldLocale: 'fields.loadIds', locale: 'error.loadIdsArrayRequired' },
    ]);
    const pay = await as(w.t.app, w.admin, 'POST', '/api/payment', {
      memberId: w.m.fun,
      amount: 10,
      method: ' ',
    });
    expect(pay.json().validationErrors).toEqual([
      { field: 'method', fieldLocale: 'fields.method', locale: 'error.methodRequired' },
    ]);
  });

  it('has a name in both languages for every field a request can carry', async () => {
    const doc = (await w.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const names = requestFieldNames(doc);
    expect(names.length).toBeGreaterThan(50);
    for (const language of ['fi', 'en'] as const) {
      const fields = webLocale(language).fields;
      expect(
        names.filter((n) => !fields[n]?.trim()),
        language,
      ).toEqual([]);
    }
  });
});
