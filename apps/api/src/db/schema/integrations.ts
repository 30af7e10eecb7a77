import { sql } from 'drizzle-orm';
import type { WebhookDeliveryState, WebhookEvent } from '@kurye/contracts/integrations';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { stores } from './organisation';
import { createdAtColumn, timestamptz, uuidPrimaryKey, uuidReference } from './columns';

/** A store's API key: only its SHA-256 is kept; `prefix` is the visible start of the key. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuidPrimaryKey(),
    storeId: uuidReference('store_id', () => stores.id),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: createdAtColumn(),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [uniqueIndex('api_keys_hash_idx').on(t.keyHash), index('api_keys_store_idx').on(t.storeId)],
);

/** A store's webhook endpoint with its chosen events and signing secret. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuidPrimaryKey(),
    storeId: uuidReference('store_id', () => stores.id),
    url: text('url').notNull(),
    events: jsonb('events').$type<string[]>().notNull(),
    secret: text('secret').notNull(),
    createdAt: createdAtColumn(),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [index('webhook_endpoints_store_idx').on(t.storeId)],
);

/**
 * The webhook outbox: one row per event and endpoint, written in the event's transaction. State: pending → delivered,
 * or failed after 24 hours of retries. Workers claim due rows with FOR UPDATE SKIP LOCKED.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuidPrimaryKey(),
    endpointId: uuidReference('endpoint_id', () => webhookEndpoints.id),
    event: text('event').$type<WebhookEvent>().notNull(),
    payload: jsonb('payload').notNull(),
    state: text('state').$type<WebhookDeliveryState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull(),
    createdAt: createdAtColumn(),
    deliveredAt: timestamptz('delivered_at'),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
  ],
);

/** Every sending attempt of a delivery. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuidPrimaryKey(),
    deliveryId: uuidReference('delivery_id', () => webhookDeliveries.id),
    at: timestamptz('at').notNull(),
    status: integer('status'),
    latencyMs: integer('latency_ms').notNull(),
    error: text('error'),
    responseSnippet: text('response_snippet'),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.at)],
);
