import { randomBytes, randomUUID } from 'node:crypto';
import { WEBHOOK_EVENTS, type WebhookDelivery, type WebhookEndpoint, type WebhookEvent } from '@kurye/contracts/integrations';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { BusEvent } from '../../lib/event-bus';
import type { TxEventHook } from '../../lib/outbox';
import { refuseUrl } from './ssrf';
import * as repo from './webhooks.repository';

interface Mapped {
  storeId?: string;
  requestId: string;
  event: WebhookEvent;
  data: Record<string, unknown>;
}

const STATUS_EVENTS: Partial<Record<string, WebhookEvent>> = {
  assigned: 'courier.assigned',
  picked_up: 'request.picked_up',
  cancelled: 'request.cancelled',
  no_courier: 'request.no_courier',
};

/** Delivery events → webhook events (one delivery event may give two: an approval is also a charge). */
export function toWebhookEvents(event: BusEvent): Mapped[] {
  switch (event.type) {
    case 'request.status_changed': {
      const d = event.data;
      // The creation's event is the only `searching` one at stage 0; later stage changes are not sent.
      const name = d.status === 'searching' ? (d.stage === 0 ? 'request.created' : undefined) : STATUS_EVENTS[d.status];
      if (!name) return [];
      return [{ storeId: d.storeId, requestId: d.requestId, event: name, data: { requestId: d.requestId, status: d.status } }];
    }
    case 'packet.location_set': {
      const d = event.data;
      return [
        {
          requestId: d.requestId,
          event: 'packet.delivered',
          data: {
            requestId: d.requestId,
            packetId: d.id,
            location: d.toLocation,
            deliveredAt: d.toLocationSetDateTime,
            fee: d.fee,
            autoApproveAt: d.autoApproveAt,
          },
        },
      ];
    }
    case 'packet.approved': {
      const d = event.data;
      return [
        { requestId: d.requestId, event: 'packet.location_approved', data: { requestId: d.requestId, packetId: d.packetId, by: d.by } },
        { requestId: d.requestId, event: 'packet.charged', data: { requestId: d.requestId, packetId: d.packetId, amount: d.fee, currency: 'TRY' } },
      ];
    }
    case 'packet.location_rejected':
      return [{ requestId: event.data.requestId, event: 'packet.location_rejected', data: { requestId: event.data.requestId, packetId: event.data.packetId } }];
    default:
      return [];
  }
}

/**
 * The store's own packet details in its webhooks: `request.created` lists every packet (tracking link, order reference
 * and the customer fields the store sent); packet events carry the packet's order reference so a store can match them.
 */
async function addPacketDetails(tx: Tx, mapped: Mapped[], deps: Pick<WebhooksDeps, 'trackingUrlOf' | 'customerOf'>) {
  const { trackingUrlOf, customerOf } = deps;
  const createdIds = mapped.filter((m) => m.event === 'request.created').map((m) => m.requestId);
  const packetIds = mapped.map((m) => m.data.packetId).filter((id): id is string => typeof id === 'string');
  if (!createdIds.length && !packetIds.length) return;
  const rows = await repo.findPackets(tx, createdIds, packetIds);
  const byId = new Map(rows.map((p) => [p.id, p]));
  for (const m of mapped) {
    if (m.event === 'request.created') {
      m.data.packets = rows
        .filter((p) => p.requestId === m.requestId)
        .map((p) => ({ packetId: p.id, position: p.position, ...(trackingUrlOf ? { trackingUrl: trackingUrlOf(p.id) } : {}), ...customerOf(p) }));
    } else if (typeof m.data.packetId === 'string') {
      const p = byId.get(m.data.packetId);
      if (p) m.data.orderReference = p.orderReference;
    }
  }
}

export interface WebhooksDeps {
  db: Db;
  clock: Clock;
  allowLocal: boolean;
  trackingUrlOf?: (packetId: string) => string;
  /** The customer fields of a packet as the API shows them to its store (the delivery module's rule). */
  customerOf: (packet: repo.PacketRow) => Record<string, unknown>;
}

