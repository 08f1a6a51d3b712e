import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '../db/client';
import type { Write } from '../db/together';
import { type Repos, reposOn } from '../repos';
import type { DomainEvent, EventPublisher } from './domain-events';

/** Says an event inside a unit of work; it is published only if the work commits. */
export type Emit = (...events: DomainEvent[]) => void;

/** What a unit of work hands its work: every repo bound to its transaction, `emit` and `writeLast`. */
export interface Work {
  repos: Repos;
  emit: Emit;
  /**
   * Writes (a repo's `…Write`) sent after the work returns, in one statement with the board counters
   * (`beforeCommit`): one round trip instead of one each, while the rows the work locked stay locked. They run
   * after every statement of the work, on one snapshot: only writes that nothing later reads and that touch
   * different rows (`together`).
   */
  writeLast: (...writes: Write[]) => void;
}

/**
 * One database transaction and the events it announces. `run` commits or rolls back `work`; the events
 * `work` emitted are published after the commit, in order, and dropped when it throws. Services get this
 * instead of the database handle, so "send after commit" is not something each one has to remember. The work
 * reads and writes through the repos it is handed, which are bound to the transaction: a repo call cannot
 * forget it.
 */
export interface UnitOfWork {
  run<T>(work: (work: Work) => Promise<T>): Promise<T>;
  /** Publishes at once: for changes that wrote nothing in a transaction of their own. */
  announce(...events: DomainEvent[]): void;
}

/**
 * Set while a unit of work's transaction runs (in the work's own async calls only). The read repos refuse to
 * run while it is: on the embedded database the transaction holds the only connection, so a read outside it
 * would wait forever, and on PostgreSQL it would silently read outside the transaction.
 */
const inWork = new AsyncLocalStorage<true>();

/** Throws when called inside a unit of work's transaction (the read repos' guard, `repos.ts`). */
export function refuseInsideWork(): void {
  if (inWork.getStore()) {
    throw new Error("a read repo was used inside a unit of work: use the work's repos");
  }
}

export function createUnitOfWork(deps: {
  db: Db;
  publisher: EventPublisher;
  /**
   * Runs last inside the transaction with the events it emitted (the board's counters are raised here); it sends
   * the work's last writes (`Work.writeLast`). Without it they are sent by themselves.
   */
  beforeCommit?: (repos: Repos, events: DomainEvent[], along: readonly Write[]) => Promise<void>;
}): UnitOfWork {
  const { db, publisher, beforeCommit } = deps;
  return {
    async run(work) {
      // a second transaction inside the first would wait for the embedded database's one connection too
      if (inWork.getStore()) {
        throw new Error('a unit of work was started inside another: use the work it is in');
      }
      const pending: DomainEvent[] = [];
      const last: Write[] = [];
      const result = await inWork.run(true, () =>
        db.transaction(async (tx) => {
          const repos = reposOn(tx);
          const answer = await work({
            repos,
            emit: (...events) => pending.push(...events),
            writeLast: (...writes) => last.push(...writes),
          });
          if (beforeCommit) {
            await beforeCommit(repos, pending, last);
          } else {
            await repos.boardVersions.send(last);
          }
          return answer;
        }),
      );
      publisher.publish(pending);
      return result;
    },
    announce(...events) {
      publisher.publish(events);
    },
  };
}
