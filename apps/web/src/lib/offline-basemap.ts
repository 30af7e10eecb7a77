import type { LayerSpecification, Map as MapLibreMap, SourceSpecification, StyleSpecification } from 'maplibre-gl';
import { api } from './api-client';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesUrl from 'world-atlas/countries-50m.json?url';

/**
 * The offline basemap every map here starts from: Natural Earth land and borders from `world-atlas` (a same-origin
 * asset the browser caches), no glyphs (no font server), and a raster layer on top of it when the office set a tile URL
 * (`GET /api/settings/public` → `map.tileUrl`; empty by default, so maps work with no internet) or this browser has
 * one (`localStorage.mapTileUrl`, wins). Maps add their own sources and layers on top.
 */
export const EMPTY_COLLECTION = { type: 'FeatureCollection', features: [] } as GeoJSON.FeatureCollection;

export function offlineStyle(extra: { sources: Record<string, SourceSpecification>; layers: LayerSpecification[] }): StyleSpecification {
  const tileUrl = storedTileUrl();
  return {
    version: 8,
    sources: {
      land: { type: 'geojson', data: EMPTY_COLLECTION },
      borders: { type: 'geojson', data: EMPTY_COLLECTION },
      ...(tileUrl ? { tiles: { type: 'raster', tiles: [tileUrl], tileSize: 256, maxzoom: 19 } as SourceSpecification } : {}),
      ...extra.sources,
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': '#cfe3f3' } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#f4f1ea', 'fill-antialias': false } },
      { id: 'borders', type: 'line', source: 'borders', paint: { 'line-color': '#b8b2a6', 'line-width': 1 } },
      ...(tileUrl ? [{ id: 'tiles', type: 'raster', source: 'tiles' } as LayerSpecification] : []),
      ...extra.layers,
    ],
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
  const above = map.getStyle().layers.find((l) => !['water', 'land', 'borders'].includes(l.id));
  map.addLayer({ id: 'tiles', type: 'raster', source: 'tiles' }, above?.id);
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
