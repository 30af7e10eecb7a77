import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { PushSubscriptionJson } from '@kurye/contracts/push';
import type { Db, Tx } from '../../db/client';
import { carriers, pushSubscriptions, stores, userRoles, userZones, users } from '../../db/schema';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Stores (or moves to the user, or refreshes) the subscription; one row per endpoint. */
export async function upsertSubscription(db: Db | Tx, userId: string, sub: PushSubscriptionJson, now: Date): Promise<PushSubscriptionRow> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        p256dh: sub.keys.p256dh,
        auth: sub.keys.auth,
        updatedAt: now,
        // Another user signed in on this browser: the previous user's topics do not follow.
        topics: sql`case when ${pushSubscriptions.userId} = ${userId} then ${pushSubscriptions.topics} else '[]'::jsonb end`,
        userId,
      },
    })
    .returning();
  return row;
}

export const findSubscriptionsOfUsers = (db: Db | Tx, userIds: string[]) =>
  db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));

/** Deletes a subscription the push service called gone (unless it was re-created for another endpoint meanwhile). */
export const deleteSubscription = (db: Db | Tx, id: string, endpoint: string) =>
  db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.endpoint, endpoint)));

/** The subscriptions of couriers' users, with their carrier id. */
export const findSubscriptionsOfCarriers = (db: Db | Tx, carrierIds: string[]) =>
  db
    .select({ carrierId: carriers.id, sub: pushSubscriptions })
    .from(carriers)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, carriers.userId))
    .where(inArray(carriers.id, carrierIds));

export const findUsersOfStores = (db: Db | Tx, storeIds: string[]) => db.select({ userId: stores.userId }).from(stores).where(inArray(stores.id, storeIds));

/** The roles (with position) of active Admins, and of the zone's operators and chief couriers. */
export const findEmergencyStaffRoles = (db: Db | Tx, zoneId: string) =>
  db
    .select({ userId: userRoles.userId, role: userRoles.roleCode, position: userRoles.position })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(
      and(
        eq(users.active, true),
        or(
          eq(userRoles.roleCode, 'Admin'),
          and(
            inArray(userRoles.roleCode, ['ZoneOperator', 'ChiefCarrier']),
            sql`exists (select 1 from ${userZones} where ${userZones.userId} = ${userRoles.userId} and ${userZones.zoneId} = ${zoneId})`,
          ),
        ),
      ),
    );

export const findOwnSubscriptionId = async (db: Db | Tx, userId: string, endpoint: string) =>
  (
    await db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
  )[0]?.id;

/** Adds `topic` to the subscription's topics (once). */
export const addTopic = async (db: Db | Tx, id: string, topic: string, now: Date): Promise<PushSubscriptionRow> =>
  (
    await db
      .update(pushSubscriptions)
      .set({
        topics: sql`case when ${pushSubscriptions.topics} @> ${JSON.stringify([topic])}::jsonb then ${pushSubscriptions.topics} else ${pushSubscriptions.topics} || ${JSON.stringify([topic])}::jsonb end`,
        updatedAt: now,
      })
      .where(eq(pushSubscriptions.id, id))
      .returning()
  )[0];

/** Deletes the user's subscription of `endpoint`; answers whether there was one. */
export async function deleteOwnByEndpoint(db: Db | Tx, userId: string, endpoint: string) {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}
