import { feedbackBody } from '@dz/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { clubs, feedback } from '../../db/schema/index';
import type { Mailer } from '../../mail/mailer';
import { feedbackMail } from '../../mail/templates';
import { currentUser, requireUser } from '../../plugins/auth';

/** `POST /api/feedback`: stores the message and mails the club's notification address. */
export function feedbackRoutes(deps: { db: Db; mailer: Mailer }) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/feedback',
      {
        schema: {
          tags: ['feedback'],
          body: feedbackBody,
          response: {
            201: z.object({ ok: z.literal(true), notification: z.object({ locale: z.string() }) }),
          },
        },
        preHandler: requireUser,
      },
      async (request, reply) => {
        const user = currentUser(request);
        await deps.db
          .insert(feedback)
          .values({ clubId: user.clubId, userId: user.id, message: request.body.message });
        const [club] = await deps.db.select().from(clubs).where(eq(clubs.id, user.clubId));
        if (club?.notificationEmail) {
          const from = `${user.displayName} <${user.email}>`;
          // stored already: a mail server being down must not lose the feedback or fail the call
          await deps.mailer
            .send(feedbackMail(club.notificationEmail, club.name, from, request.body.message))
            .catch((err: unknown) => request.log.error({ err }, 'feedback mail failed'));
        }
        return reply
          .status(201)
          .send({ ok: true as const, notification: { locale: 'notification.feedbackSent' } });
      },
    );
  };
}
