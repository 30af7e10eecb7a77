import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { deliveryRequests, jokerStations, offers, stores } from '../../db/schema';
import type { NewPacketFields } from './packet-fields';

/**
 * The offer engine's statements: a stage's offers, deadline and log written together, a request created with its first
 * stage in one statement, and the courier's answers (accept, decline, expiry, withdrawal).
 */

export type OfferRow = typeof offers.$inferSelect;
/** One offer-log row of a statement: [carrierId, stage, event, detail]. */
export type OfferLogEntry = [carrierId: string | null, stage: number, event: string, detail: unknown];
export type NewOffer = { id: string; carrierId: string; distanceMeters: number };

/**
 * The CTE parts writing a stage's offers and its deadline (`offer`, `deadline`; none when nobody is offered), to run in
 * one statement with what the caller adds. Ids are made by the caller, so nothing needs to be read back.
 */
function stageWrites(requestId: string, stage: number, created: readonly NewOffer[], at: string, expiresAt: string) {
  return sql`offer as (
        insert into offers (id, request_id, carrier_id, stage, distance_meters, created_at, expires_at)
        select (o->>0)::uuid, ${requestId}::uuid, (o->>1)::uuid, ${stage}::int, (o->>2)::int, ${at}::timestamptz, ${expiresAt}::timestamptz
        from jsonb_array_elements(${JSON.stringify(created.map((o) => [o.id, o.carrierId, o.distanceMeters]))}::jsonb) as o
      ), deadline as (
        insert into deadlines (kind, ref_id, seq, due_at)
        select 'stage_timeout', ${requestId}::uuid, ${stage}::int, ${expiresAt}::timestamptz where ${created.length > 0}
        on conflict do nothing
      )`;
}

/** The offer log rows of a request, as the last part of such a statement. */
function logWrite(requestId: string, log: readonly OfferLogEntry[], at: string) {
  return sql`insert into offer_log (request_id, carrier_id, stage, event, detail, at)
      select ${requestId}::uuid, (l->>0)::uuid, (l->>1)::int, l->>2, nullif(l->3, 'null'::jsonb), ${at}::timestamptz
      from jsonb_array_elements(${JSON.stringify(log)}::jsonb) as l`;
}

/** A stage's offers, its deadline, the request's stage and the log, in one statement. */
export async function writeStage(
  tx: Tx,
  requestId: string,
  stage: number,
  created: readonly NewOffer[],
  log: readonly OfferLogEntry[],
  at: string,
  expiresAt: string,
) {
  await tx.execute(sql`
        with ${stageWrites(requestId, stage, created, at, expiresAt)}, staged as (
          update delivery_requests set stage = ${stage}::int where id = ${requestId}::uuid
        )
        ${logWrite(requestId, log, at)}`);
}

/** The fields of a new request, its packets' customer fields and its door payment (see `createRequestWithStage`). */
export interface NewRequest {
  id: string;
  storeId: string;
  zoneId: string;
  status: 'searching' | 'no_courier';
  packetCount: number;
  note: string | null;
  readyInMinutes: number | null;
  stage: number;
  estimatedFee: number;
  idempotencyKey: string | null;
  repeatOf: string | null;
  packets: readonly NewPacketFields[];
  cod: { amount: number; method: 'cash' | 'card' | 'mixed' };
}

/**
 * One statement: the request row, its packets, its door payment, the first stage's offers and deadline and the offer
 * log. Answers the request's readable number (from the database's sequence).
 */
export async function createRequestWithStage(
  tx: Tx,
  r: NewRequest,
  created: readonly NewOffer[],
  log: readonly OfferLogEntry[],
  at: string,
  expiresAt: string,
): Promise<number> {
  const { id } = r;
  const inserted = (await tx.execute(sql`
      with request as (
        insert into delivery_requests (id, store_id, zone_id, status, packet_count, note, ready_in_minutes, stage, estimated_fee, idempotency_key, repeat_of, created_at)
        values (${id}::uuid, ${r.storeId}::uuid, ${r.zoneId}::uuid, ${r.status}, ${r.packetCount}, ${r.note}, ${r.readyInMinutes}::int, ${r.stage}, ${r.estimatedFee}, ${r.idempotencyKey}, ${r.repeatOf}::uuid, ${at}::timestamptz)
        returning number
      ), packet as (
        insert into packets (request_id, position, customer_address, customer_latitude, customer_longitude, customer_phone, order_reference, cod_amount, cod_method)
        select ${id}::uuid, n, p->>'address', (p->>'latitude')::float8, (p->>'longitude')::float8, p->>'phone', p->>'orderReference', (p->>'codAmount')::bigint, p->>'codMethod'
        from generate_series(1, ${r.packetCount}::int) as n left join jsonb_array_elements(${JSON.stringify(r.packets)}::jsonb) with ordinality as x(p, i) on i = n
      ), cod as (
        insert into cash_on_delivery (request_id, store_id, amount, method, created_at)
        select ${id}::uuid, ${r.storeId}::uuid, ${r.cod.amount}, ${r.cod.method}, ${at}::timestamptz where ${r.cod.amount > 0}
      ), ${stageWrites(id, r.stage, created, at, expiresAt)}
      ${logWrite(id, log, at)}
      returning (select number from request) as number`)) as unknown as { rows: { number: number | string }[] };
  return Number(inserted.rows[0].number);
}

