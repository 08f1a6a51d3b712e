import fc from 'fast-check';

/** The parts of an OpenAPI 3 document the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  pattern?: string;
}

export interface Operation {
  method: string;
  /** `/api/loads/{id}` as the document writes it. */
  path: string;
  params: string[];
  query: Record<string, JsonSchema>;
  body: JsonSchema | null;
}

interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema?: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

/** Every operation of the document, with its path parameters, query and JSON body schema. */
export function operationsOf(doc: OpenApi): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      params: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      query: Object.fromEntries(
        (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]),
      ),
      body: op.requestBody?.content?.['application/json']?.schema ?? null,
    })),
  );
}

/** Values real clients and attackers send where something else was expected. */
export const HOSTILE: unknown[] = [
  null,
  '',
  ' ',
  -0,
  0.1 + 0.2,
  -1,
  Number.MAX_SAFE_INTEGER + 2,
  -1e21,
  1e21,
  'x'.repeat(100_000),
  '🪂'.repeat(5_000),
  '\u0000',
  '\u202e\u0301',
  '<script>alert(1)</script>',
  "'; drop table members; --",
  '../../etc/passwd',
  '=HYPERLINK("http://evil.example")',
  '2026-02-30',
  '25:61',
  'NaN',
  '__proto__',
  true,
  [],
  Array.from({ length: 10_000 }, (_, i) => i),
  {},
  { constructor: { prototype: { polluted: true } } },
  deep(200),
];

function deep(levels: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < levels; i++) {
    value = { a: value };
  }
  return value;
}

/** A value the schema accepts, mostly: the generator follows types, enums and formats, not every refinement. */
export function schemaValue(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) {
    return fc.constant(null);
  }
  if (schema.const !== undefined) {
    return fc.constant(schema.const);
  }
  if (schema.enum) {
    return fc.constantFrom(...schema.enum);
  }
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) {
    return fc.oneof(...variants.map((v) => schemaValue(v, depth + 1)));
  }
  if (schema.allOf?.length) {
    return schemaValue(schema.allOf[0], depth + 1);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const props = schema.properties ?? {};
      const arbs = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, schemaValue(v, depth + 1)]));
      return fc.record(arbs, { requiredKeys: (schema.required ?? []).filter((k) => k in props) });
    }
    case 'array':
      return fc.array(schemaValue(schema.items, depth + 1), { maxLength: 3 });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      return stringOf(schema);
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'date':
      return fc
        .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'uri':
      return fc.webUrl();
    default:
      return fc.string({ maxLength: Math.min(schema.maxLength ?? 40, 40), unit: 'grapheme' });
  }
}

/** A body the schema accepts, then, on most draws, broken: a field wrong, missing or extra, or the whole thing. */
export function bodyOf(schema: JsonSchema | null): fc.Arbitrary<unknown> {
  const valid = schemaValue(schema ?? { type: 'object' });
  const hostile = fc.constantFrom(...HOSTILE);
  const mutated = fc
    .tuple(valid, hostile, fc.nat(), fc.constantFrom('replace', 'remove', 'extra'))
    .map(([value, bad, index, how]) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) {
        return bad;
      }
      const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      const keys = Object.keys(schema?.properties ?? copy);
      const key = keys.length ? (keys[index % keys.length] as string) : 'extra';
      if (how === 'remove') {
        delete copy[key];
      } else if (how === 'extra') {
        copy[`extra${index % 3}`] = bad;
      } else {
        copy[key] = bad;
      }
      return copy;
    });
  return fc.oneof(
    { weight: 1, arbitrary: valid },
    { weight: 3, arbitrary: mutated },
    { weight: 1, arbitrary: hostile },
  );
}

/** Raw request bodies no JSON encoder writes: numbers out of range, broken JSON, other content types. */
export const RAW_BODIES: { contentType: string; payload: string }[] = [
  { contentType: 'application/json', payload: '{"amount":1e309,"altitude":1e309,"date":1e309}' },
  { contentType: 'application/json', payload: '{"amount":-0,"price":0.30000000000000004}' },
  { contentType: 'application/json', payload: '{"a":' },
  { contentType: 'application/json', payload: '[1,2,3]' },
  { contentType: 'application/json', payload: '"just a string"' },
  { contentType: 'application/json', payload: '{"__proto__":{"admin":true}}' },
  { contentType: 'application/json', payload: '\u0000\u0001' },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
  { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\n\r\n--x--' },
  { contentType: 'application/xml', payload: '<a/>' },
];

/** Path parameter values: good ids of the world, random ids, and garbage. */
export function paramOf(name: string, known: Record<string, string[]>): fc.Arbitrary<string> {
  const good = known[name] ?? [];
  const garbage = fc.constantFrom(
    'not-a-uuid',
    '00000000-0000-0000-0000-000000000000',
    '%00',
    '..%2F..%2Fetc',
    'x'.repeat(5000),
    '2026-13-45',
    'today',
    '-1',
    '1e309',
    'ä',
  );
  const options: fc.Arbitrary<string>[] = [fc.uuid(), garbage];
  if (good.length) {
    options.unshift(fc.constantFrom(...good));
  }
  return fc.oneof(...options);
}

/** What a 4xx/5xx body may not show: stack traces, file paths, SQL or driver internals. */
export const LEAK =
  /(\n\s+at |node_modules|\/src\/|\.ts:\d+|ECONNREFUSED|syntax error at or near|duplicate key value|violates (foreign key|check|not-null|unique) constraint|drizzle|pglite)/i;
