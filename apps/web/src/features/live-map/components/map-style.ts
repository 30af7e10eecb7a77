import type { ExpressionSpecification, FilterSpecification, StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesUrl from 'world-atlas/countries-50m.json?url';
import type { LiveStore, LiveZone } from '../api/get-live-snapshot';

const EMPTY = { type: 'FeatureCollection', features: [] } as GeoJSON.FeatureCollection;

/**
 * The live map's style, with no network: a Natural Earth basemap from `world-atlas` (land fill + country borders,
 * loaded as a same-origin asset), the zones and stores (small squares). The couriers are not in the style: they are
 * drawn by `CourierOverlay`, a WebGL canvas of their own over the map.
 * No glyphs (no font server here), so no text layers. An optional raster layer comes from `localStorage.mapTileUrl`.
 */
export function buildStyle(tileUrl: string | null): StyleSpecification {
  const style: StyleSpecification = {
    version: 8,
    sources: {
      land: { type: 'geojson', data: EMPTY },
      borders: { type: 'geojson', data: EMPTY },
      zones: { type: 'geojson', data: EMPTY },
      stores: { type: 'geojson', data: EMPTY },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': '#cfe3f3' } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#f4f1ea', 'fill-antialias': false } },
      { id: 'borders', type: 'line', source: 'borders', paint: { 'line-color': '#b8b2a6', 'line-width': 1 } },
      { id: 'zone-fill', type: 'fill', source: 'zones', paint: { 'fill-color': '#1668dc', 'fill-opacity': 0.07, 'fill-antialias': false } },
      { id: 'zone-line', type: 'line', source: 'zones', paint: { 'line-color': '#1668dc', 'line-width': 1.5, 'line-opacity': 0.8 } },
      {
        id: 'stores',
        type: 'symbol',
        source: 'stores',
        layout: { 'icon-image': 'store-square', 'icon-allow-overlap': true, 'icon-ignore-placement': true, 'icon-size': ['interpolate', ['linear'], ['zoom'], 9, 0.6, 14, 1] },
      },
    ],
  };
  if (tileUrl) {
    style.sources.tiles = { type: 'raster', tiles: [tileUrl], tileSize: 256, maxzoom: 19 };
    style.layers.splice(3, 0, { id: 'tiles', type: 'raster', source: 'tiles' });
  }
  return style;
}

/** Land and borders from Natural Earth 1:50m (fetched once; the browser caches the hashed asset). */
export async function loadBasemap(signal?: AbortSignal) {
  const topo = (await (await fetch(countriesUrl, { signal })).json()) as Topology<{ countries: GeometryCollection }>;
  return {
    land: feature(topo, topo.objects.countries) as GeoJSON.FeatureCollection,
    borders: { type: 'Feature', properties: {}, geometry: mesh(topo, topo.objects.countries, (a, b) => a !== b) } as GeoJSON.Feature,
  };
}

export function zonesToGeoJSON(zones: LiveZone[]): GeoJSON.FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: zones.map((z) => ({ type: 'Feature', properties: { id: z.id, name: z.name }, geometry: z.polygon as GeoJSON.Geometry })),
  };
}

export function storesToGeoJSON(stores: LiveStore[]): GeoJSON.FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: stores.map((s) => ({
      type: 'Feature',
      properties: { id: s.id, name: s.name, z: s.zoneId },
      geometry: { type: 'Point', coordinates: [s.location.longitude, s.location.latitude] },
    })),
  };
}

/** [west, south, east, north] of the zones' polygons, or null. */
export function boundsOf(zones: LiveZone[]): [number, number, number, number] | null {
  let w = Infinity, s = Infinity, e = -Infinity, n = -Infinity;
  const visit = (c: unknown): void => {
    if (Array.isArray(c) && typeof c[0] === 'number') {
      const [x, y] = c as number[];
      if (x < w) w = x;
      if (x > e) e = x;
      if (y < s) s = y;
      if (y > n) n = y;
    } else if (Array.isArray(c)) c.forEach(visit);
  };
  for (const z of zones) visit(z.polygon.coordinates);
  return Number.isFinite(w) ? [w, s, e, n] : null;
}

/** Store layer filter for the chosen zones (all when none chosen). */
export function zoneFilter(zoneIds: readonly string[]): FilterSpecification | null {
  return zoneIds.length ? (['in', ['get', 'z'], ['literal', [...zoneIds]]] as ExpressionSpecification) : null;
}

/** A small square (store marker) as raw RGBA pixels, so the style needs no sprite. */
export function storeSquareImage(size = 14) {
  const data = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const border = x < 2 || y < 2 || x >= size - 2 || y >= size - 2;
      const i = (y * size + x) * 4;
      data.set(border ? [255, 255, 255, 255] : [52, 58, 64, 255], i);
    }
  }
  return { width: size, height: size, data };
}
