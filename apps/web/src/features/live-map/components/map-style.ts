import type { ExpressionSpecification, FilterSpecification, StyleSpecification } from 'maplibre-gl';
import { EMPTY_COLLECTION, boundsOfPolygons, offlineStyle, routeLineLayers, zoneLabelLayer } from '../../../lib/map-style';
import type { LiveStore, LiveZone } from '../api/get-live-snapshot';

/**
 * The live map's style: the offline basemap, the zones with their names and the stores (small squares). The couriers are not in the
 * style: they are drawn by `CourierOverlay`, a WebGL canvas of their own over the map.
 */
export function buildStyle(): StyleSpecification {
  return offlineStyle({
    sources: {
      zones: { type: 'geojson', data: EMPTY_COLLECTION },
      stores: { type: 'geojson', data: EMPTY_COLLECTION },
      route: { type: 'geojson', data: EMPTY_COLLECTION },
    },
    layers: [
      { id: 'zone-fill', type: 'fill', source: 'zones', paint: { 'fill-color': '#1668dc', 'fill-opacity': 0.07, 'fill-antialias': false } },
      { id: 'zone-line', type: 'line', source: 'zones', paint: { 'line-color': '#1668dc', 'line-width': 1.5, 'line-opacity': 0.8 } },
      // The selected courier's drive to its next stop.
      ...routeLineLayers('route'),
      {
        id: 'stores',
        type: 'symbol',
        source: 'stores',
        layout: {
          'icon-image': 'store-square',
          'icon-allow-overlap': true,
          'icon-ignore-placement': true,
          'icon-size': ['interpolate', ['linear'], ['zoom'], 9, 0.6, 14, 1],
        },
      },
      // Over the stores: a store square at a zone's label point would cut the zone's name in two.
      zoneLabelLayer('zone-label', 'zones', { light: '#0b4fae', dark: '#8fbaff' }),
    ],
  });
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
export const boundsOf = (zones: LiveZone[]) => boundsOfPolygons(zones.map((z) => z.polygon as { coordinates: number[][][] }));

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
