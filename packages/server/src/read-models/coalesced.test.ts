import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coalesced } from './coalesced';

/** A counter in a "database" whose reads take the value at their start and answer when the test says so. */
function slowCounter() {
  let value = 0;
  const pending: (() => void)[] = [];
  let reads = 0;
  const read = (_key: string) => {
    reads += 1;
    const seen = value;
    return new Promise<number>((resolve) => pending.push(() => resolve(seen)));
  };
  return {
    read,
    write() {
      value += 1;
    },
    get value() {
      return value;
    },
    get reads() {
      return reads;
    },
    /** Answers the oldest read under way; false when none is. */
    answerOne(): boolean {
      const next = pending.shift();
      next?.();
      return next !== undefined;
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('coalesced reads', () => {
  it('serves callers who ask during a read with one next read', async () => {
    const counter = slowCounter();
    const read = coalesced(counter.read);
    const first = read('a');
    const rest = Array.from({ length: 999 }, () => read('a'));
    expect(counter.reads).toBe(1);
    counter.answerOne();
    await settle();
    expect(counter.reads).toBe(2);
    counter.answerOne();
    await Promise.all([first, ...rest]);
    expect(counter.reads).toBe(2);
  });

  it('never answers a caller with a read that started before it asked', async () => {
    const counter = slowCounter();
    const read = coalesced(counter.read);
    const before = read('a');
    counter.write();
    const after = read('a');
    counter.answerOne();
    await settle();
    counter.answerOne();
    expect([await before, await after]).toEqual([0, 1]);
  });

  it('keeps keys apart, and a failed read fails only its own callers', async () => {
    let fail = true;
    const read = coalesced(async (key: string) => {
      if (fail) {
        fail = false;
        throw new Error('database away');
      }
      return key;
    });
    const failed = read('a');
    const other = read('b');
    await expect(failed).rejects.toThrow('database away');
    expect(await other).toBe('b');
    expect(await read('a')).toBe('a');
  });

  it('answers every caller at least the value it could see when it asked, in any interleaving', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom('write', 'ask', 'answer'), { maxLength: 60 }),
        async (steps) => {
          const counter = slowCounter();
          const read = coalesced(counter.read);
          const asked: { atLeast: number; answer: Promise<number> }[] = [];
          for (const step of steps) {
            if (step === 'write') {
              counter.write();
            } else if (step === 'ask') {
              asked.push({ atLeast: counter.value, answer: read('day') });
            } else {
              counter.answerOne();
            }
            await settle();
          }
          while (counter.answerOne()) {
            await settle();
          }
          for (const { atLeast, answer } of asked) {
            expect(await answer).toBeGreaterThanOrEqual(atLeast);
          }
          // never more reads than callers
          expect(counter.reads).toBeLessThanOrEqual(asked.length);
        },
      ),
      { numRuns: 200 },
    );
  });
});
