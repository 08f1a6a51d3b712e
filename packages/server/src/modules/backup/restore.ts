import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** What a restored database holds, for the one who restored it to check. */
export interface RestoredCounts {
  clubs: number;
  users: number;
  members: number;
  loads: number;
  transactions: number;
}

/**
 * Restores a backup (`GET /api/club/backup/download` or a nightly file) into the data folder the server then
 * starts on (`DATA_DIR`). Only into an empty one: a restore never writes over a database.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<RestoredCounts> {
  const target = join(dataDir, 'pglite');
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new Error(`${target} already holds a database: restore into an empty data folder (DATA_DIR).`);
  }
  const bytes = await readFile(file);
  mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(target, { loadDataDir: new Blob([bytes]) });
  try {
    await client.waitReady;
    const { rows } = await client.query<Record<keyof RestoredCounts, number>>(
      `select (select count(*)::int from clubs) as clubs, (select count(*)::int from users) as users,
              (select count(*)::int from members) as members, (select count(*)::int from loads) as loads,
              (select count(*)::int from transactions) as transactions`,
    );
    const counts = rows[0];
    if (!counts) {
      throw new Error('the restored database answered nothing');
    }
    return counts;
  } finally {
    await client.close();
  }
}
