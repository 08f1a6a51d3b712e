import { DomainError } from '@dz/shared';
import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';

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

/** Google sign-in when GOOGLE_CLIENT_ID is set; the key set is injectable so tests run offline. */
export function createGoogleVerifier(opts: { clientId?: string; keys?: JWTVerifyGetKey }): GoogleVerifier {
  const { clientId } = opts;
  if (!clientId) {
    return {
      enabled: false,
      verify: async () => {
        throw new DomainError('googleNotConfigured');
      },
    };
  }
  const keys = opts.keys ?? createRemoteJWKSet(new URL(GOOGLE_CERTS));
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
