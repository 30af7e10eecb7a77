import type { LayerSpecification, SourceSpecification, StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesUrl from 'world-atlas/countries-50m.json?url';

/**
 * The offline basemap every map here starts from: Natural Earth land and borders from `world-atlas` (a same-origin
 * asset the browser caches), no glyphs (no font server), and an optional raster layer when this browser has a tile
 * URL (`localStorage.mapTileUrl`). Maps add their own sources and layers on top.
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

/** Land and borders from Natural Earth 1:50m, for the `land` and `borders` sources. */
export async function loadBasemap(signal?: AbortSignal) {
  const topo = (await (await fetch(countriesUrl, { signal })).json()) as Topology<{ countries: GeometryCollection }>;
  return {
    land: feature(topo, topo.objects.countries) as GeoJSON.FeatureCollection,
    borders: { type: 'Feature', properties: {}, geometry: mesh(topo, topo.objects.countries, (a, b) => a !== b) } as GeoJSON.Feature,
  };
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
