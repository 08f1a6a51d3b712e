import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BIdKind,
  bIdKinds,
  call,
  fingerprintOf,
  type Req,
  type TwoClubs,
  twoClubs,
} from '../test/two-clubs';

/**
 * The isolation sweep (issue 35): every route of the OpenAPI document, called by each role of club A (and by
 * nobody) with club B's ids in its path and body, finds nothing of B readable (no answer to A names any of B's ids
 * or texts) and nothing writable (B's rows are the same before and after, table by table). Runs on the embedded
 * database and, in CI, on PostgreSQL.
 */
let w: TwoClubs;
beforeAll(async () => {
  w = await twoClubs();
}, 120_000);
afterAll(() => w.t.close());

const roles = ['anonymous', 'host', 'admin', 'staff', 'checker', 'jumper', 'unlinked'] as const;
type Role = (typeof roles)[number];

/** Calls that end the caller's own sign-in or account: they would stop the sweep, and touch nothing of B's. */
const skipped = new Set(['POST /api/refresh', 'POST /api/revoke', 'DELETE /api/user/me']);

/** Which of B's ids a route's `{id}` (or its body's `_id`) stands for, by its path. */
function kindsFor(path: string): readonly BIdKind[] {
  const hints: [RegExp, BIdKind[]][] = [
    [/^\/api\/clubs/, ['club']],
    [/^\/api\/member/, ['member', 'otherMember']],
    [/^\/api\/user/, ['user', 'jumperUser']],
    [/^\/api\/loads/, ['load', 'landedLoad']],
    [/plane/, ['plane']],
    [/training-program/, ['trainingProgram']],
    [/waiver-link/, ['waiverLink']],
    [/waiver/, ['waiver']],
    [/transaction|bank|payment/, ['transaction', 'member']],
    [/session/, ['club']],
  ];
  return hints.find(([re]) => re.test(path))?.[1] ?? bIdKinds;
}

/**
 * One body for every write: the fields the API's writes ask for, each id field holding B's id of its kind and
 * `_id`/`id`/`ids` the kind swept, so a route whose schema asks for them reaches its service with B's ids.
 */
function universalBody(kind: BIdKind): Record<string, unknown> {
  const id = w.b.ids[kind];
  const b = w.b.ids;
  return {
    _id: id,
    id,
    ids: [id],
    memberId: b.member,
    memberIds: [b.member],
    member: b.member,
    linkedMember: b.member,
    pilot: b.member,
    jumpLeader: b.member,
    loadId: b.load,
    loadIds: [b.load],
    toLoadId: b.load,
    targetLoadId: b.load,
    plane: b.plane,
    planeId: b.plane,
    userId: b.user,
    jumperId: b.jumper,
    waiverId: b.waiver,
    transactionId: b.transaction,
    clubId: b.club,
    date: w.today,
    jumpers: [{ memberId: b.member, type: 'normal', altitude: 4000 }],
    type: 'normal',
    altitude: 4000,
    amount: 10,
    method: 'Kortti',
    comment: 'sweep',
    firstName: 'Sweep',
    lastName: 'Person',
    exitWeight: 80,
    role: 'jumper',
    license: 'B',
    admin: true,
    blocked: true,
    removed: null,
    permissions: { canCheckWaivers: true, canManifest: true, canTakePayments: true },
    aircraftModel: 'Sweep',
    registration: 'OH-SWP',
    slots: 5,
    weightAvailable: 700,
    weightWarningThreshold: 150,
    weightDangerThreshold: 100,
    minutePrice: 10,
    title: 'Sweep',
    url: 'https://example.com/sweep',
    forStudentType: 'student-aff',
    approved: true,
    checked: true,
    items: [],
    minutes: 10,
    price: 10,
  };
}

const queryOf = () => {
  const b = w.b.ids;
  return `?memberId=${b.member}&member=${b.member}&loadId=${b.load}&userId=${b.user}&id=${b.member}&date=${w.today}`;
};

/** The requests of one route: each of B's ids where the path and body take one. */
function requestsOf(method: Req['method'], path: string): Req[] {
  const withParams = (id: string, jumperLoad: string) =>
    path
      .replace('{id}', id)
      .replace('{jumperId}', w.b.ids.jumper)
      .replace('{date}', w.today)
      .replace('{index}', '0')
      .replace('{job}', 'paymentReminders')
      .replace('{token}', 'sweep-token')
      .replace('{value}', 'bjumper')
      .replace('__jumperLoad__', jumperLoad);
  const reqs: Req[] = [];
  for (const kind of kindsFor(path)) {
    const url = withParams(w.b.ids[kind], w.b.ids.load);
    if (method === 'GET') {
      reqs.push({ method, url }, { method, url: `${url}${queryOf()}` });
    } else {
      reqs.push({ method, url, payload: universalBody(kind) });
    }
  }
  if (path.includes('{jumperId}')) {
    // B's jumper through A's own load
    reqs.push({ method, url: withParams(w.a.loadId, w.a.loadId), payload: universalBody('jumper') });
  }
  return reqs;
}

/** The host's console reads and acts on every club by design: its calls are the host tests' to check. */
const hostsOwn = (role: Role, path: string) => role === 'host' && path.startsWith('/api/clubs');

describe('two clubs on one installation', () => {
  it('lets no role of club A read or write anything of club B through any route', {
    timeout: 600_000,
  }, async () => {
    const doc = w.t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => ({ method: m.toUpperCase() as Req['method'], path })),
    );
    expect(routes.length).toBeGreaterThan(100);
    const before = await fingerprintOf(w.t, w.b.clubId);
    const leaks: string[] = [];
    const errors: string[] = [];
    let calls = 0;
    for (const role of roles) {
      const cookie = role === 'anonymous' ? undefined : w.a[role];
      for (const { method, path } of routes) {
        if (skipped.has(`${method} ${path}`) || hostsOwn(role, path)) {
          continue;
        }
        for (const req of requestsOf(method, path)) {
          const res = await call(w.t, cookie, req);
          calls += 1;
          if (process.env.SWEEP_DEBUG && role === 'admin') {
            console.log(
              `SWEEP ${res.statusCode} ${req.method} ${req.url.slice(0, 90)} ${res.body.slice(0, 120)}`,
            );
          }
          if (res.statusCode >= 500) {
            errors.push(`${role} ${req.method} ${req.url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          }
          const found = w.b.markers.filter((m) => res.body.includes(m));
          if (found.length > 0) {
            leaks.push(`${role} ${req.method} ${req.url} → ${res.statusCode} shows ${found.join(', ')}`);
          }
        }
      }
    }
    expect(errors).toEqual([]);
    expect(leaks).toEqual([]);
    expect(await fingerprintOf(w.t, w.b.clubId)).toEqual(before);
    // the sweep did reach the services: thousands of calls, each role
    expect(calls).toBeGreaterThan(1000);
  });

  it('still serves club B its own, whole, after the sweep', async () => {
    const members = (await call(w.t, w.b.admin, { method: 'GET', url: '/api/member' })).json();
    expect(JSON.stringify(members)).toContain('Bsecretfirst');
    expect(JSON.stringify(members)).not.toContain('Ajumper');
    const day = (await call(w.t, w.b.admin, { method: 'GET', url: `/api/loads/${w.today}` })).json();
    expect(JSON.stringify(day)).toContain(w.b.ids.load);
    expect(JSON.stringify(day)).not.toContain(w.a.loadId);
  });
});
