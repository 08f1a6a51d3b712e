import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createWriteClock } from '../db/write-clock';
import { keptUntilWrite } from './kept-until-write';

/** A table of values behind a write clock, as the embedded database is to the kept reads. */
function store() {
  const values = new Map<string, number>();
  const clock = createWriteClock();
  return {
    clock,
    write(key: string, value: number) {
      return clock.writing(async () => {
        values.set(key, value);
      });
    },
    read: vi.fn(async (key: string) => values.get(key) ?? 0),
  };
}

describe('keptUntilWrite', () => {
  it('answers from memory while nothing was written, and reads again after any write', async () => {
    const s = store();
    const read = keptUntilWrite(s.clock, s.read, (key) => key);
    await s.write('a', 1);
    expect(await read('a')).toBe(1);
    expect(await read('a')).toBe(1);
    expect(s.read).toHaveBeenCalledTimes(1);
    // a write to another key ends it too: the cache does not know what a read depends on
    await s.write('b', 2);
    expect(await read('a')).toBe(1);
    expect(s.read).toHaveBeenCalledTimes(2);
  });

  it('shares one read between callers asking at the same count', async () => {
    const s = store();
    const read = keptUntilWrite(s.clock, s.read, (key) => key);
    await Promise.all([read('a'), read('a'), read('a')]);
    expect(s.read).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed read', async () => {
    let fails = true;
    const failing = vi.fn(async () => {
      if (fails) {
        throw new Error('connection lost');
      }
      return 7;
    });
    const read = keptUntilWrite({ stamp: () => 0 }, failing, () => 'k');
    await expect(read()).rejects.toThrow('connection lost');
    fails = false;
    expect(await read()).toBe(7);
  });

  it('keeps nothing read while a write is under way: its commit may land before the next caller asks', async () => {
    const s = store();
    const read = keptUntilWrite(s.clock, s.read, (key) => key);
    expect(await read('a')).toBe(0);
    let commit = () => {};
    const writing = s.clock.writing(
      () =>
        new Promise<void>((resolve) => {
          commit = resolve;
        }),
    );
    expect(s.clock.stamp()).toBeNull();
    // asked while the write runs: read from the table, not kept
    await read('a');
    await read('a');
    expect(s.read).toHaveBeenCalledTimes(3);
    commit();
    await writing;
    expect(s.clock.stamp()).toBe(1);
    await read('a');
    await read('a');
    expect(s.read).toHaveBeenCalledTimes(4);
  });

  it('never answers older than the last write before the call (random reads and writes)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.record({
              kind: fc.constant('write' as const),
              key: fc.constantFrom('a', 'b'),
              value: fc.nat(),
            }),
            fc.record({ kind: fc.constant('read' as const), key: fc.constantFrom('a', 'b') }),
          ),
          { maxLength: 40 },
        ),
        async (steps) => {
          const s = store();
          const read = keptUntilWrite(s.clock, s.read, (key) => key);
          const truth = new Map<string, number>();
          for (const step of steps) {
            if (step.kind === 'write') {
              await s.write(step.key, step.value);
              truth.set(step.key, step.value);
            } else {
              expect(await read(step.key)).toBe(truth.get(step.key) ?? 0);
            }
          }
        },
      ),
      { seed: 15, numRuns: 200 },
    );
  });
});
