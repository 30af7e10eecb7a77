/**
 * Which OpenMapTiles `transportation` classes a courier drives on, and how fast by default (km/h, city traffic,
 * not the legal limit). Paths, pedestrian streets, tracks, rail and ferries are left out.
 */
export const ROAD_CLASSES = ['motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'minor', 'service'] as const;
export type RoadClass = (typeof ROAD_CLASSES)[number];

export const DEFAULT_ROAD_SPEEDS_KMH: Record<RoadClass, number> = {
  motorway: 80,
  trunk: 60,
  primary: 45,
  secondary: 35,
  tertiary: 30,
  minor: 20,
  service: 12,
};

const INDEX = new Map<string, number>(ROAD_CLASSES.map((c, i) => [c, i]));

/** The class's index in ROAD_CLASSES, or -1 for a class couriers don't drive on. */
export const roadClassIndex = (cls: unknown): number => (typeof cls === 'string' ? (INDEX.get(cls) ?? -1) : -1);
