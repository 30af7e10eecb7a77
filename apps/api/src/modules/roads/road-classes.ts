import { DEFAULT_SETTINGS } from '@kurye/contracts/settings';
import { ROAD_CLASSES, type RoadClass } from '@kurye/contracts/roads';

export { ROAD_CLASSES, type RoadClass };

/** The speeds a network is built with when the settings name none (km/h). */
export const DEFAULT_ROAD_SPEEDS_KMH: Record<RoadClass, number> = DEFAULT_SETTINGS.roads.speedsKmh;

const INDEX = new Map<string, number>(ROAD_CLASSES.map((c, i) => [c, i]));

/** The class's index in ROAD_CLASSES, or -1 for a class couriers don't drive on. */
export const roadClassIndex = (cls: unknown): number => (typeof cls === 'string' ? (INDEX.get(cls) ?? -1) : -1);
