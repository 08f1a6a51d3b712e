import * as shared from '@dz/shared';
import {
  errorCodes,
  errorDetailKeys,
  errorDetails,
  errors,
  type ValidationKey,
  validationText,
} from '@dz/shared';
import { describe, expect, it } from 'vitest';
import { localeResources } from '../app/localeResources';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') {
      flat[`${prefix}${key}`] = value;
    } else {
      Object.assign(flat, flatten(value, `${prefix}${key}.`));
    }
  }
  return flat;
}

// the core files and every feature's files, merged as the app loads them
const locales = { en: flatten(localeResources.en as Tree), fi: flatten(localeResources.fi as Tree) };
const validationKeys = Object.keys(validationText) as ValidationKey[];

type ZodLike = { _zod?: { def: Record<string, unknown> } };

/** The field names of a request schema, nested objects and arrays included (zod 4 definitions). */
function schemaFieldNames(
  schema: unknown,
  names = new Set<string>(),
  seen = new Set<unknown>(),
): Set<string> {
  const def = (schema as ZodLike)?._zod?.def;
  if (!def || seen.has(schema)) {
    return names;
  }
  seen.add(schema);
  if (def.type === 'object') {
    for (const [key, value] of Object.entries(def.shape as Record<string, unknown>)) {
      names.add(key);
      schemaFieldNames(value, names, seen);
    }
  }
  for (const part of ['innerType', 'element', 'in', 'out', 'left', 'right', 'valueType']) {
    schemaFieldNames(def[part], names, seen);
  }
  for (const option of (def.options as unknown[] | undefined) ?? []) {
    schemaFieldNames(option, names, seen);
  }
  return names;
}

// every request schema of the shared package (bodies, queries, params, inputs): the fields a server
// validation line can name (the server test walks the OpenAPI document for the rest)
const requestFields = [
  ...Object.entries(shared)
    .filter(([name]) => /(Body|Query|Params?|Input)$/.test(name))
    .reduce((names, [, schema]) => schemaFieldNames(schema, names), new Set<string>()),
].sort();

describe('locale files', () => {
  it('have exactly the same keys in fi and en', () => {
    expect(Object.keys(locales.fi).sort()).toEqual(Object.keys(locales.en).sort());
  });

  it.each(Object.entries(locales))('%s has no empty texts', (_language, texts) => {
    expect(Object.entries(texts).filter(([, text]) => !text.trim())).toEqual([]);
  });

  it.each(Object.entries(locales))('%s has error.<code> for every error code', (_language, texts) => {
    expect(errorCodes.filter((code) => !(`error.${code}` in texts))).toEqual([]);
  });

  it('uses the exact English message of each error code in en', () => {
    for (const code of errorCodes) {
      expect(locales.en[`error.${code}`]).toBe(errors[code].message);
    }
  });

  it.each(Object.entries(locales))('%s has errorDetail.<key> for every error detail', (_language, texts) => {
    expect(errorDetailKeys.filter((key) => !(`errorDetail.${key}` in texts))).toEqual([]);
  });

  it('uses the exact English text of each error detail in en', () => {
    for (const key of errorDetailKeys) {
      expect(locales.en[`errorDetail.${key}`]).toBe(errorDetails[key]);
    }
  });

  it.each(Object.entries(locales))('%s has validation.<key> for every validation key', (_language, texts) => {
    for (const key of validationKeys) {
      const text = texts[`validation.${key}`];
      expect(text, key).toBeDefined();
      // a message with a number says where the number goes
      if (validationText[key].length > 0) {
        expect(text, key).toContain('{{n}}');
      }
    }
  });

  it('uses the English validation messages of the API in en', () => {
    for (const key of validationKeys) {
      const make = validationText[key] as (n: number) => string;
      expect(locales.en[`validation.${key}`]?.replace('{{n}}', '7')).toBe(make(7));
    }
  });

  it.each(Object.entries(locales))('%s names every field a request schema has', (_language, texts) => {
    expect(requestFields.length).toBeGreaterThan(50);
    expect(requestFields.filter((field) => !texts[`fields.${field}`])).toEqual([]);
  });

  it('says every error, error detail, validation message and field name in Finnish, not in English', () => {
    const serverTexts = Object.keys(locales.en).filter((key) =>
      /^(error|errorDetail|validation|fields)\./.test(key),
    );
    expect(serverTexts.filter((key) => locales.fi[key] === locales.en[key])).toEqual([]);
  });

  it('uses the same interpolation variables in both languages', () => {
    const variables = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(locales.en)) {
      expect(variables(locales.fi[key] ?? ''), key).toEqual(variables(text));
    }
  });
});
