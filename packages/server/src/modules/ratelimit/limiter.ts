import type { Redis } from 'ioredis';

export interface LimitRule {
  /** How many hits the window allows. */
  max: number;
  windowMs: number;
}

export interface Limiter {
  /** Whether the key is already at its limit (does not count a hit). */
  isLimited(name: string, key: string, rule: LimitRule): Promise<{ limited: boolean; retryAfterMs: number }>;
  /** Counts one hit; answers whether this hit went over the limit. */
  hit(name: string, key: string, rule: LimitRule): Promise<{ limited: boolean; retryAfterMs: number }>;
  /** Forgets a key (a successful login clears its failures). */
  reset(name: string, key: string): Promise<void>;
}

/**
 * Fixed-window counters keyed by name and key (address, account). In memory on one node; in Redis when
 * REDIS_URL is set, so every node sees the same counts. We count our own hits (only failed logins, say),
 * which a per-request limiter plugin cannot.
 */
export function createLimiter(redis?: Redis, now: () => number = Date.now): Limiter {
  if (redis) {
    const k = (name: string, key: string) => `dz:rl:${name}:${key}`;
    return {
      async isLimited(name, key, rule) {
        const [count, ttl] = await Promise.all([redis.get(k(name, key)), redis.pttl(k(name, key))]);
        const n = Number(count ?? 0);
        return { limited: n >= rule.max, retryAfterMs: ttl > 0 ? ttl : rule.windowMs };
      },
      async hit(name, key, rule) {
        const res = await redis
          .multi()
          .incr(k(name, key))
          .pexpire(k(name, key), rule.windowMs, 'NX')
          .pttl(k(name, key))
          .exec();
        const n = Number(res?.[0]?.[1] ?? 0);
        const ttl = Number(res?.[2]?.[1] ?? rule.windowMs);
        return { limited: n > rule.max, retryAfterMs: ttl > 0 ? ttl : rule.windowMs };
      },
      async reset(name, key) {
        await redis.del(k(name, key));
      },
    };
  }
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (id: string) => {
    const w = windows.get(id);
    if (!w || w.resetAt <= now()) {
      windows.delete(id);
      return undefined;
    }
    return w;
  };
  return {
    async isLimited(name, key, rule) {
      const w = current(`${name}:${key}`);
      return { limited: (w?.count ?? 0) >= rule.max, retryAfterMs: w ? w.resetAt - now() : rule.windowMs };
    },
    async hit(name, key, rule) {
      const id = `${name}:${key}`;
      const w = current(id) ?? { count: 0, resetAt: now() + rule.windowMs };
      w.count += 1;
      windows.set(id, w);
      if (windows.size > 100_000) {
        // keep memory bounded under an address-spraying attack: expired windows go first
        for (const [key2, v] of windows) {
          if (v.resetAt <= now()) {
            windows.delete(key2);
          }
        }
      }
      return { limited: w.count > rule.max, retryAfterMs: w.resetAt - now() };
    },
    async reset(name, key) {
      windows.delete(`${name}:${key}`);
    },
  };
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The limits of the calls that work without a session (api-contract.md, "Rate limits"). */
export const limits = {
  loginFailuresPerAccount: { max: 5, windowMs: 2 * MINUTE },
  loginFailuresPerAddress: { max: 30, windowMs: 2 * MINUTE },
  /** Failed logins of one account from any address: rotating addresses does not help (OWASP: lock, mail). */
  loginFailuresPerAccountAnyAddress: { max: 10, windowMs: 15 * MINUTE },
  registerPerAddress: { max: 5, windowMs: 5 * MINUTE },
  registerPerAddressDaily: { max: 30, windowMs: DAY },
  availabilityChecksPerAddress: { max: 500, windowMs: DAY },
  passwordResetPerAddress: { max: 10, windowMs: 15 * MINUTE },
  passwordResetPerAccount: { max: 3, windowMs: 60 * MINUTE },
  resendConfirmationPerAddress: { max: 10, windowMs: 15 * MINUTE },
  resendConfirmationPerAccount: { max: 3, windowMs: 60 * MINUTE },
  publicWaiverPerAddress: { max: 20, windowMs: 60 * MINUTE },
} as const satisfies Record<string, LimitRule>;
