import { LEDGER_KIND } from '@kurye/contracts/ledger';
import type { FastifyBaseLogger } from 'fastify';
import { PAYMENT_STATUSES, type PaymentStatus } from '@kurye/contracts/payments';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import { balancesOf, postTransaction, storeAccount } from '../ledger/ledger.service';
import type { SettingsService } from '../settings/settings.service';
import { PaymentProviderError, type PaymentOutcome, type PaymentProvider, type SandboxState } from './payment-provider';
import * as repo from './payments.repository';

export const GATEWAY_CLEARING = { accountCode: 'gateway:clearing', accountKind: 'gateway_clearing' };
export { PAYMENT_STATUSES, type PaymentStatus };

export interface PaymentsDeps {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  provider: PaymentProvider;
  publicUrl: string;
  expiryMinutes: number;
  log: FastifyBaseLogger;
}

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

  const byId = (id: string) => repo.findPayment(db, id);

  /** Applies a provider's answer under the row lock; idempotent. Declines and expiry never post anything. */
  async function apply(paymentId: string, outcome: PaymentOutcome) {
    if (outcome.status === 'pending') return byId(paymentId);
    return db.transaction(async (tx) => {
      const p = await repo.lockPayment(tx, paymentId);
      if (!p || p.status === 'succeeded' || p.status === 'failed') return p;
      const now = clock.now();
      if (outcome.status === 'failed') {
        if (p.status !== 'pending') return p;
        return repo.updatePaymentReturning(tx, p.id, { status: 'failed', failureReason: outcome.reason, completedAt: now });
      }
      if (outcome.amount !== p.amount) {
        log.error({ paymentId, expected: p.amount, got: outcome.amount }, 'payment amount mismatch; not credited');
        return repo.updatePaymentReturning(tx, p.id, { status: 'failed', failureReason: 'amount_mismatch', completedAt: now });
      }
      // Money arrived: credit it even when the checkout had already been marked expired meanwhile.
      const posted = await postTransaction(tx, {
        kind: LEDGER_KIND.topUp,
        description: `Kontör yükleme (${provider.name === 'sandbox' ? 'deneme ödemesi' : 'iyzico'}) ${outcome.reference}`,
        idempotencyKey: `topup:payment:${p.id}`,
        postings: [
          { ...storeAccount(p.storeId), amount: p.amount },
          { ...GATEWAY_CLEARING, amount: -p.amount },
        ],
      });
      return repo.updatePaymentReturning(tx, p.id, {
        status: 'succeeded',
        providerReference: outcome.reference,
        ledgerTransactionId: posted.transactionId,
        failureReason: null,
        completedAt: now,
      });
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
      const inserted = await repo.insertPayment(db, {
        storeId,
        amount,
        provider: provider.name,
        idempotencyKey,
        createdAt: now,
        expiresAt: new Date(now.getTime() + deps.expiryMinutes * 60_000),
      });
      if (!inserted.length) {
        const existing = await repo.findPaymentByKey(db, storeId, idempotencyKey);
        if (!existing || existing.amount !== amount) throw new AppError(409, 'idempotency_key_reused');
        if (!existing.redirectUrl) throw new AppError(502, 'payment_provider_error');
        return { id: existing.id, redirectUrl: existing.redirectUrl, replayed: true };
      }
      const payment = inserted[0];
      const store = await repo.storeContact(db, storeId);
      try {
        const started = await provider.initialise({
          paymentId: payment.id,
          amount,
          store: { ...store, city: 'İstanbul' },
          buyerIp,
          callbackUrl: `${deps.publicUrl}/api/payments/callback`,
        });
        await repo.updatePayment(db, payment.id, { providerToken: started.token, redirectUrl: started.redirectUrl });
        return { id: payment.id, redirectUrl: started.redirectUrl, replayed: false };
      } catch (e) {
        log.warn({ err: e, paymentId: payment.id }, 'payment initialise failed');
        await repo.updatePayment(db, payment.id, { status: 'failed', failureReason: 'provider_unavailable', completedAt: clock.now() });
        if (e instanceof PaymentProviderError) throw new AppError(502, 'payment_provider_error');
        throw e;
      }
    },

    async list(storeId: string, query: { page: number; size: number; sort: string; status?: PaymentStatus }) {
      const { items, total } = await repo.listPayments(db, storeId, query);
      return { items, total, page: query.page, size: query.size };
    },

    async one(storeId: string, id: string) {
      const row = await repo.findStorePayment(db, storeId, id);
      if (!row) throw notFound();
      const balance = (await balancesOf(db, [storeAccount(storeId).accountCode])).get(storeAccount(storeId).accountCode) ?? 0;
      return { ...row, balance };
    },

    /** The callback and the return both land here: ask the provider (server to server), then apply its answer once. */
    async complete(token: string) {
      const p = await repo.findPaymentByToken(db, token);
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
      const due = await repo.duePending(db, clock.now(), limit);
      let expired = 0;
      for (const d of due) {
        let outcome: PaymentOutcome = { status: 'pending' };
        if (d.token) outcome = await provider.retrieve(d.token, d.id).catch(() => ({ status: 'pending' }) as const);
        if (outcome.status !== 'pending') {
          await apply(d.id, outcome);
          continue;
        }
        expired += await repo.expirePending(db, d.id, clock.now());
      }
      return { checked: due.length, expired };
    },

    // ---- The sandbox gateway's own page (only with the sandbox provider)
    async sandboxPayment(token: string) {
      const p = await repo.findSandboxPayment(db, token);
      if (!p) throw notFound();
      return { ...p, storeName: (await repo.storeName(db, p.storeId)) ?? '' };
    },

    async sandboxDecide(token: string, decision: 'approved' | 'declined', cardLast4: string) {
      const p = await this.sandboxPayment(token);
      const state = (p.providerData ?? {}) as SandboxState;
      // The gateway decides once; a second submit keeps the first decision.
      if (state.decision) return p;
      const next: SandboxState = { decision, cardLast4, decidedAt: clock.now().toISOString() };
      await repo.setSandboxState(db, p.id, next);
      return p;
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
