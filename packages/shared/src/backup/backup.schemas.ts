import { z } from 'zod';

/** One nightly backup kept in `DATA_DIR/backups`. */
export const backupFile = z.object({
  name: z.string(),
  createdAt: z.string(),
  bytes: z.number(),
});
export type BackupFile = z.infer<typeof backupFile>;

/**
 * `GET /api/club/backup`: whether this installation's database is the embedded one (backed up nightly, and
 * downloadable by its club's admin when it holds one club), the days backups are kept, and the backups kept
 * (newest first).
 */
export const backupStatus = z.object({
  embedded: z.boolean(),
  downloadable: z.boolean(),
  retentionDays: z.number(),
  backups: z.array(backupFile),
});
export type BackupStatus = z.infer<typeof backupStatus>;
