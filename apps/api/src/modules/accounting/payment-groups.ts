import type { Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { balancesOf } from '../ledger/ledger.service';
import { lockCarrier } from './accounting.repository';
import { carrierPayableAccount } from './accounts';
import * as repo from './payouts.repository';

/** A courier's payable balance, what open groups already hold and what is left to put in a group. */
export async function payableOf(tx: Tx, carrierId: string) {
  const code = carrierPayableAccount(carrierId).accountCode;
  const balance = (await balancesOf(tx, [code])).get(code) ?? 0;
  const held = await repo.heldInOpenGroups(tx, carrierId);
  return { balance, inGroup: held, available: balance - held };
}

/** A group with its couriers (by name) and its total. */
export async function groupDetail(tx: Tx, id: string) {
  const group = await repo.findGroup(tx, id);
  if (!group) throw new AppError(404, 'not_found');
  const items = await repo.groupItemsWithNames(tx, id);
  return {
    id: group.id,
    number: group.number!,
    status: group.status,
    description: group.description,
    createdAt: group.createdAt,
    approvedAt: group.approvedAt,
    paidAt: group.paidAt,
    cancelledAt: group.cancelledAt,
    bankReference: group.bankReference,
    transactionId: group.transactionId,
    total: items.reduce((s, i) => s + i.amount, 0),
    items: items.map((i) => ({ ...i, iban: i.iban ?? null })),
  };
}

/** Adds couriers' payables to a draft group inside `tx`; the database refuses a second open group per courier. */
export async function addItems(tx: Tx, groupId: string, wanted: { carrierId: string; amount?: number }[]) {
  const added: { carrierId: string; amount: number }[] = [];
  for (const w of wanted) {
    const carrier = await lockCarrier(tx, w.carrierId);
    if (!carrier) throw new AppError(404, 'not_found');
    const payable = await payableOf(tx, w.carrierId);
    if (payable.inGroup > 0) throw new AppError(409, 'payable_in_open_group');
    const amount = w.amount ?? payable.available;
    if (amount > payable.available) throw new AppError(409, 'amount_exceeds_payable');
    if (amount <= 0) continue;
    if (!(await repo.insertOpenItem(tx, groupId, w.carrierId, amount))) throw new AppError(409, 'payable_in_open_group');
    added.push({ carrierId: w.carrierId, amount });
  }
  return added;
}

/** A new draft group, described as given or "Kurye ödemesi <day>". */
export function newGroup(tx: Tx, clock: Clock, userId: string, description?: string) {
  const now = clock.now();
  return repo.insertGroup(tx, { description: description?.trim() || `Kurye ödemesi ${now.toISOString().slice(0, 10)}`, createdBy: userId, createdAt: now });
}
