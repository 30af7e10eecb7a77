import type { DistanceKind, RoadRoute } from '@kurye/contracts/roads';
import type { Settings } from '@kurye/contracts/settings';
import { haversineMeters } from '../../lib/geo';
import { AppError } from '../../lib/errors';
import type { LatLng } from './road-network';
import type { RoadsService } from './roads.service';

/** A fee's distance and how it was measured. */
export interface FeeDistance {
  distanceMeters: number;
  kind: DistanceKind;
}

type RoadSettings = Settings['roads'];

/**
 * Routes and fee distances: by the streets when the network is there, else the straight line × the settings' factor
 * (at their speed). A fee falls back to that line where the streets give no route (a point far from any road).
 */
export function createRoadRoutesService(roads: RoadsService, settings: () => Promise<RoadSettings>) {
  function straight(from: LatLng, to: LatLng, s: RoadSettings) {
    const distanceMeters = Math.round(haversineMeters(from.latitude, from.longitude, to.latitude, to.longitude) * s.straightFactor);
    return { distanceMeters, durationSeconds: Math.round((distanceMeters / 1000 / s.straightSpeedKmh) * 3600) };
  }

  return {
    async route(from: LatLng, to: LatLng): Promise<RoadRoute> {
      const network = roads.network;
      if (network) {
        const answer = network.route(from, to);
        if (typeof answer === 'string') throw new AppError(422, answer);
        return { ...answer, kind: 'road' };
      }
      return {
        ...straight(from, to, await settings()),
        kind: 'straight',
        geometry: {
          type: 'LineString',
          coordinates: [
            [from.longitude, from.latitude],
            [to.longitude, to.latitude],
          ],
        },
      };
    },

    /** The expected driving time (by the streets, else the straight line at the settings' speed). */
    async travelSeconds(from: LatLng, to: LatLng): Promise<{ seconds: number; kind: DistanceKind }> {
      const answer = roads.network?.route(from, to);
      if (answer && typeof answer !== 'string') return { seconds: answer.durationSeconds, kind: 'road' };
      return { seconds: straight(from, to, await settings()).durationSeconds, kind: 'straight' };
    },

    /**
     * Driving seconds from each of `froms` to `to` (one search from the destination; null for a point off the roads),
     * or null without a network: what dispatch ranks a stage's couriers by.
     */
    secondsTo(to: LatLng, froms: LatLng[]): (number | null)[] | null {
      return roads.network?.secondsTo(to, froms) ?? null;
    },

    /** The distance a packet's fee is priced by, store → drop-off. */
    async feeDistance(from: LatLng, to: LatLng): Promise<FeeDistance> {
      const s = await settings();
      const network = s.feeDistance === 'road' ? roads.network : null;
      const answer = network?.route(from, to);
      if (answer && typeof answer !== 'string') return { distanceMeters: answer.distanceMeters, kind: 'road' };
      return { distanceMeters: straight(from, to, s).distanceMeters, kind: 'straight' };
    },
  };
}
export type RoadRoutesService = ReturnType<typeof createRoadRoutesService>;
