import { useEffect, useRef, useState } from 'react';
import { LngLatBounds, Marker, type GeoJSONSource, type Map as MapLibreMap } from 'maplibre-gl';
import { offlineStyle, routeLineLayers, startBasemap } from '../lib/map-style';
import { createOfflineMap } from '../lib/offline-map';

export interface MapPoint {
  id: string;
  latitude: number;
  longitude: number;
  /** Marker colour (CSS). */
  color?: string;
  /** Accessible name and hover title of the marker. */
  label: string;
  /** Short text drawn under the marker. */
  caption?: string;
}

interface Props {
  points: MapPoint[];
  /** Accessible name of the map. */
  label: string;
  height?: number;
  /** When given, a click on the map picks a point (a form's location field). */
  onPick?(point: { latitude: number; longitude: number }): void;
  onPointClick?(id: string): void;
  /** Zoom used when there is a single point. */
  zoom?: number;
  /**
   * With `onPick`: a button with this text picks the map's centre (marked by a cross), so the point can be chosen with
   * the keyboard too (arrow keys pan the focused map, +/- zoom).
   */
  pickCenterLabel?: string;
  /** Whether the map moves to the points when they change (default); a picker keeps its view where the user put it. */
  follow?: boolean;
  /** Moves the map here whenever it changes (e.g. the district chosen in a form); the points stay where they are. */
  center?: { latitude: number; longitude: number; zoom?: number } | null;
  /** A route drawn under the markers ([lng, lat] pairs). */
  line?: [number, number][] | null;
  testId?: string;
}

function markerElement(p: MapPoint, onClick?: (id: string) => void) {
  const el = document.createElement('div');
  el.className = 'point-map-marker';
  el.setAttribute('role', 'img');
  el.setAttribute('aria-label', p.label);
  el.title = p.label;
  el.dataset.pointId = p.id;
  el.dataset.latitude = String(p.latitude);
  el.dataset.longitude = String(p.longitude);
  el.style.cssText = 'display:flex;flex-direction:column;align-items:center;cursor:pointer;pointer-events:auto';
  const pin = document.createElement('div');
  pin.style.cssText = `width:22px;height:22px;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:${p.color ?? '#e5484d'};border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.4)`;
  el.appendChild(pin);
  if (p.caption) {
    const text = document.createElement('div');
    text.textContent = p.caption;
    text.style.cssText = 'margin-top:4px;padding:0 4px;border-radius:4px;background:rgba(255,255,255,.9);color:#222;font-size:11px;white-space:nowrap';
    el.appendChild(text);
  }
  if (onClick) el.addEventListener('click', (e) => (e.stopPropagation(), onClick(p.id)));
  return el;
}

/**
 * A small MapLibre map on the offline basemap with pin markers; optionally a click picks a point. Used by the emergency
 * dialog and page, the store request resolution, the joker stations, the directory's "Konum" cards (through
 * `LazyPointMap`) and the store application's location picker. `center` moves the map (a district chosen in a form).
 */
