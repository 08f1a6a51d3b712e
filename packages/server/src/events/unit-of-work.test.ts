import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { DbOrTx } from '../db/client';
import { runMigrations } from '../db/migrate';
import { stampVersions } from '../read-models/invalidation';
import { createRepos, type Repos } from '../repos';
import { createTestDatabase } from '../test/db';
import { createEventRecorder, type DomainEvent } from './domain-events';
import { createUnitOfWork } from './unit-of-work';

/** The `repo.method` names of repos whose methods take a database or transaction handle. */
type TakingHandles<R> = {
  [K in keyof R]: {
    [M in keyof R[K]]: R[K][M] extends (...args: infer A) => unknown
      ? [Extract<A[number], DbOrTx>] extends [never]
        ? never
        : `${K & string}.${M & string}`
      : never;
  }[keyof R[K]];
}[keyof R];

describe('unit of work', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let repos: Repos;
  beforeAll(async () => {
    database = await createTestDatabase();
    await runMigrations(database);
    repos = createRepos(database.db, { writes: database.writes });
  });
  afterAll(async () => {
    await database.drop();
  });

  it('publishes the events of a committed transaction once, after the commit', async () => {
    const recorder = createEventRecorder();
    const uow = createUnitOfWork({ db: database.db, publisher: recorder });
    const seenInside: number[] = [];
    const result = await uow.run(async ({ emit }) => {
      emit({ type: 'membersChanged', clubId: 'c1' });
      emit({ type: 'loadsChanged', clubId: 'c1', dates: ['2026-06-01'] });
      seenInside.push(recorder.events.length);
      return 42;
    });
    expect(result).toBe(42);
    expect(seenInside).toEqual([0]);
    expect(recorder.events.map((e) => e.type)).toEqual(['membersChanged', 'loadsChanged']);
  });

  it('drops the events of a rolled-back transaction', async () => {
    const recorder = createEventRecorder();
    const uow = createUnitOfWork({ db: database.db, publisher: recorder });
    await expect(
      uow.run(async ({ emit }) => {
        emit({ type: 'clubChanged', clubId: 'c1' });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(recorder.events).toEqual([]);
  });

  it("refuses a read repo inside the work at once (it would wait forever for the embedded database's connection)", async () => {
    const uow = createUnitOfWork({ db: database.db, publisher: createEventRecorder() });
    await expect(uow.run(() => repos.clubs.count())).rejects.toThrow(
      "a read repo was used inside a unit of work: use the work's repos",
    );
    // the kept-until-write reads are refused too, and so is a call deeper in the work's own async calls
    await expect(
      uow.run(async ({ repos: work }) => {
        await work.clubs.count();
        await Promise.resolve();
        return repos.users.findBySession('u', 'f');
      }),
    ).rejects.toThrow('a read repo was used inside a unit of work');
    // so is a unit of work inside another
    await expect(uow.run(() => uow.run(async () => 1))).rejects.toThrow(
      'a unit of work was started inside another',
    );
    // outside the work, and to its publisher after the commit, the read repos answer
    const seen: number[] = [];
    const afterCommit = createUnitOfWork({
      db: database.db,
      publisher: { publish: (_events: DomainEvent[]) => void repos.clubs.count().then((n) => seen.push(n)) },
    });
    await afterCommit.run(async () => undefined);
    expect(await repos.clubs.count()).toBeGreaterThanOrEqual(0);
    await expect.poll(() => seen.length).toBe(1);
  });

  it('gives the work repos that see its own uncommitted writes; a rollback drops them', async () => {
    const uow = createUnitOfWork({ db: database.db, publisher: createEventRecorder() });
    const before = await repos.clubs.count();
    await expect(
      uow.run(async ({ repos: work }) => {
        const club = await work.clubs.insert({ name: 'Rolled', clubKey: 'rolled', slug: 'rolled' });
        expect((await work.clubs.findById(club.id))?.name).toBe('Rolled');
        expect(await work.clubs.count()).toBe(before + 1);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await repos.clubs.count()).toBe(before);

    const kept = await uow.run(({ repos: work }) =>
      work.clubs.insert({ name: 'Kept', clubKey: 'kept', slug: 'kept' }),
    );
    expect((await repos.clubs.findById(kept.id))?.name).toBe('Kept');
  });

  it("sends the work's last writes after it, with the counters in one statement; a refused one rolls back all", async () => {
    const statements: string[] = [];
    const counted = await createTestDatabase((q) => statements.push(q));
    try {
      await runMigrations(counted);
      const uow = createUnitOfWork({
        db: counted.db,
        publisher: createEventRecorder(),
        beforeCommit: stampVersions,
      });
      const club = await uow.run(({ repos: work }) =>
        work.clubs.insert({ name: 'Last', clubKey: 'last', slug: 'last' }),
      );
      const trail = (actorUserId: null) => ({ clubId: club.id, actorUserId, action: 'payment' as const });
      statements.length = 0;
      await uow.run(async ({ repos: work, emit, writeLast }) => {
        writeLast(work.audit.appendWrite([trail(null)]), work.audit.appendWrite([trail(null)]));
        emit({ type: 'clubChanged', clubId: club.id });
      });
      const sent = statements.filter((q) => !/^(begin|commit)/i.test(q));
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatch(
        /^with w0 as \(insert into "?audit_events"? .*, w1 as \(insert into "?audit_events"? .*\) insert into "?load_day_versions"? /s,
      );
      const reads = createRepos(counted.db);
      expect((await reads.audit.list(club.id, {}, 'UTC')).length).toBe(2);
      expect((await reads.boardVersions.read(club.id, 'none')).club).toBe(1);

      // a last write the database refuses (no such club) undoes the work's own statements and the counters
      await expect(
        uow.run(async ({ repos: work, emit, writeLast }) => {
          await work.clubs.insert({ name: 'Undone', clubKey: 'undone', slug: 'undone' });
          writeLast(
            work.audit.appendWrite([{ ...trail(null), clubId: '00000000-0000-0000-0000-000000000000' }]),
          );
          emit({ type: 'clubChanged', clubId: club.id });
        }),
      ).rejects.toThrow();
      expect(await reads.clubs.count()).toBe(1);
      expect((await reads.boardVersions.read(club.id, 'none')).club).toBe(1);

      // without counters to raise (or without a last step) the writes go by themselves
      await uow.run(async ({ repos: work, writeLast }) => writeLast(work.audit.appendWrite([trail(null)])));
      const bare = createUnitOfWork({ db: counted.db, publisher: createEventRecorder() });
      await bare.run(async ({ repos: work, writeLast }) => writeLast(work.audit.appendWrite([trail(null)])));
      expect((await reads.audit.list(club.id, {}, 'UTC')).length).toBe(4);
    } finally {
      await counted.drop();
    }
  });

  it('no repo method takes a database or transaction handle: repos are bound to theirs', () => {
    expectTypeOf<TakingHandles<Repos>>().toEqualTypeOf<never>();
    // the check finds one that does
    expectTypeOf<
      TakingHandles<{ loads: { get(id: string, tx?: DbOrTx): void; day(date: string): void } }>
    >().toEqualTypeOf<'loads.get'>();
  });
});
