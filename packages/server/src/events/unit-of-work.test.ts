import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../db/migrate';
import { createTestDatabase } from '../test/db';
import { createEventRecorder } from './domain-events';
import { createUnitOfWork } from './unit-of-work';

describe('unit of work', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    await runMigrations(database);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('publishes the events of a committed transaction once, after the commit', async () => {
    const recorder = createEventRecorder();
    const uow = createUnitOfWork({ db: database.db, publisher: recorder });
    const seenInside: number[] = [];
    const result = await uow.run(async (_tx, emit) => {
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
      uow.run(async (_tx, emit) => {
        emit({ type: 'clubChanged', clubId: 'c1' });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(recorder.events).toEqual([]);
  });
});