/** A request with its store's address and point and the couriers already asked (to plan its next stage). */
export async function findRequestForStage(tx: Tx, requestId: string) {
  const [found] = await tx
    .select({
      request: deliveryRequests,
      store: { name: stores.name, address: stores.address, phone: stores.phone, latitude: stores.latitude, longitude: stores.longitude },
      asked: sql<string[] | null>`(select json_agg(${offers.carrierId}) from ${offers} where ${offers.requestId} = ${deliveryRequests.id})`,
    })
    .from(deliveryRequests)
    .innerJoin(stores, eq(stores.id, deliveryRequests.storeId))
    .where(eq(deliveryRequests.id, requestId));
  return found;
}

export const jokerStationsOf = (tx: Tx, zoneId: string) => tx.select().from(jokerStations).where(eq(jokerStations.zoneId, zoneId));

/** The stage's open offers expire and are logged, with the stage's own timeout entry, in one statement. */
export async function expireStage(tx: Tx, requestId: string, stage: number, at: string) {
  return (
    (await tx.execute(sql`
          with expired as (
            update offers set status = 'expired', responded_at = ${at}::timestamptz
            where request_id = ${requestId}::uuid and stage = ${stage}::int and status = 'pending' returning id, carrier_id
          ), log as (
            insert into offer_log (request_id, carrier_id, stage, event, at)
            select ${requestId}::uuid, e.carrier_id, ${stage}::int, 'timeout', ${at}::timestamptz from expired e
            union all select ${requestId}::uuid, null, ${stage}::int, 'stage_timeout', ${at}::timestamptz
          )
          select id, carrier_id as "carrierId" from expired`)) as unknown as { rows: { id: string; carrierId: string }[] }
  ).rows;
}

/** Withdraws a request's pending offers (all but `exceptOfferId`); answers them. */
export const withdrawRequestOffers = (tx: Tx, requestId: string, at: Date, exceptOfferId?: string) =>
  tx
    .update(offers)
    .set({ status: 'withdrawn', respondedAt: at })
    .where(and(eq(offers.requestId, requestId), eq(offers.status, 'pending'), exceptOfferId ? ne(offers.id, exceptOfferId) : undefined))
    .returning();

/** Withdraws a courier's pending offers; answers them. */
export const withdrawCarrierOffers = (tx: Tx, carrierId: string, at: Date) =>
  tx
    .update(offers)
    .set({ status: 'withdrawn', respondedAt: at })
    .where(and(eq(offers.carrierId, carrierId), eq(offers.status, 'pending')))
    .returning();

export const pendingOffersOf = (tx: Tx, carrierId: string) =>
  tx
    .select()
    .from(offers)
    .where(and(eq(offers.carrierId, carrierId), eq(offers.status, 'pending')));

/** The request of a courier's own offer, read without a lock (undefined for another courier's offer). */
export async function requestOfOffer(tx: Tx, offerId: string, carrierId: string) {
  const [peek] = await tx
    .select({ requestId: offers.requestId })
    .from(offers)
    .where(and(eq(offers.id, offerId), eq(offers.carrierId, carrierId)));
  return peek?.requestId;
}

export const lockOffer = async (tx: Tx, offerId: string) => (await tx.select().from(offers).where(eq(offers.id, offerId)).for('update'))[0];

export async function markAccepted(tx: Tx, offerId: string, at: Date) {
  await tx.update(offers).set({ status: 'accepted', respondedAt: at }).where(eq(offers.id, offerId));
}

/**
 * The courier's no, its log row and how many offers of its stage are still open, in one statement (the count reads
 * the snapshot before the update, so it leaves this offer out by id). Undefined when the offer was not pending.
 */
export async function declineOffer(tx: Tx, requestId: string, offerId: string, carrierId: string, at: string) {
  const result = (await tx.execute(sql`
          with declined as (
            update offers set status = 'declined', responded_at = ${at}::timestamptz
            where id = ${offerId}::uuid and status = 'pending' returning stage
          ), log as (
            insert into offer_log (request_id, carrier_id, stage, event, at)
            select ${requestId}::uuid, ${carrierId}::uuid, d.stage, 'declined', ${at}::timestamptz from declined d
          )
          select d.stage, (select count(*) from offers o where o.request_id = ${requestId}::uuid and o.stage = d.stage and o.status = 'pending' and o.id <> ${offerId}::uuid)::int as pending
          from declined d`)) as unknown as { rows: { stage: number; pending: number }[] };
  return result.rows[0];
}
