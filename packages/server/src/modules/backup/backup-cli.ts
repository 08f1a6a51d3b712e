// `node packages/server/dist/backup.js`: a backup of the embedded database in DATA_DIR, into DATA_DIR/backups,
// named and made like the nightly ones (`npm run restore` restores it). The server must not be running: one
// process owns the embedded database. `npm run update` runs it before migrating. PostgreSQL: use pg_dump.
import { join } from 'node:path';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { createBackupStore } from './backup.store';

const config = loadConfig();
if (config.DATABASE_URL) {
  console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump (README, "Backups and restore").');
  process.exit(2);
}
const database = await openDatabase({ dataDir: config.DATA_DIR });
let code = 0;
try {
  const dump = database.dump;
  if (!dump) {
    throw new Error('no embedded database to back up');
  }
  const store = createBackupStore(join(config.DATA_DIR, 'backups'));
  const name = await store.write(await dump(), new Date());
  console.log(join(store.dir, name));
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  code = 1;
} finally {
  await database.close();
}
process.exit(code);
