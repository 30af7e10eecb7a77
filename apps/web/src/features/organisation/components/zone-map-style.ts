import type { StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesUrl from 'world-atlas/countries-50m.json?url';
import type { Zone, ZonePolygon } from '../api/list-zones';

/*
 * A small local copy of the live map's offline basemap (features do not import each other). When it moves to
 * `src/lib/`, this file goes.
 */

const EMPTY = { type: 'FeatureCollection', features: [] } as GeoJSON.FeatureCollection;

/** Natural Earth land and borders (no network, no glyphs), other zones drawn faintly; terra-draw adds its own layers on top. */
export function buildZoneEditorStyle(tileUrl: string | null): StyleSpecification {
  const style: StyleSpecification = {
    version: 8,
    sources: {
      land: { type: 'geojson', data: EMPTY },
      borders: { type: 'geojson', data: EMPTY },
      others: { type: 'geojson', data: EMPTY },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': '#cfe3f3' } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#f4f1ea', 'fill-antialias': false } },
      { id: 'borders', type: 'line', source: 'borders', paint: { 'line-color': '#b8b2a6', 'line-width': 1 } },
      { id: 'other-zones-fill', type: 'fill', source: 'others', paint: { 'fill-color': '#8c8c8c', 'fill-opacity': 0.12, 'fill-antialias': false } },
      { id: 'other-zones-line', type: 'line', source: 'others', paint: { 'line-color': '#6e6e6e', 'line-width': 1.2, 'line-opacity': 0.7, 'line-dasharray': [2, 2] } },
    ],
  };
  if (tileUrl) {
    style.sources.tiles = { type: 'raster', tiles: [tileUrl], tileSize: 256, maxzoom: 19 };
    style.layers.splice(3, 0, { id: 'tiles', type: 'raster', source: 'tiles' });
  }
  return style;
}

/** Land and borders from Natural Earth 1:50m (a same-origin asset the browser caches). */
export async function loadBasemap(signal?: AbortSignal) {
  const topo = (await (await fetch(countriesUrl, { signal })).json()) as Topology<{ countries: GeometryCollection }>;
  return {
    land: feature(topo, topo.objects.countries) as GeoJSON.FeatureCollection,
    borders: { type: 'Feature', properties: {}, geometry: mesh(topo, topo.objects.countries, (a, b) => a !== b) } as GeoJSON.Feature,
  };
}

export function zonesToGeoJSON(zones: Zone[]): GeoJSON.FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: zones.map((z) => ({ type: 'Feature', properties: { id: z.id, name: z.name }, geometry: z.polygon as GeoJSON.Polygon })),
  };
}

/** [west, south, east, north] of the polygons, or null when there are none. */
export function boundsOf(polygons: ZonePolygon[]): [number, number, number, number] | null {
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

/** The map tile URL an operator may set for this browser (as on the live map); none means the offline basemap only. */
export const storedTileUrl = () => {
  try {
    return window.localStorage.getItem('mapTileUrl') || null;
  } catch {
    return null;
  }
};
