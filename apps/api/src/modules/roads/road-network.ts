import type { RoadGraph } from './road-graph';
import { contract, type RoadHierarchy } from './road-hierarchy';
import { RoadRouter } from './road-router';
import { RoadSnapper, routeLine, type SnapIndex } from './road-snap';
import { networkArrays, networkFromArrays } from './road-network-arrays';
import { unpackArrays, type NamedArrays } from './typed-array-file';

export interface LatLng {
  latitude: number;
  longitude: number;
}

export interface RoadRouteAnswer {
  distanceMeters: number;
  durationSeconds: number;
  geometry: { type: 'LineString'; coordinates: [number, number][] };
}

export type RoadRouteFailure = 'no_road_near_start' | 'no_road_near_end' | 'no_route';

/** How far from a street a point may be and still be placed on it (a store set back in a courtyard, a park). */
export const SNAP_METERS = 300;

/** The road graph with its hierarchy, router and snapper: what the rest of the server asks about roads. */
export class RoadNetwork {
  readonly router: RoadRouter;
  readonly snapper: RoadSnapper;

  constructor(
    readonly graph: RoadGraph,
    readonly hierarchy: RoadHierarchy,
    snap?: SnapIndex,
  ) {
    this.router = new RoadRouter(graph, hierarchy);
    this.snapper = new RoadSnapper(graph, snap);
  }

  static build(graph: RoadGraph) {
    return new RoadNetwork(graph, contract(graph));
  }

  /** The network's arrays as they are (no copies): for the cache file, or to hand from the build worker. */
  toArrays(extra: Record<string, unknown> = {}): NamedArrays {
    return networkArrays(this.graph, this.hierarchy, this.snapper.arrays, extra);
  }

  static fromArrays(named: NamedArrays): { network: RoadNetwork; extra: Record<string, unknown> } {
    const { graph, hierarchy, snap, extra } = networkFromArrays(named);
    return { network: new RoadNetwork(graph, hierarchy, snap), extra };
  }

  /** The network of a cache file's bytes (`writeCacheFile`). */
  static fromBuffer(buffer: Buffer) {
    return RoadNetwork.fromArrays(unpackArrays(buffer));
  }

  /** The fastest drive between two points, each placed on its nearest street. */
  route(from: LatLng, to: LatLng): RoadRouteAnswer | RoadRouteFailure {
    const start = this.snapper.snap(from.latitude, from.longitude, SNAP_METERS);
    if (!start) return 'no_road_near_start';
    const end = this.snapper.snap(to.latitude, to.longitude, SNAP_METERS);
    if (!end) return 'no_road_near_end';
    const found = this.router.route(start, end);
    if (!found) return 'no_route';
    return {
      distanceMeters: Math.round(found.meters),
      durationSeconds: Math.round(found.seconds),
      geometry: { type: 'LineString', coordinates: routeLine(this.graph, found.edges, start, end).map(([lng, lat]) => [round6(lng), round6(lat)]) },
    };
  }

  /** Driving seconds from each point to `to` (null where a point is off the roads or no road leads there). */
  secondsTo(to: LatLng, froms: LatLng[], maxSeconds = 3600): (number | null)[] {
    const end = this.snapper.snap(to.latitude, to.longitude, SNAP_METERS);
    if (!end) return froms.map(() => null);
    const starts = froms.map((f) => this.snapper.snap(f.latitude, f.longitude, SNAP_METERS));
    const placed = starts.filter((s) => s !== null);
    const seconds = this.router.secondsTo(end, placed, maxSeconds);
    let i = 0;
    return starts.map((s) => {
      if (!s) return null;
      const value = seconds[i++]!;
      return Number.isFinite(value) ? value : null;
    });
  }
}

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;
