import type { ApproveApplication } from '@kurye/contracts/applications';
import type { Role } from '@kurye/contracts/roles';
import { canSeeZone } from '../../access/zone-where';
import type { Tx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { AuthContext } from '../../access/auth-context';
import { writeAudit } from '../audit/audit.service';
import type { Mail } from '../mail/mailer';
import { createAccount, issueSetPasswordLink, sendAfterCommit, setPasswordMail } from '../users/accounts.service';
import * as repo from './applications.repository';
import type { ApplicationData, ApplicationsDeps } from './applications.types';
import { isUniqueViolation } from '../../db/unique-violation';
import { moveToCarrier } from '../documents/documents.repository';

export interface Approved {
  userId: string;
  storeId: string | null;
  carrierId: string | null;
}

/** The store or courier record of the new account. */
async function createRecord(tx: Tx, row: repo.ApplicationRow, userId: string, zoneId: string, input: ApproveApplication) {
  const data = row.data as unknown as ApplicationData;
  if (row.kind === 'carrier') {
    if (!data.carrierTypeId) throw new AppError(400, 'validation_error', { fields: 'carrierTypeId' });
    const carrierId = await repo.insertCarrier(tx, {
      userId,
      zoneId,
      carrierTypeId: data.carrierTypeId,
      phone: data.phone,
      nationalIdentityNumber: data.nationalIdentityNumber ?? null,
    });
    return { storeId: null, carrierId };
  }
  const address = data.address ?? input.address;
  if (!address) throw new AppError(400, 'location_required');
  const storeId = await repo.insertStore(tx, {
    userId,
    zoneId,
    name: data.storeName ?? `${data.name} ${data.surname}`,
    phone: data.phone,
    nationalIdentityNumber: data.nationalIdentityNumber ?? null,
    taxOffice: data.taxOffice ?? null,
    taxNumber: data.taxNumber ?? null,
    districtId: data.districtId ?? null,
    address: address.line,
    latitude: address.point.latitude,
    longitude: address.point.longitude,
  });
  return { storeId, carrierId: null };
}

/** The mail to the applicant: sign in with the sign-up's password, or set one through the link. */
async function approvalMail(tx: Tx, deps: ApplicationsDeps, row: repo.ApplicationRow, userId: string): Promise<Mail> {
  const data = row.data as unknown as ApplicationData;
  const fullName = `${data.name} ${data.surname}`;
  if (data.passwordHash) {
    // A store sign-up chose its password: the account works at once.
    await repo.setPasswordHash(tx, userId, data.passwordHash);
    return {
      to: row.email,
      subject: 'Kurye Ofis başvurunuz onaylandı',
      text: `Merhaba ${fullName},\n\nBaşvurunuz onaylandı. Kayıt olurken belirlediğiniz şifre ile giriş yapabilirsiniz:\n${deps.publicUrl}/sign-in\n\nKurye Ofis`,
    };
  }
  const link = await issueSetPasswordLink(tx, deps, userId);
  return setPasswordMail(row.email, fullName, link, `Kurye Ofis ${row.kind === 'carrier' ? 'kurye' : 'işletme'} başvurunuz onaylandı.`);
}

/**
 * Writes a pending application's decision (`approve` → approved, `reject` → rejected) with who decided and when, and
 * its audit entry; `audited` is what the entry tells besides the new status.
 */
export async function recordDecision(
  tx: Tx,
  at: Date,
  auth: AuthContext,
  id: string,
  action: 'approve' | 'reject',
  changes: Omit<repo.ApplicationUpdate, 'status' | 'decidedAt' | 'decidedBy'>,
  audited: Record<string, unknown>,
) {
  const status = action === 'approve' ? 'approved' : 'rejected';
  await repo.updateApplication(tx, id, { status, decidedAt: at, decidedBy: auth.userId, ...changes });
  await writeAudit(tx, { actorId: auth.userId, action, entity: 'application', entityId: id, before: { status: 'pending' }, after: { status, ...audited } });
}

/**
 * Creates the account and the store or courier in one transaction, exactly once: the application row is locked and
 * its status checked inside; the unique e-mail of users is the last guard. Mails after commit.
 */
export async function approveApplication(deps: ApplicationsDeps, auth: AuthContext, id: string, input: ApproveApplication): Promise<Approved> {
  const { db } = deps;
  let mail: Mail | undefined;
  let result: Approved;
  const notes = deps.notifier?.batch();
  try {
    result = await db.transaction(async (tx) => {
      const row = await repo.lockApplication(tx, id);
      if (!row) throw notFound();
      if (row.status !== 'pending') throw new AppError(409, 'already_decided');
      const data = row.data as unknown as ApplicationData;
      const zoneId = row.zoneId ?? input.zoneId;
      if (!zoneId) throw new AppError(400, 'zone_required');
      if (!canSeeZone(auth, zoneId) || !(await repo.findZone(tx, zoneId))) throw new AppError(400, 'validation_error', { fields: 'zoneId' });
      if (await repo.userExistsWithEmail(tx, row.email)) throw new AppError(409, 'email_taken');

      const kind = row.kind;
      const role: Role = kind === 'carrier' ? 'Carrier' : 'Store';
      const name = kind === 'store' && data.storeName ? data.storeName : `${data.name} ${data.surname}`;
      const userId = await createAccount(tx, { email: row.email, name, roles: [role] });
      const { storeId, carrierId } = await createRecord(tx, row, userId, zoneId, input);
      // The applicant's documents become the courier's (their verification carries over).
      if (carrierId) await moveToCarrier(tx, id, carrierId);
      mail = await approvalMail(tx, deps, row, userId);
      await recordDecision(tx, deps.clock.now(), auth, id, 'approve', { userId, zoneId }, { userId, storeId, carrierId, zoneId });
      // The applicant has an account only from now on: its feed opens with the decision.
      await notes?.write(tx, [
        {
          userId,
          kind: 'application_approved',
          title: 'Başvurunuz onaylandı',
          description:
            kind === 'carrier'
              ? 'Kurye Ofis’e hoş geldiniz. Çevrimiçi olduğunuzda size teklif gelmeye başlar.'
              : 'Kurye Ofis’e hoş geldiniz. Kontör yükleyip ilk kurye talebinizi oluşturabilirsiniz.',
          link: kind === 'carrier' ? '/courier' : '/store/packet',
          params: { kind },
        },
      ]);
      return { userId, storeId, carrierId };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, 'already_decided');
    throw err;
  }
  notes?.publish();
  if (mail) await sendAfterCommit(deps, mail);
  return result;
}
