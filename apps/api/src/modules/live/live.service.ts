import type { CarrierStatus } from '@kurye/contracts/delivery';
import { AppError } from '../../lib/errors';
import { createGroupCommit } from '../../lib/group-commit';
import { metrics } from '../../lib/metrics';
import type { AuthContext } from '../../access/auth-context';
import { shownStatus } from './courier-index';
import type { LiveDeps } from './live.deps';
import * as repo from './live.repository';
import { PING_BATCH_MAX, insertPositions, upsertLatestStates, type PositionRow } from './positions.repository';

export interface PositionPoint {
  latitude: number;
  longitude: number;
  accuracy?: number;
  recordedAt?: string;
}

/** Least time between two writes of the couriers' latest state (see `writeStates`). */
const STATE_WRITE_GAP_MS = 250;
/** Longest a latest-state write waits for a gap in the ping stream (see `writeStates`). */
const STATE_WRITE_MAX_WAIT_MS = 1000;

/** Resolves when `promise` settles or after `ms`, whichever is first. */
function waitFor(promise: Promise<unknown>, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([promise, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)).unref())]).finally(() => clearTimeout(timer));
}

/**
 * A ping waiting for its batch: `at` in epoch milliseconds (when recorded, never later than when received), `seq` its
 * place in the order pings arrived — which of two pings of the same time is the courier's latest.
 */
type Pending = PositionRow & { seq: number };

/** Whether `p` is newer than `than`: a later time, or the same time and arrived later. */
const newer = (p: Pending, than: Pending | undefined) => !than || p.at > than.at || (p.at === than.at && p.seq > than.seq);

/**
 * Couriers' working state and positions. Position pings are group-committed (`lib/group-commit`): a ping waits for
 * the one append-only INSERT that stores its batch, so every 2xx answer (or socket acknowledgement) is a stored row;
 * batches commit in parallel on the pool, and each then goes on the bus once — to the spatial index of every API
 * process and to the live-map fan-out — and to the single writer of the couriers' latest state.
 */
