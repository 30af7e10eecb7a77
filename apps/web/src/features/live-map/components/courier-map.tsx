import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { AttributionControl, LngLatBounds, Map as MapLibreMap, NavigationControl, setWorkerUrl, type GeoJSONSource, type MapSourceDataEvent } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import type { LiveSnapshot } from '../api/get-live-snapshot';
import type { CourierStore } from '../lib/courier-store';
import { boundsOf, buildStyle, loadBasemap, storeSquareImage, storesToGeoJSON, zoneFilter, zonesToGeoJSON } from './map-style';

setWorkerUrl(workerUrl);

export interface CourierMapHandle {
  flyTo(position: [number, number]): void;
}
interface Props {
  snapshot: LiveSnapshot | undefined;
  store: CourierStore;
  zoneIds: string[];
  selectedId: string | null;
  onSelect(id: string): void;
  label: string;
  onReady?(): void;
}

export interface SimulationResult {
  couriers: number;
  durationMs: number;
  frames: number;
  fps: number;
  /** Frames MapLibre actually drew (its `render` events) per second. */
  mapRenderFps: number;
  /** Courier-source updates the worker finished per second (positions visible on screen). */
  sourceUpdatesPerSecond: number;
  worstFrameMs: number;
}
export interface LiveMapDebug {
  courierCount(): number;
  lastFrameAt: number;
  courierPosition(id: string): [number, number] | null;
  sourceFeatureCount(): number;
  simulate(n?: number, durationMs?: number): Promise<SimulationResult>;
}
declare global {
  interface Window {
    __liveMap?: LiveMapDebug;
  }
}

const tileUrl = () => {
  try {
    return window.localStorage.getItem('mapTileUrl') || null;
  } catch {
    return null;
  }
};

/**
 * The WebGL map: one GeoJSON source + circle layer for every courier. Socket frames mutate the store; this
 * component pushes the store's collection to the source at most once per animation frame.
 */
