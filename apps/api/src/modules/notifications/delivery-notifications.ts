import type { BusEvent } from '../../lib/event-bus';
import { formatTry, type NewNotification } from './notification-kinds';

/** The ids a batch of delivery events needs looked up before its notifications can be worded. */
export interface DeliveryNotificationIds {
  requestIds: Set<string>;
  carrierIds: Set<string>;
  storeIds: Set<string>;
}

/** What the lookups found: `T-<number>` by request id, the user of each courier and store. */
export interface DeliveryNotificationLookups {
  numbers: ReadonlyMap<string, string>;
  carrierUsers: ReadonlyMap<string, string | null>;
  storeUsers: ReadonlyMap<string, string | null>;
}

const audienceIds = (e: BusEvent, prefix: string) => e.audiences.filter((a) => a.startsWith(prefix)).map((a) => a.slice(prefix.length));

/**
 * The delivery events that notify someone (the courier whose offer or request was cancelled or handed to another
 * courier, the store whose request found no courier, the store whose packet update request was resolved), and the ids
 * to look up for them.
 */
export function relevantDeliveryEvents(events: readonly BusEvent[]) {
  const ids: DeliveryNotificationIds = { requestIds: new Set(), carrierIds: new Set(), storeIds: new Set() };
  const relevant = events.filter((e) => {
    if (e.type === 'offer.withdrawn' && e.data.reason === 'cancelled') {
      audienceIds(e, 'carrier:').forEach((id) => ids.carrierIds.add(id));
      ids.requestIds.add(e.data.requestId);
      return true;
    }
    if (e.type === 'request.status_changed' && e.data.status === 'cancelled') {
      const couriers = audienceIds(e, 'carrier:');
      if (!couriers.length) return false;
      couriers.forEach((id) => ids.carrierIds.add(id));
      ids.requestIds.add(e.data.requestId);
      return true;
    }
    if (e.type === 'request.no_courier' || e.type === 'packet_update_request.resolved') {
      audienceIds(e, 'store:').forEach((id) => ids.storeIds.add(id));
      ids.requestIds.add(e.data.requestId);
      return true;
    }
    return false;
  });
  return { relevant, ids };
}

/** The notifications of relevant delivery events, worded in Turkish with the values they were made from. */
export function deliveryNotifications(relevant: readonly BusEvent[], found: DeliveryNotificationLookups): NewNotification[] {
  const items: NewNotification[] = [];
  const each = (e: BusEvent, prefix: 'carrier:' | 'store:', build: (userId: string, id: string) => NewNotification) => {
    const users = prefix === 'carrier:' ? found.carrierUsers : found.storeUsers;
    for (const id of audienceIds(e, prefix)) {
      const userId = users.get(id);
      if (userId) items.push(build(userId, id));
    }
  };
  for (const e of relevant) {
    if (e.type === 'offer.withdrawn') {
      const number = found.numbers.get(e.data.requestId) ?? '';
      each(e, 'carrier:', (userId) => ({
        userId,
        kind: 'offer_cancelled',
        title: 'Teklif iptal edildi',
        description: `${number} numaralı talep iptal edildi; teklif geri çekildi.`,
        link: '/courier',
        params: { number },
      }));
    } else if (e.type === 'request.status_changed') {
      const number = found.numbers.get(e.data.requestId) ?? '';
      // A reassignment tells the previous courier "cancelled" while the request now names the new courier.
      each(e, 'carrier:', (userId, c) =>
        e.data.carrierId !== null && e.data.carrierId !== c
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
    } else if (e.type === 'request.no_courier') {
      const number = found.numbers.get(e.data.requestId) ?? '';
      each(e, 'store:', (userId) => ({
        userId,
        kind: 'courier_not_found',
        title: 'Kurye bulunamadı',
        description: `${number} numaralı talebiniz için yoğunluk nedeniyle kurye bulunamadı. Yeni talep oluşturabilir ya da İş Listesi'nden tekrarlayabilirsiniz.`,
        link: '/store/list',
        params: { number },
      }));
    } else if (e.type === 'packet_update_request.resolved') {
      const number = found.numbers.get(e.data.requestId) ?? '';
      const done = e.data.status === 'rejected';
      const d = e.data;
      each(e, 'store:', (userId) => ({
        userId,
        kind: 'packet_update_resolved',
        title: done ? 'Paket talebiniz reddedildi' : 'Paket talebiniz sonuçlandı',
        description: done
          ? `${number} numaralı talebin paketi için isteğiniz reddedildi${d.reason ? `: ${d.reason}` : '.'}`
          : `${number} numaralı talebin paketi için isteğiniz sonuçlandı${d.fee !== null ? `; yeni ücret ${formatTry(d.fee)}` : ''}.`,
        link: '/store/list',
        params: {
          number,
          status: d.status,
          action: d.action,
          ...(d.fee !== null ? { fee: d.fee } : {}),
          ...(d.reason ? { reason: d.reason } : {}),
        },
      }));
    }
  }
  return items;
}
