import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentActor, requireUser } from '../../plugins/auth';
import type { ClubDataService } from './club-data.service';

/** `GET /api/club/export` (admins): the club's own data as one gzipped JSON file (issue 35). */
export function clubDataRoutes(deps: { clubData: ClubDataService }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/club/export',
      {
        schema: {
          tags: ['club'],
          description:
            "The club's own data: every table's rows of the club and its members' accounts, as gzipped JSON " +
            '(`npm run restore-club -- FILE` writes it into an empty installation).',
        },
        preHandler: requireUser,
      },
      async (request, reply) => {
        const archive = await deps.clubData.exportClub(currentActor(request));
        const day = archive.exportedAt.slice(0, 10);
        const slug = String(archive.tables.clubs?.[0]?.slug ?? 'club');
        return reply
          .header('Content-Type', 'application/gzip')
          .header('Content-Disposition', `attachment; filename="${slug}-${day}.json.gz"`)
          .header('Cache-Control', 'no-store')
          .send(gzipSync(JSON.stringify(archive)));
      },
    );
  };
}
