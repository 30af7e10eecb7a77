import type { CarrierStatus } from '@kurye/contracts/delivery';
import { haversineMeters } from './geo';

export interface LiveCourier {
  carrierId: string;
  zoneId: string;
  isJoker: boolean;
  status: CarrierStatus;
  /** Requests the courier carries now (assigned, arrived or picked up). */
  load: number;
  latitude: number | null;
  longitude: number | null;
  positionAt: number;
}

/**
 * The status people see: an available courier that carries a request (assigned, arrived or picked up) is busy, even
 * below capacity (dispatch still offers it more work up to capacity; that rule reads `status` and `load`, not this).
 */
export const shownStatus = (c: Pick<LiveCourier, 'status' | 'load'> | undefined): CarrierStatus =>
  !c ? 'offline' : c.status === 'available' && c.load > 0 ? 'busy' : c.status;

export interface Candidate {
  carrierId: string;
  distanceMeters: number;
}

interface NearestOptions {
  radiusKm: number;
  limit: number;
  accept: (c: LiveCourier) => boolean;
}

/** Grid cells of about 1 km: a position ping moves a courier between two sets, and a query reads a few cells. */
const CELL_DEG = 0.01;
const cellOf = (lat: number, lng: number) => [Math.floor(lat / CELL_DEG), Math.floor(lng / CELL_DEG)] as const;
const key = (row: number, col: number) => row * 100_000 + col;
const METRES_PER_DEG_LAT = 111_320;

/**
 * Live couriers in memory, in a uniform grid per zone. Moves are O(1); a nearest query searches rings of cells
 * outwards from the point and stops once no unvisited cell can hold anyone closer than the best found.
 */
export function createCourierIndex() {
  const couriers = new Map<string, LiveCourier>();
  const grids = new Map<string, Map<number, Set<LiveCourier>>>();
  const cellKeyOf = new Map<string, number>();

  function unplace(c: LiveCourier) {
    const old = cellKeyOf.get(c.carrierId);
    if (old !== undefined) grids.get(c.zoneId)?.get(old)?.delete(c);
    cellKeyOf.delete(c.carrierId);
  }

  /** Puts the courier in the cell of its position (a no-op when it stays in its cell). */
  function place(c: LiveCourier) {
    const next = c.latitude === null || c.longitude === null ? undefined : key(...cellOf(c.latitude, c.longitude));
    if (next !== undefined && next === cellKeyOf.get(c.carrierId)) return;
    unplace(c);
    if (next === undefined) return;
    const grid = grids.get(c.zoneId) ?? grids.set(c.zoneId, new Map()).get(c.zoneId)!;
    (grid.get(next) ?? grid.set(next, new Set()).get(next)!).add(c);
    cellKeyOf.set(c.carrierId, next);
  }

  function nearestIn(grid: Map<number, Set<LiveCourier>> | undefined, latitude: number, longitude: number, options: NearestOptions): Candidate[] {
    if (!grid || options.limit <= 0) return [];
    const [row0, col0] = cellOf(latitude, longitude);
    const radiusM = options.radiusKm * 1000;
    // A ring r cells out is at least (r - 1) cells away; cell width shrinks with latitude on the longitude axis.
    const cellM = CELL_DEG * METRES_PER_DEG_LAT * Math.cos((Math.abs(latitude) * Math.PI) / 180);
    const maxRing = Math.ceil(radiusM / cellM) + 1;
    const best: Candidate[] = [];
    for (let ring = 0; ring <= maxRing; ring++) {
      const ringMin = Math.max(0, ring - 1) * cellM;
      if (ringMin > radiusM || (best.length >= options.limit && ringMin > best[best.length - 1].distanceMeters)) break;
      for (let dr = -ring; dr <= ring; dr++) {
        for (let dc = -ring; dc <= ring; dc++) {
          if (Math.max(Math.abs(dr), Math.abs(dc)) !== ring) continue;
          const cell = grid.get(key(row0 + dr, col0 + dc));
          if (!cell) continue;
          for (const c of cell) {
            if (!options.accept(c)) continue;
            const d = haversineMeters(latitude, longitude, c.latitude!, c.longitude!);
            if (d > radiusM || (best.length >= options.limit && d >= best[best.length - 1].distanceMeters)) continue;
            best.push({ carrierId: c.carrierId, distanceMeters: d });
            best.sort((a, b) => a.distanceMeters - b.distanceMeters);
            if (best.length > options.limit) best.pop();
          }
        }
      }
    }
    return best.map((b) => ({ ...b, distanceMeters: Math.round(b.distanceMeters) }));
  }

  return {
    upsert(courier: LiveCourier) {
      const previous = couriers.get(courier.carrierId);
      if (previous) unplace(previous);
      couriers.set(courier.carrierId, courier);
      place(courier);
    },
    get: (carrierId: string) => couriers.get(carrierId),
    all: () => couriers.values(),
    size: () => couriers.size,
    setPosition(carrierId: string, latitude: number, longitude: number, at: number) {
      const c = couriers.get(carrierId);
      if (!c || at < c.positionAt) return;
      c.latitude = latitude;
      c.longitude = longitude;
      c.positionAt = at;
      place(c);
    },
    setStatus(carrierId: string, status: CarrierStatus) {
      const c = couriers.get(carrierId);
      if (c) c.status = status;
    },
    setLoad(carrierId: string, load: number) {
      const c = couriers.get(carrierId);
      if (c) c.load = Math.max(0, load);
    },
    /** The nearest couriers of `zoneId` passing `accept`, closest first, within `radiusKm` of the point. */
    nearest(zoneId: string, latitude: number, longitude: number, options: NearestOptions): Candidate[] {
      return nearestIn(grids.get(zoneId), latitude, longitude, options);
    },
    /** The same answer by looking at every courier: the baseline for benchmarks and a cross-check in tests. */
    nearestByScan(zoneId: string, latitude: number, longitude: number, options: NearestOptions): Candidate[] {
      const out: Candidate[] = [];
      for (const c of couriers.values()) {
        if (c.zoneId !== zoneId || c.latitude === null || c.longitude === null || !options.accept(c)) continue;
        const d = haversineMeters(latitude, longitude, c.latitude, c.longitude);
        if (d <= options.radiusKm * 1000) out.push({ carrierId: c.carrierId, distanceMeters: d });
      }
      return out
        .sort((a, b) => a.distanceMeters - b.distanceMeters)
        .slice(0, options.limit)
        .map((b) => ({ ...b, distanceMeters: Math.round(b.distanceMeters) }));
    },
  };
}
export type CourierIndex = ReturnType<typeof createCourierIndex>;
