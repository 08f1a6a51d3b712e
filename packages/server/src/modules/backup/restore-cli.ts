// `npm run restore -- FILE`: restores a backup of the embedded database into DATA_DIR (default ./data), which
// must not hold a database yet. Then `npm start` runs on it.
import { resolve } from 'node:path';
import { restoreBackup } from './restore';

const file = process.argv[2];
if (!file) {
  console.error(
    'Usage: npm run restore -- FILE   (restores into DATA_DIR, default ./data, which must be empty)',
  );
  process.exit(2);
}
const dataDir = resolve(process.env.DATA_DIR || './data');
try {
  const counts = await restoreBackup(resolve(file), dataDir);
  console.log(`Restored ${file} into ${dataDir}:`);
  console.log(
    `  ${counts.clubs} clubs, ${counts.users} users, ${counts.members} members, ${counts.loads} loads, ${counts.transactions} transactions`,
  );
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
