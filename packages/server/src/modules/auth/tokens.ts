import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What an access token says: who, which sign-in (refresh family), and until when (epoch seconds). */
export interface AccessClaims {
  sub: string;
  fam: string;
  exp: number;
}

const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');

/** Signs access claims with HMAC-SHA256: `payload.signature`, both base64url. */
export function signAccessToken(claims: AccessClaims, secret: string): string {
  const payload = b64(JSON.stringify(claims));
  const sig = createHmac('sha256', secret).update(payload).digest('base64url');
  return `${payload}.${sig}`;
}

/** Verifies an access token's signature and expiry; null when it is forged, malformed or expired. */
export function verifyAccessToken(token: string, secret: string, nowSeconds: number): AccessClaims | null {
  const [payload, sig, extra] = token.split('.');
  if (!payload || !sig || extra !== undefined) {
    return null;
  }
  const expected = createHmac('sha256', secret).update(payload).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return null;
  }
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<AccessClaims>;
    if (typeof claims.sub !== 'string' || typeof claims.fam !== 'string' || typeof claims.exp !== 'number') {
      return null;
    }
    return claims.exp > nowSeconds ? (claims as AccessClaims) : null;
  } catch {
    return null;
  }
}

/** A new opaque refresh token (256 random bits). */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Refresh tokens are stored only as their SHA-256. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
