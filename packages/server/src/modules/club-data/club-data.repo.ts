import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * Tables of a club that an export leaves out: sign-ins and single-use links (secrets that must not outlive the
 * installation), invitations, cached upstream answers and the read models' counters (made again on use).
 */
export const NOT_EXPORTED = new Set([
  'refresh_tokens',
  'club_invitations',
  'upstream_polls',
  'load_day_versions',
]);

/** One table's rows as JSON objects (column name → value, as `row_to_json` writes them). */
export type TableRows = Record<string, unknown>[];

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/**
 * A club's data as rows (issue 35): every table with a `club_id` (but those in `NOT_EXPORTED`), the club's own
 * row, and the accounts of its members with their memberships. Generic by the database's own catalogue, so a
 * table added later is exported without a change here; `restore` writes such an archive into an empty
 * installation in the order the foreign keys ask for.
 */
export function createClubDataRepo(db: DbOrTx) {
  /** Every table of the public schema with a `club_id` column, by name. */
  async function clubTables(): Promise<string[]> {
    const rows = rowsOf<{ table_name: string }>(
      await db.execute(
        sql`select table_name from information_schema.columns
            where column_name = 'club_id' and table_schema = 'public' order by table_name`,
      ),
    );
    return rows.map((r) => r.table_name);
  }

  /**
   * Tables without a `club_id` whose rows belong to a club through a foreign key to a club's table (a plane's
   * jump lines): each with that key's column and the table it points at.
   */
  async function childTables(
    clubOwned: string[],
  ): Promise<{ table: string; column: string; parent: string }[]> {
    const rows = rowsOf<{ child: string; col: string; parent: string }>(
      await db.execute(
        sql`select c.relname as child, a.attname as col, p.relname as parent from pg_constraint k
            join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
            join pg_namespace n on n.oid = c.relnamespace
            join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
            where k.contype = 'f' and n.nspname = 'public' order by c.relname`,
      ),
    );
    const owned = new Set(clubOwned);
    return rows
      .filter(
        (r) => !owned.has(r.child) && owned.has(r.parent) && r.child !== 'users' && r.parent !== 'users',
      )
      .map((r) => ({ table: r.child, column: r.col, parent: r.parent }));
  }

  /** The tables in an order where each comes after those its foreign keys point at. */
  async function dependencyOrder(tables: string[]): Promise<string[]> {
    const edges = rowsOf<{ child: string; parent: string }>(
      await db.execute(
        sql`select c.relname as child, p.relname as parent from pg_constraint k
            join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
            join pg_namespace n on n.oid = c.relnamespace
            where k.contype = 'f' and n.nspname = 'public'`,
      ),
    );
    const wanted = new Set(tables);
    const ordered: string[] = [];
    const seen = new Set<string>();
    const visit = (table: string, path: Set<string>) => {
      if (seen.has(table) || path.has(table)) {
        return;
      }
      path.add(table);
      for (const e of edges) {
        if (e.child === table && e.parent !== table && wanted.has(e.parent)) {
          visit(e.parent, path);
        }
      }
      path.delete(table);
      seen.add(table);
      ordered.push(table);
    };
    for (const t of [...tables].sort()) {
      visit(t, new Set());
    }
    return ordered;
  }

  async function rowsWhere(table: string, where: ReturnType<typeof sql>): Promise<TableRows> {
    const [row] = rowsOf<{ rows: TableRows | string | null }>(
      await db.execute(
        sql`select coalesce(json_agg(row_to_json(t)), '[]'::json) as rows from ${ident(table)} t where ${where}`,
      ),
    );
    const value = row?.rows ?? [];
    return typeof value === 'string' ? (JSON.parse(value) as TableRows) : value;
  }

  async function columnsOf(table: string): Promise<string[]> {
    return rowsOf<{ column_name: string }>(
      await db.execute(
        sql`select column_name from information_schema.columns
            where table_schema = 'public' and table_name = ${table} order by ordinal_position`,
      ),
    ).map((r) => r.column_name);
  }

  return {
    clubTables,

    /** The club's tables and their child tables, as an export holds them. */
    async exportedTables(): Promise<string[]> {
      const own = await clubTables();
      const children = await childTables(own);
      return [...own, ...children.map((c) => c.table)].filter((t) => !NOT_EXPORTED.has(t));
    },

    /** Every exported table's rows of one club, the club's own row first, then accounts and the rest. */
    async exportClub(clubId: string): Promise<Record<string, TableRows>> {
      const tables = (await clubTables()).filter((t) => !NOT_EXPORTED.has(t) && t !== 'users');
      const out: Record<string, TableRows> = {
        clubs: await rowsWhere('clubs', sql`t.id = ${clubId}::uuid`),
        // the accounts of the club's users; their other clubs' memberships stay out
        users: await rowsWhere(
          'users',
          sql`exists (select 1 from memberships m where m.user_id = t.id and m.club_id = ${clubId}::uuid)`,
        ),
      };
      for (const table of tables) {
        out[table] = await rowsWhere(table, sql`t.club_id = ${clubId}::uuid`);
      }
      for (const child of await childTables(await clubTables())) {
        if (!NOT_EXPORTED.has(child.table)) {
          out[child.table] = await rowsWhere(
            child.table,
            sql`t.${ident(child.column)} in (select p.id from ${ident(child.parent)} p where p.club_id = ${clubId}::uuid)`,
          );
        }
      }
      return out;
    },

    /** How many clubs the installation holds (a restore needs none). */
    async clubCount(): Promise<number> {
      const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from clubs`));
      return row?.n ?? 0;
    },

    /**
     * Writes an archive's tables, parents before children, each row as it was (ids kept); columns the archive
     * lacks take their defaults, columns this version lacks are dropped. Serial columns go on after the highest
     * value restored. Run inside one transaction.
     */
    async restore(tables: Record<string, TableRows>): Promise<Record<string, number>> {
      const own = await clubTables();
      const known = new Set([...own, ...(await childTables(own)).map((c) => c.table), 'clubs', 'users']);
      const names = Object.keys(tables).filter((t) => known.has(t) && !NOT_EXPORTED.has(t));
      const counts: Record<string, number> = {};
      for (const table of await dependencyOrder(names)) {
        const rows = tables[table] ?? [];
        counts[table] = rows.length;
        if (rows.length === 0) {
          continue;
        }
        const present = new Set(rows.flatMap((r) => Object.keys(r)));
        const columns = (await columnsOf(table)).filter((c) => present.has(c));
        const list = sql.join(
          columns.map((c) => ident(c)),
          sql`, `,
        );
        await db.execute(
          sql`insert into ${ident(table)} (${list})
              select ${list} from json_populate_recordset(null::${ident(table)}, ${JSON.stringify(rows)}::json)`,
        );
        const serials = rowsOf<{ column_name: string }>(
          await db.execute(
            sql`select column_name from information_schema.columns
                where table_schema = 'public' and table_name = ${table} and column_default like 'nextval(%'`,
          ),
        );
        for (const { column_name } of serials) {
          await db.execute(
            sql`select setval(pg_get_serial_sequence(${table}, ${column_name}),
                  greatest((select max(${ident(column_name)}) from ${ident(table)}), 1))`,
          );
        }
      }
      return counts;
    },
  };
}

export type ClubDataRepo = ReturnType<typeof createClubDataRepo>;
