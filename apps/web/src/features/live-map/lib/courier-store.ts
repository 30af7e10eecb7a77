import type { CarrierStatus, RequestStatus, SocketEvents } from '@kurye/contracts/delivery';
import type { LiveCourier, LiveSnapshot } from '../api/get-live-snapshot';

/** A snapshot courier as the map keeps it: its position as [lng, lat] and its time as epoch milliseconds. */
export interface CourierState extends Omit<LiveCourier, 'position' | 'positionAt'> {
  /** [lng, lat] or null while the courier has never sent a position. */
  position: [number, number] | null;
  positionAt: number | null;
  synthetic?: boolean;
}

export const STATUS_ORDER: CarrierStatus[] = ['available', 'busy', 'break', 'offline'];
const ACTIVE: RequestStatus[] = ['searching', 'assigned', 'arrived', 'picked_up'];

/**
 * The live map's couriers, kept outside React: socket frames mutate them in place, and it tells two kinds of
 * listeners what changed:
 * - `onPositions` (the map's courier overlay: it copies positions into its vertex buffer at most once per frame),
 * - `onList` (React: statuses, membership, requests — rare, so re-rendering lists and legends is cheap).
 */
export class CourierStore {
  readonly couriers = new Map<string, CourierState>();
  /** Couriers with a position (what the map draws), in a stable order; rebuilt only when membership changes. */
  positioned: CourierState[] = [];
  private positionListeners = new Set<() => void>();
  private listListeners = new Set<() => void>();
  /** Bumped on every change that React shows (statuses, membership, request links). */
  version = 0;
  /** Bumped when what the map draws changes other than by moving: membership, statuses (synthetic ones included). */
  layoutVersion = 0;

  onPositions(fn: () => void) {
    this.positionListeners.add(fn);
    return () => this.positionListeners.delete(fn);
  }
  onList(fn: () => void) {
    this.listListeners.add(fn);
    return () => this.listListeners.delete(fn);
  }
  private emitPositions() {
    this.positionListeners.forEach((fn) => fn());
  }
  private emitList() {
    this.version++;
    this.listListeners.forEach((fn) => fn());
  }

  /** Replaces every real courier with the server's picture (synthetic ones stay). */
  applySnapshot(snapshot: Pick<LiveSnapshot, 'couriers'>, now = Date.now()) {
    const seen = new Set<string>();
    for (const c of snapshot.couriers) {
      seen.add(c.id);
      this.upsert(fromSnapshot(c, this.couriers.get(c.id), now));
    }
    for (const [id, c] of this.couriers) if (!c.synthetic && !seen.has(id)) this.couriers.delete(id);
    this.rebuildPositioned();
    this.emitList();
    this.emitPositions();
  }

  /** A `live.positions` frame. Returns ids that are not known (a courier added after the snapshot: refetch it). */
  applyPositions(frame: SocketEvents['live.positions'], now = Date.now()): string[] {
    const unknown: string[] = [];
    let listChanged = false;
    let membership = false;
    for (const [id, lat, lng, status] of frame.couriers) {
      const c = this.couriers.get(id);
      if (!c) {
        unknown.push(id);
        continue;
      }
      if (c.status !== status) {
        c.status = status;
        listChanged = true;
        this.layoutVersion++;
      }
      if (!c.position) {
        c.position = [lng, lat];
        membership = true;
      } else {
        c.position[0] = lng;
        c.position[1] = lat;
      }
      c.positionAt = now;
    }
    if (membership) this.rebuildPositioned();
    if (listChanged || membership) this.emitList();
    if (frame.couriers.length > unknown.length) this.emitPositions();
    return unknown;
  }

  /** `carrier.status_changed`; returns false when the courier is unknown. */
  applyStatus(carrierId: string, status: CarrierStatus) {
    const c = this.couriers.get(carrierId);
    if (!c) return false;
    if (c.status === status) return true;
    c.status = status;
    this.layoutVersion++;
    this.emitList();
    this.emitPositions();
    return true;
  }

