import { normalizeTurkishMobile } from '@kurye/contracts/tc-kimlik';
import type { AuthResponse, User } from '@kurye/contracts/auth';
import type { UserStatus } from '@kurye/contracts/roles';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../mail/mailer';
import type { EventBus } from '../../lib/event-bus';
import * as repo from './auth.repository';
import type { AuthContext } from '../../access/auth-context';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import type { deviceMarks, SignInLimiter } from './sign-in-limiter';
import { randomToken, sha256, type TokenSigner } from './tokens';
import type { AvatarFiles } from './avatars';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface AuthServiceDeps {
  db: Db;
  signer: TokenSigner;
  limiter: SignInLimiter;
  mailer: Mailer;
  clock: Clock;
  tokenTtlSeconds: number;
  publicUrl: string;
  bus: EventBus;
  devices: ReturnType<typeof deviceMarks>;
  avatars: AvatarFiles;
}

/** How long a checked session is trusted without asking the database again (revocations clear it at once). */
const SESSION_CACHE_MS = 10_000;
/**
 * How long a session's roles, claims and zones are kept. Changes to them drop the cached context at once (the
 * services publish `internal.session_revoked`), so past SESSION_CACHE_MS only the session itself is checked again —
 * one query instead of the five or six of a full load, every 10 s for every courier that pings.
 */
const CONTEXT_CACHE_MS = 5 * 60_000;

