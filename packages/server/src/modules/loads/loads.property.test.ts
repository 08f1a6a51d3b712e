import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories';
import { as, type LoadsWorld, loadsWorld, newLoad } from '../../test/loads.fixture';

let w: LoadsWorld;
beforeAll(async () => {
  w = await loadsWorld();
});
afterAll(async () => {
  await w.t.close();
});

const op = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    load: fc.nat(2),
    member: fc.nat(2),
    altitude: fc.constantFrom(1000, 4000),
  }),
  fc.record({ kind: fc.constant('remove' as const), load: fc.nat(2), member: fc.nat(2) }),
  fc.record({ kind: fc.constant('land' as const), load: fc.nat(2) }),
  fc.record({ kind: fc.constant('open' as const), load: fc.nat(2) }),
  fc.record({
    kind: fc.constant('pay' as const),
    member: fc.nat(2),
    cents: fc.integer({ min: 1, max: 20_000 }),
  }),
  // settle to zero and delete: a jumper of a landed load may go before the load is reopened (issue 8)
  fc.record({ kind: fc.constant('delete' as const), member: fc.nat(2) }),
  // a jump, then the jumper leaves the club before the load is reopened
  fc.record({ kind: fc.constant('jumpAndLeave' as const), load: fc.nat(1), member: fc.nat(2) }),
  fc.record({ kind: fc.constant('restore' as const), member: fc.nat(2) }),
  // a tandem: the passenger (a tandem student, no account) never pays, whatever happens to the load
  fc.record({ kind: fc.constant('tandem' as const), load: fc.nat(2), video: fc.boolean() }),
  fc.record({ kind: fc.constant('payPassenger' as const), cents: fc.integer({ min: 1, max: 20_000 }) }),
);

/**
 * Random manifests, landings, reopenings, payments, deletions and restorations, eight at a time: every
 * balance stays equal to the sum of its transactions, each jumper of a landed load is charged exactly once
 * (refunded exactly once when reopened, also when the jumper was deleted in between), and a reopening is
 * never refused for a deleted member. No money ever moves for a tandem passenger: no ledger rows, balance 0,
 * nothing charged on its jumpers. Each member's cached count of landed jumps equals a recount.
 */