  /** `request.status_changed`: keeps each courier's current request link. */
  applyRequest(e: SocketEvents['request.status_changed']) {
    let changed = false;
    for (const c of this.couriers.values()) {
      if (c.requestId === e.requestId && (e.carrierId !== c.id || !ACTIVE.includes(e.status))) {
        c.requestId = null;
        changed = true;
      }
    }
    if (e.carrierId && ACTIVE.includes(e.status)) {
      const c = this.couriers.get(e.carrierId);
      if (c && c.requestId !== e.requestId) {
        c.requestId = e.requestId;
        changed = true;
      }
      // A courier carrying a request is busy at once (the next position frame says so too).
      if (c && c.status === 'available') {
        c.status = 'busy';
        this.layoutVersion++;
        this.emitPositions();
        changed = true;
      }
    }
    if (changed) this.emitList();
  }

  /** Adds `n` synthetic couriers around `center` (test hook: frame-rate check); they never enter lists or counts. */
  addSynthetic(n: number, center: [number, number], zoneId: string) {
    for (let i = 0; i < n; i++) {
      const id = `sim-${i}`;
      const r = 0.06 * Math.sqrt(Math.random());
      const a = Math.random() * Math.PI * 2;
      this.upsert({
        id,
        name: id,
        phone: '',
        zoneId,
        isJoker: i % 17 === 0,
        status: STATUS_ORDER[i % 4],
        position: [center[0] + r * Math.cos(a) * 1.3, center[1] + r * Math.sin(a)],
        positionAt: Date.now(),
        requestId: null,
        synthetic: true,
      });
    }
    this.rebuildPositioned();
    this.emitPositions();
  }

  /** Moves every synthetic courier a little (one "tick" of 5,000 moving couriers). */
  moveSynthetic(step = 0.0004) {
    for (const c of this.positioned) {
      if (!c.synthetic) continue;
      c.position![0] += (Math.random() - 0.5) * step;
      c.position![1] += (Math.random() - 0.5) * step;
    }
    this.emitPositions();
  }

  removeSynthetic() {
    for (const [id, c] of this.couriers) if (c.synthetic) this.couriers.delete(id);
    this.rebuildPositioned();
    this.emitPositions();
  }

  /** Real couriers (not synthetic), optionally of some zones. */
  real(zoneIds?: readonly string[] | null): CourierState[] {
    const out: CourierState[] = [];
    for (const c of this.couriers.values()) if (!c.synthetic && (!zoneIds?.length || zoneIds.includes(c.zoneId))) out.push(c);
    return out;
  }

  private upsert(c: CourierState) {
    const prev = this.couriers.get(c.id);
    if (prev) Object.assign(prev, c);
    else this.couriers.set(c.id, c);
  }

  private rebuildPositioned() {
    const out: CourierState[] = [];
    for (const c of this.couriers.values()) if (c.position) out.push(c);
    this.positioned = out;
    this.layoutVersion++;
  }
}

function fromSnapshot(c: LiveCourier, prev: CourierState | undefined, now: number): CourierState {
  const at = c.positionAt ? Date.parse(c.positionAt) : null;
  // A socket frame newer than the snapshot keeps its position.
  const keepPrev = prev?.position && prev.positionAt && (!at || prev.positionAt > at) && prev.positionAt <= now;
  return {
    id: c.id,
    name: c.name,
    phone: c.phone,
    zoneId: c.zoneId,
    isJoker: c.isJoker,
    status: c.status,
    position: keepPrev ? prev!.position : c.position ? [c.position.longitude, c.position.latitude] : null,
    positionAt: keepPrev ? prev!.positionAt : at,
    requestId: c.requestId,
  };
}

/** Counts per status of the given couriers. */
export function countByStatus(couriers: readonly CourierState[]): Record<CarrierStatus, number> {
  const counts: Record<CarrierStatus, number> = { available: 0, busy: 0, break: 0, offline: 0 };
  for (const c of couriers) counts[c.status]++;
  return counts;
}

/** Great-circle distance in metres. */
export function haversineMeters(a: [number, number], b: [number, number]) {
  const R = 6_371_000;
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLng = (b[0] - a[0]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
}
