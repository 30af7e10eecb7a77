import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CarrierStatus } from '@kurye/contracts/delivery';
import { carrierStates, carrierTypes, carriers, users, zones } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { likePattern, parseSort } from '../../lib/paging';
import * as authRepo from '../auth/auth.repository';
import { canSeeZone, zoneFilter, type AuthContext } from '../auth/auth.context';
import { changedFields, writeAudit } from '../audit/audit.service';
import { personalView } from '../audit/personal-data';
import type { CourierWorkService as DeliveriesService } from '../courier-work/courier-work.service';
import { forgetSessions, type OrgDeps } from '../users/accounts';
import { turkishOrder } from '../../db/turkish-order';
import { phoneDigits } from '../search/search.service';

const NO_ZONE = '00000000-0000-0000-0000-000000000000';

export interface CarrierListQuery {
  page: number;
  size: number;
  sort: string;
  q?: string;
  zoneId?: string;
  carrierTypeId?: string;
  active?: 'true' | 'false';
  isJoker?: 'true' | 'false';
}

export interface CarrierPatch {
  zoneId?: string;
  carrierTypeId?: string;
  isJoker?: boolean;
  active?: boolean;
  phone?: string;
}

const base = {
  id: carriers.id,
  userId: carriers.userId,
  name: users.name,
  email: users.email,
  phone: carriers.phone,
  zoneId: carriers.zoneId,
  zoneName: zones.name,
  carrierTypeId: carriers.carrierTypeId,
  carrierTypeName: carrierTypes.name,
  isJoker: carriers.isJoker,
  active: carriers.active,
  storedStatus: carrierStates.status,
  createdAt: carriers.createdAt,
};

