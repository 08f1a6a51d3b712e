import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Mailer } from './mail/mailer';
import type { Realtime } from './realtime/realtime';

/** What the composition root hands to every feature: the one place services get their dependencies. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  realtime: Realtime;
  /** The clock, injectable so rules and tests never call Date.now() themselves. */
  now: () => Date;
}
