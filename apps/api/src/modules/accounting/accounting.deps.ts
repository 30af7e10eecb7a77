import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Notifier } from '../notifications/notifier';

/** What the accounting services need; app.ts builds them once. */
export interface AccountingDeps {
  db: Db;
  clock: Clock;
  /** Tells couriers in their feed: payout paid, payment request decided. */
  notifier?: Notifier;
}

type NoteBatch = ReturnType<Notifier['batch']>;
/** One feed note for a courier, made once the courier's user is known. */
export interface CourierNote {
  carrierId: string;
  make: (userId: string) => Parameters<Notifier['write']>[1][number];
}

/** Notifications to the users of these couriers, written with `tx`. */
export async function notifyCouriers(notifier: Notifier | undefined, tx: Tx, notes: NoteBatch | undefined, items: CourierNote[]) {
  if (!notifier || !notes || !items.length) return;
  const users = await notifier.userOfCarriers(
    tx,
    items.map((i) => i.carrierId),
  );
  await notes.write(
    tx,
    items.flatMap((i) => (users.get(i.carrierId) ? [i.make(users.get(i.carrierId)!)] : [])),
  );
}
