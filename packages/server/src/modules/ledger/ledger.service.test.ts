import { randomUUID } from 'node:crypto';
import { type Actor, auditQuery, cents, paymentBody, transactionBody, transactionQuery } from '@dz/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ServiceWorld, serviceWorld } from '../../test/service-world';
import type { UserRow } from '../users/users.repo';
import { createLedgerService, type LedgerService } from './ledger.service';

let w: ServiceWorld;
let ledger: LedgerService;
let admin: Actor;

/** A member whose own user is signed in: the actor of that user. */
async function memberWithUser(over: Partial<UserRow> = {}) {
  const user = await w.addUser(over);
  const member = await w.addMember({ user });
  return { member, user, actor: w.actorOf({ ...user, linkedMemberId: member.id }) };
}

const pay = (memberId: string, amount: number, extra: { idempotencyKey?: string; comment?: string } = {}) =>
  paymentBody.parse({ memberId, amount, method: 'Käteinen', ...extra });

async function balanceOf(memberId: string): Promise<number | undefined> {
  return (await w.repos.members.findWithDeleted(w.clubId, [memberId]))[0]?.balanceCents;
}

async function rowsOf(memberId: string) {
  return (
    await w.repos.ledger.page(w.clubId, {
      ...transactionQuery.parse({ forMember: memberId }),
      clubTimezone: 'UTC',
    })
  ).items;
}

beforeAll(async () => {
  w = await serviceWorld({ club: { allowCustomPaymentMethods: false } });
  ledger = createLedgerService({ repos: w.repos, uow: w.uow, now: w.clock.now });
  await w.repos.clubs.setPaymentMethods(w.clubId, ['Käteinen', 'Kortti']);
  admin = w.actorOf(await w.addUser({ admin: true, role: 'admin' }));
});
afterAll(() => w.close());
beforeEach(() => {
  w.events.length = 0;
});

