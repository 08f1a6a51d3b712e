import type { PublicConfig } from '@dz/shared';
import { type MockReply, mockFetch, notSignedIn } from './fetchMock';

type Routes = Parameters<typeof mockFetch>[0];

export const noIntegrations: PublicConfig = {
  googleClientId: null,
  botCheckSiteKey: null,
  mailDelivers: true,
};

/** A visitor who is not signed in, on an installation that is set up, plus the routes a test adds. */
export function anonymousRoutes(routes: Routes = {}, config: Partial<PublicConfig> = {}) {
  const configReply: MockReply = { status: 200, body: { ...noIntegrations, ...config } };
  return mockFetch({
    'GET /api/setup': { status: 200, body: { needsSetup: false } },
    'GET /api/user': notSignedIn,
    'POST /api/refresh': notSignedIn,
    'GET /api/config': configReply,
    ...routes,
  });
}
