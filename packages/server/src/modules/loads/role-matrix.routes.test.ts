import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addConfirmedUser } from '../../test/app';
import { createMember, updateClubSettings } from '../../test/factories';
import { as, type LoadsWorld, linkedUser, loadsWorld, newLoad } from '../../test/loads.fixture';

/**
 * Every loads, members and ledger route, and the club's reading routes, as each role, with the status each must get
 * (the roles issue). A route missing from the table fails the test, so a new route is decided here; any status
 * other than the one written (an unexpected allow above all) fails it too.
 */
const roles = [
  'anonymous',
  'unlinked',
  'jumper',
  'leader',
  'staff',
  'checker',
  'admin',
  'blocked',
  'removed',
] as const;
type Role = (typeof roles)[number];

interface Fresh {
  /** An open load of today led by the leader, with the fun jumper on it. */
  loadId: string;
  jumperId: string;
  /** A second open load of today, led by nobody. */
  otherLoadId: string;
  /** A member nobody is on a load with, to create, edit or delete. */
  memberId: string;
}
type Req = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };

let w: LoadsWorld;
const cookies: Partial<Record<Role, string>> = {};
const memberOf: Partial<Record<Role, string>> = {};

async function fresh(): Promise<Fresh> {
  const loadId = await newLoad(w, { pilot: w.m.pilot, jumpLeader: memberOf.leader });
  const added = await as(w.t.app, w.admin, 'POST', `/api/loads/${loadId}/jumpers`, {
    memberId: w.m.fun,
    type: 'normal',
    altitude: 4000,
  });
  const otherLoadId = await newLoad(w, { pilot: w.m.pilot });
  const member = await createMember(w.t.app, w.admin, { firstName: 'Matrix', exitWeight: 80 });
  return { loadId, jumperId: added.json().jumpers[0]._id, otherLoadId, memberId: member._id };
}

const unknownId = '00000000-0000-4000-8000-0000000000ff';

const memberBody = { firstName: 'Uusi', lastName: 'Jäsen', exitWeight: 75, role: 'jumper', license: 'B' };

/**
 * Each route: a valid request, and the status of each role in `roles` order:
 * anonymous, unlinked, jumper, leader (of the load), staff (canManifest), checker, admin, blocked, removed.
 */
