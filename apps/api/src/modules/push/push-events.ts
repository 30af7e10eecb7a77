import { randomUUID } from 'node:crypto';
import { formatPacketNumber, formatRequestNumber } from '@kurye/contracts/delivery';
import { emergencyTopicOf, type OfferPushData, type PushMessage } from '@kurye/contracts/push';
import type { Clock } from '../../lib/clock';
import type { BusEvent } from '../../lib/event-bus';
import type { PushSendOptions } from './push-sender';
import type { PushSubscriptionRow } from './push.repository';

/** Who receives a push, and where a click on it opens. */
export type Recipient = { userId: string; url: string };
export type PushOptions = PushSendOptions & { onlyTopic?: (userId: string) => string };

/** What the event handlers use to find recipients and send. */
export interface PushEventContext {
  clock: Clock;
  sendTo(recipients: Recipient[], build: (r: Recipient) => PushMessage, options: PushOptions): Promise<void>;
  sendToSubscriptions(
    subs: PushSubscriptionRow[],
    byUser: ReadonlyMap<string, Recipient>,
    build: (r: Recipient) => PushMessage,
    options: PushOptions,
  ): Promise<void>;
  carrierSubscriptions(carrierId: string): Promise<PushSubscriptionRow[]>;
  storeUsers(storeIds: string[]): Promise<Recipient[]>;
  emergencyUsers(zoneId: string): Promise<Recipient[]>;
}

/** One message id per event, the same on every device (a client drops an id it has already shown). */
const message = (type: PushMessage['type'], title: string, body: string, data: unknown, extra: Partial<PushMessage> = {}) => {
  const id = randomUUID();
  return (r: Recipient): PushMessage => ({ id, type, title, body, url: r.url, json: JSON.stringify(data), ...extra });
};

const secondsUntil = (clock: Clock, at: string) => Math.max(1, Math.ceil((new Date(at).getTime() - clock.now().getTime()) / 1000));
const storesOf = (event: BusEvent) => event.audiences.filter((a) => a.startsWith('store:')).map((a) => a.slice('store:'.length));

type EventOf<T extends BusEvent['type']> = Extract<BusEvent, { type: T }>;

async function offerCreated(ctx: PushEventContext, event: EventOf<'offer.created'>) {
  const o = event.data;
  const carrierId = event.audiences.find((a) => a.startsWith('carrier:'))?.slice('carrier:'.length);
  if (!carrierId) return;
  const data: OfferPushData = {
    offerId: o.id,
    requestId: o.requestId,
    expiresAt: o.expiresAt,
    packetCount: o.packetCount,
    storeName: o.store.name,
    distanceMeters: o.distanceMeters,
  };
  const km = (o.distanceMeters / 1000).toLocaleString('tr-TR', { maximumFractionDigits: 1 });
  const ttlSeconds = secondsUntil(ctx.clock, o.expiresAt);
  const subs = await ctx.carrierSubscriptions(carrierId);
  return ctx.sendToSubscriptions(
    subs,
    new Map(subs.map((sub) => [sub.userId, { userId: sub.userId, url: `/courier?offer=${o.id}` }])),
    message('offer', 'Yeni teklif', `${o.store.name} · ${o.packetCount} paket · ${km} km`, data, { actions: [{ action: 'accept', title: 'Kabul et' }] }),
    { ttlSeconds, urgency: 'high' },
  );
}

async function emergencyRaised(ctx: PushEventContext, event: EventOf<'emergency.raised'>) {
  const e = event.data;
  const who = `${e.carrierName} ${e.carrierSurname}`.trim();
  return ctx.sendTo(
    await ctx.emergencyUsers(e.zoneId),
    message('emergency', 'Acil durum', `${who} (${e.zoneName})${e.description ? `: ${e.description}` : ''}`, {
      id: e.id,
      zoneId: e.zoneId,
      carrierId: e.carrierId,
    }),
    { ttlSeconds: 60 * 60, urgency: 'high', onlyTopic: emergencyTopicOf },
  );
}

async function locationSet(ctx: PushEventContext, event: EventOf<'packet.location_set'>) {
  const p = event.data;
  return ctx.sendTo(
    await ctx.storeUsers(storesOf(event)),
    message(
      'location_to_confirm',
      'Teslimat konumunu onaylayın',
      `${p.carrier.name}, ${formatPacketNumber(p.requestNumber, p.position)} paketinin teslimat konumunu bildirdi. İşlem yapmazsanız konum otomatik onaylanır.`,
      { packetId: p.id, requestId: p.requestId, autoApproveAt: p.autoApproveAt },
    ),
    { ttlSeconds: secondsUntil(ctx.clock, p.autoApproveAt), urgency: 'high' },
  );
}

async function noCourier(ctx: PushEventContext, event: EventOf<'request.no_courier'>) {
  return ctx.sendTo(
    await ctx.storeUsers(storesOf(event)),
    message(
      'courier_not_found',
      'Kurye bulunamadı',
      `${formatRequestNumber(event.data.requestNumber)} numaralı talebiniz için uygun kurye bulunamadı. Talebi yeniden oluşturabilirsiniz.`,
      { requestId: event.data.requestId },
    ),
    { ttlSeconds: 30 * 60, urgency: 'normal' },
  );
}

async function announcementPublished(ctx: PushEventContext, event: EventOf<'internal.announcement_published'>) {
  const a = event.data;
  return ctx.sendTo(await ctx.storeUsers(a.storeIds), message('announcement', 'Yeni duyuru', a.title, { announcementId: a.announcementId }), {
    ttlSeconds: 24 * 60 * 60,
    urgency: 'normal',
  });
}

/** The pushes one bus event causes (none for most events). */
export async function pushesOfEvent(ctx: PushEventContext, event: BusEvent) {
  switch (event.type) {
    case 'offer.created':
      return offerCreated(ctx, event);
    case 'emergency.raised':
      return emergencyRaised(ctx, event);
    case 'packet.location_set':
      return locationSet(ctx, event);
    case 'request.no_courier':
      return noCourier(ctx, event);
    case 'internal.announcement_published':
      return announcementPublished(ctx, event);
    default:
      return;
  }
}
