import { cents } from '@dz/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../events/domain-events';
import { type Invalidation, invalidation, staleOf, stampVersions } from './invalidation';

describe('the caches’ invalidation table', () => {
  it.each<[string, DomainEvent, string[]]>([
    ['users', { type: 'usersChanged', clubId: 'c' }, ['club']],
    ['members', { type: 'membersChanged', clubId: 'c' }, ['club']],
    ['club', { type: 'clubChanged', clubId: 'c' }, ['club']],
    ['waivers', { type: 'waiversChanged', clubId: 'c' }, ['club']],
    ['one account', { type: 'balancesChanged', clubId: 'c', memberId: 'm' }, ['club']],
    ['many accounts', { type: 'balancesChanged', clubId: 'c' }, ['club']],
    [
      'a payment',
      { type: 'paymentTaken', clubId: 'c', memberId: 'm', notifyUserId: 'u', amountCents: cents(1250) },
      ['club'],
    ],
    ['loads of two days', { type: 'loadsChanged', clubId: 'c', dates: ['d1', 'd2'] }, ['d1', 'd2']],
    [
      "a load's call (its change comes as loadsChanged)",
      {
        type: 'loadCalled',
        clubId: 'c',
        date: 'd1',
        loadId: 'l',
        number: 3,
        call: 'min15',
        at: 't',
        userIds: ['u1'],
      },
      [],
    ],
    [
      'a landing: its day and the balances',
      { type: 'loadsSettled', clubId: 'c', dates: ['d1'] },
      ['d1', 'club'],
    ],
  ])('%s', (_name, event, expected) => {
    const stale = staleOf(event);
    expect([...stale.days, ...(stale.club ? ['club'] : [])]).toEqual(expected);
  });

  it('states every event type (a new one does not compile until it is added)', () => {
    const { loadCalled: _left, ...partial } = invalidation;
    // @ts-expect-error: loadCalled's effect is not stated
    const incomplete: Invalidation = partial;
    expect(Object.keys(incomplete)).not.toContain('loadCalled');
  });
});

describe('stampVersions (the unit of work’s last step)', () => {
  /** The counters of `load_day_versions` in memory: each bump raises the days named and answers them. */
  function counters() {
    const values = new Map<string, number>();
    const bumps: [string, string[]][] = [];
    const sent: number[] = [];
    const alongs: number[] = [];
    return {
      alongs,
      bumps,
      boardVersions: {
        async bump(clubId: string, days: readonly string[], along: readonly unknown[] = []) {
          bumps.push([clubId, [...days].sort()]);
          alongs.push(along.length);
          return new Map(
            days.map((d) => {
              const v = (values.get(`${clubId}|${d}`) ?? 0) + 1;
              values.set(`${clubId}|${d}`, v);
              return [d, v] as const;
            }),
          );
        },
        read: async () => ({ day: 0, club: 0 }),
        async send(writes: readonly unknown[]) {
          sent.push(writes.length);
        },
      },
      sent,
    };
  }

  it('raises each club’s counters once per transaction and stamps the loads events with their days’ counters', async () => {
    const c = counters();
    const changed: DomainEvent = { type: 'loadsChanged', clubId: 'a', dates: ['d1', 'd2'] };
    const settled: DomainEvent = { type: 'loadsSettled', clubId: 'a', dates: ['d2'] };
    const elsewhere: DomainEvent = { type: 'membersChanged', clubId: 'b' };
    const call: DomainEvent = {
      type: 'loadCalled',
      clubId: 'a',
      date: 'd1',
      loadId: 'l',
      number: 1,
      call: 'boarding',
      at: 't',
      userIds: [],
    };
    await stampVersions(c, [changed, settled, elsewhere, call]);
    expect(c.bumps).toEqual([
      ['a', ['*', 'd1', 'd2']],
      ['b', ['*']],
    ]);
    expect(changed).toMatchObject({ versions: { d1: 1, d2: 1 } });
    expect(settled).toMatchObject({ versions: { d2: 1 } });
  });

  it("sends the work's last writes with the first club's counters, or by themselves when none are raised", async () => {
    const c = counters();
    const writes = [sql`select 1`, sql`select 2`];
    await stampVersions(
      c,
      [
        { type: 'membersChanged', clubId: 'a' },
        { type: 'clubChanged', clubId: 'b' },
      ],
      writes,
    );
    expect(c.alongs).toEqual([2, 0]);
    expect(c.sent).toEqual([0]);
    const d = counters();
    await stampVersions(
      d,
      [
        {
          type: 'loadCalled',
          clubId: 'a',
          date: 'd1',
          loadId: 'l',
          number: 1,
          call: 'boarding',
          at: 't',
          userIds: [],
        },
      ],
      writes,
    );
    expect(d.bumps).toEqual([]);
    expect(d.sent).toEqual([2]);
  });

  it('raises nothing for a transaction whose events touch no cache', async () => {
    const c = counters();
    await stampVersions(c, [{ type: 'loadsChanged', clubId: 'a', dates: [] }]);
    expect(c.bumps).toEqual([]);
  });
});
