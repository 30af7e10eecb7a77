import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export interface TokenClaims {
  userId: string;
  sessionId: string;
}

const VERIFIED_CACHE_MAX = 20_000;

/**
 * Access tokens are HS256 JWTs naming a session row; revoking the row kills the token before it expires.
 * A token whose signature checked out is remembered until it expires (the check costs a WebCrypto round trip, a
 * quarter of the server's time on the position-ingest route); revocation is the session check's job, not this one's.
 */
export function createTokenSigner(secret: Uint8Array, ttlSeconds: number) {
  const verified = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();
  return {
    async sign(claims: TokenClaims, now = new Date()) {
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .setIssuer('kurye-ofis')
        .sign(secret);
    },
    async verify(token: string): Promise<TokenClaims | null> {
      const known = verified.get(token);
      if (known) {
        if (Date.now() < known.expiresAtMs) return known.claims;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, secret, { issuer: 'kurye-ofis', algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        const claims = { userId: payload.sub, sessionId: payload.sid };
        if (typeof payload.exp === 'number') {
          if (verified.size >= VERIFIED_CACHE_MAX) verified.clear();
          verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
        }
        return claims;
      } catch {
        return null;
      }
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;

export const randomToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
