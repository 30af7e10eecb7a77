import { z } from 'zod';

/** "41.0428,29.0075": a point as the route query takes it (latitude first, as people read coordinates). */
export const latLngParam = z
  .string()
  .regex(/^\s*-?\d{1,2}(\.\d+)?\s*,\s*-?\d{1,3}(\.\d+)?\s*$/, 'enlem,boylam')
  .transform((s) => s.split(',').map(Number) as [number, number])
  .refine(([lat, lng]) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180, 'enlem,boylam');

export const roadRouteQuery = z.object({ from: latLngParam, to: latLngParam });
export type RoadRouteQuery = z.input<typeof roadRouteQuery>;

/** `road`: along the streets; `straight`: the straight line × the configured factor (no street data, or not built yet). */
export const DISTANCE_KINDS = ['road', 'straight'] as const;
export type DistanceKind = (typeof DISTANCE_KINDS)[number];

/**
 * Which OpenMapTiles `transportation` classes a courier drives on; their speeds are settings (km/h, city traffic, not
 * the legal limit). Paths, pedestrian streets, tracks, rail and ferries are left out.
 */
export const ROAD_CLASSES = ['motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'minor', 'service'] as const;
export type RoadClass = (typeof ROAD_CLASSES)[number];

/** "4,2 km (yol)": a fee's distance and how it was measured, as the ledger and the store's pages print it. */
export function distanceLabel(meters: number, kind: DistanceKind | null) {
  const km = (meters / 1000).toLocaleString('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return kind ? `${km} km (${kind === 'road' ? 'yol' : 'kuş uçuşu'})` : `${km} km`;
}

export const roadRoute = z.object({
  distanceMeters: z.number().int().nonnegative(),
  durationSeconds: z.number().int().nonnegative(),
  kind: z.enum(DISTANCE_KINDS),
  geometry: z.object({ type: z.literal('LineString'), coordinates: z.array(z.tuple([z.number(), z.number()])) }),
});
export type RoadRoute = z.infer<typeof roadRoute>;
