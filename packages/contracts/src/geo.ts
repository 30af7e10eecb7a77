import { z } from 'zod';

/**
 * The street map served by the API from its PMTiles file (issue 20). The web's style reads `GET /map/tiles.json`
 * (TileJSON 3.0.0, `tiles` absolute on the request's origin), glyphs at `/map/fonts/{fontstack}/{range}.pbf`.
 * Without a file the JSON answers 404 `map_not_configured`.
 */
export const MAP_TILEJSON_PATH = '/map/tiles.json';
export const MAP_TILES_PATH = '/map/tiles/{z}/{x}/{y}.pbf';
export const MAP_GLYPHS_PATH = '/map/fonts/{fontstack}/{range}.pbf';
export const MAP_ATTRIBUTION = '© OpenMapTiles © OpenStreetMap contributors';

export const tileJson = z.object({
  tilejson: z.literal('3.0.0'),
  name: z.string().optional(),
  tiles: z.array(z.string()),
  minzoom: z.number().int(),
  maxzoom: z.number().int(),
  /** [west, south, east, north] */
  bounds: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  /** [longitude, latitude, zoom] */
  center: z.tuple([z.number(), z.number(), z.number()]),
  attribution: z.string(),
  vector_layers: z.array(
    z
      .object({ id: z.string(), fields: z.record(z.string(), z.string()).optional(), minzoom: z.number().optional(), maxzoom: z.number().optional() })
      .passthrough(),
  ),
});
export type TileJson = z.infer<typeof tileJson>;

export const GEO_PLACE_KINDS = ['street', 'neighbourhood', 'place', 'poi'] as const;
export type GeoPlaceKind = (typeof GEO_PLACE_KINDS)[number];

const latLng = z
  .string()
  .regex(/^-?\d{1,3}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, 'latitude,longitude')
  .transform((s) => s.split(',').map(Number) as [number, number])
  .refine(([lat, lng]) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180, 'latitude,longitude');

/** `GET /api/geo/search?q=bagdat cad&near=40.98,29.06&limit=10`: streets, neighbourhoods, places and POIs by name. */
export const geoSearchQuery = z.object({
  q: z.string().trim().min(2).max(100),
  /** `latitude,longitude`: nearer results first (the web passes the user's zone centre). */
  near: latLng.optional(),
  limit: z.coerce.number().int().min(1).max(25).default(10),
});
export type GeoSearchQuery = z.input<typeof geoSearchQuery>;

export const geoPlace = z.object({
  name: z.string(),
  kind: z.enum(GEO_PLACE_KINDS),
  /** The district (ilçe) the place lies in, by the nearest district centre; '' when unknown. */
  district: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type GeoPlace = z.infer<typeof geoPlace>;
export const geoSearchResults = z.object({ items: z.array(geoPlace) });
export type GeoSearchResults = z.infer<typeof geoSearchResults>;
