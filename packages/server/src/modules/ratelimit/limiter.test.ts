import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createLimiter, type Limiter } from './limiter';

const rule = { max: 3, windowMs: 60_000 };

function behaves(make: () => { limiter: Limiter; advance: (ms: number) => void }) {
  it('allows max hits in a window, refuses the next, and resets', async () => {
    const { limiter } = make();
    const key = `k${Math.random()}`;
    for (let i = 0; i < 3; i++) {
      expect((await limiter.hit('t', key, rule)).limited).toBe(false);
    }
    expect((await limiter.isLimited('t', key, rule)).limited).toBe(true);
    const over = await limiter.hit('t', key, rule);
    expect(over.limited).toBe(true);
    expect(over.retryAfterMs).toBeGreaterThan(0);
    expect(over.retryAfterMs).toBeLessThanOrEqual(60_000);
    await limiter.reset('t', key);
    expect((await limiter.isLimited('t', key, rule)).limited).toBe(false);
  });

  it('keeps keys apart', async () => {
    const { limiter } = make();
    const a = `a${Math.random()}`;
    for (let i = 0; i < 4; i++) {
      await limiter.hit('t', a, rule);
    }
    expect((await limiter.isLimited('t', `b${Math.random()}`, rule)).limited).toBe(false);
  });
}

describe('memory limiter', () => {
  let t = 1_000_000;
  behaves(() => ({ limiter: createLimiter(undefined, () => t), advance: (ms) => (t += ms) }));

  it('opens again when the window ends', async () => {
    let now = 0;
    const limiter = createLimiter(undefined, () => now);
    for (let i = 0; i < 4; i++) {
      await limiter.hit('t', 'x', rule);
    }
    expect((await limiter.isLimited('t', 'x', rule)).limited).toBe(true);
    now += 60_001;
    expect((await limiter.isLimited('t', 'x', rule)).limited).toBe(false);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('Redis limiter (shared between nodes)', () => {
  const redis = redisUrl ? new Redis(redisUrl) : undefined;
  afterAll(async () => {
    await redis?.quit();
  });
  behaves(() => ({ limiter: createLimiter(redis), advance: () => {} }));

  it('counts hits from two nodes together', async () => {
    const nodeA = createLimiter(redis);
    const nodeB = createLimiter(redis);
    const key = `shared${Math.random()}`;
    await nodeA.hit('t', key, rule);
    await nodeB.hit('t', key, rule);
    await nodeA.hit('t', key, rule);
    expect((await nodeB.isLimited('t', key, rule)).limited).toBe(true);
  });
});
