import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addConfirmedUser } from '../../test/app';
import { createMember } from '../../test/factories';
import { as, balanceOf, type LoadsWorld, loadsWorld, newLoad } from '../../test/loads.fixture';

let w: LoadsWorld;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  as(w.t.app, w.admin, method, url, payload);

beforeAll(async () => {
  w = await loadsWorld();
});
afterAll(async () => {
  await w.t.close();
});

/** Lands a load with one jumper at 4000 m, the jumper pays the debt to zero and is deleted. */
async function landPayAndDelete(memberId: string) {
  const load = await newLoad(w, { pilot: w.m.pilot });
  expect(
    (await call('POST', `/api/loads/${load}/jumpers`, { memberId, type: 'normal', altitude: 4000 }))
      .statusCode,
  ).toBe(200);
  expect((await call('POST', `/api/loads/${load}/land`)).statusCode).toBe(200);
  const charged = -(await balanceOf(w, memberId));
  expect(charged).toBeGreaterThan(0);
  const paid = await call('POST', '/api/payment', { memberId, amount: charged, method: 'Kortti' });
  expect(paid.json().balance).toBe(0);
  const del = await call('DELETE', '/api/member', { ids: [memberId] });
  expect(del.statusCode, del.body).toBe(200);
  return { load, charged };
}

describe('a member deleted between landing and reopening', () => {
  it('is refunded when the load is reopened, and shows under "deleted, with a balance"', async () => {
    const jumper = (await createMember(w.t.app, w.admin, { firstName: 'Poistuva', exitWeight: 80 }))._id;
    const { load, charged } = await landPayAndDelete(jumper);
    const reopen = await call('POST', `/api/loads/${load}/open`);
    expect(reopen.statusCode, reopen.body).toBe(200);
    const list = await call('GET', '/api/member');
    expect(list.json().some((m: { _id: string }) => m._id === jumper)).toBe(false);
    const deleted = await call('GET', '/api/member?deleted=withBalance');
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual([
      expect.objectContaining({ _id: jumper, balance: charged, deletedAt: expect.any(String) }),
    ]);
  });

  it('lets an admin settle the balance of a deleted member, who then leaves the filter', async () => {
    const [m] = (await call('GET', '/api/member?deleted=withBalance')).json();
    const settle = await call('POST', '/api/transaction', { for: m._id, newBalance: 0, comment: 'Palautus' });
    expect(settle.statusCode, settle.body).toBe(200);
    expect(settle.json().balance).toBe(0);
    expect((await call('GET', '/api/member?deleted=withBalance')).json()).toEqual([]);
    // a deleted member without a balance takes no more money
    const again = await call('POST', '/api/payment', { memberId: m._id, amount: 5, method: 'Kortti' });
    expect(again.statusCode).toBe(404);
  });

  it('lets an admin restore a deleted member to the list', async () => {
    const jumper = (await createMember(w.t.app, w.admin, { firstName: 'Palaava', exitWeight: 80 }))._id;
    const { load, charged } = await landPayAndDelete(jumper);
    expect((await call('POST', `/api/loads/${load}/open`)).statusCode).toBe(200);
    const paid = await call('POST', '/api/payment', { memberId: jumper, amount: -10, method: 'Kortti' });
    expect(paid.json().balance).toBe(charged - 10);
    const restored = await call('POST', `/api/member/${jumper}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ _id: jumper, balance: charged - 10 });
    expect(restored.json().deletedAt).toBeUndefined();
    expect(await balanceOf(w, jumper)).toBe(charged - 10);
    expect((await call('GET', '/api/member?deleted=withBalance')).json()).toEqual([]);
    // restoring a member that is not deleted answers 404
    expect((await call('POST', `/api/member/${jumper}/restore`)).statusCode).toBe(404);
  });

  it('keeps the filter and the restore for admins', async () => {
    const user = await addConfirmedUser(w.t, 'viewer');
    const own = await createMember(w.t.app, w.admin, { firstName: 'Viewer' });
    await call('PUT', `/api/user/${user.id}`, { linkedMember: own._id });
    const res = await as(w.t.app, user.cookie, 'GET', '/api/member?deleted=withBalance');
    expect(res.statusCode).toBe(403);
    const restore = await as(w.t.app, user.cookie, 'POST', `/api/member/${own._id}/restore`);
    expect(restore.statusCode).toBe(403);
    expect((await w.t.app.inject({ method: 'POST', url: `/api/member/${own._id}/restore` })).statusCode).toBe(
      401,
    );
  });
});
