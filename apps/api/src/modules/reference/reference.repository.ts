import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { carrierTypes, districts, provinces, zones } from '../../db/schema';
import { turkishOrder } from '../../db/turkish-order';

export const findProvinces = (db: Db | Tx) => db.select({ id: provinces.id, name: provinces.name }).from(provinces).orderBy(asc(provinces.id));

export const provinceExists = async (db: Db | Tx, id: number) => (await db.select({ id: provinces.id }).from(provinces).where(eq(provinces.id, id))).length > 0;

/** A province's districts in Turkish alphabetical order. */
export const findDistricts = (db: Db | Tx, provinceId: number) =>
  db.select({ id: districts.id, name: districts.name }).from(districts).where(eq(districts.provinceId, provinceId)).orderBy(turkishOrder(districts.name));

/** A province's active service zones in Turkish alphabetical order. */
export const findActiveZones = (db: Db | Tx, provinceId: number) =>
  db
    .select({ id: zones.id, name: zones.name })
    .from(zones)
    .where(and(eq(zones.provinceId, provinceId), eq(zones.active, true)))
    .orderBy(turkishOrder(zones.name));

export const findCarrierTypes = (db: Db | Tx) => db.select().from(carrierTypes).orderBy(turkishOrder(carrierTypes.name));