export const CourierMap = forwardRef<CourierMapHandle, Props>(function CourierMap({ snapshot, store, zoneIds, selectedId, onSelect, label, onReady }, ref) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const [loaded, setLoaded] = useState(false);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;
  const fitted = useRef('');

  useImperativeHandle(ref, () => ({
    flyTo(position) {
      const map = mapRef.current;
      if (!map) return;
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      map.flyTo({ center: position, zoom: Math.max(map.getZoom(), 13), essential: true, duration: reduce ? 0 : 800 });
    },
  }));

  // The map, once.
  useEffect(() => {
    const el = container.current!;
    const map = new MapLibreMap({
      container: el,
      style: buildStyle(tileUrl()),
      center: [29.03, 41.01],
      zoom: 10,
      attributionControl: false,
      dragRotate: false,
      pitchWithRotate: false,
      fadeDuration: 0,
    });
    mapRef.current = map;
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    map.addControl(new AttributionControl({ compact: true, customAttribution: 'Natural Earth' }), 'bottom-right');
    map.getCanvas().setAttribute('aria-label', label);

    const abort = new AbortController();
    let frame = 0;
    const debug: LiveMapDebug = {
      lastFrameAt: 0,
      courierCount: () => store.collection.features.reduce((n, f) => n + (f.properties.id.startsWith('sim-') ? 0 : 1), 0),
      sourceFeatureCount: () => store.collection.features.length,
      // Read back from the map's own tiles (what the worker indexed), not from the store.
      courierPosition: (id) => {
        const f = map.querySourceFeatures('couriers').find((x) => x.properties?.id === id);
        return f?.geometry.type === 'Point' ? [f.geometry.coordinates[0], f.geometry.coordinates[1]] : null;
      },
      simulate: (n = 5000, durationMs = 3000) => simulate(map, store, n, durationMs),
    };
    window.__liveMap = debug;
    map.on('render', () => {
      debug.lastFrameAt = performance.now();
    });

    const push = () => {
      frame = 0;
      (map.getSource('couriers') as GeoJSONSource | undefined)?.setData(store.collection);
    };
    const offPositions = store.onPositions(() => {
      if (!frame) frame = requestAnimationFrame(push);
    });

    map.on('load', () => {
      map.addImage('store-square', storeSquareImage(), { pixelRatio: 1 });
      push();
      setLoaded(true);
      onReadyRef.current?.();
      loadBasemap(abort.signal).then(
        ({ land, borders }) => {
          (map.getSource('land') as GeoJSONSource).setData(land);
          (map.getSource('borders') as GeoJSONSource).setData(borders);
        },
        () => undefined,
      );
    });
    map.on('click', 'couriers', (e) => {
      const id = e.features?.[0]?.properties?.id;
      if (typeof id === 'string' && !id.startsWith('sim-')) onSelectRef.current(id);
    });
    map.on('mouseenter', 'couriers', () => (map.getCanvas().style.cursor = 'pointer'));
    map.on('mouseleave', 'couriers', () => (map.getCanvas().style.cursor = ''));
    const resize = new ResizeObserver(() => map.resize());
    resize.observe(el);

    return () => {
      abort.abort();
      cancelAnimationFrame(frame);
      offPositions();
      resize.disconnect();
      if (window.__liveMap === debug) delete window.__liveMap;
      map.remove();
      mapRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);

  useEffect(() => {
    mapRef.current?.getCanvas().setAttribute('aria-label', label);
  }, [label]);

  // Zones and stores from the snapshot; fit to the zones on load and when the zone filter changes.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded || !snapshot) return;
    (map.getSource('zones') as GeoJSONSource).setData(zonesToGeoJSON(snapshot.zones));
    (map.getSource('stores') as GeoJSONSource).setData(storesToGeoJSON(snapshot.stores));
    const shown = zoneIds.length ? snapshot.zones.filter((z) => zoneIds.includes(z.id)) : snapshot.zones;
    const key = shown.map((z) => z.id).join(',');
    if (key !== fitted.current) {
      fitted.current = key;
      const b = boundsOf(shown);
      if (b) map.fitBounds(new LngLatBounds([b[0], b[1]], [b[2], b[3]]), { padding: 32, animate: false, maxZoom: 15 });
    }
  }, [snapshot, loaded, zoneIds]);

  // Zone filter on couriers and stores; the selected courier's ring.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded) return;
    const f = zoneFilter(zoneIds);
    map.setFilter('couriers', f);
    map.setFilter('stores', f);
    map.setFilter('courier-selected', ['==', ['get', 'id'], selectedId ?? '']);
  }, [zoneIds, selectedId, loaded]);

  return <div ref={container} style={{ position: 'absolute', inset: 0 }} data-testid="live-map-canvas" />;
});

/** Test hook: `n` synthetic couriers moving every frame for `durationMs`, measured with requestAnimationFrame. */
function simulate(map: MapLibreMap, store: CourierStore, n: number, durationMs: number): Promise<SimulationResult> {
  const c = map.getCenter();
  store.addSynthetic(n, [c.lng, c.lat], '__synthetic__');
  let renders = 0;
  let updates = 0;
  const onRender = () => renders++;
  const onData = (e: MapSourceDataEvent) => {
    if (e.sourceId === 'couriers' && e.sourceDataType === 'content') updates++;
  };
  return new Promise((resolve) => {
    // One warm-up second so the first full tiling of the new couriers is not counted.
    const warmUpUntil = performance.now() + 1000;
    let start = 0;
    let last = 0;
    let frames = 0;
    let worst = 0;
    const tick = (now: number) => {
      store.moveSynthetic();
      if (now < warmUpUntil) {
        requestAnimationFrame(tick);
        return;
      }
      if (!start) {
        start = last = now;
        map.on('render', onRender);
        map.on('sourcedata', onData);
      } else {
        frames++;
        worst = Math.max(worst, now - last);
        last = now;
      }
      if (now - start < durationMs) {
        requestAnimationFrame(tick);
        return;
      }
      map.off('render', onRender);
      map.off('sourcedata', onData);
      const seconds = (now - start) / 1000;
      store.removeSynthetic();
      resolve({
        couriers: n,
        durationMs: Math.round(now - start),
        frames,
        fps: Math.round((frames / seconds) * 10) / 10,
        mapRenderFps: Math.round((renders / seconds) * 10) / 10,
        sourceUpdatesPerSecond: Math.round((updates / seconds) * 10) / 10,
        worstFrameMs: Math.round(worst),
      });
    };
    requestAnimationFrame(tick);
  });
}
