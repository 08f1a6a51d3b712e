import { DomainError } from '@dz/shared';
import { createRemoteJWKSet, customFetch, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { Outbound } from '../../outbound/outbound';

export interface GoogleIdentity {
  email: string;
  name?: string;
}

export interface GoogleVerifier {
  readonly enabled: boolean;
  /** Verifies a Google ID token (signature, audience, issuer, expiry) and answers its verified e-mail. */
  verify(credential: string): Promise<GoogleIdentity>;
}

const GOOGLE_CERTS = 'https://www.googleapis.com/oauth2/v3/certs';

/** Google's key set fetched by the server's one outbound client (bounded, logged), as `jose` asks for it. */
function keysThrough(outbound: Outbound): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(GOOGLE_CERTS), {
    [customFetch]: async (url, options) => {
      const res = await outbound.request({
        purpose: 'google-keys',
        url,
        headers: Object.fromEntries(options.headers.entries()),
        timeoutMs: 5000,
        maxBytes: 256 * 1024,
        maxRedirects: 0,
      });
      return new Response(new Uint8Array(res.body), { status: res.status });
    },
  });
}

/** Google sign-in when GOOGLE_CLIENT_ID is set; the key set is injectable so tests run offline. */
export function createGoogleVerifier(
  opts: { clientId?: string } & ({ keys: JWTVerifyGetKey } | { outbound: Outbound }),
): GoogleVerifier {
  const { clientId } = opts;
  if (!clientId) {
    return {
      enabled: false,
      verify: async () => {
        throw new DomainError('googleNotConfigured');
      },
    };
  }
  const keys = 'keys' in opts ? opts.keys : keysThrough(opts.outbound);
  return {
    enabled: true,
    async verify(credential) {
      try {
        const { payload } = await jwtVerify(credential, keys, {
          audience: clientId,
          issuer: ['https://accounts.google.com', 'accounts.google.com'],
          algorithms: ['RS256'],
        });
        if (typeof payload.email !== 'string' || payload.email_verified !== true) {
          throw new Error('e-mail not verified');
        }
        return { email: payload.email, name: typeof payload.name === 'string' ? payload.name : undefined };
      } catch {
        throw new DomainError('googleInvalid');
      }
    },
  };
}
