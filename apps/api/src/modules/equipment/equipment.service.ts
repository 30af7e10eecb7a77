import { LEDGER_KIND } from '@kurye/contracts/ledger';
import type { CreateProductBody, LendBody, ProductsQuery, ReturnLoanBody, UpdateProductBody } from '@kurye/contracts/equipment';
import { createProductBody, productsQuery } from '@kurye/contracts/equipment';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { AuthContext } from '../../access/auth-context';
import { writeAudit } from '../audit/audit.service';
import { balancesOf, postTransaction, type PostingInput } from '../ledger/ledger.service';
import { carrierDepositAccount, carrierPayableAccount, EQUIPMENT_RECOVERY_ACCOUNT } from '../accounting/accounts';
import * as repo from './equipment.repository';

/** What the equipment inventory needs from the app. */
export interface EquipmentDeps {
  db: Db;
  clock: Clock;
}

const toProduct = (p: repo.ProductRow) => ({
  id: p.id,
  category: p.category,
  name: p.name,
  description: p.description,
  sku: p.sku,
  barcode: p.barcode,
  stock: p.stock,
  reserved: p.reserved,
  cost: p.cost,
  deposit: p.deposit,
  active: p.active,
  updatedAt: p.updatedAt,
});

const toLoan = (v: repo.LoanView) => ({
  id: v.l.id,
  productId: v.l.productId,
  productName: v.productName,
  sku: v.sku,
  carrierId: v.l.carrierId,
  carrierName: v.carrierName,
  status: v.l.status,
  deposit: v.l.deposit,
  charge: v.l.charge,
  reason: v.l.reason,
  lentAt: v.l.lentAt,
  closedAt: v.l.closedAt,
});

/** Only the non-zero postings (the ledger refuses a zero posting). */
const nonZero = (postings: PostingInput[]) => postings.filter((p) => p.amount !== 0);

/**
 * Equipment on loan: the inventory (§7 `api/apps/ecommerce/inventory/*`) and lending to couriers. Lending moves the
 * item's deposit from the courier's payable (its earnings) to the deposits held; taking it back returns it; a lost or
 * damaged item releases the deposit and charges the courier. Each movement is one balanced ledger transaction.
 */
