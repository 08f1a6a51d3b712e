import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, setupClub, type TestApp } from '../../test/app';
import { camt053, camt054, type FileEntry, referenceFile } from '../../test/bank-files';
import { createMember } from '../../test/factories';

let t: TestApp;
let admin: string;
type Created = { _id: string; referenceNumber: string; rfReference: string };
const members: Created[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await setupClub(t.app);
  for (const firstName of ['Aada', 'Beata', 'Cecilia']) {
    members.push((await createMember(t.app, admin, { firstName })) as unknown as Created);
  }
});
afterAll(async () => {
  await t.close();
});

async function balances(): Promise<Map<string, number>> {
  const list = (await t.app.inject({ method: 'GET', url: '/api/member', headers: { cookie: admin } })).json();
  return new Map(list.map((m: { _id: string; balance: number }) => [m._id, Math.round(m.balance * 100)]));
}

async function ledgerAgrees(): Promise<void> {
  const result = await t.app.ctx.db.execute(
    sql`select m.balance_cents::bigint as balance, coalesce((select sum(amount_cents) from transactions where member_id = m.id), 0)::bigint as sum from members m`,
  );
  for (const r of (result as unknown as { rows: { balance: string; sum: string }[] }).rows) {
    expect(Number(r.balance)).toBe(Number(r.sum));
  }
}

let run = 0;

describe('bank statements under random files', () => {
  it('books every credit with a member reference exactly once, however the files overlap and race', async () => {
    await fc.assert(
      fc.asyncProperty(
        // a pool of movements, and files each holding some of them
        fc.array(
          fc.record({
            member: fc.integer({ min: 0, max: 2 }),
            amountCents: fc.integer({ min: 1, max: 500_00 }),
            kind: fc.constantFrom('national', 'rf', 'none', 'debit'),
          }),
          { minLength: 1, maxLength: 10 },
        ),
        fc.array(
          fc.tuple(fc.array(fc.nat(), { maxLength: 6 }), fc.constantFrom('053', '054', 'ref'), fc.boolean()),
          {
            minLength: 1,
            maxLength: 5,
          },
        ),
        async (pool, files) => {
          run += 1;
          const before = await balances();
          const entries: (FileEntry & { member: number })[] = pool.map((p, i) => {
            const m = members[p.member] as Created;
            return {
              member: p.member,
              entryRef: `P${run}-${i}-x`,
              bookingDate: '2026-11-20',
              amountCents: p.amountCents,
              direction: p.kind === 'debit' ? 'debit' : 'credit',
              reference: p.kind === 'national' ? m.referenceNumber : p.kind === 'rf' ? m.rfReference : null,
            };
          });
          const bodies = files.map(([picks, format, together]) => {
            const chosen = [...new Set(picks.map((n) => n % entries.length))].map(
              (n) => entries[n] as FileEntry,
            );
            const iban = 'FI2112345600000785';
            // the reference payment file carries only national references
            const body =
              format === '053'
                ? camt053({ iban, entries: chosen })
                : format === '054'
                  ? camt054({ iban, entries: chosen })
                  : referenceFile({
                      account: iban,
                      batches: [
                        {
                          bookingDate: '2026-11-20',
                          entries: chosen.map((e) => ({
                            ...e,
                            reference: e.reference?.startsWith('RF') ? e.reference.slice(4) : e.reference,
                          })),
                        },
                      ],
                    });
            return { body, together };
          });
          const upload = (payload: string) =>
            t.app.inject({
              method: 'POST',
              url: '/api/bank/statements',
              headers: { cookie: admin, 'content-type': 'application/xml' },
              payload,
            });
          // files marked `together` go at the same moment as the one before them; every answer is awaited before
          // any is judged, so a failed run leaves no import running into the next one
          const answers: { statusCode: number; body: string }[] = [];
          let pending: Promise<{ statusCode: number; body: string }>[] = [];
          for (const { body, together } of bodies) {
            if (!together) {
              answers.push(...(await Promise.all(pending)));
              pending = [];
            }
            pending.push(upload(body));
          }
          answers.push(...(await Promise.all(pending)));
          for (const res of answers) {
            expect(res.statusCode, res.body).toBe(200);
          }
          // what each member should have got: each credit with a reference in some file, once
          const inSomeFile = new Set(
            bodies.flatMap(({ body }) =>
              entries.filter((e) => body.includes(e.entryRef)).map((e) => e.entryRef),
            ),
          );
          const after = await balances();
          members.forEach((m, i) => {
            const expected = entries
              .filter(
                (e) =>
                  e.member === i && e.direction === 'credit' && e.reference && inSomeFile.has(e.entryRef),
              )
              .reduce((sum, e) => sum + e.amountCents, 0);
            expect((after.get(m._id) ?? 0) - (before.get(m._id) ?? 0)).toBe(expected);
          });
          await ledgerAgrees();
        },
      ),
      { numRuns: 25 },
    );
  }, 240_000);
});