const table: Record<string, [(f: Fresh) => Req, string]> = {
  // the host's console (issue 35): the installation's first user only (here the admin), never a club's admin
  'GET /api/clubs': [() => ({ method: 'GET', url: '/api/clubs' }), '401 403 403 403 403 403 200 401 401'],
  'POST /api/clubs': [
    () => ({
      method: 'POST',
      url: '/api/clubs',
      payload: {
        name: 'Matriisi',
        clubKey: 'matriisi1',
        slug: 'matriisi',
        adminEmail: 'matriisi@example.com',
      },
    }),
    '401 403 403 403 403 403 201 401 401',
  ],
  'POST /api/clubs/{id}/suspend': [
    () => ({ method: 'POST', url: `/api/clubs/${unknownId}/suspend` }),
    '401 403 403 403 403 403 404 401 401',
  ],
  'POST /api/clubs/{id}/resume': [
    () => ({ method: 'POST', url: `/api/clubs/${unknownId}/resume` }),
    '401 403 403 403 403 403 404 401 401',
  ],
  'POST /api/clubs/{id}/invitation': [
    () => ({
      method: 'POST',
      url: `/api/clubs/${unknownId}/invitation`,
      payload: { email: 'x@example.com' },
    }),
    '401 403 403 403 403 403 404 401 401',
  ],
  // the whole club is for linked users (issue 28); one not linked yet may read its name only
  'GET /api/club': [() => ({ method: 'GET', url: '/api/club' }), '401 403 200 200 200 200 200 401 401'],
  'GET /api/club/name': [
    () => ({ method: 'GET', url: '/api/club/name' }),
    '401 200 200 200 200 200 200 401 401',
  ],
  'GET /api/member': [() => ({ method: 'GET', url: '/api/member' }), '401 403 200 200 200 200 200 401 401'],
  'POST /api/member': [
    () => ({ method: 'POST', url: '/api/member', payload: memberBody }),
    '401 403 403 403 403 201 201 401 401',
  ],
  'PUT /api/member': [
    (f) => ({ method: 'PUT', url: '/api/member', payload: { ...memberBody, _id: f.memberId } }),
    '401 403 403 403 403 200 200 401 401',
  ],
  'DELETE /api/member': [
    (f) => ({ method: 'DELETE', url: '/api/member', payload: { ids: [f.memberId] } }),
    '401 403 403 403 403 200 200 401 401',
  ],
  'POST /api/member/{id}/restore': [
    (f) => ({ method: 'POST', url: `/api/member/${f.memberId}/restore`, prepare: 'deleteMember' }) as Req,
    '401 403 403 403 403 403 200 401 401',
  ],
  'GET /api/member/me': [
    () => ({ method: 'GET', url: '/api/member/me' }),
    '401 403 200 200 200 200 200 401 401',
  ],
  'PUT /api/member/me': [
    () => ({ method: 'PUT', url: '/api/member/me', payload: { ownGear: true } }),
    '401 403 200 200 200 200 200 401 401',
  ],
  'GET /api/member/me/logbook': [
    () => ({ method: 'GET', url: '/api/member/me/logbook' }),
    '401 403 200 200 200 200 200 401 401',
  ],
  'GET /api/member/{id}/logbook': [
    () => ({ method: 'GET', url: `/api/member/${w.m.fun}/logbook` }),
    '401 403 403 403 403 403 200 401 401',
  ],
  'GET /api/member/me/logbook.csv': [
    () => ({ method: 'GET', url: '/api/member/me/logbook.csv' }),
    '401 403 200 200 200 200 200 401 401',
  ],
  'GET /api/member/{id}/logbook.csv': [
    () => ({ method: 'GET', url: `/api/member/${w.m.fun}/logbook.csv` }),
    '401 403 403 403 403 403 200 401 401',
  ],
  // bank transfers (issue 33): the member themself, staff who read members in full, admins (and treasurers)
  'GET /api/member/{id}/payment-info': [
    () => ({ method: 'GET', url: `/api/member/${w.m.fun}/payment-info` }),
    '401 403 404 404 200 200 200 401 401',
  ],
  'GET /api/member/{id}/alarms': [
    () => ({ method: 'GET', url: `/api/member/${w.m.fun}/alarms` }),
    '401 403 403 403 200 200 200 401 401',
  ],
  'POST /api/member/export': [
    () => ({ method: 'POST', url: '/api/member/export', payload: { ids: [w.m.fun] } }),
    '401 403 403 403 403 200 200 401 401',
  ],
  'POST /api/member/check-email': [
    () => ({ method: 'POST', url: '/api/member/check-email', payload: { email: 'nobody@example.com' } }),
    '401 403 403 403 403 200 200 401 401',
  ],
  'POST /api/member/reset-club-memberships': [
    () => ({ method: 'POST', url: '/api/member/reset-club-memberships' }),
    '401 403 403 403 403 403 200 401 401',
  ],
  'POST /api/member/reset-sil-memberships': [
    () => ({ method: 'POST', url: '/api/member/reset-sil-memberships' }),
    '401 403 403 403 403 403 200 401 401',
  ],
  'POST /api/payment': [
    () => ({
      method: 'POST',
      url: '/api/payment',
      payload: { memberId: w.m.fun, amount: 10, method: 'Kortti' },
    }),
    '401 403 403 403 403 403 200 401 401',
  ],
  'POST /api/transaction': [
    () => ({ method: 'POST', url: '/api/transaction', payload: { for: w.m.fun, amount: 5, comment: 'x' } }),
    '401 403 403 403 403 403 200 401 401',
  ],
  'GET /api/transaction/all': [
    () => ({ method: 'GET', url: '/api/transaction/all' }),
    '401 403 403 403 403 403 200 401 401',
  ],
  'GET /api/transaction/personal': [
    () => ({ method: 'GET', url: '/api/transaction/personal' }),
    '401 403 200 200 200 200 200 401 401',
  ],
  'GET /api/transaction/member/{id}': [
    () => ({ method: 'GET', url: `/api/transaction/member/${w.m.fun}` }),
    '401 403 403 403 403 200 200 401 401',
  ],
  'POST /api/transaction/export': [
    () => ({ method: 'POST', url: '/api/transaction/export', payload: {} }),
    '401 403 200 200 200 200 200 401 401',
  ],
  'GET /api/loads/altitude': [
    () => ({ method: 'GET', url: '/api/loads/altitude' }),
    '200 200 200 200 200 200 200 200 200',
  ],
  // the weather is public as the board is (issue 34); the sources' standing is the admins'
  'GET /api/weather': [() => ({ method: 'GET', url: '/api/weather' }), '200 200 200 200 200 200 200 200 200'],
  'GET /api/club/live-sources': [
    () => ({ method: 'GET', url: '/api/club/live-sources' }),
    '401 403 403 403 403 403 200 401 401',
  ],
  'GET /api/loads-public/{date}': [
    () => ({ method: 'GET', url: `/api/loads-public/${w.today}` }),
    '200 200 200 200 200 200 200 200 200',
  ],
  'GET /api/loads/{date}': [
    () => ({ method: 'GET', url: `/api/loads/${w.today}` }),
    '401 403 200 200 200 200 200 401 401',
  ],
  'POST /api/loads': [
    () => ({ method: 'POST', url: '/api/loads', payload: { date: w.today } }),
    '401 403 403 403 201 403 201 401 401',
  ],
  'PUT /api/loads': [
    (f) => ({ method: 'PUT', url: '/api/loads', payload: { loads: [{ _id: f.loadId, comment: 'x' }] } }),
    '401 403 403 200 200 403 200 401 401',
  ],
  'PUT /api/loads/{id}': [
    (f) => ({ method: 'PUT', url: `/api/loads/${f.loadId}`, payload: { comment: 'x' } }),
    '401 403 403 200 200 403 200 401 401',
  ],
  'DELETE /api/loads/{id}': [
    (f) => ({ method: 'DELETE', url: `/api/loads/${f.loadId}` }),
    '401 403 403 403 200 403 200 401 401',
  ],
  'PUT /api/loads/{id}/call': [
    (f) => ({ method: 'PUT', url: `/api/loads/${f.loadId}/call`, payload: { call: 'min20' } }),
    '401 403 403 200 200 403 200 401 401',
  ],
  'POST /api/loads/{id}/jumpers': [
    (f) => ({
      method: 'POST',
      url: `/api/loads/${f.loadId}/jumpers`,
      payload: { memberId: w.m.member, type: 'normal', altitude: 1000 },
    }),
    '401 403 403 200 200 403 200 401 401',
  ],
  'POST /api/loads/{id}/jumpers/many': [
    (f) => ({
      method: 'POST',
      url: `/api/loads/${f.loadId}/jumpers/many`,
      payload: { jumpers: [{ memberId: w.m.member, type: 'normal', altitude: 1000 }] },
    }),
    '401 403 403 200 200 403 200 401 401',
  ],
  'POST /api/loads/{id}/jumpers/{jumperId}/move': [
    (f) => ({
      method: 'POST',
      url: `/api/loads/${f.loadId}/jumpers/${f.jumperId}/move`,
      payload: { toLoad: f.otherLoadId },
    }),
    '401 403 403 403 200 403 200 401 401',
  ],
  'PUT /api/loads/{id}/jumpers/{jumperId}': [
    (f) => ({
      method: 'PUT',
      url: `/api/loads/${f.loadId}/jumpers/${f.jumperId}`,
      payload: { ownGear: true },
    }),
    '401 403 403 200 200 403 200 401 401',
  ],
  'DELETE /api/loads/{id}/jumpers/{jumperId}': [
    (f) => ({ method: 'DELETE', url: `/api/loads/${f.loadId}/jumpers/${f.jumperId}` }),
    '401 403 403 200 200 403 200 401 401',
  ],
  'GET /api/self-manifest': [
    () => ({ method: 'GET', url: '/api/self-manifest' }),
    '401 403 200 200 200 200 200 401 401',
  ],
  // any linked user may ask; the admin's own member (made at setup) has no licence, so the rules refuse it (409)
  'POST /api/loads/{id}/jumpers/me': [
    (f) => ({ method: 'POST', url: `/api/loads/${f.otherLoadId}/jumpers/me`, payload: { altitude: 4000 } }),
    '401 403 200 200 200 200 409 401 401',
  ],
  'DELETE /api/loads/{id}/jumpers/me': [
    (f) => ({ method: 'DELETE', url: `/api/loads/${f.otherLoadId}/jumpers/me`, prepare: 'join' }) as Req,
    '401 403 200 200 200 200 409 401 401',
  ],
  'POST /api/loads/land': [
    (f) => ({ method: 'POST', url: '/api/loads/land', payload: { loadIds: [f.loadId] } }),
    '401 403 403 200 200 403 200 401 401',
  ],
  'POST /api/loads/{id}/land': [
    (f) => ({ method: 'POST', url: `/api/loads/${f.loadId}/land` }),
    '401 403 403 200 200 403 200 401 401',
  ],
  // the statement import and its queue: admins (and treasurers); a refused file and an unknown entry are the
  // answers of those let through
  'POST /api/bank/statements': [
    () => ({ method: 'POST', url: '/api/bank/statements', payload: { not: 'a bank file' } }),
    '401 403 403 403 403 403 400 401 401',
  ],
  'GET /api/bank/review': [
    () => ({ method: 'GET', url: '/api/bank/review' }),
    '401 403 403 403 403 403 200 401 401',
  ],
  'POST /api/bank/review/{id}/assign': [
    (f) => ({
      method: 'POST',
      url: `/api/bank/review/${unknownId}/assign`,
      payload: { memberId: f.memberId },
    }),
    '401 403 403 403 403 403 404 401 401',
  ],
  'POST /api/bank/review/{id}/dismiss': [
    () => ({ method: 'POST', url: `/api/bank/review/${unknownId}/dismiss`, payload: { reason: 'Testi' } }),
    '401 403 403 403 403 403 404 401 401',
  ],
  'POST /api/loads/{id}/open': [
    (f) => ({ method: 'POST', url: `/api/loads/${f.loadId}/open`, prepare: 'land' }) as Req,
    '401 403 403 200 403 403 200 401 401',
  ],
};

