import KDBush from 'kdbush';
import { around } from 'geokdbush';
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

export interface Candidate {
  carrierId: string;
  distanceMeters: number;
}

/**
 * Live couriers in memory with a k-d tree over their positions. The tree is static, so it is rebuilt lazily — at most
 * once per query after positions changed — which costs well under a millisecond for thousands of couriers.
 */
export function createCourierIndex() {
  const couriers = new Map<string, LiveCourier>();
  let tree: KDBush | undefined;
  let treeIds: string[] = [];
  let dirty = true;

  function rebuild() {
    const located = [...couriers.values()].filter((c) => c.latitude !== null && c.longitude !== null);
    tree = new KDBush(Math.max(1, located.length));
    treeIds = located.map((c) => c.carrierId);
    for (const c of located) tree.add(c.longitude!, c.latitude!);
    if (located.length === 0) tree.add(0, 0);
    tree.finish();
    dirty = false;
  }

  return {
    upsert(courier: LiveCourier) {
      couriers.set(courier.carrierId, courier);
      dirty = true;
    },
    get: (carrierId: string) => couriers.get(carrierId),
    all: () => couriers.values(),
    size: () => couriers.size,
    setPosition(carrierId: string, latitude: number, longitude: number, at: number) {
      const c = couriers.get(carrierId);
      if (!c) return;
      c.latitude = latitude;
      c.longitude = longitude;
      c.positionAt = at;
      dirty = true;
    },
    setStatus(carrierId: string, status: CarrierStatus) {
      const c = couriers.get(carrierId);
      if (c) c.status = status;
    },
    setLoad(carrierId: string, load: number) {
      const c = couriers.get(carrierId);
      if (c) c.load = Math.max(0, load);
    },
    /** The nearest couriers passing `accept`, closest first, within `radiusKm` of the point. */
    nearest(latitude: number, longitude: number, options: { radiusKm: number; limit: number; accept: (c: LiveCourier) => boolean }): Candidate[] {
      if (dirty || !tree) rebuild();
      const hits = around(tree!, longitude, latitude, options.limit, options.radiusKm, (i) => {
        const c = couriers.get(treeIds[i]);
        return c !== undefined && options.accept(c);
      });
      return hits.map((i) => {
        const c = couriers.get(treeIds[i])!;
        return { carrierId: c.carrierId, distanceMeters: Math.round(haversineMeters(latitude, longitude, c.latitude!, c.longitude!)) };
      });
    },
    /** The same answer by looking at every courier: the baseline for benchmarks and a cross-check in tests. */
    nearestByScan(latitude: number, longitude: number, options: { radiusKm: number; limit: number; accept: (c: LiveCourier) => boolean }): Candidate[] {
      const out: Candidate[] = [];
      for (const c of couriers.values()) {
        if (c.latitude === null || c.longitude === null || !options.accept(c)) continue;
        const d = haversineMeters(latitude, longitude, c.latitude, c.longitude);
        if (d <= options.radiusKm * 1000) out.push({ carrierId: c.carrierId, distanceMeters: Math.round(d) });
      }
      return out.sort((a, b) => a.distanceMeters - b.distanceMeters).slice(0, options.limit);
    },
  };
}
export type CourierIndex = ReturnType<typeof createCourierIndex>;
