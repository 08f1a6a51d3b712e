import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { UnitOfWork } from './events/unit-of-work';
import type { Mailer } from './mail/mailer';
import type { PushService } from './modules/push/push.service';
import type { Realtime } from './realtime/realtime';
import type { Repos } from './repos';

/** What the composition root hands to every feature: the one place services get their dependencies. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  /** Every repo, built once on `db`. */
  repos: Repos;
  /** Transactions whose domain events are published after commit. */
  uow: UnitOfWork;
  mailer: Mailer;
  realtime: Realtime;
  /** The socket events of committed changes; today's board goes out with its change (`idle()` waits for those). */
  boardPushes: { idle(): Promise<void> };
  /** Web Push: subscriptions and load calls (its `idle()` lets tests wait for the pushes). */
  push: PushService;
  /** The clock, injectable so rules and tests never call Date.now() themselves. */
  now: () => Date;
}
