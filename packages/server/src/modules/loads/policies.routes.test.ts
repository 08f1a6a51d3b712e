import type { LoadCan, LoadState, MemberCan } from '@dz/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories';
import { as, type LoadsWorld, linkedUser, loadsWorld, newLoad } from '../../test/loads.fixture';

/**
 * Policies from the server (issue 29): for each role, what the answers' `can` say of a load and of a member is
 * what the server then does. Each flag is read from the day view (`GET /api/loads/{date}`: cached per policy class
 * for staff, checkers and admins, made per request for the others) or the member list, then its call is made as
 * the same role: a flag that says true must be accepted, one that says false refused.
 */
const roles = ['jumper', 'leader', 'staff', 'checker', 'admin'] as const;
type Role = (typeof roles)[number];
type Req = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };

let w: LoadsWorld;
const cookies: Partial<Record<Role, string>> = {};
const memberOf: Partial<Record<Role, string>> = {};

const send = (role: Role, req: Req) =>
  w.t.app.inject({
    method: req.method,
    url: req.url,
    headers: { cookie: cookies[role] ?? '' },
    ...(req.payload ? { payload: req.payload } : {}),
  });

beforeAll(async () => {
  w = await loadsWorld();
  cookies.admin = w.admin;
  memberOf.admin = (await as(w.t.app, w.admin, 'GET', '/api/member/me')).json()._id;
  for (const [role, permissions] of [
    ['jumper', {}],
    ['leader', {}],
    ['staff', { canManifest: true }],
    ['checker', { canCheckWaivers: true }],
  ] as const) {
    const u = await linkedUser(w, `${role}user`, { permissions });
    cookies[role] = u.cookie;
    memberOf[role] = u.memberId;
  }
}, 60_000);
afterAll(() => w.t.close());

/** Whether a flag and the server's answer to its call agree, as one line of the report. */
const line = (what: string, role: Role, can: boolean, status: number) =>
  `${what} as ${role}: can ${can}, ${status < 400 ? 'accepted' : 'refused'} (${status})`;
const disagreeing = (lines: string[]) =>
  lines.filter((l) => l.includes('can true, refused') || l.includes('can false, accepted'));

interface FreshLoad {
  id: string;
  jumperId: string;
}

/** An open load of today led by the leader, with a pilot and the fun jumper, brought to `state`. */
async function freshLoad(state: LoadState): Promise<FreshLoad> {
  const id = await newLoad(w, { pilot: w.m.pilot, jumpLeader: memberOf.leader });
  const added = await as(w.t.app, w.admin, 'POST', `/api/loads/${id}/jumpers`, {
    memberId: w.m.fun,
    type: 'normal',
    altitude: 4000,
  });
  if (state === 'flying') {
    expect((await as(w.t.app, w.admin, 'PUT', `/api/loads/${id}`, { state: 'flying' })).statusCode).toBe(200);
  }
  if (state === 'landed') {
    expect((await as(w.t.app, w.admin, 'POST', `/api/loads/${id}/land`)).statusCode).toBe(200);
  }
  return { id, jumperId: added.json().jumpers[0]._id };
}

/**
 * Each flag of a load's `can`: the states its call is tried in, and the call. A flag missing here does not
 * compile. Taking off a flying load or taking an open one back to open changes nothing: those are tried in the
 * state they change.
 */
const loadCalls: Record<keyof LoadCan, [LoadState[], (l: FreshLoad) => Req]> = {
  edit: [
    ['open', 'flying', 'landed'],
    (l) => ({ method: 'PUT', url: `/api/loads/${l.id}`, payload: { comment: 'x' } }),
  ],
  editTimes: [
    ['open', 'landed'],
    (l) => ({ method: 'PUT', url: `/api/loads/${l.id}`, payload: { takeoff: '08:00' } }),
  ],
  call: [
    ['open', 'flying'],
    (l) => ({ method: 'PUT', url: `/api/loads/${l.id}/call`, payload: { call: 'min20' } }),
  ],
  takeOff: [['open'], (l) => ({ method: 'PUT', url: `/api/loads/${l.id}`, payload: { state: 'flying' } })],
  backToOpen: [['flying'], (l) => ({ method: 'PUT', url: `/api/loads/${l.id}`, payload: { state: 'open' } })],
  land: [['open', 'flying', 'landed'], (l) => ({ method: 'POST', url: `/api/loads/${l.id}/land` })],
  reopen: [['open', 'landed'], (l) => ({ method: 'POST', url: `/api/loads/${l.id}/open` })],
  overridePrice: [
    ['open', 'landed'],
    (l) => ({
      method: 'PUT',
      url: `/api/loads/${l.id}/jumpers/${l.jumperId}`,
      payload: { priceOverride: 10 },
    }),
  ],
  delete: [['open', 'landed'], (l) => ({ method: 'DELETE', url: `/api/loads/${l.id}` })],
};

type Target = 'own' | 'other' | 'tandem';

