import type {
  ExpressionSpecification,
  FilterSpecification,
  LayerSpecification,
  GeoJSONSource,
  Map as MapLibreMap,
  SourceSpecification,
  StyleSpecification,
  SymbolLayerSpecification,
} from 'maplibre-gl';
import { api } from './api-client';
import { creditBesideStreets } from './offline-map';
import { labelPoint } from './label-point';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesUrl from 'world-atlas/countries-50m.json?url';

/**
 * THE basemap of every map here (live map, zone editor, point maps and the pages using them), all served by our own
 * server (no internet needed), light or dark after the app's theme (`<body class="dark">`):
 * - the world's land and borders from Natural Earth 1:50m (`world-atlas`, a same-origin asset), for the far zooms;
 * - İstanbul's land from OpenStreetMap's coastline (`/map/istanbul-land.geojson`), drawn over a water-coloured box that
 *   hides the coarse outline there, so the Bosphorus, the Golden Horn and the islands are where they are (the street
 *   tiles have no sea polygons: land is ours, the sea is the background);
 * - the names of İstanbul's 39 districts and of 93 smaller places from GeoNames and of the seas, drawn with the
 *   DejaVu Sans font our server serves (style `font-faces`);
 * - streets when the server has a PMTiles extract (`/map/tiles.json`, OpenMapTiles schema): water, parks, roads by
 *   class with casings, buildings from z14, street and place names from `name:latin` in Noto Sans (`/map/fonts`), a
 *   few POIs at high zoom. Without it the maps stay on the coastline.
 * When the office set a raster tile URL (`GET /api/settings/public` → `map.tileUrl`) or this browser has one
 * (`localStorage.mapTileUrl`, wins), its tiles go on top of the land instead of the streets and our labels step aside.
 * Maps add their own sources and layers on top.
 */
export const EMPTY_COLLECTION = { type: 'FeatureCollection', features: [] } as GeoJSON.FeatureCollection;

/** Fonts for `text-font`: MapLibre loads the file on first use and draws the glyphs (SDF) in the browser. */
export const MAP_FONT = ['DejaVu Sans'];
export const MAP_FONT_BOLD = ['DejaVu Sans Bold'];
/** The street tiles' attribution (OpenMapTiles schema, OpenStreetMap data): shown whenever streets are drawn. */
export const STREETS_ATTRIBUTION = '© OpenMapTiles © OpenStreetMap contributors';
const STREET_FONT = ['Noto Sans Regular'];
const STREET_FONT_MEDIUM = ['Noto Sans Medium'];
const STREET_FONT_ITALIC = ['Noto Sans Italic'];

export type MapScheme = 'light' | 'dark';

const PALETTES = {
  light: {
    sea: '#cfe3f3',
    land: '#f4f1ea',
    coast: '#9fc2dd',
    border: '#b8b2a6',
    park: '#dcebcf',
    building: '#e4ddd1',
    buildingLine: '#d6cdbf',
    rail: '#b9b3aa',
    motorway: '#f3bd84',
    motorwayCasing: '#cf8f4e',
    primary: '#fbe0a0',
    primaryCasing: '#d2b06a',
    street: '#ffffff',
    streetCasing: '#d5cdbe',
    label: '#4a4a4a',
    placeLabel: '#6b6256',
    districtLabel: '#7a6f5f',
    seaLabel: '#5b87aa',
    poiLabel: '#7b7467',
    halo: 'rgba(255,255,255,.88)',
    seaHalo: 'rgba(207,227,243,.8)',
  },
  dark: {
    sea: '#17212b',
    land: '#23272d',
    coast: '#2c3f52',
    border: '#4a4f57',
    park: '#253028',
    building: '#2d3238',
    buildingLine: '#353b42',
    rail: '#4b5058',
    motorway: '#7a5a3a',
    motorwayCasing: '#3b2c1e',
    primary: '#5b5443',
    primaryCasing: '#2a2722',
    street: '#3d434b',
    streetCasing: '#1c1f23',
    label: '#c9cdd2',
    placeLabel: '#aab0b8',
    districtLabel: '#9aa1aa',
    seaLabel: '#6f93b3',
    poiLabel: '#8d939b',
    halo: 'rgba(20,23,27,.9)',
    seaHalo: 'rgba(23,33,43,.85)',
  },
} satisfies Record<MapScheme, Record<string, string>>;
type Palette = (typeof PALETTES)['light'];

