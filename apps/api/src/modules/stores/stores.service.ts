import type { StoreCredit, StoreListQuery, StorePatch } from '@kurye/contracts/stores';
import { normalizeTurkishMobile } from '@kurye/contracts/tc-kimlik';
import { canSeeZone } from '../../access/zone-where';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { AuthContext } from '../../access/auth-context';
import { changedFields, auditPersonalView, writeAudit } from '../audit/audit.service';
import { BANK_ACCOUNT, balancesOf, postTransaction, storeAccount } from '../ledger/ledger.service';
import { storeCredit } from '../ledger/store-credit';
import type { EventBus } from '../../lib/event-bus';
import * as authRepo from '../auth/auth.repository';
import { forgetSessions } from '../users/accounts.service';
import * as repo from './stores.repository';

/** What the stores pages need from the app. */
export interface StoresDeps {
  db: Db;
  bus: EventBus;
}

/**
 * Stores: list and details with balance, edit, and the manual credit. The routes check that the caller may see the
 * store (`resource: store`) before these run.
 */
export function createStoresService(deps: StoresDeps) {
  const { db, bus } = deps;

  async function row(id: string) {
    const store = await repo.findStore(db, id);
    if (!store) throw notFound();
    return store;
  }

  async function checkZone(auth: AuthContext, zoneId: string) {
    // A zone operator may only move a store into one of their own zones.
    if (!(await repo.zoneExists(db, zoneId)) || !canSeeZone(auth, zoneId)) throw new AppError(400, 'validation_error', { fields: 'zoneId' });
  }

  /** Profile, location, contact, zone, status, balance, recent ledger entries and recent requests. */
  async function detail(auth: AuthContext, id: string) {
    const store = await repo.findStoreDetail(db, id);
    if (!store) throw notFound();
    const account = storeAccount(id).accountCode;
    const [balances, ledger, requests] = await Promise.all([balancesOf(db, [account]), repo.recentPostings(db, account), repo.recentRequests(db, id)]);
    await auditPersonalView(db, auth, 'store', id);
    return {
      ...store,
      balance: balances.get(account) ?? 0,
      recentLedger: ledger,
      recentRequests: requests,
    };
  }

  return {
    async list(auth: AuthContext, query: StoreListQuery) {
      const { page, size } = query;
      const { rows, total } = await repo.listStores(db, auth, query);
      // One grouped query for every balance on the page.
      const balances = await balancesOf(
        db,
        rows.map((s) => storeAccount(s.id).accountCode),
      );
      const items = rows.map((s) => ({ ...s, balance: balances.get(storeAccount(s.id).accountCode) ?? 0 }));
      return { items, total, page, size };
    },

    detail,

    async update(auth: AuthContext, id: string, input: StorePatch) {
      const patch = { ...input };
      if (patch.phone) patch.phone = normalizeTurkishMobile(patch.phone) ?? patch.phone.replace(/\s/g, '');
      const before = await row(id);
      if (patch.zoneId !== undefined && patch.zoneId !== before.zoneId) await checkZone(auth, patch.zoneId);
      if (patch.districtId && !(await repo.districtExists(db, patch.districtId))) throw new AppError(400, 'validation_error', { fields: 'districtId' });
      const diff = changedFields(before as unknown as Record<string, unknown>, patch as Record<string, unknown>);
      if (diff.changed) {
        const deactivating = before.active && patch.active === false && before.userId !== null;
        await db.transaction(async (tx) => {
          await repo.updateStore(tx, id, patch);
          // A deactivated store is signed out everywhere (its requests already in motion go on).
          if (deactivating) await authRepo.revokeAllSessions(tx, before.userId!);
          await writeAudit(tx, { actorId: auth.userId, action: 'update', entity: 'store', entityId: id, before: diff.before, after: diff.after });
        });
        if (deactivating) forgetSessions(bus, before.userId!);
      }
      return detail(auth, id);
    },

    /**
     * A manual credit (positive) or debit (negative) between the store's credit and the bank. The idempotency key makes
     * a retry answer the first result without posting again; the same key for a different amount is refused.
     */
    async credit(auth: AuthContext, id: string, input: StoreCredit, key: string | undefined) {
      if (!key) throw new AppError(400, 'idempotency_key_required');
      await row(id);
      const account = storeAccount(id);
      const result = await db.transaction(async (tx) => {
        await repo.lockStore(tx, id);
        const overdraft = input.amount < 0 && -input.amount > (await storeCredit(tx, id)).available;
        if (overdraft && !input.overdraft) throw new AppError(409, 'debit_exceeds_available');
        if (overdraft && !auth.claims.has('stores.overdraft')) throw new AppError(403, 'forbidden');
        const posted = await postTransaction(tx, {
          kind: 'manual_credit',
          description: input.reason,
          idempotencyKey: `manual-credit:${id}:${key}`,
          postings: [
            { ...account, amount: input.amount },
            { ...BANK_ACCOUNT, amount: -input.amount },
          ],
        });
        if (posted.replayed) {
          if ((await repo.postedAmount(tx, posted.transactionId, account.accountCode)) !== input.amount) throw new AppError(409, 'idempotency_key_reused');
        } else {
          await writeAudit(tx, {
            actorId: auth.userId,
            action: 'credit',
            entity: 'store',
            entityId: id,
            after: { amount: input.amount, reason: input.reason, transactionId: posted.transactionId, ...(overdraft ? { overdraft: true } : {}) },
          });
        }
        return posted;
      });
      const balances = await balancesOf(db, [account.accountCode]);
      return { transactionId: result.transactionId, replayed: result.replayed, balance: balances.get(account.accountCode) ?? 0 };
    },
  };
}
export type StoresService = ReturnType<typeof createStoresService>;
