import { pushKeyResponse, pushSubscriptionBody, pushUnsubscribeBody } from '@dz/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentActor, requireUser } from '../../plugins/auth';
import type { PushService } from './push.service';

const ok = z.object({ ok: z.literal(true) });

/** Web Push for signed-in users: the server's public key, and this browser's subscription on and off. */
export function pushRoutes(deps: { push: PushService }) {
  const { push } = deps;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['push'];
    const signedIn = { preHandler: requireUser };

    r.get('/api/push/key', { schema: { tags, response: { 200: pushKeyResponse } }, ...signedIn }, () =>
      push.publicKey(),
    );
    r.post(
      '/api/push/subscription',
      { schema: { tags, body: pushSubscriptionBody, response: { 200: ok } }, ...signedIn },
      async (request) => {
        await push.subscribe(currentActor(request), request.body);
        return { ok: true as const };
      },
    );
    r.delete(
      '/api/push/subscription',
      { schema: { tags, body: pushUnsubscribeBody, response: { 200: ok } }, ...signedIn },
      async (request) => {
        await push.unsubscribe(currentActor(request), request.body.endpoint);
        return { ok: true as const };
      },
    );
  };
}