beforeAll(async () => {
  w = await loadsWorld();
  cookies.admin = w.admin;
  for (const [role, perms] of [
    ['jumper', {}],
    ['leader', {}],
    ['staff', { canManifest: true }],
    ['checker', { canCheckWaivers: true }],
  ] as const) {
    const u = await linkedUser(w, `${role}user`, { permissions: perms });
    cookies[role] = u.cookie;
    memberOf[role] = u.memberId;
  }
  cookies.unlinked = (await addConfirmedUser(w.t, 'unlinkeduser')).cookie;
  const account = { recipient: 'Skydive Utti ry', iban: 'FI2112345600000785', bic: 'NDEAFIHH' };
  expect((await updateClubSettings(w.t.app, w.admin, { bankAccount: account })).statusCode).toBe(200);
  const blocked = await linkedUser(w, 'blockeduser');
  expect(
    (await as(w.t.app, w.admin, 'PUT', `/api/user/${blocked.userId}`, { blocked: true })).statusCode,
  ).toBe(200);
  cookies.blocked = blocked.cookie;
  const removed = await linkedUser(w, 'removeduser');
  expect((await as(w.t.app, w.admin, 'PUT', `/api/user/remove/${removed.userId}`)).statusCode).toBe(200);
  cookies.removed = removed.cookie;
}, 60_000);
afterAll(() => w.t.close());

