import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Role } from '@kurye/contracts/roles';
import type { Db, Tx } from '../../db/client';
import { userRoles, userZones, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import * as authRepo from '../auth/auth.repository';
import { randomToken, sha256 } from '../auth/tokens';
import type { CourierIndex } from '../live/courier-index';
import type { Mail, Mailer } from '../mail/mailer';
import type { EventBus } from '../realtime/event-bus';
import type { SettingsService } from '../settings/settings.service';
import type { Notifier } from '../notifications/notifier';

/** What the organisation modules (zones, stores, couriers, applications, users, settings) need from the app. */
export interface OrgDeps {
  db: Db;
  clock: Clock;
  bus: EventBus;
  mailer: Mailer;
  settings: SettingsService;
  index: CourierIndex;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Writes users' notification feeds (set in app.ts). */
  notifier?: Notifier;
}

/** A new account cannot sign in until its owner sets a password through the mailed link. */
const unusablePasswordHash = () => `!unset:${randomBytes(16).toString('hex')}`;

/** A set-password link stays valid for three days (a reset asked for by the user lasts one hour). */
export const SET_PASSWORD_TTL_MS = 72 * 3600 * 1000;

export async function createAccount(tx: Tx, input: { email: string; name: string; roles: Role[]; zoneIds?: string[]; active?: boolean }) {
  const [user] = await tx
    .insert(users)
    .values({ email: input.email, name: input.name, passwordHash: unusablePasswordHash(), active: input.active ?? true })
    .returning({ id: users.id });
  await tx.insert(userRoles).values(input.roles.map((roleCode, position) => ({ userId: user.id, roleCode, position })));
  if (input.zoneIds?.length) await tx.insert(userZones).values(input.zoneIds.map((zoneId) => ({ userId: user.id, zoneId })));
  return user.id;
}

/** Stores a single-use token (the same table the password reset uses) and returns the link for the mail. */
export async function issueSetPasswordLink(tx: Tx, deps: Pick<OrgDeps, 'clock' | 'publicUrl'>, userId: string, ttlMs = SET_PASSWORD_TTL_MS) {
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
export async function sendAfterCommit(deps: Pick<OrgDeps, 'mailer' | 'log'>, mail: Mail) {
  try {
    await deps.mailer.send(mail);
  } catch (err) {
    deps.log.error({ err, to: mail.to }, 'mail could not be sent');
  }
}

/** Drops the user's cached sessions in every API process (roles, zones or active changed). */
export const forgetSessions = (bus: EventBus, userId: string) => bus.publish({ type: 'internal.session_revoked', data: { userId }, audiences: ['internal'] });
