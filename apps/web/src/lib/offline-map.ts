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

type CreditKey = 'map.attribution' | 'map.attributionBesideStreets';
/** Each map's own credit (the sources of the offline basemap): the array its attribution control reads at every update. */
const credits = new WeakMap<MapLibreMap, { text: string[]; key: CreditKey }>();

/** The zoom buttons top right and the attribution folded behind the (i) button bottom right, named from `map._locale`. */
function addControls(map: MapLibreMap, credit: string[]) {
  const controls = [new NavigationControl({ showCompass: false }), new AttributionControl({ compact: true, customAttribution: credit })];
  map.addControl(controls[0], 'top-right');
  map.addControl(controls[1], 'bottom-right');
  return controls;
}

/**
 * A MapLibre map as every map here is made: flat (no drag rotation, no pitch), no label fade, zoom buttons top right
 * and the basemap's attribution folded behind the (i) button bottom right, in the language shown — also after the
 * language changes. `options` adds to or overrides the rest.
 */
export function createOfflineMap(options: MapOptions): MapLibreMap {
  const map = new MapLibreMap({ attributionControl: false, dragRotate: false, pitchWithRotate: false, fadeDuration: 0, locale: mapLocale(), ...options });
  const credit = { text: [i18n.t('map.attribution')], key: 'map.attribution' as CreditKey };
  credits.set(map, credit);
  let controls = addControls(map, credit.text);
  // MapLibre 6 names its buttons and canvas once, when they are made, and has no call to change its language: the
  // words are patched in its table and the controls made again.
  const relabel = () => {
    const canvas = map.getCanvas();
    const title = map._getUIString('Map.Title');
    Object.assign(map._locale, mapLocale());
    // A page that names its map itself (the live map) keeps its own name.
    if (canvas.getAttribute('aria-label') === title) canvas.setAttribute('aria-label', map._getUIString('Map.Title'));
    credit.text[0] = i18n.t(credit.key);
    for (const control of controls) map.removeControl(control);
    controls = addControls(map, credit.text);
  };
  i18n.on('languageChanged', relabel);
  map.once('remove', () => i18n.off('languageChanged', relabel));
  return map;
}

/** Before the street tiles are added: their own credit names OpenStreetMap, so the map's credit keeps the other sources. */
export function creditBesideStreets(map: MapLibreMap) {
  const credit = credits.get(map);
  if (!credit) return;
  credit.key = 'map.attributionBesideStreets';
  credit.text[0] = i18n.t(credit.key);
}
