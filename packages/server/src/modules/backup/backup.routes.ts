import { backupStatus } from '@dz/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentActor, requireUser } from '../../plugins/auth';
import type { BackupService } from './backup.service';

/** Backups in club settings (admins): the nightly ones kept, and a backup taken now to download. */
export function backupRoutes(deps: { backups: BackupService }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['club'];
    r.get(
      '/api/club/backup',
      { schema: { tags, response: { 200: backupStatus } }, preHandler: requireUser },
      (request) => deps.backups.status(currentActor(request)),
    );
    r.get(
      '/api/club/backup/download',
      {
        schema: {
          tags,
          description:
            'A backup of the embedded database taken now (a gzipped tarball of its data folder; `npm run restore -- FILE` restores it).',
        },
        preHandler: requireUser,
      },
      async (request, reply) => {
        const { name, bytes } = await deps.backups.download(currentActor(request));
        return reply
          .header('Content-Type', 'application/gzip')
          .header('Content-Disposition', `attachment; filename="${name}"`)
          .header('Cache-Control', 'no-store')
          .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      },
    );
  };
}
