import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { ApplicationKind, ApplicationListQuery } from '@kurye/contracts/applications';
import type { Tx } from '../../db/client';
import { applications, carrierTypes, carriers, districts, provinces, stores, users, zones } from '../../db/schema';
import { zoneWhere } from '../../access/zone-where.repository';
import type { AuthContext } from '../../access/auth-context';
import { parseSort } from '../../lib/paging';
import { foldedWordsMatch } from '../../db/turkish-fold';
import { listOrder, onePage, rowsWithTotal } from '../../db/paging';

export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationUpdate = Partial<typeof applications.$inferInsert>;
export type NewStore = typeof stores.$inferInsert;
export type NewCarrier = typeof carriers.$inferInsert;

const nameSql = sql<string>`(${applications.data}->>'name') || ' ' || (${applications.data}->>'surname')`;
const phoneSql = sql<string>`${applications.data}->>'phone'`;

// ---- Reference data the forms name

export async function findDistrict(tx: Tx, id: number) {
  const [district] = await tx.select({ provinceId: districts.provinceId }).from(districts).where(eq(districts.id, id));
  return district;
}

export async function findZone(tx: Tx, id: string) {
  const [zone] = await tx.select({ id: zones.id, active: zones.active, provinceId: zones.provinceId }).from(zones).where(eq(zones.id, id));
  return zone;
}

export async function carrierTypeExists(tx: Tx, id: string) {
  const [type] = await tx.select({ id: carrierTypes.id }).from(carrierTypes).where(eq(carrierTypes.id, id));
  return !!type;
}

export function activeZonePolygons(tx: Tx) {
  return tx.select({ id: zones.id, polygon: zones.polygon }).from(zones).where(eq(zones.active, true));
}

/** The names shown on the details page: province, district, carrier type and zone (each when set). */
export async function findNames(tx: Tx, ids: { provinceId?: number; districtId?: number; carrierTypeId?: string; zoneId: string | null }) {
  const none = Promise.resolve([] as { name: string }[]);
  const [[province], [district], [type], [zone]] = await Promise.all([
    ids.provinceId ? tx.select({ name: provinces.name }).from(provinces).where(eq(provinces.id, ids.provinceId)) : none,
    ids.districtId ? tx.select({ name: districts.name }).from(districts).where(eq(districts.id, ids.districtId)) : none,
    ids.carrierTypeId ? tx.select({ name: carrierTypes.name }).from(carrierTypes).where(eq(carrierTypes.id, ids.carrierTypeId)) : none,
    ids.zoneId ? tx.select({ name: zones.name }).from(zones).where(eq(zones.id, ids.zoneId)) : none,
  ]);
  return { provinceName: province?.name ?? null, districtName: district?.name ?? null, carrierTypeName: type?.name ?? null, zoneName: zone?.name ?? null };
}

// ---- Applications

export async function userExistsWithEmail(tx: Tx, email: string) {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  return !!user;
}

/** A pending application with this e-mail, or of the same kind for the same T.C. kimlik no. */
export async function findPendingOfSamePerson(tx: Tx, kind: ApplicationKind, email: string, nationalIdentityNumber: string) {
  const [row] = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.status, 'pending'),
        or(eq(applications.email, email), and(eq(applications.kind, kind), sql`${applications.data}->>'nationalIdentityNumber' = ${nationalIdentityNumber}`)),
      ),
    );
  return row;
}

export async function insertApplication(tx: Tx, values: { kind: ApplicationKind; email: string; data: Record<string, unknown>; zoneId: string | null }) {
  const [created] = await tx.insert(applications).values(values).returning({ id: applications.id });
  return created.id;
}

/** A page of the applications in the caller's zones (an application without a zone only for callers who see every zone). */
export async function listApplications(tx: Tx, auth: Pick<AuthContext, 'zones'>, query: ApplicationListQuery) {
  const { page, size, sort, q, kind, status, zoneId } = query;
  const where: (SQL | undefined)[] = [zoneWhere(applications.zoneId, auth)];
  if (kind) where.push(eq(applications.kind, kind));
  if (status) where.push(eq(applications.status, status));
  if (zoneId) where.push(eq(applications.zoneId, zoneId));
  if (q) where.push(foldedWordsMatch([applications.email, nameSql, sql`${applications.data}->>'storeName'`], q)!);
  const { field, desc: descending } = parseSort(sort);
  const column = field === 'name' ? nameSql : applications.createdAt;
  const rows = tx
    .select({
      id: applications.id,
      kind: applications.kind,
      status: applications.status,
      name: nameSql,
      email: applications.email,
      phone: phoneSql,
      storeName: sql<string | null>`${applications.data}->>'storeName'`,
      zoneId: applications.zoneId,
      zoneName: zones.name,
      createdAt: applications.createdAt,
      decidedAt: applications.decidedAt,
    })
    .from(applications)
    .leftJoin(zones, eq(zones.id, applications.zoneId))
    .where(and(...where))
    .orderBy(listOrder(column, descending, field === 'name'), asc(applications.id))
    .$dynamic();
  const counted = tx
    .select({ total: count() })
    .from(applications)
    .where(and(...where));
  return rowsWithTotal(onePage(rows, { page, size }), counted);
}

export async function findApplication(tx: Tx, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await tx.select().from(applications).where(eq(applications.id, id));
  return row;
}

/** The application locked for a decision (one decision at a time). */
export async function lockApplication(tx: Tx, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
  return row;
}

export async function updateApplication(tx: Tx, id: string, set: ApplicationUpdate) {
  await tx.update(applications).set(set).where(eq(applications.id, id));
}

// ---- What an approval creates

export async function insertCarrier(tx: Tx, values: NewCarrier) {
  const [c] = await tx.insert(carriers).values(values).returning({ id: carriers.id });
  return c.id;
}

export async function insertStore(tx: Tx, values: NewStore) {
  const [s] = await tx.insert(stores).values(values).returning({ id: stores.id });
  return s.id;
}

export async function setPasswordHash(tx: Tx, userId: string, passwordHash: string) {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