/** The app's theme as the page shows it (`useScheme` mirrors it on <body>). */
export const currentMapScheme = (): MapScheme => (typeof document !== 'undefined' && document.body.classList.contains('dark') ? 'dark' : 'light');

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
    paint,
  };
}

/** The basemap's own layers (land, coast, labels), coloured after `p`. */
function baseLayers(tileUrl: string | null, p: Palette): LayerSpecification[] {
  return [
    { id: 'water', type: 'background', paint: { 'background-color': p.sea } },
    { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': p.land, 'fill-antialias': false } },
    { id: 'city-water', type: 'fill', source: 'city-box', paint: { 'fill-color': p.sea, 'fill-antialias': false } },
    { id: 'city-land', type: 'fill', source: 'city-land', paint: { 'fill-color': p.land } },
    { id: 'city-coast', type: 'line', source: 'city-land', minzoom: 9, paint: { 'line-color': p.coast, 'line-width': 1 } },
    { id: 'borders', type: 'line', source: 'borders', paint: { 'line-color': p.border, 'line-width': 1 } },
    ...(tileUrl ? [{ id: 'tiles', type: 'raster', source: 'tiles' } as LayerSpecification] : []),
    districtLabels(
      tileUrl,
      'place',
      11.5,
      { 'text-size': ['interpolate', ['linear'], ['zoom'], 12, 11, 15, 13] },
      { 'text-color': p.placeLabel, 'text-halo-color': p.halo, 'text-halo-width': 1.2 },
    ),
    districtLabels(
      tileUrl,
      'district',
      9,
      { 'text-size': ['interpolate', ['linear'], ['zoom'], 9, 11, 13, 15], 'text-transform': 'uppercase', 'text-letter-spacing': 0.06 },
      { 'text-color': p.districtLabel, 'text-halo-color': p.halo, 'text-halo-width': 1.4 },
    ),
    {
      id: 'sea-labels',
      type: 'symbol',
      source: 'seas',
      minzoom: 8,
      layout: { ...labelLayout(tileUrl), 'text-size': 13, 'text-letter-spacing': 0.1 },
      paint: { 'text-color': p.seaLabel, 'text-halo-color': p.seaHalo, 'text-halo-width': 1 },
    },
  ];
}

/** The basemap's own sources. */
function baseSources(tileUrl: string | null): Record<string, SourceSpecification> {
  const [w, s, e, n] = CITY_BOX;
  return {
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
}

const ROAD_CLASSES = ['motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'minor', 'service'];
/** Road fill width (px) by class at zooms 10, 12, 14, 16, 18. */
const ROAD_WIDTHS: Record<string, number[]> = {
  motorway: [1.2, 2.2, 4.5, 9, 18],
  trunk: [1, 2, 4, 8, 16],
  primary: [0.8, 1.8, 3.6, 7.5, 15],
  secondary: [0.5, 1.4, 3.2, 6.5, 13],
  tertiary: [0.3, 1, 2.8, 6, 12],
  minor: [0, 0.4, 1.8, 4.5, 10],
  service: [0, 0, 0.8, 2.5, 6],
};
/** What a casing adds to the fill's width at the same zooms. */
const CASING_EXTRA = [0.6, 1, 1.6, 2, 2.5];

function roadWidth(casing: boolean): ExpressionSpecification {
  const stops = [10, 12, 14, 16, 18].flatMap((z, i) => [
    z,
    ['match', ['get', 'class'], ...ROAD_CLASSES.flatMap((c) => [c, ROAD_WIDTHS[c]![i]! + (casing ? CASING_EXTRA[i]! : 0)]), 0],
  ]);
  return ['interpolate', ['exponential', 1.4], ['zoom'], ...stops] as ExpressionSpecification;
}
const byClass = (major: string, middle: string, rest: string): ExpressionSpecification => [
  'match',
  ['get', 'class'],
  ['motorway', 'trunk'],
  major,
  ['primary', 'secondary'],
  middle,
  rest,
];
const classIn = (classes: string[]): FilterSpecification => ['match', ['get', 'class'], classes, true, false];
const MAJOR = ROAD_CLASSES.slice(0, 5);
const MINOR = ['minor', 'service'];
/** Motorways drawn over primaries over minor streets where they cross. */
const ROAD_SORT: ExpressionSpecification = ['match', ['get', 'class'], 'motorway', 7, 'trunk', 6, 'primary', 5, 'secondary', 4, 'tertiary', 3, 'minor', 2, 1];
const NAME: ExpressionSpecification = ['get', 'name:latin'];

/** The street layers over our land (source `streets`, OpenMapTiles schema), bottom to top. */
function streetLayers(p: Palette): LayerSpecification[] {
  const s = { source: 'streets' } as const;
  const road = (id: string, filter: FilterSpecification, casing: boolean, minzoom: number): LayerSpecification => ({
    id,
    type: 'line',
    ...s,
    'source-layer': 'transportation',
    minzoom,
    filter,
    layout: { 'line-cap': 'round', 'line-join': 'round', 'line-sort-key': ROAD_SORT },
    paint: {
      'line-color': casing ? byClass(p.motorwayCasing, p.primaryCasing, p.streetCasing) : byClass(p.motorway, p.primary, p.street),
      'line-width': roadWidth(casing),
      // Quiet at city zoom, where the zones and couriers are what a dispatcher reads.
      'line-opacity': ['interpolate', ['linear'], ['zoom'], 9, 0.45, 12.5, 1],
    },
  });
  const halo = { 'text-halo-color': p.halo, 'text-halo-width': 1.4 };
  return [
    { id: 'streets-park', type: 'fill', ...s, 'source-layer': 'park', paint: { 'fill-color': p.park, 'fill-opacity': 0.7 } },
    {
      id: 'streets-green',
      type: 'fill',
      ...s,
      'source-layer': 'landcover',
      filter: classIn(['wood', 'grass', 'farmland']),
      paint: { 'fill-color': p.park, 'fill-opacity': 0.45 },
    },
    { id: 'streets-water', type: 'fill', ...s, 'source-layer': 'water', paint: { 'fill-color': p.sea } },
    { id: 'streets-waterway', type: 'line', ...s, 'source-layer': 'waterway', minzoom: 12, paint: { 'line-color': p.sea, 'line-width': 1.2 } },
    {
      id: 'streets-building',
      type: 'fill',
      ...s,
      'source-layer': 'building',
      minzoom: 14,
      paint: { 'fill-color': p.building, 'fill-outline-color': p.buildingLine, 'fill-opacity': ['interpolate', ['linear'], ['zoom'], 14, 0.5, 16, 1] },
    },
    road('streets-minor-casing', classIn(MINOR), true, 13),
    road('streets-major-casing', classIn(MAJOR), true, 12),
    road('streets-minor', classIn(MINOR), false, 12.5),
    road('streets-major', classIn(MAJOR), false, 8),
    {
      id: 'streets-rail',
      type: 'line',
      ...s,
      'source-layer': 'transportation',
      minzoom: 11,
      filter: classIn(['rail', 'light_rail', 'tram']),
      paint: { 'line-color': p.rail, 'line-width': ['interpolate', ['linear'], ['zoom'], 11, 0.5, 16, 1.2], 'line-dasharray': [3, 2] },
    },
    {
      id: 'street-names',
      type: 'symbol',
      ...s,
      'source-layer': 'transportation_name',
      minzoom: 13,
      filter: classIn(ROAD_CLASSES),
      layout: {
        'symbol-placement': 'line',
        'text-field': NAME,
        'text-font': STREET_FONT,
        'text-size': ['interpolate', ['linear'], ['zoom'], 13, 10, 16, 13],
        'text-max-angle': 30,
        'symbol-spacing': 300,
      },
      paint: { 'text-color': p.label, ...halo },
    },
    {
      id: 'streets-water-names',
      type: 'symbol',
      ...s,
      'source-layer': 'water_name',
      minzoom: 12,
      layout: { 'text-field': NAME, 'text-font': STREET_FONT_ITALIC, 'text-size': 12 },
      paint: { 'text-color': p.seaLabel, 'text-halo-color': p.seaHalo, 'text-halo-width': 1 },
    },
    {
      id: 'streets-poi',
      type: 'symbol',
      ...s,
      'source-layer': 'poi',
      minzoom: 16,
      filter: ['<=', ['to-number', ['get', 'rank'], 99], 6],
      layout: { 'text-field': NAME, 'text-font': STREET_FONT_ITALIC, 'text-size': 11, 'text-max-width': 8, 'text-padding': 6 },
      paint: { 'text-color': p.poiLabel, ...halo },
    },
    {
      id: 'street-places',
      type: 'symbol',
      ...s,
      'source-layer': 'place',
      minzoom: 11.5,
      filter: classIn(['suburb', 'quarter', 'neighbourhood', 'village', 'town', 'hamlet']),
      layout: {
        'text-field': NAME,
        'text-font': STREET_FONT_MEDIUM,
        'text-size': ['interpolate', ['linear'], ['zoom'], 12, 11, 16, 14],
        'text-max-width': 8,
        'text-padding': 4,
      },
      paint: { 'text-color': p.placeLabel, ...halo },
    },
  ];
}

/** A map's own layers that follow the theme (zone names): id → paint for a palette. */
const themedOverlays = new Map<string, (scheme: MapScheme) => Record<string, unknown>>();

export function offlineStyle(extra: { sources: Record<string, SourceSpecification>; layers: LayerSpecification[] }): StyleSpecification {
  const tileUrl = storedTileUrl();
  return {
    version: 8,
    'font-faces': {
      'DejaVu Sans': mapUrl('fonts/dejavu-sans.ttf'),
      'DejaVu Sans Bold': mapUrl('fonts/dejavu-sans-bold.ttf'),
    },
    sources: { ...baseSources(tileUrl), ...extra.sources },
    layers: [...baseLayers(tileUrl, PALETTES[currentMapScheme()]), ...extra.layers],
  };
}

/** The zones as polygons, and each name's place as a point beside them (drawn by `zoneLabelLayer`). */
export function zonesWithLabels(zones: { id: string; name: string; polygon: unknown }[]): GeoJSON.FeatureCollection {
  const features: GeoJSON.Feature[] = [];
  for (const z of zones) {
    const polygon = z.polygon as GeoJSON.Polygon;
    features.push({ type: 'Feature', properties: { id: z.id, name: z.name }, geometry: polygon });
    const at = labelPoint(polygon);
    if (at) features.push({ type: 'Feature', properties: { id: z.id, name: z.name }, geometry: { type: 'Point', coordinates: at } });
  }
  return { type: 'FeatureCollection', features };
}

/** A zone's name, once, at the point `zonesWithLabels` gives it. */
export function zoneLabelLayer(id: string, source: string, colors: Record<MapScheme, string>): LayerSpecification {
  const paint = (scheme: MapScheme) => ({ 'text-color': colors[scheme], 'text-halo-color': PALETTES[scheme].halo, 'text-halo-width': 1.6 });
  themedOverlays.set(id, paint);
  return {
    id,
    type: 'symbol',
    source,
    filter: ['==', ['geometry-type'], 'Point'],
    layout: {
      'text-field': ['get', 'name'],
      'text-font': MAP_FONT_BOLD,
      'text-size': ['interpolate', ['linear'], ['zoom'], 9, 11, 14, 15],
      'text-padding': 2,
      'text-max-width': 8,
    },
    paint: paint(currentMapScheme()),
  };
}

/** The street tiles' TileJSON (`/map/tiles.json`), asked once per page load; null when the server has none. */
interface TileJson {
  tiles: string[];
  minzoom?: number;
  maxzoom?: number;
  bounds?: [number, number, number, number];
}
let streetTiles: Promise<TileJson | null> | null = null;
function loadStreetTiles() {
  streetTiles ??= fetch(mapUrl('tiles.json')).then(
    (r) => (r.ok ? (r.json() as Promise<TileJson>) : null),
    () => null,
  );
  return streetTiles;
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

/** Land and borders from Natural Earth 1:50m, the raster tile URL to use, or else the street tiles when the server has them. */
async function loadBasemap(signal?: AbortSignal) {
  const [topo, tileUrl, streets] = await Promise.all([
    fetch(countriesUrl, { signal }).then((r) => r.json() as Promise<Topology<{ countries: GeometryCollection }>>),
    settingsTileUrl(),
    loadStreetTiles(),
  ]);
  const raster = storedTileUrl() ?? tileUrl;
  return {
    land: feature(topo, topo.objects.countries) as GeoJSON.FeatureCollection,
    borders: { type: 'Feature', properties: {}, geometry: mesh(topo, topo.objects.countries, (a, b) => a !== b) } as GeoJSON.Feature,
    tileUrl: raster,
    streets: raster ? null : streets,
  };
}

/** The first layer that is the map's own or a basemap label: raster tiles and streets go under it. */
const firstAbove = (map: MapLibreMap) => map.getStyle().layers.find((l) => !BASE_LAYERS.includes(l.id) || BASE_LABEL_LAYERS.includes(l.id))?.id;

/** Puts the raster tiles over the offline land (under the map's own layers); a tile that cannot load leaves the land. */
function applyTiles(map: MapLibreMap, tileUrl: string) {
  if (map.getSource('tiles')) return;
  map.addSource('tiles', { type: 'raster', tiles: [tileUrl], tileSize: 256, maxzoom: 19 });
  map.addLayer({ id: 'tiles', type: 'raster', source: 'tiles' }, firstAbove(map));
  // The tiles carry their own place names.
  for (const id of BASE_LABEL_LAYERS) if (map.getLayer(id)) map.setLayoutProperty(id, 'visibility', 'none');
}

/** Puts the street layers over the offline land, under our district and sea names and the map's own layers. */
function applyStreets(map: MapLibreMap, tiles: TileJson) {
  if (map.getSource('streets')) return;
  // Not through `URL`: it would escape the braces of the templates.
  map.setGlyphs(`${window.location.origin}/map/fonts/{fontstack}/{range}.pbf`);
  creditBesideStreets(map);
  map.addSource('streets', {
    type: 'vector',
    tiles: tiles.tiles.map((t) => (t.startsWith('/') ? window.location.origin + t : t)),
    minzoom: tiles.minzoom ?? 0,
    maxzoom: tiles.maxzoom ?? 14,
    ...(tiles.bounds ? { bounds: tiles.bounds } : {}),
    attribution: STREETS_ATTRIBUTION,
  });
  const before = firstAbove(map);
  for (const layer of streetLayers(PALETTES[currentMapScheme()])) map.addLayer(layer, before);
  // The tiles name the neighbourhoods themselves (our 93 smaller places would double them).
  if (map.getLayer('place-labels')) map.setLayoutProperty('place-labels', 'visibility', 'none');
}

type PaintArgs = Parameters<MapLibreMap['setPaintProperty']>;

/** Recolours the basemap, the streets and the themed overlays for `scheme`. */
function restyle(map: MapLibreMap, scheme: MapScheme) {
  const p = PALETTES[scheme];
  const paints: [string, Record<string, unknown>][] = [
    ...[...baseLayers(null, p), ...streetLayers(p)].map((l) => [l.id, ('paint' in l ? l.paint : undefined) ?? {}] as [string, Record<string, unknown>]),
    ...[...themedOverlays].map(([id, paint]) => [id, paint(scheme)] as [string, Record<string, unknown>]),
  ];
  for (const [id, paint] of paints) {
    if (!map.getLayer(id)) continue;
    for (const [prop, value] of Object.entries(paint) as [PaintArgs[1], PaintArgs[2]][]) map.setPaintProperty(id, prop, value);
  }
}

/**
 * Once the map's style has loaded: fills in the land and borders, puts the raster tiles or the streets under the map's
 * own layers, and recolours the map when the app's theme changes, until the map is removed. Returns when done.
 */
export function startBasemap(map: MapLibreMap): Promise<void> {
  const abort = new AbortController();
  let scheme = currentMapScheme();
  const themeWatch = new MutationObserver(() => {
    const next = currentMapScheme();
    if (next !== scheme) restyle(map, (scheme = next));
  });
  themeWatch.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  map.once('remove', () => {
    abort.abort();
    themeWatch.disconnect();
  });
  return loadBasemap(abort.signal).then(
    ({ land, borders, tileUrl, streets }) => {
      if (abort.signal.aborted) return;
      (map.getSource('land') as GeoJSONSource | undefined)?.setData(land);
      (map.getSource('borders') as GeoJSONSource | undefined)?.setData(borders);
      if (tileUrl) applyTiles(map, tileUrl);
      else if (streets) applyStreets(map, streets);
    },
    () => undefined,
  );
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

/** A drive drawn on a map (a courier's route to its next stop): a white casing under a purple line. */
export function routeLineLayers(source: string): LayerSpecification[] {
  const layout = { 'line-join': 'round', 'line-cap': 'round' } as const;
  return [
    { id: `${source}-casing`, type: 'line', source, layout, paint: { 'line-color': '#ffffff', 'line-width': 7 } },
    { id: source, type: 'line', source, layout, paint: { 'line-color': '#722ed1', 'line-width': 4 } },
  ];
}
