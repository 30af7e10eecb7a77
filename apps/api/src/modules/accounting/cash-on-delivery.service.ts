import { formatRequestNumber } from '@kurye/contracts/delivery';
import type { CashOnDeliveryBody } from '@kurye/contracts/ledger';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { postTransaction } from '../ledger/ledger.service';
import type { BusEvent } from '../../lib/event-bus';
import type { AccountingDeps } from './accounting.deps';
import { CARD_CLEARING_ACCOUNT, carrierCashAccount, storePayableAccount } from './accounts';
import * as repo from './cash-on-delivery.repository';

/** Requests whose door payment the store may still set or remove. */
const EDITABLE_STATUSES = ['searching', 'assigned', 'arrived', 'picked_up', 'no_courier'];

/** Cash on delivery ("kapıda ödeme"): the store sets it, the courier collects it at the door when delivering. */
export function createCashOnDeliveryService({ db, clock }: AccountingDeps) {
  /** The request's door payment; `storeId` limits it to that store's (another store's answers 404). */
  async function cashOnDeliveryOf(storeId: string | null, requestId: string) {
    const row = await repo.findCashOnDelivery(db, requestId);
    if (row && storeId && row.storeId !== storeId) throw new AppError(404, 'not_found');
    return row ? { requestId, amount: row.amount, method: row.method, collectedAt: row.collectedAt } : null;
  }

  /** Sets (or with `null` removes) the door payment of the store's request; the route checked the request is the store's. */
  async function setCashOnDelivery(storeId: string, requestId: string, body: CashOnDeliveryBody | null) {
    await db.transaction(async (tx) => {
      const request = await repo.lockRequest(tx, requestId);
      if (!request) throw new AppError(404, 'not_found');
      if (!EDITABLE_STATUSES.includes(request.status)) throw new AppError(409, 'cash_on_delivery_locked');
      // Door payments given per packet stay the packets' (the row is their sum): one total over them would hide which
      // customer pays what.
      if (await repo.hasPerPacketDoorPayment(tx, requestId)) throw new AppError(409, 'cash_on_delivery_per_packet');
      if (!body) {
        await repo.deleteCashOnDelivery(tx, requestId);
        return;
      }
      await repo.upsertCashOnDelivery(tx, { requestId, storeId, amount: body.amount, method: body.method, createdAt: clock.now() });
    });
    return cashOnDeliveryOf(storeId, requestId);
  }

  /** Collects one delivered request's door payment inside the delivery transaction (once: the row is marked collected). */
  async function collect(tx: Tx, data: { requestId: string; carrierId: string }) {
    const cod = await repo.lockCashOnDelivery(tx, data.requestId);
    if (!cod || cod.collectedAt) return;
    // Per-packet door payments are split by method (cash to the courier, card to clearing); else the row's.
    const parts = await repo.perPacketDoorPayments(tx, data.requestId);
    const split = parts.length
      ? parts.map((p) => ({ method: p.method as 'cash' | 'card', amount: Number(p.amount) }))
      : [{ method: cod.method as 'cash' | 'card', amount: cod.amount }];
    const total = split.reduce((sum, p) => sum + p.amount, 0);
    const kind = cod.method === 'mixed' ? 'cod_collected' : cod.method === 'cash' ? 'cash_collected' : 'card_collected';
    const label = cod.method === 'mixed' ? 'nakit ve kart' : cod.method === 'cash' ? 'nakit' : 'kart';
    const number = await repo.requestNumber(tx, data.requestId);
    await postTransaction(tx, {
      kind,
      description: `Kapıda ödeme ${formatRequestNumber(number!)} (${label})`,
      idempotencyKey: `cod:request:${data.requestId}`,
      postings: [
        ...split.map((p) => ({ ...(p.method === 'cash' ? carrierCashAccount(data.carrierId) : CARD_CLEARING_ACCOUNT), amount: -p.amount })),
        { ...storePayableAccount(cod.storeId), amount: total },
      ],
    });
    await repo.markCollected(tx, data.requestId, data.carrierId, clock.now());
  }

  /**
   * Delivery transaction hook: when a request is delivered, its door payment is collected — cash raises the
   * courier's cash liability, a card payment the card clearing account; either way the store is owed the amount.
   */
  async function onDeliveryEvents(tx: Tx, events: readonly BusEvent[]) {
    for (const e of events) {
      if (e.type !== 'request.status_changed') continue;
      const data = e.data as { requestId: string; storeId: string; status: string; carrierId: string | null };
      if (data.status !== 'delivered' || !data.carrierId) continue;
      await collect(tx, { requestId: data.requestId, carrierId: data.carrierId });
    }
  }

  return { cashOnDeliveryOf, setCashOnDelivery, onDeliveryEvents };
}

export type CashOnDeliveryService = ReturnType<typeof createCashOnDeliveryService>;
