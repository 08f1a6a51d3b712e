import { type SQL, sql } from 'drizzle-orm';

/**
 * A write statement a repo built but did not send (its `…Write` methods): a unit of work sends the ones its work
 * handed over (`Work.writeLast`) with its last statement, in one round trip (`together`).
 */
export type Write = SQL;

/**
 * `writes` and `last` as one statement: each write a data-modifying `with` of `last` (PostgreSQL runs every one of
 * them, whether `last` reads it or not), or of a `select` when there is no `last`. They run together on one
 * snapshot, so none sees another's rows: only writes that touch different rows and that no other write of the
 * statement reads may go together.
 */
export function together(writes: readonly Write[], last?: SQL): SQL {
  if (writes.length === 0) {
    return last ?? sql`select 1`;
  }
  const ctes = sql.join(
    writes.map((w, i) => sql`${sql.raw(`w${i}`)} as (${w})`),
    sql`, `,
  );
  return sql`with ${ctes} ${last ?? sql`select 1`}`;
}
