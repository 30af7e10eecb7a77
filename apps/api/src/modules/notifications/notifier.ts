import type { Role } from '@kurye/contracts/roles';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { TxEventHook } from '../../lib/outbox';
import type { BusEvent, EventBus } from '../../lib/event-bus';
import { deliveryNotifications, relevantDeliveryEvents } from './delivery-notifications';
import { ICON, toItem, type NewNotification } from './notification-kinds';
import * as repo from './notifications.repository';

export { AREA_OF, formatTry, toItem, type NewNotification } from './notification-kinds';

/** What the notifier needs. */
export interface NotifierDeps {
  clock: Clock;
  bus: EventBus;
}

/**
 * Writes notifications in the caller's transaction and pushes each to its user's socket once that transaction has
 * committed (`publish`), so a rolled-back event never shows up in anyone's bell.
 */
export function createNotifier(deps: NotifierDeps) {
  const { clock, bus } = deps;

  async function write(tx: Tx, items: NewNotification[]): Promise<BusEvent[]> {
    if (items.length === 0) return [];
    const now = clock.now();
    const rows = await repo.insertNotifications(
      tx,
      items.map((n) => ({
        userId: n.userId,
        kind: n.kind,
        title: n.title,
        description: n.description ?? '',
        icon: ICON[n.kind],
        link: n.link ?? null,
        params: n.params ?? {},
        createdAt: now,
      })),
    );
    return rows.map((r) => ({ type: 'notification.created' as const, data: toItem(r), audiences: [`user:${r.userId}`] }));
  }

  const publish = (events: readonly BusEvent[]) => events.forEach((e) => bus.publish(e));

  /** Collects the events of one transaction: `write` inside it, `publish` after it committed. */
  function batch() {
    const pending: BusEvent[] = [];
    return {
      async write(tx: Tx, items: NewNotification[]) {
        pending.push(...(await write(tx, items)));
      },
      publish: () => publish(pending.splice(0)),
    };
  }

  const userOfCarriers = (tx: Tx, ids: string[]) => repo.findUsersOfCarriers(tx, ids);
  const userOfStores = (tx: Tx, ids: string[]) => repo.findUsersOfStores(tx, ids);

  /**
   * Delivery events → notifications, in the delivery transaction: the courier whose offer or request was cancelled
   * (or handed to another courier), the store whose request found no courier, the store whose packet update request
   * was resolved.
   */
  const txHook: TxEventHook = async (tx, events, later) => {
    const { relevant, ids } = relevantDeliveryEvents(events);
    if (!relevant.length) return;
    const numbers = await repo.findRequestNumbers(tx, [...ids.requestIds]);
    const carrierUsers = await userOfCarriers(tx, [...ids.carrierIds]);
    const storeUsers = await userOfStores(tx, [...ids.storeIds]);
    const out = await write(tx, deliveryNotifications(relevant, { numbers, carrierUsers, storeUsers }));
    out.forEach((ev) => later?.(ev));
  };

  /** Active users who see emergencies of the zone: a role with `emergencies.read` that sees all zones or is assigned it. */
  async function emergencyRecipients(tx: Tx, zoneId: string) {
    const userIds = await repo.findEmergencyReaders(tx, zoneId);
    if (!userIds.length) return [];
    const first = await repo.findRolesOfUsers(tx, userIds);
    const firstRole = new Map<string, { role: string; position: number }>();
    for (const r of first) if (!firstRole.has(r.userId) || firstRole.get(r.userId)!.position > r.position) firstRole.set(r.userId, r);
    return userIds.map((userId) => ({ userId, role: firstRole.get(userId)?.role as Role | undefined }));
  }

  return { write, publish, batch, txHook, emergencyRecipients, userOfCarriers, userOfStores };
}
export type Notifier = ReturnType<typeof createNotifier>;

/** Unread count of one user (the badge). */
export const unreadCountOf = (tx: Db | Tx, userId: string) => repo.countUnread(tx, userId);

const DAY_MS = 86_400_000;
/** How long the header's feed keeps notifications: read ones 90 days (the settings' retention says), unread ones a year. */
export const NOTIFICATION_RETENTION = { readDays: 90, anyDays: 365 };

/** Drops notifications past their retention (the nightly retention run). Returns how many went. */
export async function pruneNotifications(tx: Db | Tx, now: Date, readDays = NOTIFICATION_RETENTION.readDays) {
  const readBefore = new Date(now.getTime() - readDays * DAY_MS);
  const anyBefore = new Date(now.getTime() - NOTIFICATION_RETENTION.anyDays * DAY_MS);
  return repo.deleteOlderThan(tx, readBefore, anyBefore);
}
