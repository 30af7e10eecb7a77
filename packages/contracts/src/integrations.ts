import { z } from 'zod';
import { pageOf } from './paging';

/** Events a store's webhook endpoint can subscribe to. */
export const WEBHOOK_EVENTS = [
  'request.created',
  'courier.assigned',
  'request.picked_up',
  'packet.delivered',
  'packet.location_approved',
  'packet.location_rejected',
  'request.no_courier',
  'request.cancelled',
  'packet.charged',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-KuryeOfis-Signature';

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const createApiKeyBody = z.object({ name: z.string().trim().min(1).max(80) });
export const createdApiKeySchema = z.object({ id: z.string(), key: z.string(), prefix: z.string(), name: z.string() });

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  active: z.boolean(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;
export const createWebhookBody = z.object({ url: z.string().trim().url().max(2000), events: z.array(z.enum(WEBHOOK_EVENTS)).min(1) });
/** The endpoint's signing secret is shown only when it is created. */
export const createdWebhookSchema = webhookEndpointSchema.extend({ secret: z.string() });

export const webhookAttemptSchema = z.object({
  at: z.string(),
  status: z.number().int().nullable(),
  latencyMs: z.number().int(),
  error: z.string().nullable(),
  responseSnippet: z.string().nullable(),
});
/** A webhook delivery's state: pending → delivered, or failed after 24 hours of retries (or its endpoint removed). */
export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

export const webhookDeliverySchema = z.object({
  id: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  payload: z.unknown(),
  log: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** The public tracking page's data: nothing personal beyond the courier's first name. */
export const trackingSchema = z.object({
  storeName: z.string(),
  /** The store's own point (a business address, not the customer's), drawn on the tracking map. */
  storeLocation: z.object({ latitude: z.number(), longitude: z.number() }),
  status: z.enum(['waiting', 'on_the_way', 'delivered', 'cancelled']),
  packetPosition: z.number().int(),
  courierFirstName: z.string().nullable(),
  courierPosition: z.object({ latitude: z.number(), longitude: z.number(), at: z.string().nullable() }).nullable(),
  /** On the way to a point the store gave: the expected driving time from the courier's position (seconds). */
  etaSeconds: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type Tracking = z.infer<typeof trackingSchema>;

/** The routes' wire shapes (`/api/store/api-keys`, `/api/admin/api-keys`, `/api/store/webhooks`). */
export const apiKeyList = z.array(apiKeySchema);
export const apiKeyPage = pageOf(apiKeySchema);
/** The created key, with an example for the API page. */
export const createdApiKeyAnswer = createdApiKeySchema.describe('Example: {"id":"…","key":"ko_3qV…","prefix":"ko_3qV…","name":"POS"}');

/** Every store's keys for an Admin: search over store, key name and prefix; status; store; sort; paging. */
export const adminApiKeyListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  sort: z.enum(['createdAt', '-createdAt', 'lastUsedAt', '-lastUsedAt', 'storeName', '-storeName', 'name', '-name']).default('-createdAt'),
  q: z.string().trim().max(100).optional(),
  status: z.enum(['active', 'revoked']).optional(),
  storeId: z.uuid().optional(),
});
export type AdminApiKeyListQuery = z.infer<typeof adminApiKeyListQuery>;

export const webhookEndpointList = z.array(webhookEndpointSchema);
export const webhookDeliveriesQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const webhookDeliveryPage = pageOf(webhookDeliverySchema);
/** The new delivery of a "send again". */
export const resentWebhookDelivery = z.object({ id: z.string() });
