import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addConfirmedUser } from '../../test/app';
import { createMember } from '../../test/factories';
import { as, type LoadsWorld, loadsWorld, newLoad } from '../../test/loads.fixture';

let w: LoadsWorld;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  as(w.t.app, w.admin, method, url, payload);
const trail = async (query = '') => {
  const res = await call('GET', `/api/audit${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().events as {
    action: string;
    actor: { name: string };
    member: { name: string } | null;
    load: { _id: string; number: number } | null;
    user: { name: string } | null;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];
};

beforeAll(async () => {
  w = await loadsWorld();
});
afterAll(() => w.t.close());

describe('the audit trail', () => {
  it('records a landing, a price override and a reopening of a load, with who and the money', async () => {
    const id = await newLoad(w, { pilot: w.m.pilot });
    const added = await call('POST', `/api/loads/${id}/jumpers`, {
      memberId: w.m.fun,
      type: 'normal',
      altitude: 4000,
    });
    const jumperId = added.json().jumpers[0]._id;
    expect(
      (await call('PUT', `/api/loads/${id}/jumpers/${jumperId}`, { priceOverride: 30 })).statusCode,
    ).toBe(200);
    // the same override again changes nothing and records nothing
    await call('PUT', `/api/loads/${id}/jumpers/${jumperId}`, { priceOverride: 30 });
    expect((await call('POST', `/api/loads/${id}/land`)).statusCode).toBe(200);
    w.clock.advance(60_000);
    expect((await call('POST', `/api/loads/${id}/open`)).statusCode).toBe(200);

    const events = await trail(`?loadId=${id}`);
    expect(events.map((e) => e.action)).toEqual(['loadReopened', 'loadLanded', 'priceOverride']);
    const [reopened, landed, override] = events;
    expect(landed).toMatchObject({
      actor: { name: 'Anna Virtanen' },
      before: { state: 'open' },
      after: { state: 'landed', jumpers: 1, charged: 30 },
    });
    expect(reopened).toMatchObject({ before: { state: 'landed' }, after: { state: 'open', refunded: 30 } });
    expect(override).toMatchObject({
      member: { name: 'Fun Meikäläinen' },
      before: { priceOverride: null },
      after: { priceOverride: 30 },
    });
    expect(override?.load?._id).toBe(id);
  });

  it('records payments and new balances with the balance before and after, filtered by member', async () => {
    const m = (await createMember(w.t.app, w.admin, { firstName: 'Maksaja', exitWeight: 80 }))._id;
    expect(
      (await call('POST', '/api/payment', { memberId: m, amount: 50, method: 'Kortti', comment: 'Kausi' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('POST', '/api/transaction', { for: m, newBalance: 20, comment: 'Korjaus' })).statusCode,
    ).toBe(200);
    const events = await trail(`?memberId=${m}`);
    expect(events.map((e) => [e.action, e.before, e.after])).toEqual([
      ['newBalance', { balance: 50 }, { balance: 20, amount: -30, method: '', comment: 'Korjaus' }],
      ['payment', { balance: 0 }, { balance: 50, amount: 50, method: 'Kortti', comment: 'Kausi' }],
    ]);
  });

  it('records member deletions, blocks and permission changes', async () => {
    const m = (await createMember(w.t.app, w.admin, { firstName: 'Poistuva', exitWeight: 80 }))._id;
    expect((await call('DELETE', '/api/member', { ids: [m] })).statusCode).toBe(200);
    expect((await trail(`?memberId=${m}`)).map((e) => [e.action, e.before?.name])).toEqual([
      ['memberDeleted', 'Poistuva Meikäläinen'],
    ]);

    const user = await addConfirmedUser(w.t, 'auditee');
    await call('PUT', `/api/user/${user.id}`, { permissions: { canManifest: true } });
    await call('PUT', `/api/user/${user.id}`, { blocked: true });
    await call('PUT', `/api/user/${user.id}`, { blocked: false, displayName: 'Renamed' });
    // a change of name alone is not in the trail
    await call('PUT', `/api/user/${user.id}`, { displayName: 'Renamed again' });
    const events = (await trail()).filter((e) => e.user?.name === 'Renamed again');
    expect(events.map((e) => e.action)).toEqual(['userUnblocked', 'userBlocked', 'permissionsChanged']);
    expect(events[2]).toMatchObject({
      before: { admin: false, canCheckWaivers: false, canManifest: false, canTakePayments: false },
      after: { admin: false, canCheckWaivers: false, canManifest: true, canTakePayments: false },
    });
  });

  it('keeps nothing of a refused act', async () => {
    const before = (await trail()).length;
    const id = await newLoad(w);
    // an empty load cannot land: the transaction rolls back, the trail with it
    expect((await call('POST', `/api/loads/${id}/land`)).statusCode).toBe(409);
    expect(
      (await call('POST', '/api/payment', { memberId: w.m.passenger, amount: 5, method: 'Kortti' }))
        .statusCode,
    ).toBe(400);
    expect((await trail()).length).toBe(before);
  });

  it('filters by the club’s days', async () => {
    const today = w.today;
    expect((await trail(`?from=${today}&to=${today}`)).length).toBeGreaterThan(0);
    expect(await trail('?from=2000-01-01&to=2000-01-02')).toEqual([]);
    expect((await call('GET', '/api/audit?from=yesterday')).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await w.t.app.inject({ method: 'GET', url: '/api/audit' })).statusCode).toBe(401);
    const jumper = await addConfirmedUser(w.t, 'auditjumper');
    const member = await createMember(w.t.app, w.admin, { firstName: 'Utelias', exitWeight: 80 });
    await call('PUT', `/api/user/${jumper.id}`, {
      linkedMember: member._id,
      permissions: { canManifest: true, canCheckWaivers: true },
    });
    const refused = await as(w.t.app, jumper.cookie, 'GET', '/api/audit');
    expect([refused.statusCode, refused.json().locale]).toEqual([403, 'error.onlyAdmin']);
  });

  it('is append-only: the database refuses to change or delete a row', async () => {
    const db = w.t.app.ctx.db;
    await expect(db.execute(sql`update audit_events set action = 'payment'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_events`)).rejects.toThrow();
    expect((await trail()).length).toBeGreaterThan(0);
  });
});
