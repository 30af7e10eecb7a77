import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carriers, provinces, stores, users, zones } from '../../db/schema';

const nameOf = async (q: Promise<{ name: string }[]>) => (await q)[0]?.name;

/** The names a report's Excel export prints for its filters (undefined for an id that names nothing). */
export const zoneName = (db: Db, id: string) => nameOf(db.select({ name: zones.name }).from(zones).where(eq(zones.id, id)));
export const provinceName = (db: Db, id: number) => nameOf(db.select({ name: provinces.name }).from(provinces).where(eq(provinces.id, id)));
export const storeName = (db: Db, id: string) => nameOf(db.select({ name: stores.name }).from(stores).where(eq(stores.id, id)));
export const carrierName = (db: Db, id: string) =>
  nameOf(db.select({ name: users.name }).from(carriers).innerJoin(users, eq(users.id, carriers.userId)).where(eq(carriers.id, id)));
