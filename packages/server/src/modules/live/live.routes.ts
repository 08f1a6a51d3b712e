import type { Actor } from '@dz/shared';
import { DomainError, liveSourcesResponse, planeAltitudesResponse, weatherResponse } from '@dz/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentActor, requireAdmin } from '../../plugins/auth';
import type { Weather } from '../weather/weather.service';
import type { LiveAltitude } from './live-altitude.service';

export interface LiveRoutesDeps {
  altitude: LiveAltitude;
  weather: Weather;
  /** The club a public page follows: by club key, or the installation's only club. */
  publicClub(clubKey?: string): Promise<string | null>;
}

/** The address of a source as settings show it: no user, password or query (a key may hide there). */
export function shownUrl(url: string | null): string | null {
  if (!url) {
    return null;
  }
  const u = new URL(url);
  return `${u.protocol}//${u.host}${u.pathname}`;
}

/**
 * What the board, the day view and My loads show of the sky (issue 34): the planes' live altitude and the
 * weather with the wind limits, for the signed-in caller's club or the club a public board names; and the
 * sources' standing for the club's admins.
 */
export function liveRoutes(deps: LiveRoutesDeps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['live'];
    const clubQuery = z.object({ club: z.string().max(100).optional() });

    async function clubOf(actor: Actor | null, clubKey: string | undefined): Promise<string> {
      const clubId = actor?.clubId ?? (await deps.publicClub(clubKey));
      if (!clubId) {
        throw new DomainError('clubNotFound');
      }
      return clubId;
    }

    r.get(
      '/api/loads/altitude',
      { schema: { tags, querystring: clubQuery, response: { 200: planeAltitudesResponse } } },
      async (request) => deps.altitude.planes(await clubOf(request.actor, request.query.club)),
    );

    r.get(
      '/api/weather',
      { schema: { tags, querystring: clubQuery, response: { 200: weatherResponse } } },
      async (request) => deps.weather.forClub(await clubOf(request.actor, request.query.club)),
    );

    r.get(
      '/api/club/live-sources',
      { schema: { tags, response: { 200: liveSourcesResponse } }, preHandler: requireAdmin },
      async (request) => {
        const clubId = currentActor(request).clubId;
        const altitude = await deps.altitude.standing(clubId);
        return {
          altitude: { ...altitude, url: shownUrl(altitude.url) },
          weather: await deps.weather.standing(clubId),
        };
      },
    );
  };
}