export function createEquipmentService({ db, clock }: EquipmentDeps) {
  /** §7 paging: `{ products, pagination }`; a page beyond the last answers `products: null` and only `lastPage`. */
  async function products(input: ProductsQuery) {
    const q = productsQuery.parse(input);
    const { rows, total } = await repo.productRows(db, q);
    const lastPage = Math.max(1, Math.ceil(total / q.size));
    if (q.page > lastPage) return { products: null, pagination: { lastPage } };
    const startIndex = (q.page - 1) * q.size;
    return {
      products: rows.map(toProduct),
      pagination: { length: total, size: q.size, page: q.page, lastPage, startIndex, endIndex: Math.min(startIndex + q.size, total) - 1 },
    };
  }

  async function product(id: string) {
    const row = await repo.findProduct(db, id);
    if (!row) throw new AppError(404, 'not_found');
    return toProduct(row);
  }

  const skuTaken = (err: unknown) => {
    if (isUniqueViolation(err)) throw new AppError(409, 'sku_taken');
    throw err;
  };

  async function create(auth: AuthContext, input: CreateProductBody) {
    const body = createProductBody.parse(input);
    const row = await db
      .transaction(async (tx) => {
        const created = await repo.insertProduct(tx, { ...body, sku: body.sku.toUpperCase(), updatedAt: clock.now() });
        await writeAudit(tx, { actorId: auth.userId, action: 'create', entity: 'equipment', entityId: created.id, after: body });
        return created;
      })
      .catch(skuTaken);
    return toProduct(row);
  }

  async function update(auth: AuthContext, { id, product: change }: UpdateProductBody) {
    const row = await db
      .transaction(async (tx) => {
        const before = await repo.findProduct(tx, id, true);
        if (!before) throw new AppError(404, 'not_found');
        const updated = await repo.updateProduct(tx, id, { ...change, ...(change.sku ? { sku: change.sku.toUpperCase() } : {}), updatedAt: clock.now() });
        await writeAudit(tx, { actorId: auth.userId, action: 'update', entity: 'equipment', entityId: id, before: toProduct(before), after: change });
        return updated;
      })
      .catch(skuTaken);
    return toProduct(row);
  }

  /** Deletes an item never lent; one with a loan history is kept (make it inactive). */
  async function remove(auth: AuthContext, id: string) {
    await db.transaction(async (tx) => {
      const row = await repo.findProduct(tx, id, true);
      if (!row) throw new AppError(404, 'not_found');
      if (row.reserved > 0) throw new AppError(409, 'product_on_loan');
      if ((await repo.loanCountOf(tx, id)) > 0) throw new AppError(409, 'product_has_history');
      await repo.deleteProduct(tx, id);
      await writeAudit(tx, { actorId: auth.userId, action: 'delete', entity: 'equipment', entityId: id, before: toProduct(row) });
    });
    return { ok: true as const };
  }

  async function loan(id: string) {
    const { rows } = await repo.loanViews(db, { id });
    if (!rows[0]) throw new AppError(404, 'not_found');
    return toLoan(rows[0]);
  }

  /** Lends one unit to the courier; its deposit leaves the courier's payable for the deposits held. */
  async function lend(auth: AuthContext, body: LendBody) {
    const id = await db.transaction(async (tx) => {
      const item = await repo.findProduct(tx, body.productId, true);
      if (!item) throw new AppError(404, 'not_found');
      if (!item.active) throw new AppError(409, 'product_inactive');
      if (item.stock < 1) throw new AppError(409, 'out_of_stock');
      const now = clock.now();
      const row = await repo.insertLoan(tx, { productId: item.id, carrierId: body.carrierId, deposit: item.deposit, lentAt: now, lentBy: auth.userId });
      if (item.deposit > 0) {
        const { transactionId } = await postTransaction(tx, {
          kind: LEDGER_KIND.equipmentDeposit,
          description: `Ekipman depozitosu: ${item.name} (${item.sku})`,
          idempotencyKey: `equipment:lend:${row.id}`,
          postings: [
            { ...carrierPayableAccount(body.carrierId), amount: -item.deposit },
            { ...carrierDepositAccount(body.carrierId), amount: item.deposit },
          ],
        });
        await repo.updateLoan(tx, row.id, { lendTransactionId: transactionId });
      }
      await repo.moveUnits(tx, item.id, { stock: -1, reserved: 1 }, now);
      await writeAudit(tx, { actorId: auth.userId, action: 'lend', entity: 'carrier', entityId: body.carrierId, after: { loanId: row.id, sku: item.sku } });
      return row.id;
    });
    return loan(id);
  }

  /** Takes a lent item back: returned (deposit back to the payable) or lost/damaged (deposit released, charge taken). */
  async function close(auth: AuthContext, loanId: string, body: ReturnLoanBody) {
    await db.transaction(async (tx) => {
      const row = await repo.lockLoan(tx, loanId);
      if (!row) throw new AppError(404, 'not_found');
      if (row.status !== 'lent') throw new AppError(409, 'loan_closed');
      const item = (await repo.findProduct(tx, row.productId, true))!;
      const charge = body.outcome === 'returned' ? 0 : body.charge;
      const postings = nonZero([
        { ...carrierDepositAccount(row.carrierId), amount: -row.deposit },
        { ...carrierPayableAccount(row.carrierId), amount: row.deposit - charge },
        { ...EQUIPMENT_RECOVERY_ACCOUNT, amount: charge },
      ]);
      const outcome = { returned: 'iade', lost: 'kayıp', damaged: 'hasarlı' }[body.outcome];
      const posted = postings.length
        ? await postTransaction(tx, {
            kind: body.outcome === 'returned' ? LEDGER_KIND.equipmentDepositReturn : LEDGER_KIND.equipmentCharge,
            description: `Ekipman ${outcome}: ${item.name} (${item.sku})${body.outcome === 'returned' ? '' : ` — ${body.reason}`}`,
            idempotencyKey: `equipment:close:${row.id}`,
            postings,
          })
        : undefined;
      const now = clock.now();
      await repo.updateLoan(tx, row.id, {
        status: body.outcome,
        charge,
        reason: body.outcome === 'returned' ? null : body.reason,
        closedAt: now,
        closedBy: auth.userId,
        closeTransactionId: posted?.transactionId ?? null,
      });
      // A returned item goes back on the shelf; a lost or damaged one is written off.
      await repo.moveUnits(tx, item.id, { stock: body.outcome === 'returned' ? 1 : 0, reserved: -1 }, now);
      await writeAudit(tx, {
        actorId: auth.userId,
        action: 'take_back',
        entity: 'carrier',
        entityId: row.carrierId,
        after: { loanId: row.id, outcome: body.outcome, charge, reason: body.outcome === 'returned' ? null : body.reason },
      });
    });
    return loan(loanId);
  }

  /** The courier's items (open ones, or all) and the deposits it has in the ledger now. */
  async function kit(carrierId: string, q: { status: 'open' | 'all'; page: number; size: number }) {
    const { rows, total } = await repo.loanViews(db, { carrierId, open: q.status === 'open' }, q);
    const code = carrierDepositAccount(carrierId).accountCode;
    const held = (await balancesOf(db, [code])).get(code) ?? 0;
    return { items: rows.map(toLoan), total, page: q.page, size: q.size, depositHeld: held };
  }

  return { products, product, create, update, remove, lend, close, kit };
}

export type EquipmentService = ReturnType<typeof createEquipmentService>;