/**
 * Each flag of a member's `can` the member list answers, the members its call is tried on, and the call; a flag
 * missing here does not compile. `restore` is on the admins' list of deleted members only (the others may not
 * read it): the shared table tests it.
 */
const memberCalls: Record<Exclude<keyof MemberCan, 'restore'>, [Target[], (id: string) => Req]> = {
  edit: [
    ['own', 'other'],
    (id) => ({
      method: 'PUT',
      url: '/api/member',
      payload: { _id: id, firstName: 'Uusi', lastName: 'Nimi', exitWeight: 80, license: 'B' },
    }),
  ],
  // their own member is not deleted here: that would unlink the caller for the rest of the test
  delete: [['other'], (id) => ({ method: 'DELETE', url: '/api/member', payload: { ids: [id] } })],
  pay: [
    ['own', 'other', 'tandem'],
    (id) => ({
      method: 'POST',
      url: '/api/payment',
      payload: { memberId: id, amount: 10, method: 'Kortti' },
    }),
  ],
  seeLedger: [['own', 'other'], (id) => ({ method: 'GET', url: `/api/transaction/member/${id}` })],
  seeLogbook: [['own', 'other'], (id) => ({ method: 'GET', url: `/api/member/${id}/logbook` })],
};

describe('a load’s `can` is what the server does', () => {
  it('for every role, flag and state', { timeout: 240_000 }, async () => {
    const lines: string[] = [];
    for (const [flag, [states, call]] of Object.entries(loadCalls) as [
      keyof LoadCan,
      (typeof loadCalls)['edit'],
    ][]) {
      for (const state of states) {
        // a fresh load for the first role and after any role changed it (a refusal changes nothing)
        let load: FreshLoad | null = null;
        for (const role of roles) {
          load ??= await freshLoad(state);
          const day = await send(role, { method: 'GET', url: `/api/loads/${w.today}` });
          expect(day.statusCode).toBe(200);
          const answered = (day.json().loads as { _id: string; can: LoadCan }[]).find(
            (l) => l._id === load?.id,
          );
          const can = answered?.can[flag] ?? false;
          const res = await send(role, call(load));
          lines.push(line(`${flag} (${state})`, role, can, res.statusCode));
          if (res.statusCode < 400) {
            load = null;
          }
        }
      }
    }
    expect(disagreeing(lines)).toEqual([]);
    // the rules as the roles issue wrote them, seen through `can`
    expect(lines).toEqual(
      expect.arrayContaining([
        'edit (open) as jumper: can false, refused (403)',
        'edit (open) as leader: can true, accepted (200)',
        'edit (open) as checker: can false, refused (403)',
        'delete (open) as leader: can false, refused (403)',
        'delete (open) as staff: can true, accepted (200)',
        'reopen (landed) as staff: can false, refused (403)',
        'reopen (landed) as leader: can true, accepted (200)',
        'overridePrice (open) as staff: can false, refused (403)',
        'land (landed) as admin: can false, refused (409)',
      ]),
    );
  });
});

describe('a member’s `can` is what the server does', () => {
  it('for every role, flag and member', { timeout: 240_000 }, async () => {
    const fresh = async (target: Target, role: Role): Promise<string> => {
      if (target === 'own') {
        return memberOf[role] ?? '';
      }
      const member = await createMember(w.t.app, w.admin, {
        firstName: target === 'tandem' ? 'Tandem' : 'Toinen',
        exitWeight: 80,
        ...(target === 'tandem' ? { role: 'student-tandem' as const } : {}),
      });
      return member._id;
    };
    const lines: string[] = [];
    for (const [flag, [targets, call]] of Object.entries(memberCalls) as [
      keyof MemberCan,
      (typeof memberCalls)['edit'],
    ][]) {
      for (const target of targets) {
        let other: string | null = null;
        for (const role of roles) {
          // a fresh member for the first role and after any role changed it
          if (target !== 'own') {
            other ??= await fresh(target, role);
          }
          const id = target === 'own' ? await fresh('own', role) : (other ?? '');
          const list = await send(role, { method: 'GET', url: '/api/member' });
          expect(list.statusCode).toBe(200);
          const answered = (list.json() as { _id: string; can: MemberCan }[]).find((m) => m._id === id);
          const can = answered?.can[flag] ?? false;
          const res = await send(role, call(id));
          lines.push(line(`${flag} (${target})`, role, can, res.statusCode));
          if (res.statusCode < 400 && call(id).method !== 'GET') {
            other = null;
          }
        }
      }
    }
    expect(disagreeing(lines)).toEqual([]);
    expect(lines).toEqual(
      expect.arrayContaining([
        'edit (other) as jumper: can false, refused (403)',
        'edit (other) as checker: can true, accepted (200)',
        'pay (other) as checker: can false, refused (403)',
        'pay (other) as admin: can true, accepted (200)',
        'pay (tandem) as admin: can false, refused (400)',
        'seeLedger (own) as jumper: can true, accepted (200)',
        'seeLogbook (other) as checker: can false, refused (403)',
      ]),
    );
  });
});
