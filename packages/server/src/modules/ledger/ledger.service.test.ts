import { randomUUID } from 'node:crypto';
import { type Actor, cents, paymentBody, transactionBody, transactionQuery } from '@dz/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runMigrations } from '../../db/migrate';
import { createEventRecorder } from '../../events/domain-events';
import { createUnitOfWork } from '../../events/unit-of-work';
import { actorOf } from '../../plugins/auth';
import { createRepos, type Repos } from '../../repos';
import { createTestClock } from '../../test/clock';
import { createTestDatabase } from '../../test/db';
import type { MemberRow } from '../members/members.repo';
import type { UserRow } from '../users/users.repo';
import { createLedgerService, type LedgerService } from './ledger.service';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let repos: Repos;
let ledger: LedgerService;
let uow: ReturnType<typeof createUnitOfWork>;
let clubId: string;
let admin: Actor;
const recorder = createEventRecorder();
const clock = createTestClock();

let seq = 0;
/** A user of the club, written through the users repo. */
async function addUser(over: Partial<UserRow> = {}): Promise<UserRow> {
  seq += 1;
  return repos.users.insert({
    clubId,
    username: `user${seq}`,
    email: `user${seq}@example.com`,
    displayName: `User ${seq}`,
    confirmed: true,
    ...over,
  });
}

/** A member of the club (zero balance), optionally linked to a user both ways. */
async function addMember(over: { role?: MemberRow['role']; user?: UserRow } = {}): Promise<MemberRow> {
  const member = await repos.members.insert({
    clubId,
    firstName: `Member${++seq}`,
    lastName: 'Jumper',
    role: over.role ?? 'jumper',
    linkedUserId: over.user?.id ?? null,
  });
  if (!member) {
    throw new Error('no member');
  }
  if (over.user) {
    await repos.users.setLinkedMember(over.user.id, member.id);
  }
  return member;
}

/** A member whose own user is signed in: the actor of that user. */
async function memberWithUser(over: Partial<UserRow> = {}) {
  const user = await addUser(over);
  const member = await addMember({ user });
  return { member, user, actor: actorOf({ ...user, linkedMemberId: member.id }) };
}

const pay = (memberId: string, amount: number, extra: { idempotencyKey?: string; comment?: string } = {}) =>
  paymentBody.parse({ memberId, amount, method: 'Käteinen', ...extra });

async function balanceOf(memberId: string): Promise<number | undefined> {
  return (await repos.members.findWithDeleted(clubId, [memberId]))[0]?.balanceCents;
}

