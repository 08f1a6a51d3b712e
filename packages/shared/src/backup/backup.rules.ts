/**
 * The nightly backups' file names and retention: `dz-backup-20261127T000012Z.tar.gz` (the UTC time it was taken,
 * so names sort by age), kept for the days the club sets.
 */
const NAME = /^dz-backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.tar\.gz$/;
const DAY_MS = 24 * 60 * 60 * 1000;

export function backupFileName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return `dz-backup-${stamp}.tar.gz`;
}

/** When a backup of this name was taken, or null for any other file (which the pruning never touches). */
export function backupTakenAt(name: string): Date | null {
  const m = NAME.exec(name);
  if (!m) {
    return null;
  }
  const [, y, mo, d, h, mi, s] = m;
  const at = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * The backups to delete: those taken more than `keepDays` days before `now`. The newest backup is never
 * deleted (a clock gone wrong or a long pause must not leave the club without one), nor is a file that is not
 * a backup.
 */
export function backupsToDelete(names: readonly string[], keepDays: number, now: Date): string[] {
  const backups = names
    .map((name) => ({ name, at: backupTakenAt(name) }))
    .filter((b): b is { name: string; at: Date } => b.at !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  const oldestKept = now.getTime() - keepDays * DAY_MS;
  return backups
    .slice(1)
    .filter((b) => b.at.getTime() < oldestKept)
    .map((b) => b.name);
}
