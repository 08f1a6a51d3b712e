import { feedbackBody } from '@dz/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentActor, requireUser } from '../../plugins/auth';
import type { FeedbackService } from './feedback.service';

/** `POST /api/feedback`: stores the message and mails the club's notification address. */
export function feedbackRoutes(deps: { feedback: FeedbackService }) {
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
        await deps.feedback.send(currentActor(request), request.body.message, (err) =>
          request.log.error({ err }, 'feedback mail failed'),
        );
        return reply
          .status(201)
          .send({ ok: true as const, notification: { locale: 'notification.feedbackSent' } });
      },
    );
  };
}
