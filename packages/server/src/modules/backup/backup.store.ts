import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BackupFile } from '@dz/shared';
import { backupFileName, backupsToDelete, backupTakenAt } from '@dz/shared';

/**
 * The backups folder (`DATA_DIR/backups`): a backup is written beside its final name and renamed when complete,
 * so a crash mid-write leaves no half backup that looks whole.
 */
export function createBackupStore(dir: string) {
  return {
    dir,

    async write(bytes: Uint8Array, at: Date): Promise<string> {
      await mkdir(dir, { recursive: true });
      const name = backupFileName(at);
      const partial = join(dir, `${name}.partial`);
      await writeFile(partial, bytes);
      await rename(partial, join(dir, name));
      return name;
    },

    /** The backups kept, newest first. */
    async list(): Promise<BackupFile[]> {
      const names = await readdir(dir).catch(() => [] as string[]);
      const files = await Promise.all(
        names.map(async (name) => {
          const at = backupTakenAt(name);
          return at ? { name, createdAt: at.toISOString(), bytes: (await stat(join(dir, name))).size } : null;
        }),
      );
      return files
        .filter((f): f is BackupFile => f !== null)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },

    /** Deletes the backups older than `keepDays` (never the newest); answers the names deleted. */
    async prune(keepDays: number, now: Date): Promise<string[]> {
      const names = await readdir(dir).catch(() => [] as string[]);
      const doomed = backupsToDelete(names, keepDays, now);
      await Promise.all(doomed.map((name) => rm(join(dir, name), { force: true })));
      return doomed;
    },
  };
}

export type BackupStore = ReturnType<typeof createBackupStore>;
