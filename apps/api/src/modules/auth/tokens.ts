import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export interface TokenClaims {
  userId: string;
  sessionId: string;
}

/** Access tokens are HS256 JWTs naming a session row; revoking the row kills the token before it expires. */
export function createTokenSigner(secret: Uint8Array, ttlSeconds: number) {
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
      try {
        const { payload } = await jwtVerify(token, secret, { issuer: 'kurye-ofis', algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { userId: payload.sub, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;

export const randomToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
