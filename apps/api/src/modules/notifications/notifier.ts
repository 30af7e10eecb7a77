import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { NotificationItem, NotificationKind } from '@kurye/contracts/feeds';
import type { Role } from '@kurye/contracts/roles';
import type { Tx } from '../../db/client';
import { carriers, deliveryRequests, roleClaims, roles, stores, userNotifications, userRoles, userZones, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { TxEventHook } from '../../lib/outbox';
import type { BusEvent, EventBus } from '../realtime/event-bus';

/** One notification to write: for `userId`, about `kind`, its Turkish text and the values the text was made from. */
export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  title: string;
  description?: string;
  link?: string | null;
  params?: Record<string, string | number>;
}

/** The icon (a navigation icon name, drawn by the web) of each kind. */
const ICON: Record<NotificationKind, string> = {
  note: 'notification',
  offer_cancelled: 'send',
  request_cancelled: 'send',
  request_reassigned: 'send',
  emergency_raised: 'alert',
  payout_paid: 'bank',
  payment_request_approved: 'wallet',
  payment_request_rejected: 'wallet',
  invoice_issued: 'file-text',
  invoice_rejected: 'file-text',
  application_approved: 'solution',
  courier_not_found: 'car',
  packet_update_resolved: 'message',
};

/** The area of each role, for links to the reader's own pages. */
export const AREA_OF: Partial<Record<Role, string>> = {
  Admin: 'admin',
  ZoneOperator: 'zone-operator',
  ChiefCarrier: 'chief',
  Accountant: 'accounting',
  Store: 'store',
};

export const formatTry = (kurus: number) => new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(kurus / 100);

type Row = typeof userNotifications.$inferSelect;
export const toItem = (r: Row): NotificationItem => ({
  id: r.id,
  kind: r.kind as NotificationKind,
  icon: r.icon,
  title: r.title,
  description: r.description,
  time: r.createdAt.toISOString(),
  read: r.readAt !== null,
  link: r.link,
  useRouter: true,
  params: r.params,
});

/**
 * Writes notifications in the caller's transaction and pushes each to its user's socket once that transaction has
 * committed (`publish`), so a rolled-back event never shows up in anyone's bell.
 */