export function createAuthService(deps: AuthServiceDeps) {
  const { db, signer, limiter, mailer, clock, bus } = deps;
  const sessionCache = new Map<string, { context: AuthContext; until: number; contextUntil: number }>();

  /** Drops cached sessions of a user in every API process. */
  const revoked = (userId: string) => bus.publish({ type: 'internal.session_revoked', data: { userId }, audiences: ['internal'] });

  async function loadContext(userId: string, sessionId: string): Promise<AuthContext> {
    const roles = await repo.findRolesWithScope(db, userId);
    const claims = await repo.findClaimsOfRoles(
      db,
      roles.map((r) => r.code),
    );
    let zones: AuthContext['zones'];
    if (roles.some((r) => r.zoneScope === 'all')) zones = 'all';
    else {
      const assigned = roles.some((r) => r.zoneScope === 'assigned') ? await repo.findAssignedZoneIds(db, userId) : [];
      const own = roles.some((r) => r.zoneScope === 'own') ? await repo.findOwnZoneIds(db, userId) : [];
      zones = [...new Set([...assigned, ...own])];
    }
    return { userId, sessionId, roles: roles.map((r) => r.code), claims: new Set(claims), zones };
  }

  async function toUserDto(user: repo.UserRow, context: AuthContext): Promise<User> {
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      username: user.email.split('@')[0],
      avatar: user.avatar,
      status: user.status,
      roles: context.roles,
      permissions: [...context.claims].sort(),
      zoneIds: context.zones === 'all' ? [] : [...context.zones],
      metadata: { name: user.name },
    };
  }

  async function updateCurrentUser(auth: AuthContext, patch: { name?: string; avatar?: string | null; status?: UserStatus }) {
    // A picture we kept and the user replaced or removed is deleted.
    const replaced = patch.avatar === undefined ? undefined : (await repo.findUserById(db, auth.userId))?.avatar;
    if (Object.keys(patch).length) await repo.updateUserProfile(db, auth.userId, patch);
    if (replaced && replaced !== patch.avatar) await deps.avatars.forget(replaced);
    const user = await repo.findUserById(db, auth.userId);
    return toUserDto(user!, auth);
  }

  async function issue(user: repo.UserRow): Promise<AuthResponse> {
    const now = clock.now();
    const sessionId = await repo.createSession(db, user.id, new Date(now.getTime() + deps.tokenTtlSeconds * 1000));
    const accessToken = await signer.sign({ userId: user.id, sessionId }, now);
    const context = await loadContext(user.id, sessionId);
    return { user: await toUserDto(user, context), accessToken, tokenType: 'bearer' };
  }

  async function checkCredentials(email: string, password: string, address: string, knownDevice = false) {
    const wait = await limiter.retryAfterMs(email, address, knownDevice);
    if (wait > 0) throw new AppError(429, 'too_many_attempts', { minutes: Math.max(1, Math.ceil(wait / 60000)), retryAfterSeconds: Math.ceil(wait / 1000) });
    const user = await repo.findUserByEmail(db, email);
    const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
    if (!user || !ok) {
      await limiter.recordFailure(email, address, knownDevice);
      throw new AppError(401, 'invalid_credentials');
    }
    if (!user.active) throw new AppError(403, 'account_inactive');
    // A suspended courier cannot sign in (their sessions were revoked when they were suspended).
    if (await repo.isSuspendedCarrier(db, user.id)) throw new AppError(403, 'account_suspended');
    // An inactive store cannot sign in; its open requests are left as they are.
    if (await repo.isInactiveStore(db, user.id)) throw new AppError(403, 'store_inactive');
    await limiter.recordSuccess(email, knownDevice);
    return user;
  }

  return {
    loadContext,

    /** Token → caller, or null when the token is bad, expired, revoked or older than the last password change. */
    async authenticate(token: string): Promise<AuthContext | null> {
      const claims = await signer.verify(token);
      if (!claims) return null;
      const now = Date.now();
      let cached = sessionCache.get(claims.sessionId);
      if (cached && cached.context.userId !== claims.userId) cached = undefined;
      if (cached && cached.until > now) return cached.context;
      const user = await repo.findLiveSessionUser(db, claims.sessionId, claims.userId, clock.now());
      if (!user || !user.active) {
        sessionCache.delete(claims.sessionId);
        return null;
      }
      // Still the entry we checked (not forgotten meanwhile) and its context still fresh: the session check was enough.
      if (cached && cached.contextUntil > now && sessionCache.get(claims.sessionId) === cached) {
        cached.until = now + SESSION_CACHE_MS;
        return cached.context;
      }
      const context = await loadContext(user.id, claims.sessionId);
      if (sessionCache.size > 50_000) sessionCache.clear();
      sessionCache.set(claims.sessionId, { context, until: now + SESSION_CACHE_MS, contextUntil: now + CONTEXT_CACHE_MS });
      return context;
    },

    /** Forgets cached sessions: of one user (sign-out, password change) or of everyone (roles' claims changed). */
    forget(userId?: string) {
      for (const [id, entry] of sessionCache) if (!userId || entry.context.userId === userId) sessionCache.delete(id);
    },

    /** `deviceMark`: the caller's known-device cookie, if any; the answer carries the mark to set for next time. */
    async signIn(email: string, password: string, address: string, deviceMark?: string) {
      const knownDevice = deps.devices.isMarkFor(deviceMark, email);
      const response = await issue(await checkCredentials(email, password, address, knownDevice));
      return { response, deviceMark: deps.devices.markFor(email) };
    },

    async signInWithToken(token: string) {
      const claims = await signer.verify(token);
      const user = claims && (await repo.findLiveSessionUser(db, claims.sessionId, claims.userId, clock.now()));
      if (!user || !user.active) throw new AppError(401, 'invalid_token');
      if (await repo.isSuspendedCarrier(db, user.id)) throw new AppError(403, 'account_suspended');
      if (await repo.isInactiveStore(db, user.id)) throw new AppError(403, 'store_inactive');
      return issue(user);
    },

    async signOut(auth: AuthContext) {
      await repo.revokeSession(db, auth.sessionId);
      revoked(auth.userId);
    },

    async currentUser(auth: AuthContext) {
      const user = await repo.findUserById(db, auth.userId);
      if (!user) throw new AppError(401, 'unauthorized');
      return toUserDto(user, auth);
    },

    updateCurrentUser,

    /** POST /api/common/user/avatar: the uploaded picture becomes the user's (the one before it is deleted). */
    async uploadAvatar(auth: AuthContext, upload: { bytes: Buffer; truncated: boolean }) {
      return updateCurrentUser(auth, { avatar: await deps.avatars.save(upload.bytes, upload.truncated) });
    },

    avatarFile: (id: string) => deps.avatars.read(id),

    async changePassword(auth: AuthContext, currentPassword: string, newPassword: string) {
      const user = await repo.findUserById(db, auth.userId);
      if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) throw new AppError(400, 'wrong_current_password');
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await repo.setPassword(tx, user.id, passwordHash);
        await repo.revokeAllSessions(tx, user.id);
      });
      revoked(user.id);
      return issue((await repo.findUserById(db, user.id))!);
    },

    /** Always succeeds, so the answer does not tell whether the address is registered. */
    async forgotPassword(email: string, lang: 'tr' | 'en') {
      const user = await repo.findUserByEmail(db, email);
      if (!user || !user.active) return;
      const token = randomToken();
      await repo.insertResetToken(db, user.id, sha256(token), new Date(clock.now().getTime() + RESET_TOKEN_TTL_MS));
      const link = `${deps.publicUrl}/reset-password?token=${token}`;
      await mailer.send(
        lang === 'en'
          ? {
              to: user.email,
              subject: 'Kurye Ofis password reset',
              text: `Hello ${user.name},\n\nTo set a new password open this link within one hour:\n${link}\n\nIf you did not ask for it, ignore this mail.`,
            }
          : {
              to: user.email,
              subject: 'Kurye Ofis şifre sıfırlama',
              text: `Merhaba ${user.name},\n\nYeni şifrenizi belirlemek için bu bağlantıyı bir saat içinde açın:\n${link}\n\nBu isteği siz yapmadıysanız bu e-postayı dikkate almayın.`,
            },
      );
    },

    async resetPassword(token: string, password: string) {
      const passwordHash = await hashPassword(password);
      const userId = await db.transaction(async (tx) => {
        const userId = await repo.consumeResetToken(tx, sha256(token), clock.now());
        if (!userId) throw new AppError(400, 'reset_token_invalid');
        await repo.setPassword(tx, userId, passwordHash);
        await repo.revokeAllSessions(tx, userId);
        return userId;
      });
      revoked(userId);
    },

    /** A store applicant: a pending application that an operator reviews; no account yet. */
    async signUp(input: { name: string; surname: string; storeName: string; email: string; phone: string; password: string }) {
      if (await repo.findUserByEmail(db, input.email)) throw new AppError(409, 'email_taken');
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        const pending = await repo.findApplicationStatusesByEmail(tx, input.email);
        if (pending.some((a) => a.status === 'pending')) throw new AppError(409, 'application_exists');
        const { password: _omit, ...rest } = input;
        const data = { ...rest, phone: normalizeTurkishMobile(input.phone) ?? input.phone };
        await repo.insertStoreSignUp(tx, input.email, { ...data, passwordHash, source: 'sign-up' });
      });
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
