import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { deliveryRequests, districts, ledgerAccounts, ledgerPostings, ledgerTransactions, stores, users, zones } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { likePattern, parseSort } from '../../lib/paging';
import { canSeeZone, zoneFilter, type AuthContext } from '../auth/auth.context';
import { changedFields, writeAudit } from '../audit/audit.service';
import { personalView } from '../audit/personal-data';
import { BANK_ACCOUNT, balancesOf, postTransaction, storeAccount } from '../ledger/ledger.service';
import { storeCredit } from '../ledger/store-credit';
import type { OrgDeps } from '../users/accounts';
import { turkishOrder } from '../../db/turkish-order';
import { phoneDigits } from '../search/search.service';

const NO_ZONE = '00000000-0000-0000-0000-000000000000';

export interface StoreListQuery {
  page: number;
  size: number;
  sort: string;
  q?: string;
  zoneId?: string;
  active?: 'true' | 'false';
}

export interface StorePatch {
  name?: string;
  phone?: string;
  address?: string;
  districtId?: number | null;
  latitude?: number;
  longitude?: number;
  zoneId?: string;
  active?: boolean;
}

const base = {
  id: stores.id,
  name: stores.name,
  phone: stores.phone,
  zoneId: stores.zoneId,
  zoneName: zones.name,
  active: stores.active,
  createdAt: stores.createdAt,
};