describe('loads and the ledger under random concurrent operations', () => {
  it('charges each landing exactly once and keeps balances equal to the ledger', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 10, maxLength: 60 }), async (ops) => {
        run += 1;
        // fresh jumpers per run: old runs' open loads would keep the fixture's members from being deleted
        const members: string[] = [];
        for (const [i, over] of [{}, { isClubMember: true }, { isVideoFlyer: true }].entries()) {
          const created = await createMember(w.t.app, w.admin, {
            firstName: `Prop${'ABC'[i]}${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[run % 26]}`,
            exitWeight: 90,
            ...over,
          });
          members.push(created._id);
        }
        const passenger = (
          await createMember(w.t.app, w.admin, {
            firstName: `PropP${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[run % 26]}`,
            role: 'student-tandem',
            exitWeight: 80,
          })
        )._id;
        const loads = [
          await newLoad(w, { pilot: w.m.pilot }),
          await newLoad(w, { pilot: w.m.pilot }),
          await newLoad(w),
        ];
        const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
          as(w.t.app, w.admin, method, url, payload);
        /** The admin's way to delete: off the open loads, settled to zero, then deleted. */
        const leave = async (memberId: string) => {
          const day = (await call('GET', `/api/loads/${w.today}`)).json().loads as {
            _id: string;
            state: string;
            jumpers: { _id: string; memberId: string }[];
          }[];
          for (const load of day.filter((l) => l.state !== 'landed' && loads.includes(l._id))) {
            for (const j of load.jumpers.filter((x) => x.memberId === memberId)) {
              await call('DELETE', `/api/loads/${load._id}/jumpers/${j._id}`);
            }
          }
          await call('POST', '/api/transaction', { for: memberId, newBalance: 0 });
          return call('DELETE', '/api/member', { ids: [memberId] });
        };
        const send = async (o: (typeof ops)[number]) => {
          switch (o.kind) {
            case 'add':
              return call('POST', `/api/loads/${loads[o.load]}/jumpers`, {
                memberId: members[o.member],
                type: 'normal',
                altitude: o.altitude,
              });
            case 'remove': {
              const day = (await call('GET', `/api/loads/${w.today}`)).json().loads as {
                _id: string;
                jumpers: { _id: string; memberId: string }[];
              }[];
              const jumper = day
                .find((l) => l._id === loads[o.load])
                ?.jumpers.find((j) => j.memberId === members[o.member]);
              return jumper ? call('DELETE', `/api/loads/${loads[o.load]}/jumpers/${jumper._id}`) : undefined;
            }
            case 'land':
              return call('POST', `/api/loads/${loads[o.load]}/land`);
            case 'open':
              return call('POST', `/api/loads/${loads[o.load]}/open`);
            case 'pay':
              return call('POST', '/api/payment', {
                memberId: members[o.member],
                amount: o.cents / 100,
                method: 'Kortti',
              });
            case 'jumpAndLeave':
              await call('POST', `/api/loads/${loads[o.load]}/jumpers`, {
                memberId: members[o.member],
                type: 'normal',
                altitude: 4000,
              });
              await call('POST', `/api/loads/${loads[o.load]}/land`);
              return leave(members[o.member] as string);
            case 'delete':
              return leave(members[o.member] as string);
            case 'restore':
              return call('POST', `/api/member/${members[o.member]}/restore`);
            case 'tandem':
              return call('POST', `/api/loads/${loads[o.load]}/jumpers`, {
                memberId: w.m.tandemI,
                type: 'tandem',
                altitude: 4000,
                tandemMemberId: passenger,
                ...(o.video ? { videoFlyerId: members[2] } : {}),
              });
            case 'payPassenger':
              return call('POST', '/api/payment', {
                memberId: passenger,
                amount: o.cents / 100,
                method: 'Kortti',
              });
          }
        };
        for (let i = 0; i < ops.length; i += 8) {
          const batch = ops.slice(i, i + 8);
          const responses = await Promise.all(batch.map(send));
          for (const [k, r] of responses.entries()) {
            if (r) {
              expect(r.statusCode, r.body).toBeLessThan(500);
              if (batch[k]?.kind === 'open') {
                // refunds reach deleted members: a reopening is refused only when the load is not landed
                expect(r.statusCode, r.body).not.toBe(404);
              }
            }
          }
        }
        const db = w.t.app.ctx.db;
        // the tandem passenger: no ledger rows, a zero balance, nothing charged on any of its jumps
        const passengerMoney = await db.execute(sql`
          select (select count(*) from transactions where member_id = ${passenger})::int as rows,
            (select balance_cents from members where id = ${passenger})::int as balance,
            (select count(*) from load_jumpers where member_id = ${passenger} and coalesce(charged_cents, 0) <> 0)::int as charged`);
        expect((passengerMoney as unknown as { rows: unknown[] }).rows).toEqual([
          { rows: 0, balance: 0, charged: 0 },
        ]);
        const mismatched = await db.execute(sql`
          select m.id from members m
          left join (select member_id, sum(amount_cents) as total from transactions group by member_id) t on t.member_id = m.id
          where m.club_id = ${w.clubId} and m.balance_cents <> coalesce(t.total, 0)`);
        expect((mismatched as unknown as { rows: unknown[] }).rows).toEqual([]);
        // per jumper: what the ledger holds for it equals what its load's state says was charged
        const wrong = await db.execute(sql`
          select j.id, j.charged_cents, l.state, coalesce(sum(t.amount_cents), 0) as net
          from load_jumpers j join loads l on l.id = j.load_id
          left join transactions t on t.source_type = 'loadJumper' and t.source_id = j.id
          where j.club_id = ${w.clubId}
          group by j.id, j.charged_cents, l.state
          having coalesce(sum(t.amount_cents), 0) <> case when l.state = 'landed' then -coalesce(j.charged_cents, 0) else 0 end`);
        expect((wrong as unknown as { rows: unknown[] }).rows).toEqual([]);
        // each member's cached landed jumps equal a recount of its jumps on landed loads (logbook, totalJumps)
        const miscounted = await db.execute(sql`
          select m.id, m.landed_jumps, coalesce(c.n, 0) as counted from members m
          left join (select j.member_id, count(*)::int as n from load_jumpers j join loads l on l.id = j.load_id
            where l.state = 'landed' and not j.did_not_jump group by j.member_id) c on c.member_id = m.id
          where m.club_id = ${w.clubId} and m.landed_jumps <> coalesce(c.n, 0)`);
        expect((miscounted as unknown as { rows: unknown[] }).rows).toEqual([]);
        // the admins' filter shows exactly the deleted members whose balance is not zero
        const listed = (await call('GET', '/api/member?deleted=withBalance')).json() as { _id: string }[];
        const owed = await db.execute<{ id: string }>(sql`
          select id from members where club_id = ${w.clubId} and deleted_at is not null and balance_cents <> 0`);
        expect(listed.map((m) => m._id).sort()).toEqual(
          (owed as unknown as { rows: { id: string }[] }).rows.map((r) => r.id).sort(),
        );
      }),
      { numRuns: 15 },
    );
  }, 300_000);
});