export function PointMap({ points, label, height = 260, onPick, onPointClick, zoom = 13, center, pickCenterLabel, follow = true, line, testId }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const markers = useRef<Marker[]>([]);
  const onPickRef = useRef(onPick);
  onPickRef.current = onPick;
  const onPointRef = useRef(onPointClick);
  onPointRef.current = onPointClick;
  const fittedKey = useRef('');
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const first = points[0];
    const map = createOfflineMap({
      container: container.current!,
      style: offlineStyle({
        sources: { line: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } } },
        layers: routeLineLayers('line'),
      }),
      center: first ? [first.longitude, first.latitude] : center ? [center.longitude, center.latitude] : [29.03, 41.01],
      zoom: first ? zoom : (center?.zoom ?? 10),
    });
    mapRef.current = map;
    map.getCanvas().setAttribute('aria-label', label);
    map.on('load', () => {
      // A small map keeps its attribution folded behind the (i) button.
      container.current?.querySelector('.maplibregl-ctrl-attrib')?.classList.remove('maplibregl-compact-show');
      setLoaded(true);
      void startBasemap(map);
    });
    map.on('click', (e) => onPickRef.current?.({ latitude: e.lngLat.lat, longitude: e.lngLat.lng }));
    // Where the map looks (tests and assistive tech read it; a centre of 5 decimals is about a metre).
    const showCenter = () => {
      const c = map.getCenter();
      container.current?.setAttribute('data-center', `${c.lat.toFixed(5)},${c.lng.toFixed(5)}`);
    };
    showCenter();
    map.on('moveend', showCenter);
    return () => {
      map.remove();
      mapRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    for (const m of markers.current) m.remove();
    markers.current = points.map((p) =>
      new Marker({ element: markerElement(p, onPointRef.current ? (id) => onPointRef.current?.(id) : undefined), anchor: 'bottom' })
        .setLngLat([p.longitude, p.latitude])
        .addTo(map),
    );
    const key = points.map((p) => p.id).join(',');
    if (follow && key !== fittedKey.current && points.length) {
      fittedKey.current = key;
      if (points.length === 1) map.jumpTo({ center: [points[0].longitude, points[0].latitude], zoom: Math.max(map.getZoom(), zoom) });
      else {
        const bounds = new LngLatBounds();
        for (const p of points) bounds.extend([p.longitude, p.latitude]);
        map.fitBounds(bounds, { padding: 72, maxZoom: 14, duration: 0 });
      }
    }
  }, [points, zoom, follow]);

  useEffect(() => {
    const source = loaded ? (mapRef.current?.getSource('line') as GeoJSONSource | undefined) : undefined;
    source?.setData(
      line && line.length > 1
        ? { type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: line } }
        : { type: 'FeatureCollection', features: [] },
    );
  }, [line, loaded]);

  // The accessible name follows the label (e.g. a distance known once the store's point has loaded).
  useEffect(() => {
    mapRef.current?.getCanvas().setAttribute('aria-label', label);
  }, [label]);

  const centerKey = center ? `${center.latitude},${center.longitude},${center.zoom ?? ''}` : '';
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !center) return;
    map.jumpTo({ center: [center.longitude, center.latitude], zoom: center.zoom ?? Math.max(map.getZoom(), 12) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [centerKey]);

  const pickCenter = () => {
    const c = mapRef.current?.getCenter();
    if (c) onPick?.({ latitude: c.lat, longitude: c.lng });
  };
  const mapBox = (
    <div
      ref={container}
      data-testid={testId}
      style={{ height, width: '100%', borderRadius: 8, overflow: 'hidden', border: '1px solid rgba(127,127,127,.3)', cursor: onPick ? 'crosshair' : undefined }}
    />
  );
  if (!onPick || !pickCenterLabel) return mapBox;
  return (
    <div style={{ position: 'relative' }}>
      {mapBox}
      <div
        aria-hidden="true"
        style={{ position: 'absolute', left: '50%', top: height / 2, width: 22, height: 22, marginLeft: -11, marginTop: -11, pointerEvents: 'none' }}
      >
        <div style={{ position: 'absolute', left: 10, top: 0, width: 2, height: 22, background: 'rgba(22,104,220,.8)' }} />
        <div style={{ position: 'absolute', top: 10, left: 0, height: 2, width: 22, background: 'rgba(22,104,220,.8)' }} />
      </div>
      <button
        type="button"
        onClick={pickCenter}
        style={{
          position: 'absolute',
          left: 8,
          bottom: 8,
          padding: '4px 10px',
          borderRadius: 6,
          border: '1px solid #1668dc',
          background: '#fff',
          color: '#1668dc',
          font: 'inherit',
          fontSize: 13,
          cursor: 'pointer',
        }}
      >
        {pickCenterLabel}
      </button>
    </div>
  );
}
