import { DomainError } from '@dz/shared';
import type { FastifyInstance } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser says come from another site: `Sec-Fetch-Site:
 * cross-site`, or an `Origin` that is neither this host nor PUBLIC_URL. Together with SameSite=Lax
 * cookies this replaces a CSRF token (api-contract.md). Non-browser clients send neither header.
 */
export function registerCrossSiteGuard(app: FastifyInstance, publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) {
      return;
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw new DomainError('crossSiteRequest');
    }
    const origin = request.headers.origin;
    if (!origin) {
      return;
    }
    if (origin === publicOrigin) {
      return;
    }
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      throw new DomainError('crossSiteRequest');
    }
    if (host !== request.headers.host) {
      throw new DomainError('crossSiteRequest');
    }
  });
}
