// `npm run restore-club -- FILE`: writes a club's export (`GET /api/club/export`, gzipped JSON) into the configured
// database (DATABASE_URL, else the embedded one in DATA_DIR, which no running server may hold), which must hold no
// club yet: a club moving to an installation of its own. Migrates first; all or nothing.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { createUnitOfWork } from '../../events/unit-of-work';
import { parseClubArchive, restoreClubArchive } from './club-data.service';

const file = process.argv[2];
if (!file) {
  console.error(
    'Usage: npm run restore-club -- FILE   (a club export, into an installation with no club yet)',
  );
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
let code = 0;
try {
  const bytes = readFileSync(resolve(file));
  // gzip starts with 1f 8b; a file someone unpacked is read as it is
  const text = (bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes).toString('utf8');
  const archive = parseClubArchive(text);
  await runMigrations(database);
  const uow = createUnitOfWork({ db: database.db, publisher: { publish: () => undefined } });
  const counts = await restoreClubArchive(uow, archive);
  console.log(`Restored ${archive.clubName} (exported ${archive.exportedAt}):`);
  console.log(
    Object.entries(counts)
      .filter(([, n]) => n > 0)
      .map(([table, n]) => `  ${table}: ${n}`)
      .join('\n'),
  );
  console.log('Everyone signs in again with their own password.');
} catch (error) {
  console.error(
    `Restore failed, nothing was written: ${error instanceof Error ? error.message : String(error)}`,
  );
  code = 1;
} finally {
  await database.close();
}
process.exit(code);
