import { AttributionControl, Map as MapLibreMap, NavigationControl, setWorkerUrl, type MapOptions } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import i18n from 'i18next';

setWorkerUrl(workerUrl);

/** MapLibre's own words (the map's region name, its buttons' names) in the language shown. */
const mapLocale = () => ({
  'Map.Title': i18n.t('map.control.title'),
  'NavigationControl.ZoomIn': i18n.t('map.control.zoomIn'),
  'NavigationControl.ZoomOut': i18n.t('map.control.zoomOut'),
  'NavigationControl.ResetBearing': i18n.t('map.control.resetBearing'),
  'AttributionControl.ToggleAttribution': i18n.t('map.control.attribution'),
  'AttributionControl.MapFeedback': i18n.t('map.control.feedback'),
});

/** Each map's own credit (the sources of the offline basemap), an array its attribution control reads at every update. */
const credits = new WeakMap<MapLibreMap, string[]>();

/**
 * A MapLibre map as every map here is made: flat (no drag rotation, no pitch), no label fade, zoom buttons top right
 * and the basemap's attribution folded behind the (i) button bottom right, in the language shown. `options` adds to
 * or overrides the rest.
 */
export function createOfflineMap(options: MapOptions): MapLibreMap {
  const map = new MapLibreMap({ attributionControl: false, dragRotate: false, pitchWithRotate: false, fadeDuration: 0, locale: mapLocale(), ...options });
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  const credit = [i18n.t('map.attribution')];
  credits.set(map, credit);
  map.addControl(new AttributionControl({ compact: true, customAttribution: credit }), 'bottom-right');
  return map;
}

/** Before the street tiles are added: their own credit names OpenStreetMap, so the map's credit keeps the other sources. */
export function creditBesideStreets(map: MapLibreMap) {
  const credit = credits.get(map);
  if (credit) credit[0] = i18n.t('map.attributionBesideStreets');
}
