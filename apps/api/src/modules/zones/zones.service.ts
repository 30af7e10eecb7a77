import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { GeoJsonPolygon } from '../../db/schema/geography';
import {
  applications,
  carrierStates,
  carriers,
  deliveryRequests,
  jokerStations,
  provinces,
  roles,
  stores,
  userRoles,
  userZones,
  users,
  zones,
} from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { canSeeZone, type AuthContext } from '../auth/auth.context';
import { changedFields, writeAudit } from '../audit/audit.service';
import type { OrgDeps } from '../users/accounts';
import { polygonProblem } from './polygon';
import { turkishOrder } from '../../db/turkish-order';

export interface ZoneInput {
  name: string;
  provinceId: number;
  polygon: GeoJsonPolygon;
  active: boolean;
}

const columns = { id: zones.id, name: zones.name, provinceId: zones.provinceId, provinceName: provinces.name, active: zones.active, polygon: zones.polygon };

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

export function createZonesService(deps: OrgDeps) {
  const { db } = deps;

  function checkPolygon(polygon: GeoJsonPolygon) {
    const problem = polygonProblem(polygon);
    if (problem) throw new AppError(400, problem);
  }

  async function checkProvince(provinceId: number) {
    const [row] = await db.select({ id: provinces.id }).from(provinces).where(eq(provinces.id, provinceId));
    if (!row) throw new AppError(400, 'validation_error', { fields: 'provinceId' });
  }

  async function row(id: string) {
    const [zone] = await db.select(columns).from(zones).innerJoin(provinces, eq(provinces.id, zones.provinceId)).where(eq(zones.id, id));
    if (!zone) throw notFound();
    return zone;
  }

  return {
    /** The zone with its stores, couriers and the operators and chief couriers assigned to it. */
    async detail(auth: AuthContext, id: string) {
      // Another zone's row answers exactly like a missing one.
      if (!canSeeZone(auth, id)) throw notFound();
      const zone = await row(id);
      const [storeRows, carrierRows, staffRows] = await Promise.all([
        db.select({ id: stores.id, name: stores.name, active: stores.active }).from(stores).where(eq(stores.zoneId, id)).orderBy(turkishOrder(stores.name)),
        db
          .select({ id: carriers.id, name: users.name, isJoker: carriers.isJoker, active: carriers.active, state: carrierStates.status })
          .from(carriers)
          .innerJoin(users, eq(users.id, carriers.userId))
          .leftJoin(carrierStates, eq(carrierStates.carrierId, carriers.id))
          .where(eq(carriers.zoneId, id))
          .orderBy(turkishOrder(users.name)),
        db
          .select({ id: users.id, name: users.name, email: users.email, role: userRoles.roleCode })
          .from(userZones)
          .innerJoin(users, eq(users.id, userZones.userId))
          .innerJoin(userRoles, eq(userRoles.userId, users.id))
          .innerJoin(roles, eq(roles.code, userRoles.roleCode))
          .where(and(eq(userZones.zoneId, id), inArray(userRoles.roleCode, ['ZoneOperator', 'ChiefCarrier'])))
          .orderBy(turkishOrder(users.name)),
      ]);
      const carriersOut = carrierRows.map((c) => ({
        id: c.id,
        name: c.name,
        isJoker: c.isJoker,
        active: c.active,
        status: !c.active ? 'offline' : (deps.index.get(c.id)?.status ?? c.state ?? 'offline'),
      }));
      return {
        ...zone,
        stores: storeRows,
        carriers: carriersOut,
        operators: staffRows.filter((s) => s.role === 'ZoneOperator').map(({ role: _r, ...s }) => s),
        chiefs: staffRows.filter((s) => s.role === 'ChiefCarrier').map(({ role: _r, ...s }) => s),
      };
    },

    async create(auth: AuthContext, input: ZoneInput) {
      checkPolygon(input.polygon);
      await checkProvince(input.provinceId);
      try {
        const id = await db.transaction(async (tx) => {
          const [created] = await tx.insert(zones).values(input).returning({ id: zones.id });
          await writeAudit(tx, { actorId: auth.userId, action: 'create', entity: 'zone', entityId: created.id, after: input });
          return created.id;
        });
        return this.detail(auth, id);
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError(409, 'zone_name_taken');
        throw err;
      }
    },

    async update(auth: AuthContext, id: string, patch: Partial<ZoneInput>) {
      if (!canSeeZone(auth, id)) throw notFound();
      const before = await row(id);
      if (patch.polygon) checkPolygon(patch.polygon);
      if (patch.provinceId !== undefined) await checkProvince(patch.provinceId);
      const diff = changedFields(before as unknown as Record<string, unknown>, patch);
      if (diff.changed) {
        try {
          await db.transaction(async (tx) => {
            await tx.update(zones).set(patch).where(eq(zones.id, id));
            await writeAudit(tx, { actorId: auth.userId, action: 'update', entity: 'zone', entityId: id, before: diff.before, after: diff.after });
          });
        } catch (err) {
          if (isUniqueViolation(err)) throw new AppError(409, 'zone_name_taken');
          throw err;
        }
      }
      return this.detail(auth, id);
    },

    /** Refused while stores, couriers or requests belong to the zone; assignments and joker stations go with it. */
    async remove(auth: AuthContext, id: string) {
      if (!canSeeZone(auth, id)) throw notFound();
      const before = await row(id);
      await db.transaction(async (tx) => {
        const [[s], [c], [r]] = await Promise.all([
          tx.select({ n: count() }).from(stores).where(eq(stores.zoneId, id)),
          tx.select({ n: count() }).from(carriers).where(eq(carriers.zoneId, id)),
          tx.select({ n: count() }).from(deliveryRequests).where(eq(deliveryRequests.zoneId, id)),
        ]);
        if (s.n > 0 || c.n > 0 || r.n > 0) throw new AppError(409, 'zone_in_use');
        await tx.delete(userZones).where(eq(userZones.zoneId, id));
        await tx.delete(jokerStations).where(eq(jokerStations.zoneId, id));
        await tx.update(applications).set({ zoneId: null }).where(eq(applications.zoneId, id));
        await tx.delete(zones).where(eq(zones.id, id));
        await writeAudit(tx, { actorId: auth.userId, action: 'delete', entity: 'zone', entityId: id, before });
      });
    },
  };
}