export function createLiveService(deps: LiveDeps, options: { maxInFlight?: number } = {}) {
  const { db, clock, bus, index } = deps;

  /**
   * Stores a batch in one append-only statement (no row locks, so batches commit in parallel without waiting on each
   * other), then hands each courier's latest point to the bus and to the state writer.
   */
  async function writeBatch(batch: Pending[]) {
    await insertPositions(db, batch);
    metrics.positionBatchWritten(batch.length);
    const latest = new Map<string, Pending>();
    for (const p of batch) if (newer(p, latest.get(p.carrierId))) latest.set(p.carrierId, p);
    const points: [string, number, number, number][] = [];
    for (const p of latest.values()) {
      points.push([p.carrierId, p.latitude, p.longitude, p.at]);
      // Batches commit in parallel on PostgreSQL and may finish out of order: a courier's state only moves forward.
      if (newer(p, latestQueued.get(p.carrierId))) {
        latestQueued.set(p.carrierId, p);
        pendingStates.set(p.carrierId, p);
      }
    }
    bus.publish({ type: 'internal.positions', data: { points }, audiences: ['internal'] });
    stateWriting ??= writeStates();
  }

  /**
   * Each courier's latest position in `carrier_states` (read at start-up and in request details), written by one
   * writer at a time with what gathered meanwhile — a row is updated by one statement, never by racing batches —
   * and only when newer than what the row holds. It trails the stored pings by one statement and at most
   * STATE_WRITE_GAP_MS: after each statement the writer gathers for that long, so the latest-state upsert costs at
   * most 4 statements a second instead of one per ping batch (the pings themselves are stored at once).
   *
   * The upsert never holds the queue the pings wait on: it starts only in a gap of the ping stream (no batch
   * gathering or being written, `commits.idle()`), so on PGlite's one connection no ping batch queues behind it —
   * or, under a stream with no gap, after STATE_WRITE_MAX_WAIT_MS, so the state trails by at most that.
   */
  const pendingStates = new Map<string, Pending>();
  /** Each courier's newest ping handed to the state writer so far (one entry per courier). */
  const latestQueued = new Map<string, Pending>();
  let stateWriting: Promise<void> | null = null;
  let wakeStateWriter: (() => void) | null = null;
  let closing = false;
  async function writeStates() {
    try {
      while (pendingStates.size) {
        if (!closing) await waitFor(commits.idle(), STATE_WRITE_MAX_WAIT_MS);
        // In key order: concurrent upserts (several API processes on PostgreSQL) lock the rows in the same order.
        const batch = [...pendingStates.values()].sort((x, y) => (x.carrierId < y.carrierId ? -1 : 1));
        pendingStates.clear();
        await upsertLatestStates(db, batch).catch((err: unknown) => deps.log.warn({ err }, 'courier states not updated'));
        // Gather what arrives in the next STATE_WRITE_GAP_MS into the next statement (close() cuts the wait short).
        if (!closing) await new Promise<void>((resolve) => (wakeStateWriter = resolve) && setTimeout(resolve, STATE_WRITE_GAP_MS).unref());
        wakeStateWriter = null;
      }
    } finally {
      stateWriting = null;
    }
  }

  const commits = createGroupCommit(writeBatch, { maxInFlight: options.maxInFlight, maxBatch: PING_BATCH_MAX });

  let nextSeq = 0;
  function add(carrierId: string, points: PositionPoint[]) {
    metrics.positionsReceived(points.length);
    const now = clock.now().getTime();
    const items: Pending[] = new Array(points.length);
    for (let i = 0; i < points.length; i++) {
      const p = points[i];
      const at = p.recordedAt ? Date.parse(p.recordedAt) : now;
      items[i] = { carrierId, latitude: p.latitude, longitude: p.longitude, accuracy: p.accuracy, at: at > now ? now : at, seq: nextSeq++ };
    }
    return commits.add(items);
  }

  async function loadCourier(carrierId: string) {
    const row = await repo.findCourierWithState(db, carrierId);
    if (!row) return undefined;
    const loads = await repo.loadsOf(db, [carrierId]);
    const courier = {
      carrierId,
      zoneId: row.carrier.zoneId,
      isJoker: row.carrier.isJoker,
      status: row.carrier.active ? (row.state?.status ?? 'offline') : 'offline',
      load: loads.get(carrierId) ?? 0,
      latitude: row.state?.latitude ?? null,
      longitude: row.state?.longitude ?? null,
      positionAt: row.state?.positionAt?.getTime() ?? 0,
    };
    index.upsert(courier);
    return courier;
  }

  const availabilityGuards: ((carrierId: string) => Promise<void>)[] = [];

  return {
    /** Fills the index from the database at start-up. */
    async warmUp() {
      // `carrier_states` trails the stored pings (see writeStates): after a crash, bring each courier's state up to its
      // last stored ping first, so dispatch does not lose a courier whose position was acknowledged just before it.
      await repo.catchUpStates(db);
      const rows = await repo.allCouriersWithState(db);
      const loads = await repo.loadsOf(db);
      for (const { carrier, state } of rows) {
        index.upsert({
          carrierId: carrier.id,
          zoneId: carrier.zoneId,
          isJoker: carrier.isJoker,
          status: carrier.active ? (state?.status ?? 'offline') : 'offline',
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

    /**
     * Stores the courier's points; resolves once they are committed. Pings committed in the same batch get the same
     * promise (`lib/group-commit`), so a caller acknowledging many pings can tell them apart by promise.
     */
    record(carrierId: string, points: PositionPoint[]): Promise<void> {
      if (!index.get(carrierId)) return loadCourier(carrierId).then(() => add(carrierId, points));
      return add(carrierId, points);
    },

    /** A rule a courier must pass to go available (the documents module's: required documents). */
    addAvailabilityGuard(guard: (carrierId: string) => Promise<void>) {
      availabilityGuards.push(guard);
    },

    async setStatus(carrierId: string, status: 'available' | 'break' | 'offline') {
      const carrier = await repo.findCarrier(db, carrierId);
      if (!carrier?.active) throw new AppError(409, 'courier_not_available');
      if (status === 'available') for (const guard of availabilityGuards) await guard(carrierId);
      await repo.saveStatus(db, carrierId, status);
      if (!index.get(carrierId)) await loadCourier(carrierId);
      bus.publish({ type: 'internal.courier', data: { carrierId, status }, audiences: ['internal'] });
      bus.publish({
        type: 'carrier.status_changed',
        data: { carrierId, zoneId: carrier.zoneId, status },
        audiences: [`zone:${carrier.zoneId}`, `carrier:${carrierId}`],
      });
      return { status };
    },

    /** Shown status: an available courier carrying a request is busy. */
    async effectiveStatus(carrierId: string): Promise<CarrierStatus> {
      const c = index.get(carrierId) ?? (await loadCourier(carrierId));
      if (!c) return 'offline';
      return shownStatus(c);
    },

    /** The live map's first picture: couriers, stores and active requests of the viewer's zones. */
    async snapshot(auth: Pick<AuthContext, 'zones'>) {
      const { courierRows, active, storeRows, zoneRows } = await repo.snapshotRows(db, auth);
      return {
        zones: zoneRows,
        couriers: courierRows.map((c) => {
          const live = index.get(c.id);
          const status: CarrierStatus = shownStatus(live);
          return {
            ...c,
            status,
            position: live && live.latitude !== null && live.longitude !== null ? { latitude: live.latitude, longitude: live.longitude } : null,
            positionAt: live?.positionAt ? new Date(live.positionAt).toISOString() : null,
            requestId: active.find((r) => r.carrierId === c.id && r.status !== 'delivered')?.id ?? null,
          };
        }),
        stores: storeRows.map((s) => ({ id: s.id, name: s.name, zoneId: s.zoneId, location: { latitude: s.latitude, longitude: s.longitude } })),
        requests: active.map((r) => ({
          id: r.id,
          status: r.status,
          storeId: r.storeId,
          zoneId: r.zoneId,
          carrierId: r.carrierId,
          stage: r.stage,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },

    /** The ping group commit's batches so far and where a ping's wait went (gathering, writing). */
    commitStats: () => commits.stats(),

    async close() {
      await commits.drain();
      closing = true;
      wakeStateWriter?.();
      await stateWriting;
    },
  };
}
export type LiveService = ReturnType<typeof createLiveService>;
