import { AttributionControl, Map as MapLibreMap, NavigationControl, setWorkerUrl, type MapOptions } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { MAP_ATTRIBUTION } from './map-style';

setWorkerUrl(workerUrl);

/**
 * A MapLibre map as every map here is made: flat (no drag rotation, no pitch), no label fade, zoom buttons top right
 * and the basemap's attribution folded behind the (i) button bottom right. `options` adds to or overrides the rest.
 */
export function createOfflineMap(options: MapOptions): MapLibreMap {
  const map = new MapLibreMap({ attributionControl: false, dragRotate: false, pitchWithRotate: false, fadeDuration: 0, ...options });
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  map.addControl(new AttributionControl({ compact: true, customAttribution: MAP_ATTRIBUTION }), 'bottom-right');
  return map;
}
