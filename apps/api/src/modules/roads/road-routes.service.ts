import type { RoadRoute } from '@kurye/contracts/roads';
import { haversineMeters } from '../../lib/geo';
import { AppError } from '../../lib/errors';
import type { LatLng } from './road-network';
import type { RoadsService } from './roads.service';

export interface StraightLineFallback {
  /** Straight line × this = the distance charged and shown when there is no road network. */
  factor: number;
  /** Average speed on that distance, for a duration. */
  speedKmh: number;
}

/** Until the settings say otherwise: city streets run about 1.3× the straight line, at about 25 km/h on average. */
export const STRAIGHT_LINE_FALLBACK: StraightLineFallback = { factor: 1.3, speedKmh: 25 };

/** Answers routes: by the streets when the network is there, else the straight line × the factor. */
export function createRoadRoutesService(roads: RoadsService, fallback: () => Promise<StraightLineFallback> | StraightLineFallback) {
  return {
    async route(from: LatLng, to: LatLng): Promise<RoadRoute> {
      const network = roads.network;
      if (network) {
        const answer = network.route(from, to);
        if (typeof answer === 'string') throw new AppError(422, answer);
        return { ...answer, kind: 'road' };
      }
      const { factor, speedKmh } = await fallback();
      const distanceMeters = Math.round(haversineMeters(from.latitude, from.longitude, to.latitude, to.longitude) * factor);
      return {
        distanceMeters,
        durationSeconds: Math.round((distanceMeters / 1000 / speedKmh) * 3600),
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
  };
}
export type RoadRoutesService = ReturnType<typeof createRoadRoutesService>;
