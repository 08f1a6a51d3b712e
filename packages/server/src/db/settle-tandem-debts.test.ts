import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, balanceOf, type LoadsWorld, loadsWorld, newLoad } from '../test/loads.fixture';
import type { Db } from './client';
import { loadJumpers, members, transactions } from './schema/index';

let w: LoadsWorld;
let db: Db;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  as(w.t.app, w.admin, method, url, payload);

beforeAll(async () => {
  w = await loadsWorld();
  db = (w.t.app as unknown as { ctx: { db: Db } }).ctx.db;
});
afterAll(async () => {
  await w.t.close();
});

/** Migration 0005, statement by statement, as drizzle runs it. */
async function settle() {
  const text = readFileSync(join(__dirname, 'migrations/0005_settle_tandem_debts.sql'), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) {
      await db.execute(sql.raw(statement));
    }
  }
  // a migration runs before the app serves (its caches start empty); here the app is up, so its cached
  // lists are told, as a change through the unit of work would
  await w.t.app.ctx.repos.boardVersions.bump(w.clubId, ['*']);
}

/** A landed tandem whose passenger was charged the old way: a jump row, the balance and charged_cents. */
async function chargedTheOldWay(cents: number): Promise<{ loadId: string; jumperId: string }> {
  const loadId = await newLoad(w);
  await call('POST', `/api/loads/${loadId}/jumpers`, {
    memberId: w.m.tandemI,
    type: 'tandem',
    altitude: 4000,
    tandemMemberId: w.m.passenger,
  });
  expect((await call('POST', `/api/loads/${loadId}/land`)).statusCode).toBe(200);
  const [jumper] = await db
    .select()
    .from(loadJumpers)
    .where(and(eq(loadJumpers.loadId, loadId), eq(loadJumpers.memberId, w.m.passenger)));
  const [member] = await db.select().from(members).where(eq(members.id, w.m.passenger));
  const newBalance = (member?.balanceCents ?? 0) - cents;
  await db.insert(transactions).values({
    clubId: w.clubId,
    memberId: w.m.passenger,
    amountCents: -cents,
    newBalanceCents: newBalance,
    kind: 'jump',
    comment: `Load 9 ${w.today}, 4000 m`,
    sourceType: 'loadJumper',
    sourceId: jumper?.id,
    loadRef: { loadId, number: 9, date: w.today, altitude: 4000 },
  });
  await db.update(members).set({ balanceCents: newBalance }).where(eq(members.id, w.m.passenger));
  await db
    .update(loadJumpers)
    .set({ chargedCents: cents })
    .where(eq(loadJumpers.id, jumper?.id as string));
  return { loadId, jumperId: jumper?.id as string };
}

const rowsOf = (memberId: string) =>
  db.select().from(transactions).where(eq(transactions.memberId, memberId)).orderBy(transactions.createdAt);

describe('migration 0005: tandem students’ old jump charges are reversed', () => {
  it('refunds each unreversed charge once, with running balances, and reopening refunds nothing more', async () => {
    const first = await chargedTheOldWay(4700);
    const second = await chargedTheOldWay(3200);
    expect(await balanceOf(w, w.m.passenger)).toBe(-79);
    const funBefore = await rowsOf(w.m.fun);

    await settle();
    expect(await balanceOf(w, w.m.passenger)).toBe(0);
    const rows = await rowsOf(w.m.passenger);
    const refunds = rows.filter((r) => r.kind === 'refund');
    expect(refunds.map((r) => [r.amountCents, r.newBalanceCents, r.sourceId, r.createdBy])).toEqual([
      [4700, -3200, first.jumperId, null],
      [3200, 0, second.jumperId, null],
    ]);
    expect(refunds[0]?.comment).toBe(`Load 9 ${w.today}, 4000 m (reopened)`);
    expect(refunds[0]?.loadRef).toEqual({ loadId: first.loadId, number: 9, date: w.today, altitude: 4000 });
    expect(rows.reduce((sum, r) => sum + r.amountCents, 0)).toBe(0);
    const charged = await db.select().from(loadJumpers).where(eq(loadJumpers.memberId, w.m.passenger));
    expect(charged.map((j) => j.chargedCents)).toEqual([0, 0]);
    // nobody else is touched
    expect(await rowsOf(w.m.fun)).toEqual(funBefore);

    // a second run changes nothing
    await settle();
    expect(await rowsOf(w.m.passenger)).toEqual(rows);
    expect(await balanceOf(w, w.m.passenger)).toBe(0);

    // reopening the loads afterwards refunds nothing twice
    expect((await call('POST', `/api/loads/${first.loadId}/open`)).statusCode).toBe(200);
    expect((await call('POST', `/api/loads/${second.loadId}/open`)).statusCode).toBe(200);
    expect(await balanceOf(w, w.m.passenger)).toBe(0);
    expect(await rowsOf(w.m.passenger)).toHaveLength(rows.length);
  });
});
