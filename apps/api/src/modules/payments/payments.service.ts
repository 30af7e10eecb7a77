import { and, asc, count, desc, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { storePayments, stores, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import { parseSort } from '../../lib/paging';
import { balancesOf, postTransaction, storeAccount } from '../ledger/ledger.service';
import type { SettingsService } from '../settings/settings.service';
import { PaymentProviderError, type PaymentOutcome, type PaymentProvider, type SandboxState } from './payment-provider';

export const GATEWAY_CLEARING = { accountCode: 'gateway:clearing', accountKind: 'gateway_clearing' };
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface PaymentsDeps {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  provider: PaymentProvider;
  publicUrl: string;
  expiryMinutes: number;
  log: FastifyBaseLogger;
}

const listColumns = {
  id: storePayments.id,
  amount: storePayments.amount,
  status: storePayments.status,
  provider: storePayments.provider,
  providerReference: storePayments.providerReference,
  failureReason: storePayments.failureReason,
  createdAt: storePayments.createdAt,
  expiresAt: storePayments.expiresAt,
  completedAt: storePayments.completedAt,
};

/**
 * Credit top-ups. A payment is credited exactly once: completing takes the payment's row lock, re-checks its status
 * and posts the ledger transaction under the key `topup:payment:<id>` in the same database transaction — so a second
 * callback, a callback racing the return, or a retry after a crash all find the work done.
 */
export function createPaymentsService(deps: PaymentsDeps) {
  const { db, clock, settings, provider, log } = deps;

  async function limits() {
    const s = (await settings.get()).topUp;
    return { packages: s.packages, minAmount: Math.min(s.minAmount, s.maxAmount), maxAmount: Math.max(s.minAmount, s.maxAmount), provider: provider.name };
  }

  async function byId(id: string) {
    const [row] = await db.select().from(storePayments).where(eq(storePayments.id, id));
    return row;
  }

  /** Applies a provider's answer under the row lock; idempotent. Declines and expiry never post anything. */
  async function apply(paymentId: string, outcome: PaymentOutcome) {
    if (outcome.status === 'pending') return byId(paymentId);
    return db.transaction(async (tx) => {
      const [p] = await tx.select().from(storePayments).where(eq(storePayments.id, paymentId)).for('update');
      if (!p || p.status === 'succeeded' || p.status === 'failed') return p;
      const now = clock.now();
      if (outcome.status === 'failed') {
        if (p.status !== 'pending') return p;
        const [next] = await tx
          .update(storePayments)
          .set({ status: 'failed', failureReason: outcome.reason, completedAt: now })
          .where(eq(storePayments.id, p.id))
          .returning();
        return next;
      }
      if (outcome.amount !== p.amount) {
        log.error({ paymentId, expected: p.amount, got: outcome.amount }, 'payment amount mismatch; not credited');
        const [next] = await tx
          .update(storePayments)
          .set({ status: 'failed', failureReason: 'amount_mismatch', completedAt: now })
          .where(eq(storePayments.id, p.id))
          .returning();
        return next;
      }
      // Money arrived: credit it even when the checkout had already been marked expired meanwhile.
      const posted = await postTransaction(tx, {
        kind: 'topup',
        description: `Kontör yükleme (${provider.name === 'sandbox' ? 'deneme ödemesi' : 'iyzico'}) ${outcome.reference}`,
        idempotencyKey: `topup:payment:${p.id}`,
        postings: [
          { ...storeAccount(p.storeId), amount: p.amount },
          { ...GATEWAY_CLEARING, amount: -p.amount },
        ],
      });
      const [next] = await tx
        .update(storePayments)
        .set({ status: 'succeeded', providerReference: outcome.reference, ledgerTransactionId: posted.transactionId, failureReason: null, completedAt: now })
        .where(eq(storePayments.id, p.id))
        .returning();
      return next;
    });
  }

  return {
    limits,

    async create(storeId: string, amount: number, idempotencyKey: string, buyerIp: string) {
      const l = await limits();
      if (amount < l.minAmount || amount > l.maxAmount) {
        const fmt = (k: number) => new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(k / 100);
        throw new AppError(400, 'topup_amount_out_of_range', { min: fmt(l.minAmount), max: fmt(l.maxAmount) });
      }
      const now = clock.now();
      const inserted = await db
        .insert(storePayments)
        .values({ storeId, amount, provider: provider.name, idempotencyKey, createdAt: now, expiresAt: new Date(now.getTime() + deps.expiryMinutes * 60_000) })
        .onConflictDoNothing()
        .returning();
      if (!inserted.length) {
        const [existing] = await db
          .select()
          .from(storePayments)
          .where(and(eq(storePayments.storeId, storeId), eq(storePayments.idempotencyKey, idempotencyKey)));
        if (!existing || existing.amount !== amount) throw new AppError(409, 'idempotency_key_reused');
        if (!existing.redirectUrl) throw new AppError(502, 'payment_provider_error');
        return { id: existing.id, redirectUrl: existing.redirectUrl, replayed: true };
      }
      const payment = inserted[0];
      const [store] = await db
        .select({ id: stores.id, name: stores.name, phone: stores.phone, address: stores.address, email: users.email })
        .from(stores)
        .leftJoin(users, eq(users.id, stores.userId))
        .where(eq(stores.id, storeId));
      try {
        const started = await provider.initialise({
          paymentId: payment.id,
          amount,
          store: { ...store, city: 'İstanbul' },
          buyerIp,
          callbackUrl: `${deps.publicUrl}/api/payments/callback`,
        });
        await db.update(storePayments).set({ providerToken: started.token, redirectUrl: started.redirectUrl }).where(eq(storePayments.id, payment.id));
        return { id: payment.id, redirectUrl: started.redirectUrl, replayed: false };
      } catch (e) {
        log.warn({ err: e, paymentId: payment.id }, 'payment initialise failed');
        await db
          .update(storePayments)
          .set({ status: 'failed', failureReason: 'provider_unavailable', completedAt: clock.now() })
          .where(eq(storePayments.id, payment.id));
        if (e instanceof PaymentProviderError) throw new AppError(502, 'payment_provider_error');
        throw e;
      }
    },

    async list(storeId: string, query: { page: number; size: number; sort: string; status?: PaymentStatus }) {
      const { field, desc: descending } = parseSort(query.sort);
      const column = field === 'amount' ? storePayments.amount : field === 'status' ? storePayments.status : storePayments.createdAt;
      const where = and(eq(storePayments.storeId, storeId), query.status ? eq(storePayments.status, query.status) : undefined);
      const [items, [{ total }]] = await Promise.all([
        db
          .select(listColumns)
          .from(storePayments)
          .where(where)
          .orderBy(descending ? desc(column) : asc(column), desc(storePayments.createdAt), asc(storePayments.id))
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        db.select({ total: count() }).from(storePayments).where(where),
      ]);
      return { items, total, page: query.page, size: query.size };
    },

    async one(storeId: string, id: string) {
      const [row] = await db
        .select(listColumns)
        .from(storePayments)
        .where(and(eq(storePayments.id, id), eq(storePayments.storeId, storeId)));
      if (!row) throw notFound();
      const balance = (await balancesOf(db, [storeAccount(storeId).accountCode])).get(storeAccount(storeId).accountCode) ?? 0;
      return { ...row, balance };
    },

    /** The callback and the return both land here: ask the provider (server to server), then apply its answer once. */
    async complete(token: string) {
      const [p] = await db.select().from(storePayments).where(eq(storePayments.providerToken, token));
      if (!p) throw notFound();
      if (p.status === 'succeeded' || p.status === 'failed') return p;
      let outcome: PaymentOutcome;
      try {
        outcome = await provider.retrieve(token, p.id);
      } catch (e) {
        log.warn({ err: e, paymentId: p.id }, 'payment retrieve failed; left pending');
        return p;
      }
      return (await apply(p.id, outcome))!;
    },

    /**
     * Durable expiry (run on a timer and after a restart): every pending checkout past its deadline is asked once more
     * — money that did arrive is credited — and the rest become `expired`, crediting nothing.
     */
    async expireDue(limit = 100) {
      const due = await db
        .select({ id: storePayments.id, token: storePayments.providerToken })
        .from(storePayments)
        .where(and(eq(storePayments.status, 'pending'), lt(storePayments.expiresAt, clock.now())))
        .orderBy(asc(storePayments.expiresAt))
        .limit(limit);
      let expired = 0;
      for (const d of due) {
        let outcome: PaymentOutcome = { status: 'pending' };
        if (d.token) outcome = await provider.retrieve(d.token, d.id).catch(() => ({ status: 'pending' }) as const);
        if (outcome.status !== 'pending') {
          await apply(d.id, outcome);
          continue;
        }
        const done = await db
          .update(storePayments)
          .set({ status: 'expired', failureReason: 'abandoned', completedAt: clock.now() })
          .where(and(eq(storePayments.id, d.id), eq(storePayments.status, 'pending')))
          .returning({ id: storePayments.id });
        expired += done.length;
      }
      return { checked: due.length, expired };
    },

    // ---- The sandbox gateway's own page (only with the sandbox provider)
    async sandboxPayment(token: string) {
      const [p] = await db
        .select()
        .from(storePayments)
        .where(and(eq(storePayments.providerToken, token), eq(storePayments.provider, 'sandbox')));
      if (!p) throw notFound();
      const [store] = await db.select({ name: stores.name }).from(stores).where(eq(stores.id, p.storeId));
      return { ...p, storeName: store?.name ?? '' };
    },

    async sandboxDecide(token: string, decision: 'approved' | 'declined', cardLast4: string) {
      const p = await this.sandboxPayment(token);
      const state = (p.providerData ?? {}) as SandboxState;
      // The gateway decides once; a second submit keeps the first decision.
      if (state.decision) return p;
      const next: SandboxState = { decision, cardLast4, decidedAt: clock.now().toISOString() };
      await db
        .update(storePayments)
        .set({ providerData: next })
        .where(and(eq(storePayments.id, p.id), isNull(storePayments.providerData)));
      return p;
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
