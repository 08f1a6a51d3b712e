import {
  type Actor,
  type BackupStatus,
  backupFileName,
  clubDate,
  DEFAULT_TIMEZONE,
  DomainError,
  isAdmin,
  isHost,
} from '@dz/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Repos } from '../../repos';
import type { JobDefinition } from '../jobs/scheduler';
import type { BackupStore } from './backup.store';

/** Kept when no club says otherwise (a new installation before its setup). */
const DEFAULT_RETENTION_DAYS = 14;

interface Deps {
  database: Pick<Database, 'dump'>;
  /** Where the nightly backups go (`DATA_DIR/backups`). */
  store: BackupStore;
  repos: Pick<Repos, 'clubs'>;
  now: () => Date;
  log: FastifyBaseLogger;
}

/**
 * Backups of the embedded database (issue 18): one every night into `DATA_DIR/backups`, kept for the days the
 * club sets, and one taken on the spot for the club's admin to download. A backup holds the whole installation,
 * so only the admin of an installation with a single club may download one; PostgreSQL has its own tools.
 */
export function createBackupService({ database, store, repos, now, log }: Deps) {
  async function assertMayDownload(actor: Actor) {
    if (!isAdmin(actor)) {
      throw new DomainError('onlyAdmin');
    }
    if (!database.dump) {
      throw new DomainError('backupNotEmbedded');
    }
    // several clubs: the whole installation's backup is the host's (its operator); a club's admin exports the
    // club's own data instead (issue 35)
    if ((await repos.clubs.count()) > 1 && !isHost(actor)) {
      throw new DomainError('backupSeveralClubs');
    }
  }

  /** Takes the night's backup into the folder and deletes those older than the longest retention of a club. */
  async function takeNightly(): Promise<{ name: string; bytes: number; deleted: string[] }> {
    if (!database.dump) {
      throw new Error('no embedded database to back up');
    }
    const at = now();
    const bytes = await database.dump();
    const name = await store.write(bytes, at);
    const keepDays = (await repos.clubs.longestBackupRetentionDays()) ?? DEFAULT_RETENTION_DAYS;
    const deleted = await store.prune(keepDays, at);
    return { name, bytes: bytes.byteLength, deleted };
  }

  return {
    async status(actor: Actor): Promise<BackupStatus> {
      if (!isAdmin(actor)) {
        throw new DomainError('onlyAdmin');
      }
      const club = await repos.clubs.findById(actor.clubId);
      if (!club) {
        throw new DomainError('clubNotFound');
      }
      const embedded = Boolean(database.dump);
      return {
        embedded,
        downloadable: embedded && ((await repos.clubs.count()) === 1 || isHost(actor)),
        retentionDays: club.backupRetentionDays,
        backups: embedded ? await store.list() : [],
      };
    },

    /** A backup taken now, for the admin's own copy. */
    async download(actor: Actor): Promise<{ name: string; bytes: Uint8Array }> {
      await assertMayDownload(actor);
      const at = now();
      // biome-ignore lint/style/noNonNullAssertion: assertMayDownload checked it
      const bytes = await database.dump!();
      log.info({ actor: actor.userId, bytes: bytes.byteLength }, 'backup downloaded');
      return { name: backupFileName(at), bytes };
    },

    takeNightly,

    /** The scheduler's job: once a night (the first tick of each day in the installation's zone). */
    nightlyJob(): JobDefinition {
      return {
        name: 'nightlyBackup',
        due: async (at) => [{ period: clubDate(at, DEFAULT_TIMEZONE), run: takeNightly }],
      };
    },
  };
}

export type BackupService = ReturnType<typeof createBackupService>;