describe('recordPayment', () => {
  it('writes the row and the balance together, in cents, and tells the paying member’s own user', async () => {
    const { member, user } = await memberWithUser();
    const saved = await ledger.recordPayment(admin, pay(member.id, 25.5, { comment: 'kassa' }));
    expect(saved.balanceCents).toBe(2550);
    expect(await balanceOf(member.id)).toBe(2550);
    const rows = await rowsOf(member.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amountCents: 2550,
      newBalanceCents: 2550,
      kind: 'payment',
      method: 'Käteinen',
      comment: 'kassa',
      createdBy: admin.userId,
      createdAt: w.clock.now(),
    });
    expect(w.events).toEqual([
      {
        type: 'paymentTaken',
        clubId: w.clubId,
        memberId: member.id,
        notifyUserId: user.id,
        amountCents: 2550,
      },
    ]);
  });

  it('tells nobody when the member has no user, or when the admin pays their own member', async () => {
    const plain = await w.addMember();
    await ledger.recordPayment(admin, pay(plain.id, 10));
    const self = await memberWithUser({ admin: true, role: 'admin' });
    await ledger.recordPayment(self.actor, pay(self.member.id, 5));
    expect(w.events).toEqual([
      { type: 'paymentTaken', clubId: w.clubId, memberId: plain.id, notifyUserId: null, amountCents: 1000 },
      {
        type: 'paymentTaken',
        clubId: w.clubId,
        memberId: self.member.id,
        notifyUserId: null,
        amountCents: 500,
      },
    ]);
  });

  it('pays once per idempotency key: a repeat answers the member and only refreshes its lists', async () => {
    const { member } = await memberWithUser();
    const idempotencyKey = randomUUID();
    await ledger.recordPayment(admin, pay(member.id, 12, { idempotencyKey }));
    w.events.length = 0;
    const again = await ledger.recordPayment(admin, pay(member.id, 12, { idempotencyKey }));
    expect(again.balanceCents).toBe(1200);
    expect(await rowsOf(member.id)).toHaveLength(1);
    expect(w.events).toEqual([{ type: 'balancesChanged', clubId: w.clubId, memberId: member.id }]);
  });

  it('refuses a key reused for another amount, writes nothing and publishes nothing', async () => {
    const member = await w.addMember();
    const idempotencyKey = randomUUID();
    await ledger.recordPayment(admin, pay(member.id, 12, { idempotencyKey }));
    w.events.length = 0;
    await expect(ledger.recordPayment(admin, pay(member.id, 13, { idempotencyKey }))).rejects.toMatchObject({
      code: 'idempotencyKeyReused',
    });
    expect(await balanceOf(member.id)).toBe(1200);
    expect(w.events).toEqual([]);
  });

  it('rolls back a payment that would leave the balance bounds, and publishes nothing', async () => {
    const member = await w.addMember();
    await ledger.recordPayment(admin, pay(member.id, 100_000));
    w.events.length = 0;
    await expect(ledger.recordPayment(admin, pay(member.id, 0.01))).rejects.toMatchObject({
      code: 'invalidAmount',
      detail: 'balanceBounds',
    });
    expect(await balanceOf(member.id)).toBe(10_000_000);
    expect(await rowsOf(member.id)).toHaveLength(1);
    expect(w.events).toEqual([]);
  });

  it('refuses a tandem passenger (no account) and a method the club does not allow', async () => {
    const passenger = await w.addMember({ role: 'student-tandem' });
    await expect(ledger.recordPayment(admin, pay(passenger.id, 10))).rejects.toMatchObject({
      code: 'paymentFailed',
      detail: 'tandemStudentNoAccount',
    });
    const member = await w.addMember();
    await expect(
      ledger.recordPayment(admin, { ...pay(member.id, 10), method: 'Bitcoin' }),
    ).rejects.toMatchObject({ code: 'customPaymentMethod' });
    expect(await rowsOf(passenger.id)).toEqual([]);
    expect(await rowsOf(member.id)).toEqual([]);
    expect(w.events).toEqual([]);
  });

  it('writes a payment in one statement without a transaction: the row, the audit and the club counter', async () => {
    const member = await w.addMember();
    const counter = async () => (await w.repos.boardVersions.read(w.clubId, '2000-01-01')).club;
    const before = await counter();
    const runs = vi.spyOn(w.uow, 'run');
    try {
      await ledger.recordPayment(admin, pay(member.id, 7, { comment: 'kassa' }));
      expect(runs).not.toHaveBeenCalled();
    } finally {
      runs.mockRestore();
    }
    expect(await counter()).toBe(before + 1);
    expect(await rowsOf(member.id)).toMatchObject([{ amountCents: 700, newBalanceCents: 700 }]);
    const audit = await w.repos.audit.list(w.clubId, auditQuery.parse({ memberId: member.id }), 'UTC');
    expect(audit).toMatchObject([
      {
        action: 'payment',
        actorUserId: admin.userId,
        before: { balanceCents: 0 },
        after: { balanceCents: 700, amountCents: 700, method: 'Käteinen', comment: 'kassa' },
      },
    ]);
  });

  it('takes the locked way when the member changed after it was read, which refuses what the change forbids', async () => {
    const passenger = await w.addMember({ role: 'student-tandem' });
    const gone = await w.addMember();
    await w.uow.run(({ repos }) =>
      repos.members.softDelete(w.clubId, [gone.id], { by: admin.userId, at: w.clock.now() }),
    );
    const read = w.repos.members.findWithPaymentMethods;
    // read as they were a moment ago: a jumper with an account, not yet deleted
    const stale = vi.spyOn(w.repos.members, 'findWithPaymentMethods').mockImplementation(async (...args) => {
      const found = await read(...args);
      return found && { ...found, member: { ...found.member, role: 'jumper', deletedAt: null } };
    });
    try {
      await expect(ledger.recordPayment(admin, pay(passenger.id, 10))).rejects.toMatchObject({
        code: 'paymentFailed',
        detail: 'tandemStudentNoAccount',
      });
      await expect(ledger.recordPayment(admin, pay(gone.id, 10))).rejects.toMatchObject({
        code: 'memberNotFound',
      });
    } finally {
      stale.mockRestore();
    }
    expect(await rowsOf(passenger.id)).toEqual([]);
    expect(await balanceOf(gone.id)).toBe(0);
    expect(w.events).toEqual([]);
  });

  it('is for admins only: a waiver checker or the member themself is refused before anything is read', async () => {
    const checker = w.actorOf(await w.addUser({ canCheckWaivers: true }));
    const own = await memberWithUser();
    for (const actor of [checker, own.actor]) {
      await expect(ledger.recordPayment(actor, pay(own.member.id, 10))).rejects.toMatchObject({
        code: 'onlyAdmin',
      });
    }
    expect(await balanceOf(own.member.id)).toBe(0);
    expect(w.events).toEqual([]);
  });
});

