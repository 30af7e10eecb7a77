import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CarrierStatus } from '@kurye/contracts/delivery';
import { carrierPositions, carrierStates, carriers, deliveryRequests, stores, users, zones } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { DispatchDeps } from './dispatch.context';
import * as repo from './dispatch.repository';

export interface PositionPoint {
  latitude: number;
  longitude: number;
  accuracy?: number;
  recordedAt?: string;
}

interface Pending {
  carrierId: string;
  point: PositionPoint & { at: Date };
}

/**
 * Couriers' working state and positions. Position pings are group-committed: a ping waits for the one INSERT that
 * stores its batch (a few milliseconds), so every 2xx answer is a stored row, and then the batch goes on the bus
 * once — to the spatial index of every API process and to the live-map fan-out.
 */
export function createLiveService(deps: DispatchDeps, options: { flushDelayMs?: number; maxBatch?: number } = {}) {
  const { db, clock, bus, index } = deps;
  const flushDelayMs = options.flushDelayMs ?? 5;
  const maxBatch = options.maxBatch ?? 1000;
  let buffer: Pending[] = [];
  let waiters: { resolve: () => void; reject: (e: unknown) => void }[] = [];
  let timer: NodeJS.Timeout | undefined;
  let flushing = Promise.resolve();

  async function writeBatch(batch: Pending[]) {
    await db.insert(carrierPositions).values(
      batch.map((p) => ({ carrierId: p.carrierId, latitude: p.point.latitude, longitude: p.point.longitude, accuracy: p.point.accuracy ?? null, recordedAt: p.point.at })),
    );
    const latest = new Map<string, Pending>();
    for (const p of batch) if ((latest.get(p.carrierId)?.point.at ?? 0) <= p.point.at) latest.set(p.carrierId, p);
    await db
      .insert(carrierStates)
      .values([...latest.values()].map((p) => ({ carrierId: p.carrierId, latitude: p.point.latitude, longitude: p.point.longitude, positionAt: p.point.at })))
      .onConflictDoUpdate({
        target: carrierStates.carrierId,
        set: { latitude: sql`excluded.latitude`, longitude: sql`excluded.longitude`, positionAt: sql`excluded.position_at`, updatedAt: sql`now()` },
      });
    bus.publish({
      type: 'internal.positions',
      data: { points: [...latest.values()].map((p) => [p.carrierId, p.point.latitude, p.point.longitude, p.point.at.getTime()]) },
      audiences: ['internal'],
    });
  }

  function flush() {
    timer = undefined;
    const batch = buffer;
    const batchWaiters = waiters;
    buffer = [];
    waiters = [];
    // Batches are written one after another, so positions of one courier stay in order.
    flushing = flushing.then(() =>
      writeBatch(batch).then(
        () => batchWaiters.forEach((w) => w.resolve()),
        (err) => batchWaiters.forEach((w) => w.reject(err)),
      ),
    );
  }

  async function loadCourier(carrierId: string) {
    const [row] = await db
      .select({ carrier: carriers, state: carrierStates })
      .from(carriers)
      .leftJoin(carrierStates, eq(carrierStates.carrierId, carriers.id))
      .where(eq(carriers.id, carrierId));
    if (!row) return undefined;
    const loads = await repo.loadsOf(db, [carrierId]);
    const courier = {
      carrierId,
      zoneId: row.carrier.zoneId,
      isJoker: row.carrier.isJoker,
      status: (row.carrier.active ? (row.state?.status ?? 'offline') : 'offline') as CarrierStatus,
      load: loads.get(carrierId) ?? 0,
      latitude: row.state?.latitude ?? null,
      longitude: row.state?.longitude ?? null,
      positionAt: row.state?.positionAt?.getTime() ?? 0,
    };
    index.upsert(courier);
    return courier;
  }

  return {
    /** Fills the index from the database at start-up. */
    async warmUp() {
      const rows = await db
        .select({ carrier: carriers, state: carrierStates })
        .from(carriers)
        .leftJoin(carrierStates, eq(carrierStates.carrierId, carriers.id));
      const loads = await repo.loadsOf(db);
      for (const { carrier, state } of rows) {
        index.upsert({
          carrierId: carrier.id,
          zoneId: carrier.zoneId,
          isJoker: carrier.isJoker,
          status: (carrier.active ? (state?.status ?? 'offline') : 'offline') as CarrierStatus,
          load: loads.get(carrier.id) ?? 0,
          latitude: state?.latitude ?? null,
          longitude: state?.longitude ?? null,
          positionAt: state?.positionAt?.getTime() ?? 0,
        });
      }
    },

    /** Keeps this process's index in step with events from every process. */
    applyBusEvent(event: Parameters<Parameters<typeof bus.subscribe>[0]>[0]) {
      if (event.type === 'internal.positions') for (const [id, lat, lng, at] of event.data.points) index.setPosition(id, lat, lng, at);
      else if (event.type === 'internal.courier') {
        if (event.data.status) index.setStatus(event.data.carrierId, event.data.status as CarrierStatus);
        if (event.data.load !== undefined) index.setLoad(event.data.carrierId, event.data.load);
        // A courier moved to another zone or made (un)joker by an operator: re-place them in the index.
        const current = index.get(event.data.carrierId);
        if (current && (event.data.zoneId !== undefined || event.data.isJoker !== undefined)) {
          index.upsert({ ...current, zoneId: event.data.zoneId ?? current.zoneId, isJoker: event.data.isJoker ?? current.isJoker });
        }
      }
    },

    async record(carrierId: string, points: PositionPoint[]) {
      if (!index.get(carrierId)) await loadCourier(carrierId);
      const now = clock.now();
      const done = new Promise<void>((resolve, reject) => waiters.push({ resolve, reject }));
      for (const p of points) {
        const at = p.recordedAt ? new Date(p.recordedAt) : now;
        buffer.push({ carrierId, point: { ...p, at: at > now ? now : at } });
      }
      if (buffer.length >= maxBatch) {
        if (timer) clearTimeout(timer);
        flush();
      } else timer ??= setTimeout(flush, flushDelayMs);
      await done;
    },

    async setStatus(carrierId: string, status: 'available' | 'break' | 'offline') {
      const [carrier] = await db.select().from(carriers).where(eq(carriers.id, carrierId));
      if (!carrier?.active) throw new AppError(409, 'courier_not_available');
      await db
        .insert(carrierStates)
        .values({ carrierId, status })
        .onConflictDoUpdate({ target: carrierStates.carrierId, set: { status, updatedAt: sql`now()` } });
      if (!index.get(carrierId)) await loadCourier(carrierId);
      bus.publish({ type: 'internal.courier', data: { carrierId, status }, audiences: ['internal'] });
      bus.publish({ type: 'carrier.status_changed', data: { carrierId, zoneId: carrier.zoneId, status }, audiences: [`zone:${carrier.zoneId}`, `carrier:${carrierId}`] });
      return { status };
    },

    /** Shown status: an available courier at capacity is busy. */
    async effectiveStatus(carrierId: string): Promise<CarrierStatus> {
      const c = index.get(carrierId) ?? (await loadCourier(carrierId));
      if (!c) return 'offline';
      const { dispatch } = await deps.settings.get();
      return c.status === 'available' && c.load >= dispatch.courierCapacity ? 'busy' : c.status;
    },

    /** The live map's first picture: couriers, stores and active requests of the viewer's zones. */
    async snapshot(zoneIds: readonly string[] | null) {
      const { dispatch } = await deps.settings.get();
      const zoneWhere = (col: typeof carriers.zoneId | typeof stores.zoneId | typeof deliveryRequests.zoneId) =>
        zoneIds ? inArray(col, zoneIds.length ? [...zoneIds] : ['00000000-0000-0000-0000-000000000000']) : undefined;
      const courierRows = await db
        .select({ id: carriers.id, name: users.name, phone: carriers.phone, zoneId: carriers.zoneId, isJoker: carriers.isJoker })
        .from(carriers)
        .innerJoin(users, eq(users.id, carriers.userId))
        .where(and(eq(carriers.active, true), zoneWhere(carriers.zoneId)));
      const active = await db
        .select()
        .from(deliveryRequests)
        .where(and(inArray(deliveryRequests.status, ['searching', 'assigned', 'arrived', 'picked_up', 'delivered']), zoneWhere(deliveryRequests.zoneId)));
      const storeRows = await db.select().from(stores).where(zoneWhere(stores.zoneId));
      const zoneRows = await db.select({ id: zones.id, name: zones.name, polygon: zones.polygon }).from(zones).where(zoneIds ? inArray(zones.id, zoneIds.length ? [...zoneIds] : ['00000000-0000-0000-0000-000000000000']) : undefined);
      return {
        zones: zoneRows,
        couriers: courierRows.map((c) => {
          const live = index.get(c.id);
          const status: CarrierStatus = !live ? 'offline' : live.status === 'available' && live.load >= dispatch.courierCapacity ? 'busy' : live.status;
          return {
            ...c,
            status,
            position: live && live.latitude !== null && live.longitude !== null ? { latitude: live.latitude, longitude: live.longitude } : null,
            positionAt: live?.positionAt ? new Date(live.positionAt).toISOString() : null,
            requestId: active.find((r) => r.carrierId === c.id && r.status !== 'delivered')?.id ?? null,
          };
        }),
        stores: storeRows.map((s) => ({ id: s.id, name: s.name, zoneId: s.zoneId, location: { latitude: s.latitude, longitude: s.longitude } })),
        requests: active.map((r) => ({ id: r.id, status: r.status, storeId: r.storeId, zoneId: r.zoneId, carrierId: r.carrierId, stage: r.stage, createdAt: r.createdAt.toISOString() })),
      };
    },

    async close() {
      if (timer) {
        clearTimeout(timer);
        flush();
      }
      await flushing;
    },
  };
}
export type LiveService = ReturnType<typeof createLiveService>;