async function rowsOf(memberId: string) {
  return (
    await repos.ledger.page(clubId, {
      ...transactionQuery.parse({ forMember: memberId }),
      clubTimezone: 'UTC',
    })
  ).items;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await runMigrations(database);
  repos = createRepos(database.db);
  uow = createUnitOfWork({ db: database.db, publisher: recorder });
  ledger = createLedgerService({ repos, uow, now: clock.now });
  const club = await repos.clubs.insert({ name: 'Utti', clubKey: 'utti', allowCustomPaymentMethods: false });
  clubId = club.id;
  await repos.clubs.setPaymentMethods(clubId, ['Käteinen', 'Kortti']);
  admin = actorOf(await addUser({ admin: true, role: 'admin' }));
});
afterAll(async () => {
  await database.drop();
});
beforeEach(() => {
  recorder.events.length = 0;
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
      createdAt: clock.now(),
    });
    expect(recorder.events).toEqual([
      { type: 'paymentTaken', clubId, memberId: member.id, notifyUserId: user.id, amountCents: 2550 },
    ]);
  });

  it('tells nobody when the member has no user, or when the admin pays their own member', async () => {
    const plain = await addMember();
    await ledger.recordPayment(admin, pay(plain.id, 10));
    const self = await memberWithUser({ admin: true, role: 'admin' });
    await ledger.recordPayment(self.actor, pay(self.member.id, 5));
    expect(recorder.events).toEqual([
      { type: 'paymentTaken', clubId, memberId: plain.id, notifyUserId: null, amountCents: 1000 },
      { type: 'paymentTaken', clubId, memberId: self.member.id, notifyUserId: null, amountCents: 500 },
    ]);
  });

  it('pays once per idempotency key: a repeat answers the member and only refreshes its lists', async () => {
    const { member } = await memberWithUser();
    const idempotencyKey = randomUUID();
    await ledger.recordPayment(admin, pay(member.id, 12, { idempotencyKey }));
    recorder.events.length = 0;
    const again = await ledger.recordPayment(admin, pay(member.id, 12, { idempotencyKey }));
    expect(again.balanceCents).toBe(1200);
    expect(await rowsOf(member.id)).toHaveLength(1);
    expect(recorder.events).toEqual([{ type: 'balancesChanged', clubId, memberId: member.id }]);
  });

  it('refuses a key reused for another amount, writes nothing and publishes nothing', async () => {
    const member = await addMember();
    const idempotencyKey = randomUUID();
    await ledger.recordPayment(admin, pay(member.id, 12, { idempotencyKey }));
    recorder.events.length = 0;
    await expect(ledger.recordPayment(admin, pay(member.id, 13, { idempotencyKey }))).rejects.toMatchObject({
      code: 'idempotencyKeyReused',
    });
    expect(await balanceOf(member.id)).toBe(1200);
    expect(recorder.events).toEqual([]);
  });

  it('rolls back a payment that would leave the balance bounds, and publishes nothing', async () => {
    const member = await addMember();
    await ledger.recordPayment(admin, pay(member.id, 100_000));
    recorder.events.length = 0;
    await expect(ledger.recordPayment(admin, pay(member.id, 0.01))).rejects.toMatchObject({
      code: 'invalidAmount',
      detail: 'balanceBounds',
    });
    expect(await balanceOf(member.id)).toBe(10_000_000);
    expect(await rowsOf(member.id)).toHaveLength(1);
    expect(recorder.events).toEqual([]);
  });

  it('refuses a tandem passenger (no account) and a method the club does not allow', async () => {
    const passenger = await addMember({ role: 'student-tandem' });
    await expect(ledger.recordPayment(admin, pay(passenger.id, 10))).rejects.toMatchObject({
      code: 'paymentFailed',
      detail: 'tandemStudentNoAccount',
    });
    const member = await addMember();
    await expect(
      ledger.recordPayment(admin, { ...pay(member.id, 10), method: 'Bitcoin' }),
    ).rejects.toMatchObject({ code: 'customPaymentMethod' });
    expect(await rowsOf(passenger.id)).toEqual([]);
    expect(await rowsOf(member.id)).toEqual([]);
    expect(recorder.events).toEqual([]);
  });

  it('is for admins only: a waiver checker or the member themself is refused before anything is read', async () => {
    const checker = actorOf(await addUser({ canCheckWaivers: true }));
    const own = await memberWithUser();
    for (const actor of [checker, own.actor]) {
      await expect(ledger.recordPayment(actor, pay(own.member.id, 10))).rejects.toMatchObject({
        code: 'onlyAdmin',
      });
    }
    expect(await balanceOf(own.member.id)).toBe(0);
    expect(recorder.events).toEqual([]);
  });
});

describe('recordTransaction', () => {
  it('writes a new balance as the one difference', async () => {
    const member = await addMember();
    await ledger.recordPayment(admin, pay(member.id, 30));
    recorder.events.length = 0;
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
    expect(recorder.events).toEqual([{ type: 'balancesChanged', clubId, memberId: member.id }]);
  });
});

describe('applyEntries', () => {
  it('charges several members in the caller’s transaction; a refund reaches a deleted member', async () => {
    const [a, b] = [await addMember(), await addMember()];
    await uow.run((tx) =>
      ledger.applyEntries(tx, clubId, [
        { memberId: a.id, amountCents: cents(-4000), kind: 'jump', createdBy: admin.userId },
        { memberId: b.id, amountCents: cents(-3000), kind: 'jump', createdBy: admin.userId },
        { memberId: a.id, amountCents: cents(-500), kind: 'jump', createdBy: admin.userId },
      ]),
    );
    expect(await balanceOf(a.id)).toBe(-4500);
    expect(await balanceOf(b.id)).toBe(-3000);
    expect((await rowsOf(a.id)).map((r) => r.newBalanceCents).sort((x, y) => x - y)).toEqual([-4500, -4000]);

    await repos.members.softDelete(clubId, [b.id], { by: admin.userId, at: clock.now() });
    await expect(
      uow.run((tx) =>
        ledger.applyEntries(tx, clubId, [
          { memberId: a.id, amountCents: cents(-100), kind: 'jump', createdBy: admin.userId },
          { memberId: b.id, amountCents: cents(-100), kind: 'jump', createdBy: admin.userId },
        ]),
      ),
    ).rejects.toMatchObject({ code: 'memberNotFound' });
    // all or nothing: the other member was not charged either
    expect(await balanceOf(a.id)).toBe(-4500);
    await uow.run((tx) =>
      ledger.applyEntries(tx, clubId, [
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
    const checker = actorOf(await addUser({ canCheckWaivers: true }));
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
