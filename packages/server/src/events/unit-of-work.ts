import type { Db, Tx } from '../db/client';
import type { DomainEvent, EventPublisher } from './domain-events';

/** Says an event inside a unit of work; it is published only if the work commits. */
export type Emit = (...events: DomainEvent[]) => void;

/**
 * One database transaction and the events it announces. `run` commits or rolls back `work`; the events
 * `work` emitted are published after the commit, in order, and dropped when it throws. Services get this
 * instead of the database handle, so "send after commit" is not something each one has to remember.
 */
export interface UnitOfWork {
  run<T>(work: (tx: Tx, emit: Emit) => Promise<T>): Promise<T>;
  /** Publishes at once: for changes that wrote nothing in a transaction of their own. */
  announce(...events: DomainEvent[]): void;
}

export function createUnitOfWork(deps: {
  db: Db;
  publisher: EventPublisher;
  /** Runs last inside the transaction with the events it emitted (the board's counters are raised here). */
  beforeCommit?: (tx: Tx, events: DomainEvent[]) => Promise<void>;
}): UnitOfWork {
  const { db, publisher, beforeCommit } = deps;
  return {
    async run(work) {
      const pending: DomainEvent[] = [];
      const result = await db.transaction(async (tx) => {
        const answer = await work(tx, (...events) => pending.push(...events));
        await beforeCommit?.(tx, pending);
        return answer;
      });
      publisher.publish(pending);
      return result;
    },
    announce(...events) {
      publisher.publish(events);
    },
  };
}
