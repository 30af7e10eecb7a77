import type { StyleSpecification } from 'maplibre-gl';
import { EMPTY_COLLECTION, boundsOfPolygons, offlineStyle, zoneLabelLayer } from '../../../lib/map-style';
import type { ZonePolygon } from '../api/list-zones';

/** The offline basemap with the other zones drawn faintly, named; terra-draw adds its own layers on top. */
export function buildZoneEditorStyle(): StyleSpecification {
  return offlineStyle({
    sources: { others: { type: 'geojson', data: EMPTY_COLLECTION } },
    layers: [
      { id: 'other-zones-fill', type: 'fill', source: 'others', paint: { 'fill-color': '#8c8c8c', 'fill-opacity': 0.12, 'fill-antialias': false } },
      {
        id: 'other-zones-line',
        type: 'line',
        source: 'others',
        paint: { 'line-color': '#6e6e6e', 'line-width': 1.2, 'line-opacity': 0.7, 'line-dasharray': [2, 2] },
      },
      zoneLabelLayer('other-zones-label', 'others', { light: '#595959', dark: '#b5b5b5' }),
    ],
  });
}

/** [west, south, east, north] of the polygons, or null when there are none. */
export const boundsOf = (polygons: ZonePolygon[]) => boundsOfPolygons(polygons as { coordinates: number[][][] }[]);
