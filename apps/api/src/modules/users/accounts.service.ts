import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Role } from '@kurye/contracts/roles';
import type { Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import * as authRepo from '../auth/auth.repository';
import { randomToken, sha256 } from '../auth/tokens';
import type { Mail, Mailer } from '../mail/mailer';
import type { EventBus } from '../../lib/event-bus';
import * as repo from './users.repository';

/**
 * Accounts and their set-password links, shared by the users page (staff accounts) and the application review (store
 * and courier accounts).
 */

/** A new account cannot sign in until its owner sets a password through the mailed link. */
const unusablePasswordHash = () => `!unset:${randomBytes(16).toString('hex')}`;

/** A set-password link stays valid for three days (a reset asked for by the user lasts one hour). */
export const SET_PASSWORD_TTL_MS = 72 * 3600 * 1000;

export async function createAccount(tx: Tx, input: { email: string; name: string; roles: Role[]; zoneIds?: string[]; active?: boolean }) {
  return repo.insertAccount(tx, { ...input, passwordHash: unusablePasswordHash(), active: input.active ?? true });
}

/** Stores a single-use token (the same table the password reset uses) and returns the link for the mail. */
export async function issueSetPasswordLink(tx: Tx, deps: { clock: Clock; publicUrl: string }, userId: string, ttlMs = SET_PASSWORD_TTL_MS) {
  const token = randomToken();
  await authRepo.insertResetToken(tx, userId, sha256(token), new Date(deps.clock.now().getTime() + ttlMs));
  return `${deps.publicUrl}/reset-password?token=${token}`;
}

export const setPasswordMail = (to: string, name: string, link: string, intro: string): Mail => ({
  to,
  subject: 'Kurye Ofis hesabınız: şifrenizi belirleyin',
  text: `Merhaba ${name},\n\n${intro}\n\nŞifrenizi belirlemek için bu bağlantıyı üç gün içinde açın:\n${link}\n\nKurye Ofis`,
});

/** Mail goes out after the transaction commits; a failure is logged, the decision stands (an Admin can resend). */
export async function sendAfterCommit(deps: { mailer: Mailer; log: FastifyBaseLogger }, mail: Mail) {
  try {
    await deps.mailer.send(mail);
  } catch (err) {
    deps.log.error({ err, to: mail.to }, 'mail could not be sent');
  }
}

/** Drops the user's cached sessions in every API process (roles, zones or active changed). */
export const forgetSessions = (bus: EventBus, userId: string) => bus.publish({ type: 'internal.session_revoked', data: { userId }, audiences: ['internal'] });