/** Writes the webhook rows of a delivery transaction's events, in that transaction. */
async function writeDeliveries(deps: Pick<WebhooksDeps, 'clock' | 'trackingUrlOf' | 'customerOf'>, tx: Tx, events: readonly BusEvent[]) {
  const mapped = events.flatMap(toWebhookEvents);
  if (mapped.length === 0) return;
  const missing = [...new Set(mapped.filter((m) => !m.storeId).map((m) => m.requestId))];
  if (missing.length) {
    const storeOf = await repo.findStoresOfRequests(tx, missing);
    for (const m of mapped) m.storeId ??= storeOf.get(m.requestId);
  }
  const storeIds = [...new Set(mapped.map((m) => m.storeId).filter((s): s is string => !!s))];
  if (storeIds.length === 0) return;
  const endpoints = await repo.findLiveEndpointsOfStores(tx, storeIds);
  if (endpoints.length === 0) return;
  await addPacketDetails(tx, mapped, deps);
  const now = deps.clock.now();
  const rows = mapped.flatMap((m) => {
    const payload = { id: randomUUID(), type: m.event, createdAt: now.toISOString(), data: m.data };
    return endpoints
      .filter((e) => e.storeId === m.storeId && e.events.includes(m.event))
      .map((e) => ({ endpointId: e.id, event: m.event, payload, state: 'pending' as const, nextAttemptAt: now, createdAt: now }));
  });
  if (rows.length) await repo.insertDeliveries(tx, rows);
}

export function createWebhookService(deps: WebhooksDeps) {
  const { db, clock } = deps;

  const endpointDto = (e: repo.WebhookEndpointRow): WebhookEndpoint => ({
    id: e.id,
    url: e.url,
    events: e.events.filter((x): x is WebhookEvent => (WEBHOOK_EVENTS as readonly string[]).includes(x)),
    active: !e.deletedAt,
    createdAt: e.createdAt.toISOString(),
  });

  async function ownEndpoint(storeId: string, id: string) {
    const e = await repo.findLiveEndpoint(db, storeId, id);
    if (!e) throw new AppError(404, 'not_found');
    return e;
  }

  /** Writes the webhook rows of a delivery transaction's events, in that transaction. */
  const txHook: TxEventHook = (tx, events) => writeDeliveries(deps, tx, events);

  return {
    txHook,

    async create(storeId: string, body: { url: string; events: WebhookEvent[] }) {
      const reason = refuseUrl(body.url, deps.allowLocal);
      if (reason) throw new AppError(400, 'webhook_url_refused', { reason });
      const secret = `whsec_${randomBytes(24).toString('base64url')}`;
      const row = await repo.insertEndpoint(db, { storeId, url: body.url, events: [...new Set(body.events)], secret, createdAt: clock.now() });
      return { ...endpointDto(row), secret };
    },

    async list(storeId: string) {
      return (await repo.findLiveEndpointsOfStore(db, storeId)).map(endpointDto);
    },

    async remove(storeId: string, id: string) {
      await ownEndpoint(storeId, id);
      await repo.markEndpointDeleted(db, id, clock.now());
      // Nothing more is sent to a removed endpoint.
      await repo.failPendingDeliveries(db, id);
      return { ok: true as const };
    },

    async deliveries(storeId: string, endpointId: string, q: { page: number; size: number }) {
      await ownEndpoint(storeId, endpointId);
      const { rows, total } = await repo.findDeliveryPage(db, endpointId, q);
      const attempts = await repo.findAttempts(
        db,
        rows.map((r) => r.id),
      );
      const items: WebhookDelivery[] = rows.map((r) => ({
        id: r.id,
        event: r.event,
        state: r.state,
        attempts: r.attempts,
        nextAttemptAt: r.state === 'pending' ? r.nextAttemptAt.toISOString() : null,
        createdAt: r.createdAt.toISOString(),
        deliveredAt: r.deliveredAt?.toISOString() ?? null,
        payload: r.payload,
        log: attempts
          .filter((a) => a.deliveryId === r.id)
          .map((a) => ({ at: a.at.toISOString(), status: a.status, latencyMs: a.latencyMs, error: a.error, responseSnippet: a.responseSnippet })),
      }));
      return { items, total, page: q.page, size: q.size };
    },

    /** "Send again": a new delivery of the same payload (same event id, so a receiver can tell it is a repeat). */
    async resend(storeId: string, deliveryId: string) {
      const d = await repo.findDelivery(db, deliveryId);
      if (!d) throw new AppError(404, 'not_found');
      await ownEndpoint(storeId, d.endpointId);
      const now = clock.now();
      const row = await repo.insertDelivery(db, {
        endpointId: d.endpointId,
        event: d.event,
        payload: d.payload,
        state: 'pending',
        nextAttemptAt: now,
        createdAt: now,
      });
      return { id: row.id };
    },
  };
}
export type WebhookService = ReturnType<typeof createWebhookService>;