export function createNotifier(deps: { clock: Clock; bus: EventBus }) {
  const { clock, bus } = deps;

  async function write(tx: Tx, items: NewNotification[]): Promise<BusEvent[]> {
    if (items.length === 0) return [];
    const now = clock.now();
    const rows = await tx
      .insert(userNotifications)
      .values(
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
      )
      .returning();
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

  const userOfCarriers = async (tx: Tx, ids: string[]) =>
    new Map(
      ids.length
        ? (await tx.select({ id: carriers.id, userId: carriers.userId }).from(carriers).where(inArray(carriers.id, ids))).map((r) => [r.id, r.userId])
        : [],
    );
  const userOfStores = async (tx: Tx, ids: string[]) =>
    new Map(
      ids.length ? (await tx.select({ id: stores.id, userId: stores.userId }).from(stores).where(inArray(stores.id, ids))).map((r) => [r.id, r.userId]) : [],
    );

  /**
   * Delivery events → notifications, in the delivery transaction: the courier whose offer or request was cancelled
   * (or handed to another courier), the store whose request found no courier, the store whose packet update request
   * was resolved.
   */
  const txHook: TxEventHook = async (tx, events, later) => {
    const requestIds = new Set<string>();
    const carrierIds = new Set<string>();
    const storeIds = new Set<string>();
    const audienceIds = (e: BusEvent, prefix: string) => e.audiences.filter((a) => a.startsWith(prefix)).map((a) => a.slice(prefix.length));
    const relevant = events.filter((e) => {
      if (e.type === 'offer.withdrawn' && e.data.reason === 'cancelled') {
        audienceIds(e, 'carrier:').forEach((id) => carrierIds.add(id));
        requestIds.add(e.data.requestId);
        return true;
      }
      if (e.type === 'request.status_changed' && e.data.status === 'cancelled') {
        const couriers = audienceIds(e, 'carrier:');
        if (!couriers.length) return false;
        couriers.forEach((id) => carrierIds.add(id));
        requestIds.add(e.data.requestId);
        return true;
      }
      if (e.type === 'request.no_courier' || e.type === 'packet_update_request.resolved') {
        audienceIds(e, 'store:').forEach((id) => storeIds.add(id));
        requestIds.add(e.data.requestId);
        return true;
      }
      return false;
    });
    if (!relevant.length) return;
    const numbers = new Map(
      (
        await tx
          .select({ id: deliveryRequests.id, number: deliveryRequests.number })
          .from(deliveryRequests)
          .where(inArray(deliveryRequests.id, [...requestIds]))
      ).map((r) => [r.id, `T-${r.number}`]),
    );
    const carrierUsers = await userOfCarriers(tx, [...carrierIds]);
    const storeUsers = await userOfStores(tx, [...storeIds]);
    const items: NewNotification[] = [];
    for (const e of relevant) {
      if (e.type === 'offer.withdrawn') {
        const number = numbers.get(e.data.requestId) ?? '';
        for (const c of audienceIds(e, 'carrier:')) {
          const userId = carrierUsers.get(c);
          if (userId)
            items.push({
              userId,
              kind: 'offer_cancelled',
              title: 'Teklif iptal edildi',
              description: `${number} numaralı talep iptal edildi; teklif geri çekildi.`,
              link: '/courier',
              params: { number },
            });
        }
      } else if (e.type === 'request.status_changed') {
        const number = numbers.get(e.data.requestId) ?? '';
        for (const c of audienceIds(e, 'carrier:')) {
          const userId = carrierUsers.get(c);
          if (!userId) continue;
          // A reassignment tells the previous courier "cancelled" while the request now names the new courier.
          const reassigned = e.data.carrierId !== null && e.data.carrierId !== c;
          items.push(
            reassigned
              ? {
                  userId,
                  kind: 'request_reassigned',
                  title: 'Talep başka kuryeye verildi',
                  description: `${number} numaralı talep operatör tarafından başka bir kuryeye aktarıldı.`,
                  link: '/courier',
                  params: { number },
                }
              : {
                  userId,
                  kind: 'request_cancelled',
                  title: 'Talep iptal edildi',
                  description: `Üzerinizdeki ${number} numaralı talep iptal edildi.`,
                  link: '/courier',
                  params: { number },
                },
          );
        }
      } else if (e.type === 'request.no_courier') {
        const number = numbers.get(e.data.requestId) ?? '';
        for (const s of audienceIds(e, 'store:')) {
          const userId = storeUsers.get(s);
          if (userId)
            items.push({
              userId,
              kind: 'courier_not_found',
              title: 'Kurye bulunamadı',
              description: `${number} numaralı talebiniz için yoğunluk nedeniyle kurye bulunamadı. Yeni talep oluşturabilir ya da İş Listesi'nden tekrarlayabilirsiniz.`,
              link: '/store/list',
              params: { number },
            });
        }
      } else if (e.type === 'packet_update_request.resolved') {
        const number = numbers.get(e.data.requestId) ?? '';
        const done = e.data.status === 'rejected';
        for (const s of audienceIds(e, 'store:')) {
          const userId = storeUsers.get(s);
          if (userId)
            items.push({
              userId,
              kind: 'packet_update_resolved',
              title: done ? 'Paket talebiniz reddedildi' : 'Paket talebiniz sonuçlandı',
              description: done
                ? `${number} numaralı talebin paketi için isteğiniz reddedildi${e.data.reason ? `: ${e.data.reason}` : '.'}`
                : `${number} numaralı talebin paketi için isteğiniz sonuçlandı${e.data.fee !== null ? `; yeni ücret ${formatTry(e.data.fee)}` : ''}.`,
              link: '/store/list',
              params: {
                number,
                status: e.data.status,
                action: e.data.action,
                ...(e.data.fee !== null ? { fee: e.data.fee } : {}),
                ...(e.data.reason ? { reason: e.data.reason } : {}),
              },
            });
        }
      }
    }
    const out = await write(tx, items);
    out.forEach((ev) => later?.(ev));
  };

  /** Active users who see emergencies of the zone: a role with `emergencies.read` that sees all zones or is assigned it. */
  async function emergencyRecipients(tx: Tx, zoneId: string) {
    const rows = await tx
      .selectDistinct({ userId: userRoles.userId })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .innerJoin(roleClaims, and(eq(roleClaims.roleCode, userRoles.roleCode), eq(roleClaims.claim, 'emergencies.read')))
      .innerJoin(roles, eq(roles.code, userRoles.roleCode))
      .leftJoin(userZones, and(eq(userZones.userId, userRoles.userId), eq(userZones.zoneId, zoneId)))
      .where(and(eq(users.active, true), sql`(${roles.zoneScope} = 'all' or ${userZones.zoneId} is not null)`));
    if (!rows.length) return [];
    const first = await tx
      .select({ userId: userRoles.userId, role: userRoles.roleCode, position: userRoles.position })
      .from(userRoles)
      .where(
        inArray(
          userRoles.userId,
          rows.map((r) => r.userId),
        ),
      );
    const firstRole = new Map<string, { role: string; position: number }>();
    for (const r of first) if (!firstRole.has(r.userId) || firstRole.get(r.userId)!.position > r.position) firstRole.set(r.userId, r);
    return rows.map((r) => ({ userId: r.userId, role: firstRole.get(r.userId)?.role as Role | undefined }));
  }

  return { write, publish, batch, txHook, emergencyRecipients, userOfCarriers, userOfStores };
}
export type Notifier = ReturnType<typeof createNotifier>;

/** Unread count of one user (the badge). */
export async function unreadCountOf(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(userNotifications)
    .where(and(eq(userNotifications.userId, userId), isNull(userNotifications.readAt)));
  return row?.n ?? 0;
}

const DAY_MS = 86_400_000;
/** How long the header's feed keeps notifications: read ones 90 days, unread ones a year. */
export const NOTIFICATION_RETENTION = { readDays: 90, anyDays: 365 };

/** Drops notifications past their retention; runs at start-up and every few hours. Returns how many went. */
export async function pruneNotifications(tx: Tx, now: Date) {
  const readBefore = new Date(now.getTime() - NOTIFICATION_RETENTION.readDays * DAY_MS);
  const anyBefore = new Date(now.getTime() - NOTIFICATION_RETENTION.anyDays * DAY_MS);
  const gone = await tx
    .delete(userNotifications)
    .where(or(and(isNotNull(userNotifications.readAt), lt(userNotifications.createdAt, readBefore)), lt(userNotifications.createdAt, anyBefore)))
    .returning({ id: userNotifications.id });
  return gone.length;
}