describe('recordTransaction', () => {
  it('writes a new balance as the one difference', async () => {
    const member = await w.addMember();
    await ledger.recordPayment(admin, pay(member.id, 30));
    w.events.length = 0;
    const body = transactionBody.parse({ for: member.id, newBalance: -12.5, comment: 'korjaus' });
    const saved = await ledger.recordTransaction(admin, body);
    expect(saved.balanceCents).toBe(-1250);
    const newest = (await rowsOf(member.id)).find((r) => r.kind === 'newBalance');
    expect(newest).toMatchObject({
      amountCents: -4250,
      newBalanceCents: -1250,
      kind: 'newBalance',
      method: '',
    });
    expect(w.events).toEqual([{ type: 'balancesChanged', clubId: w.clubId, memberId: member.id }]);
  });
});

describe('applyEntries', () => {
  it('charges several members in the caller’s transaction; a refund reaches a deleted member', async () => {
    const [a, b] = [await w.addMember(), await w.addMember()];
    await w.uow.run(({ repos }) =>
      ledger.applyEntries(repos, w.clubId, [
        { memberId: a.id, amountCents: cents(-4000), kind: 'jump', createdBy: admin.userId },
        { memberId: b.id, amountCents: cents(-3000), kind: 'jump', createdBy: admin.userId },
        { memberId: a.id, amountCents: cents(-500), kind: 'jump', createdBy: admin.userId },
      ]),
    );
    expect(await balanceOf(a.id)).toBe(-4500);
    expect(await balanceOf(b.id)).toBe(-3000);
    expect((await rowsOf(a.id)).map((r) => r.newBalanceCents).sort((x, y) => x - y)).toEqual([-4500, -4000]);

    await w.repos.members.softDelete(w.clubId, [b.id], { by: admin.userId, at: w.clock.now() });
    await expect(
      w.uow.run(({ repos }) =>
        ledger.applyEntries(repos, w.clubId, [
          { memberId: a.id, amountCents: cents(-100), kind: 'jump', createdBy: admin.userId },
          { memberId: b.id, amountCents: cents(-100), kind: 'jump', createdBy: admin.userId },
        ]),
      ),
    ).rejects.toMatchObject({ code: 'memberNotFound' });
    // all or nothing: the other member was not charged either
    expect(await balanceOf(a.id)).toBe(-4500);
    await w.uow.run(({ repos }) =>
      ledger.applyEntries(repos, w.clubId, [
        { memberId: b.id, amountCents: cents(3000), kind: 'refund', createdBy: admin.userId },
      ]),
    );
    expect(await balanceOf(b.id)).toBe(0);
  });
});

describe('transaction lists', () => {
  it('shows a member’s ledger to their own user and to waiver checkers only', async () => {
    const own = await memberWithUser();
    await ledger.recordPayment(admin, pay(own.member.id, 7));
    const other = await memberWithUser();
    const checker = w.actorOf(await w.addUser({ canCheckWaivers: true }));
    const query = transactionQuery.omit({ forMember: true }).parse({});
    for (const actor of [own.actor, checker, admin]) {
      const page = await ledger.listMemberTransactions(actor, own.member.id, query);
      expect(page.items.map((t) => t.amount)).toEqual([7]);
    }
    await expect(ledger.listMemberTransactions(other.actor, own.member.id, query)).rejects.toMatchObject({
      code: 'onlyAdmin',
    });
    await expect(ledger.listClubTransactions(checker, transactionQuery.parse({}))).rejects.toMatchObject({
      code: 'onlyAdmin',
    });
    expect((await ledger.listOwnTransactions(other.actor, query)).items).toEqual([]);
  });

  it('exports only the caller’s own rows unless an admin asks for the club’s', async () => {
    const own = await memberWithUser();
    await ledger.recordPayment(admin, pay(own.member.id, 7, { comment: 'oma' }));
    const body = { ids: [], personal: false };
    const mine = await ledger.exportCsv(own.actor, body, 'en');
    expect(mine.trim().split('\n')).toHaveLength(2);
    expect(mine).toContain('oma');
    const all = await ledger.exportCsv(admin, body, 'en');
    expect(all.trim().split('\n').length).toBeGreaterThan(2);
  });
});
