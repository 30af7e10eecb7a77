import { isValidTrIban, normalizeIban } from '@kurye/contracts/iban';
import { AppError } from '../../lib/errors';
import { writeAudit } from '../audit/audit.service';
import type { AccountingDeps } from './accounting.deps';
import { findCarrier } from './accounting.repository';
import { findBankAccount, upsertBankAccount } from './bank-accounts.repository';

/** Couriers' IBANs for payouts (set by the courier or the office; every change audited). */
export function createBankAccountsService({ db, clock }: AccountingDeps) {
  async function ibanOf(carrierId: string) {
    const row = await findBankAccount(db, carrierId);
    return { iban: row?.iban ?? null, updatedAt: row?.updatedAt ?? null };
  }

  async function setIban(actorId: string, carrierId: string, value: string) {
    const iban = normalizeIban(value);
    if (!isValidTrIban(iban)) throw new AppError(400, 'invalid_iban');
    await db.transaction(async (tx) => {
      const carrier = await findCarrier(tx, carrierId);
      if (!carrier) throw new AppError(404, 'not_found');
      const before = await findBankAccount(tx, carrierId);
      await upsertBankAccount(tx, carrierId, iban, clock.now());
      await writeAudit(tx, {
        actorId,
        action: 'update',
        entity: 'carrier_iban',
        entityId: carrierId,
        before: { iban: before?.iban ?? null },
        after: { iban },
      });
    });
    return ibanOf(carrierId);
  }

  return { ibanOf, setIban };
}

export type BankAccountsService = ReturnType<typeof createBankAccountsService>;
