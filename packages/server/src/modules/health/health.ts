import type { HealthResponse } from '@dz/shared';
import type { SchedulerState } from '../jobs/scheduler';

/** Ticks missed before the scheduler counts as late: one can be slow (a long run), three is stuck. */
const LATE_AFTER_TICKS = 3;

export interface HealthParts {
  database: 'ok' | 'down';
  /** ioredis' connection status, or undefined without REDIS_URL. */
  redisStatus: string | undefined;
  scheduler: SchedulerState | undefined;
  now: Date;
}

/** Whether the scheduler ticks on time: its last tick (or its start) at most three ticks ago. */
export function schedulerHealth(state: SchedulerState | undefined, now: Date): HealthResponse['scheduler'] {
  if (!state) {
    return 'off';
  }
  const since = (state.lastTickAt ?? state.startedAt).getTime();
  return now.getTime() - since > LATE_AFTER_TICKS * state.tickSeconds * 1000 ? 'late' : 'ok';
}

/** The health answer of its parts: `ok` only when every configured part is. */
export function healthOf(parts: HealthParts): HealthResponse {
  const redis = parts.redisStatus === undefined ? 'off' : parts.redisStatus === 'ready' ? 'ok' : 'down';
  const scheduler = schedulerHealth(parts.scheduler, parts.now);
  return {
    ok: parts.database === 'ok' && redis !== 'down' && scheduler !== 'late',
    database: parts.database,
    redis,
    scheduler,
  };
}
