import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Emergency, EmergencyStatus } from '@kurye/contracts/fieldops';
import { carrierStates, carriers, emergencies, users, zones } from '../../db/schema';
import { turkishOrder } from '../../db/turkish-order';
import { AppError } from '../../lib/errors';
import { parseSort } from '../../lib/paging';
import { writeAudit } from '../audit/audit.service';
import { AREA_OF } from '../notifications/notifier';
import { zoneFilter, type AuthContext } from '../auth/auth.context';
import type { DispatchDeps } from '../dispatch/dispatch.context';

const NONE = '00000000-0000-0000-0000-000000000000';

/** "Ayşe Nur Kaya" → name "Ayşe Nur", surname "Kaya" (users keep one full-name field). */
export function splitName(full: string) {
  const parts = full.trim().split(/\s+/);
  return parts.length > 1 ? { name: parts.slice(0, -1).join(' '), surname: parts[parts.length - 1] } : { name: full.trim(), surname: '' };
}

/**
 * Courier SOS: stored, then pushed at once to the courier's zone audience (`zone:<id>`, which reaches the zone's
 * operators and chief couriers, and Admins through `zone:*`). Open ones are listed for anyone signing in later.
 */
export function createEmergenciesService(deps: Pick<DispatchDeps, 'db' | 'clock' | 'bus' | 'index' | 'notifier'>) {
  const { db, clock, bus, index } = deps;
  const ackUser = alias(users, 'ack_user');
  const resUser = alias(users, 'res_user');

  async function load(where: SQL | undefined, page: { sort?: string; limit: number; offset?: number } = { limit: 1 }) {
    const { field, desc: descending } = parseSort(page.sort ?? '-createdAt');
    const order = field === 'courier' ? turkishOrder(users.name, descending) : descending ? desc(emergencies.createdAt) : asc(emergencies.createdAt);
    const rows = await db
      .select({
        e: emergencies,
        carrierName: users.name,
        carrierPhone: carriers.phone,
        zoneName: zones.name,
        ackName: ackUser.name,
        resName: resUser.name,
        stateLat: carrierStates.latitude,
        stateLng: carrierStates.longitude,
        stateAt: carrierStates.positionAt,
      })
      .from(emergencies)
      .innerJoin(carriers, eq(carriers.id, emergencies.carrierId))
      .innerJoin(users, eq(users.id, carriers.userId))
      .innerJoin(zones, eq(zones.id, emergencies.zoneId))
      .leftJoin(ackUser, eq(ackUser.id, emergencies.acknowledgedBy))
      .leftJoin(resUser, eq(resUser.id, emergencies.resolvedBy))
      .leftJoin(carrierStates, eq(carrierStates.carrierId, emergencies.carrierId))
      .where(where)
      .orderBy(order, desc(emergencies.createdAt), asc(emergencies.id))
      .limit(page.limit)
      .offset(page.offset ?? 0);
    return rows.map((r): Emergency => {
      const live = index.get(r.e.carrierId);
      const liveLat = live?.latitude ?? r.stateLat;
      const liveLng = live?.longitude ?? r.stateLng;
      const liveAt = live?.positionAt ? new Date(live.positionAt) : r.stateAt;
      const { name, surname } = splitName(r.carrierName);
      return {
        id: r.e.id,
        status: r.e.status as EmergencyStatus,
        description: r.e.description,
        carrierId: r.e.carrierId,
        zoneId: r.e.zoneId,
        zoneName: r.zoneName,
        carrierName: name,
        carrierSurname: surname,
        carrierPhone: r.carrierPhone,
        location: r.e.latitude !== null && r.e.longitude !== null ? { latitude: r.e.latitude, longitude: r.e.longitude } : null,
        carrierLocation: liveLat !== null && liveLng !== null ? { latitude: liveLat, longitude: liveLng } : null,
        carrierLocationTime: liveAt ? liveAt.toISOString() : null,
        createdAt: r.e.createdAt.toISOString(),
        acknowledgedAt: r.e.acknowledgedAt?.toISOString() ?? null,
        acknowledgedBy: r.ackName,
        resolvedAt: r.e.resolvedAt?.toISOString() ?? null,
        resolvedBy: r.resName,
        resolutionNote: r.e.resolutionNote,
      };
    });
  }
  const one = async (id: string) => (await load(eq(emergencies.id, id)))[0];

  function publish(type: 'emergency.raised' | 'emergency.updated', e: Emergency) {
    bus.publish({ type, data: e, audiences: [`zone:${e.zoneId}`] });
  }

  async function visible(auth: AuthContext, id: string) {
    const [row] = await db.select().from(emergencies).where(eq(emergencies.id, id));
    const zonesOf = zoneFilter(auth);
    if (!row || (zonesOf && !zonesOf.includes(row.zoneId))) throw new AppError(404, 'not_found');
    return row;
  }

  return {
    async raise(carrierId: string, description: string | undefined) {
      const [carrier] = await db.select().from(carriers).where(eq(carriers.id, carrierId));
      if (!carrier) throw new AppError(403, 'forbidden');
      const live = index.get(carrierId);
      let point =
        live && live.latitude !== null && live.longitude !== null
          ? { latitude: live.latitude, longitude: live.longitude, at: new Date(live.positionAt) }
          : null;
      if (!point) {
        const [state] = await db.select().from(carrierStates).where(eq(carrierStates.carrierId, carrierId));
        if (state?.latitude != null && state.longitude != null)
          point = { latitude: state.latitude, longitude: state.longitude, at: state.positionAt ?? clock.now() };
      }
      const notes = deps.notifier?.batch();
      const row = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(emergencies)
          .values({
            carrierId,
            zoneId: carrier.zoneId,
            description: description || null,
            latitude: point?.latitude ?? null,
            longitude: point?.longitude ?? null,
            positionAt: point?.at ?? null,
            createdAt: clock.now(),
          })
          .returning();
        if (notes && deps.notifier) {
          // The zone's operators and chief couriers and every Admin: in their bell too, after the dialog is closed.
          const [who] = await tx.select({ name: users.name }).from(users).where(eq(users.id, carrier.userId));
          const [zone] = await tx.select({ name: zones.name }).from(zones).where(eq(zones.id, carrier.zoneId));
          const recipients = await deps.notifier.emergencyRecipients(tx, carrier.zoneId);
          await notes.write(
            tx,
            recipients.map((r) => ({
              userId: r.userId,
              kind: 'emergency_raised' as const,
              title: 'Acil Durum!',
              description: `${who?.name ?? 'Kurye'} (${zone?.name ?? ''}) acil durum bildirdi${description ? `: ${description}` : '.'}`,
              link: r.role && AREA_OF[r.role] && r.role !== 'Accountant' && r.role !== 'Store' ? `/${AREA_OF[r.role]}/emergency` : null,
              params: { carrierName: who?.name ?? '', zoneName: zone?.name ?? '', ...(description ? { description } : {}) },
            })),
          );
        }
        return row;
      });
      const e = await one(row.id);
      publish('emergency.raised', e);
      notes?.publish();
      return e;
    },

    async list(auth: AuthContext, q: { status?: EmergencyStatus; page: number; size: number; sort: string }) {
      const where: SQL[] = [];
      const zonesOf = zoneFilter(auth);
      if (zonesOf) where.push(inArray(emergencies.zoneId, zonesOf.length ? [...zonesOf] : [NONE]));
      if (q.status) where.push(eq(emergencies.status, q.status));
      const [items, [{ total }]] = await Promise.all([
        load(and(...where), { sort: q.sort, limit: q.size, offset: (q.page - 1) * q.size }),
        db
          .select({ total: count() })
          .from(emergencies)
          .where(and(...where)),
      ]);
      return { items, total, page: q.page, size: q.size };
    },

    async acknowledge(auth: AuthContext, id: string) {
      const row = await visible(auth, id);
      if (!row.acknowledgedAt) {
        await db.transaction(async (tx) => {
          await tx.update(emergencies).set({ acknowledgedAt: clock.now(), acknowledgedBy: auth.userId }).where(eq(emergencies.id, id));
          await writeAudit(tx, { actorId: auth.userId, action: 'acknowledge', entity: 'emergency', entityId: id });
        });
      }
      const e = await one(id);
      publish('emergency.updated', e);
      return e;
    },

    async resolve(auth: AuthContext, id: string, note: string) {
      const row = await visible(auth, id);
      if (row.status === 'resolved') throw new AppError(409, 'invalid_state');
      await db.transaction(async (tx) => {
        const now = clock.now();
        await tx
          .update(emergencies)
          .set({
            status: 'resolved',
            resolvedAt: now,
            resolvedBy: auth.userId,
            resolutionNote: note,
            acknowledgedAt: row.acknowledgedAt ?? now,
            acknowledgedBy: row.acknowledgedBy ?? auth.userId,
          })
          .where(eq(emergencies.id, id));
        await writeAudit(tx, { actorId: auth.userId, action: 'resolve', entity: 'emergency', entityId: id, after: { note } });
      });
      const e = await one(id);
      publish('emergency.updated', e);
      return e;
    },
  };
}
