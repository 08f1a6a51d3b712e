import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type LoadsWorld, loadsWorld, newLoad } from '../test/loads.fixture';
import { bodyOf, LEAK, type Operation, operationsOf, paramOf, RAW_BODIES, schemaValue } from './api-fuzz';

/**
 * Issue 18, part 1: every route of the OpenAPI document gets generated, boundary and hostile requests (fast-check,
 * a fixed seed), as the admin and anonymously: broken and extra fields, huge strings and arrays, deep nesting,
 * numbers JSON cannot hold, other content types, garbage ids. No answer may be a 5xx or show internals, and the
 * server answers at the end. `FUZZ_RUNS` per route and role (default 12: a few thousand requests in CI);
 * `npm run fuzz` runs tens of thousands.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
// a fuzzed logout or refresh would end or rotate the admin's session for the rest of the run: anonymous only
const ANONYMOUS_ONLY = new Set(['POST /api/logout', 'POST /api/revoke', 'POST /api/refresh']);

let w: LoadsWorld;
let known: Record<string, string[]>;
beforeAll(async () => {
  w = await loadsWorld();
  const loadId = await newLoad(w);
  const members = Object.values(w.m);
  known = {
    id: [loadId, w.planeId, ...members],
    date: [w.today, 'today'],
    memberId: members,
    jumperId: members,
    loadId: [loadId],
  };
}, 60_000);
afterAll(() => w.t.close());

interface Finding {
  request: string;
  status: number;
  body: string;
}

function urlOf(op: Operation, params: Record<string, string>, query: Record<string, unknown>): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? 'x'));
  const search = new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  ).toString();
  return search ? `${path}?${search}` : path;
}

async function send(
  op: Operation,
  cookie: string | null,
  url: string,
  body: { contentType: string; payload: string } | null,
  findings: Finding[],
) {
  const res = await w.t.app.inject({
    method: op.method as 'GET',
    url,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body ? { 'content-type': body.contentType } : {}),
    },
    ...(body ? { payload: body.payload } : {}),
  });
  const text = res.body.slice(0, 2000);
  if (res.statusCode >= 500 || (res.statusCode >= 400 && LEAK.test(text))) {
    findings.push({
      request: `${op.method} ${url.slice(0, 200)} ${body?.payload.slice(0, 200) ?? ''}`,
      status: res.statusCode,
      body: text.slice(0, 300),
    });
  }
}

describe('fuzzing every route of the OpenAPI document', () => {
  it('answers generated, boundary and hostile requests with no 5xx and no internals', {
    timeout: 600_000,
  }, async () => {
    const doc = w.t.app.swagger() as Parameters<typeof operationsOf>[0];
    const ops = operationsOf(doc).filter((op) => !op.path.startsWith('/api/docs'));
    expect(ops.length).toBeGreaterThan(60);
    const findings: Finding[] = [];
    let sent = 0;
    for (const [index, op] of ops.entries()) {
      const name = `${op.method} ${op.path}`;
      const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
      const request = fc.record({
        params: fc.record(Object.fromEntries(op.params.map((p) => [p, paramOf(p, known)]))),
        query: fc.record(
          Object.fromEntries(
            Object.entries(op.query).map(([k, s]) => [
              k,
              fc.oneof(schemaValue(s), fc.constantFrom('', 'x'.repeat(3000), '-0', '1e309')),
            ]),
          ),
          { requiredKeys: [] },
        ),
        body: hasBody ? bodyOf(op.body) : fc.constant(undefined),
      });
      const cases = fc.sample(request, { numRuns: RUNS, seed: SEED + index });
      for (const [n, c] of cases.entries()) {
        const url = urlOf(op, c.params as Record<string, string>, c.query as Record<string, unknown>);
        const body = hasBody
          ? { contentType: 'application/json', payload: JSON.stringify(c.body) ?? 'null' }
          : null;
        // the admin for most, anonymous for a third of them
        const cookie = ANONYMOUS_ONLY.has(name) || n % 3 === 2 ? null : w.admin;
        await send(op, cookie, url, body, findings);
        sent++;
      }
      if (hasBody) {
        const params = fc.sample(
          fc.record(Object.fromEntries(op.params.map((p) => [p, paramOf(p, known)]))),
          {
            numRuns: 1,
            seed: SEED + index,
          },
        )[0] as Record<string, string>;
        for (const raw of RAW_BODIES) {
          await send(op, ANONYMOUS_ONLY.has(name) ? null : w.admin, urlOf(op, params, {}), raw, findings);
          sent++;
        }
      }
      if (process.env.FUZZ_DEBUG && (await as(w.t.app, w.admin, 'GET', '/api/user')).statusCode !== 200) {
        throw new Error(`the admin's session ended after ${name}`);
      }
    }
    // the server is up and the admin's session still works
    expect((await w.t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await as(w.t.app, w.admin, 'GET', `/api/loads/${w.today}`)).statusCode).toBe(200);
    expect(sent).toBeGreaterThan(ops.length * RUNS);
    expect(findings, `seed ${SEED}, ${sent} requests`).toEqual([]);
  });
});