export function createStoresService(deps: OrgDeps) {
  const { db } = deps;

  /** The store row when the caller may see its zone; otherwise the same 404 as a missing store. */
  async function visible(auth: AuthContext, id: string) {
    const [row] = await db.select().from(stores).where(eq(stores.id, id));
    if (!row || !canSeeZone(auth, row.zoneId)) throw notFound();
    return row;
  }

  async function checkZone(auth: AuthContext, zoneId: string) {
    const [zone] = await db.select({ id: zones.id }).from(zones).where(eq(zones.id, zoneId));
    // A zone operator may only move a store into one of their own zones.
    if (!zone || !canSeeZone(auth, zoneId)) throw new AppError(400, 'validation_error', { fields: 'zoneId' });
  }

  return {
    async list(auth: AuthContext, query: StoreListQuery) {
      const { page, size, sort, q, zoneId, active } = query;
      const scope = zoneFilter(auth);
      const where: SQL[] = [];
      if (scope) where.push(inArray(stores.zoneId, scope.length ? [...scope] : [NO_ZONE]));
      if (zoneId) where.push(eq(stores.zoneId, zoneId));
      if (active) where.push(eq(stores.active, active === 'true'));
      if (q) {
        // A phone typed the way people write it ("0532 123 45 67", "+90 532…") matches the stored +905… number.
        const digits = phoneDigits(q);
        where.push(or(ilike(stores.name, likePattern(q)), digits ? ilike(stores.phone, likePattern(digits)) : undefined)!);
      }
      const { field, desc: descending } = parseSort(sort);
      const column = field === 'createdAt' ? stores.createdAt : stores.name;
      const [rows, [{ total }]] = await Promise.all([
        db
          .select(base)
          .from(stores)
          .innerJoin(zones, eq(zones.id, stores.zoneId))
          .where(and(...where))
          .orderBy(field === 'createdAt' ? (descending ? desc(column) : asc(column)) : turkishOrder(column, descending), asc(stores.id))
          .limit(size)
          .offset((page - 1) * size),
        db
          .select({ total: count() })
          .from(stores)
          .where(and(...where)),
      ]);
      // One grouped query for every balance on the page.
      const balances = await balancesOf(
        db,
        rows.map((s) => storeAccount(s.id).accountCode),
      );
      const view = personalView(auth);
      const items = rows.map((s) => ({ ...s, phone: view.phone(s.phone)!, balance: balances.get(storeAccount(s.id).accountCode) ?? 0 }));
      return { items, total, page, size };
    },

    /** Profile, location, contact, zone, status, balance, recent ledger entries and recent requests. */
    async detail(auth: AuthContext, id: string) {
      await visible(auth, id);
      const [store] = await db
        .select({
          ...base,
          address: stores.address,
          districtId: stores.districtId,
          districtName: districts.name,
          latitude: stores.latitude,
          longitude: stores.longitude,
          nationalIdentityNumber: stores.nationalIdentityNumber,
          userId: stores.userId,
          ownerName: users.name,
          email: users.email,
        })
        .from(stores)
        .innerJoin(zones, eq(zones.id, stores.zoneId))
        .leftJoin(districts, eq(districts.id, stores.districtId))
        .leftJoin(users, eq(users.id, stores.userId))
        .where(eq(stores.id, id));
      const account = storeAccount(id).accountCode;
      const [balances, ledger, requests] = await Promise.all([
        balancesOf(db, [account]),
        db
          .select({
            transactionId: ledgerTransactions.id,
            kind: ledgerTransactions.kind,
            description: ledgerTransactions.description,
            amount: ledgerPostings.amount,
            createdAt: ledgerTransactions.createdAt,
          })
          .from(ledgerPostings)
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
          .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
          .where(eq(ledgerAccounts.code, account))
          .orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.id))
          .limit(10),
        db
          .select({
            id: deliveryRequests.id,
            number: deliveryRequests.number,
            status: deliveryRequests.status,
            packetCount: deliveryRequests.packetCount,
            estimatedFee: deliveryRequests.estimatedFee,
            createdAt: deliveryRequests.createdAt,
          })
          .from(deliveryRequests)
          .where(eq(deliveryRequests.storeId, id))
          .orderBy(desc(deliveryRequests.createdAt))
          .limit(10),
      ]);
      const view = personalView(auth);
      if (view.full) {
        await writeAudit(db, {
          actorId: auth.userId,
          action: 'view_personal',
          entity: 'store',
          entityId: id,
          after: { fields: ['phone', 'nationalIdentityNumber'] },
        });
      }
      return {
        ...store,
        phone: view.phone(store.phone)!,
        nationalIdentityNumber: view.nationalId(store.nationalIdentityNumber),
        balance: balances.get(account) ?? 0,
        recentLedger: ledger,
        recentRequests: requests,
      };
    },

    async update(auth: AuthContext, id: string, patch: StorePatch) {
      const before = await visible(auth, id);
      if (patch.zoneId !== undefined && patch.zoneId !== before.zoneId) await checkZone(auth, patch.zoneId);
      if (patch.districtId) {
        const [d] = await db.select({ id: districts.id }).from(districts).where(eq(districts.id, patch.districtId));
        if (!d) throw new AppError(400, 'validation_error', { fields: 'districtId' });
      }
      const diff = changedFields(before as unknown as Record<string, unknown>, patch as Record<string, unknown>);
      if (diff.changed) {
        await db.transaction(async (tx) => {
          await tx.update(stores).set(patch).where(eq(stores.id, id));
          await writeAudit(tx, { actorId: auth.userId, action: 'update', entity: 'store', entityId: id, before: diff.before, after: diff.after });
        });
      }
      return this.detail(auth, id);
    },

    /**
     * A manual credit (positive) or debit (negative) between the store's credit and the bank. The idempotency key makes
     * a retry answer the first result without posting again; the same key for a different amount is refused.
     */
    async credit(auth: AuthContext, id: string, input: { amount: number; reason: string; overdraft?: boolean }, key: string) {
      await visible(auth, id);
      const account = storeAccount(id);
      const result = await db.transaction(async (tx) => {
        // The store row lock serialises this with the store's own request creation, which spends the same credit.
        await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, id)).for('update');
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
          const [first] = await tx
            .select({ amount: ledgerPostings.amount })
            .from(ledgerPostings)
            .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
            .where(and(eq(ledgerPostings.transactionId, posted.transactionId), eq(ledgerAccounts.code, account.accountCode)));
          if (first?.amount !== input.amount) throw new AppError(409, 'idempotency_key_reused');
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
