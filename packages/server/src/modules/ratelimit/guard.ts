import { DomainError, type ErrorCode } from '@dz/shared';
import type { Limiter, LimitRule } from './limiter';

/**
 * Counts a hit on each (rule, key) and throws `code` with a Retry-After when any is over its limit.
 * Every key is counted even when an earlier one is already over, so a burst cannot slip past a rule.
 */
export async function enforceLimits(
  limiter: Limiter,
  code: ErrorCode,
  checks: { name: string; key: string; rule: LimitRule }[],
): Promise<void> {
  const results = await Promise.all(checks.map((c) => limiter.hit(c.name, c.key, c.rule)));
  const over = results.filter((r) => r.limited);
  if (over.length > 0) {
    const retryAfterMs = Math.max(...over.map((r) => r.retryAfterMs));
    throw new DomainError(code, { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) });
  }
}