describe('the route × role matrix', () => {
  it('covers every loads, members and ledger route of the API, and the club and its name', () => {
    const doc = w.t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const covered = routes.filter(
      (r) =>
        /^\w+ \/api\/(loads|member|payment|transaction|self-manifest|bank|weather|club\/live-sources|clubs)/.test(
          r,
        ) || /^GET \/api\/club(\/name)?$/.test(r),
    );
    expect(covered).toEqual(expect.arrayContaining(['GET /api/club', 'GET /api/club/name']));
    expect(covered.filter((r) => !(r in table))).toEqual([]);
  });

  it('answers each role as written', { timeout: 240_000 }, async () => {
    const actual: Record<string, string> = {};
    for (const [route, [request]] of Object.entries(table)) {
      const statuses: number[] = [];
      // a fresh world for the first role and after any role changed something (a refusal changes nothing)
      let world: Fresh | null = null;
      for (const role of roles) {
        world ??= await fresh();
        const f = world;
        const req = request(f) as Req & { prepare?: 'land' | 'deleteMember' | 'join' };
        const cookie = cookies[role];
        if (req.prepare === 'land') {
          await as(w.t.app, w.admin, 'POST', `/api/loads/${f.loadId}/land`);
        }
        if (req.prepare === 'deleteMember') {
          await as(w.t.app, w.admin, 'DELETE', '/api/member', { ids: [f.memberId] });
        }
        if (req.prepare === 'join' && cookie) {
          await as(w.t.app, cookie, 'POST', `/api/loads/${f.otherLoadId}/jumpers/me`, { altitude: 4000 });
        }
        const res = await w.t.app.inject({
          method: req.method,
          url: req.url,
          ...(req.payload ? { payload: req.payload } : {}),
          ...(cookie ? { headers: { cookie } } : {}),
        });
        statuses.push(res.statusCode);
        if (req.prepare !== undefined || (req.method !== 'GET' && res.statusCode < 400)) {
          world = null;
        }
      }
      actual[route] = statuses.join(' ');
    }
    expect(actual).toEqual(Object.fromEntries(Object.entries(table).map(([r, [, s]]) => [r, s])));
  });
});