export function createCarriersService(deps: OrgDeps & { deliveries: DeliveriesService }) {
  const { db, index, bus } = deps;

  /** The live status: the index of this process, else the stored state; a suspended courier is always offline. */
  const statusOf = (c: { id: string; active: boolean; storedStatus: string | null }): CarrierStatus =>
    !c.active ? 'offline' : ((index.get(c.id)?.status ?? c.storedStatus ?? 'offline') as CarrierStatus);

  const joined = () =>
    db
      .select(base)
      .from(carriers)
      .innerJoin(users, eq(users.id, carriers.userId))
      .innerJoin(zones, eq(zones.id, carriers.zoneId))
      .innerJoin(carrierTypes, eq(carrierTypes.id, carriers.carrierTypeId))
      .leftJoin(carrierStates, eq(carrierStates.carrierId, carriers.id));

  async function visible(auth: AuthContext, id: string) {
    const [row] = await db.select().from(carriers).where(eq(carriers.id, id));
    if (!row || !canSeeZone(auth, row.zoneId)) throw notFound();
    return row;
  }

  return {
    async list(auth: AuthContext, query: CarrierListQuery) {
      const { page, size, sort, q, zoneId, carrierTypeId, active, isJoker } = query;
      const scope = zoneFilter(auth);
      const where: SQL[] = [];
      if (scope) where.push(inArray(carriers.zoneId, scope.length ? [...scope] : [NO_ZONE]));
      if (zoneId) where.push(eq(carriers.zoneId, zoneId));
      if (carrierTypeId) where.push(eq(carriers.carrierTypeId, carrierTypeId));
      if (active) where.push(eq(carriers.active, active === 'true'));
      if (isJoker) where.push(eq(carriers.isJoker, isJoker === 'true'));
      if (q) {
        // A phone typed the way people write it ("0532 123 45 67", "+90 532…") matches the stored +905… number.
        const digits = phoneDigits(q);
        where.push(or(ilike(users.name, likePattern(q)), digits ? ilike(carriers.phone, likePattern(digits)) : undefined)!);
      }
      const { field, desc: descending } = parseSort(sort);
      const column = field === 'createdAt' ? carriers.createdAt : users.name;
      const [rows, [{ total }]] = await Promise.all([
        joined()
          .where(and(...where))
          .orderBy(field === 'createdAt' ? (descending ? desc(column) : asc(column)) : turkishOrder(column, descending), asc(carriers.id))
          .limit(size)
          .offset((page - 1) * size),
        db
          .select({ total: count() })
          .from(carriers)
          .innerJoin(users, eq(users.id, carriers.userId))
          .where(and(...where)),
      ]);
      const view = personalView(auth);
      const items = rows.map(({ storedStatus, ...c }) => ({ ...c, phone: view.phone(c.phone)!, status: statusOf({ ...c, storedStatus }) }));
      return { items, total, page, size };
    },

    /** Profile, carrier type, zone, joker flag, state, today's work and last position. */
    async detail(auth: AuthContext, id: string) {
      await visible(auth, id);
      const [row] = await joined().where(eq(carriers.id, id));
      const [[extra], today] = await Promise.all([
        db
          .select({
            nationalIdentityNumber: carriers.nationalIdentityNumber,
            latitude: carrierStates.latitude,
            longitude: carrierStates.longitude,
            positionAt: carrierStates.positionAt,
          })
          .from(carriers)
          .leftJoin(carrierStates, eq(carrierStates.carrierId, carriers.id))
          .where(eq(carriers.id, id)),
        deps.deliveries.carrierToday(id),
      ]);
      const view = personalView(auth);
      if (view.full) {
        await writeAudit(db, {
          actorId: auth.userId,
          action: 'view_personal',
          entity: 'carrier',
          entityId: id,
          after: { fields: ['phone', 'nationalIdentityNumber'] },
        });
      }
      const { storedStatus, ...c } = row;
      const live = index.get(id);
      return {
        ...c,
        phone: view.phone(c.phone)!,
        nationalIdentityNumber: view.nationalId(extra.nationalIdentityNumber),
        status: statusOf({ ...c, storedStatus }),
        load: live?.load ?? 0,
        lastPosition:
          extra.latitude !== null && extra.longitude !== null ? { latitude: extra.latitude, longitude: extra.longitude, at: extra.positionAt ?? null } : null,
        today: { deliveries: today.deliveries, earnings: today.earnings, requests: today.requests.length },
      };
    },

    /**
     * Edits zone, carrier type, joker flag and phone; `active: false` suspends (no offers, signed out everywhere,
     * cannot sign in) and `active: true` reactivates.
     */
    async update(auth: AuthContext, id: string, patch: CarrierPatch) {
      const before = await visible(auth, id);
      if (patch.zoneId !== undefined && patch.zoneId !== before.zoneId) {
        const [zone] = await db.select({ id: zones.id }).from(zones).where(eq(zones.id, patch.zoneId));
        if (!zone || !canSeeZone(auth, patch.zoneId)) throw new AppError(400, 'validation_error', { fields: 'zoneId' });
      }
      if (patch.carrierTypeId !== undefined) {
        const [type] = await db.select({ id: carrierTypes.id }).from(carrierTypes).where(eq(carrierTypes.id, patch.carrierTypeId));
        if (!type) throw new AppError(400, 'validation_error', { fields: 'carrierTypeId' });
      }
      const diff = changedFields(before as unknown as Record<string, unknown>, patch as Record<string, unknown>);
      if (!diff.changed) return this.detail(auth, id);
      const suspending = before.active && patch.active === false;
      await db.transaction(async (tx) => {
        await tx.update(carriers).set(patch).where(eq(carriers.id, id));
        if (suspending) {
          await tx
            .insert(carrierStates)
            .values({ carrierId: id, status: 'offline' })
            .onConflictDoUpdate({ target: carrierStates.carrierId, set: { status: 'offline', updatedAt: sql`now()` } });
          await authRepo.revokeAllSessions(tx, before.userId);
        }
        await writeAudit(tx, { actorId: auth.userId, action: 'update', entity: 'carrier', entityId: id, before: diff.before, after: diff.after });
      });
      const zoneId = patch.zoneId ?? before.zoneId;
      if (suspending) {
        bus.publish({ type: 'internal.courier', data: { carrierId: id, status: 'offline' }, audiences: ['internal'] });
        bus.publish({ type: 'carrier.status_changed', data: { carrierId: id, zoneId, status: 'offline' }, audiences: [`zone:${zoneId}`, `carrier:${id}`] });
        forgetSessions(bus, before.userId);
        // What they carry: not picked up → back to dispatch at once; picked up → flagged for the operator.
        await deps.deliveries.releaseSuspendedCourier(id);
      }
      if ('zoneId' in diff.after || 'isJoker' in diff.after) {
        bus.publish({ type: 'internal.courier', data: { carrierId: id, zoneId, isJoker: patch.isJoker ?? before.isJoker }, audiences: ['internal'] });
        // The courier's own zone scope (role 'own') changed: drop their cached session context.
        if ('zoneId' in diff.after) forgetSessions(bus, before.userId);
      }
      return this.detail(auth, id);
    },
  };
}
