import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { LngLatBounds, type GeoJSONSource, type Map as MapLibreMap } from 'maplibre-gl';
import type { RoadRoute } from '@kurye/contracts/roads';
import type { LiveSnapshot } from '../api/get-live-snapshot';
import type { CourierStore } from '../lib/courier-store';
import { countFrames } from '../lib/count-frames';
import { CourierLayer } from './courier-layer';
import { startBasemap, zonesWithLabels } from '../../../lib/map-style';
import { createOfflineMap } from '../../../lib/offline-map';
import { boundsOf, buildStyle, storeSquareImage, storesToGeoJSON, zoneFilter } from './map-style';

export interface CourierMapHandle {
  /** Moves the map to `position` ([lng, lat]), at least to `zoom` (13 unless given). */
  flyTo(position: [number, number], zoom?: number): void;
}
interface Props {
  snapshot: LiveSnapshot | undefined;
  store: CourierStore;
  zoneIds: string[];
  selectedId: string | null;
  onSelect(id: string): void;
  label: string;
  onReady?(): void;
  /** A place to show at street level (a place chosen in the global search), instead of all the zones. */
  focus?: { latitude: number; longitude: number } | null;
  /** The selected courier's drive to its next stop, drawn under the couriers. */
  route?: RoadRoute['geometry'] | null;
}

export interface SimulationResult {
  couriers: number;
  durationMs: number;
  /** Animation frames counted (each one moved every synthetic courier). */
  frames: number;
  fps: number;
  /** Courier layer draws per second (positions on screen). */
  layerDrawsPerSecond: number;
  /** Frames MapLibre drew (its `render` events) per second: 0 while the map itself does not move (courier frames only). */
  mapRenderFps: number;
  worstFrameMs: number;
  /** Width of a plain courier dot's sprite, device px (the benchmark's bare WebGL page draws the same size). */
  dotPx: number;
}
export interface LiveMapDebug {
  /** Real couriers drawn. */
  courierCount(): number;
  /** Courier points drawn (synthetic ones included). */
  drawnCount(): number;
  /** Last frame drawn (map or courier layer), `performance.now()` time. */
  lastFrameAt: number;
  /** [lng, lat] as drawn (read back from the courier layer's vertex data), or null. */
  courierPosition(id: string): [number, number] | null;
  /** CSS px relative to the map container where the courier is drawn, or null. */
  courierScreenPosition(id: string): [number, number] | null;
  /** MapLibre's own projection of a [lng, lat] (CSS px relative to the map container): what the courier layer must match. */
  project(lngLat: [number, number]): [number, number];
  /** Names MapLibre placed on screen in a symbol layer (`zone-label`, `district-labels`, `street-names`): the labels a person sees. */
  renderedLabels(layer: string): string[];
  /** Where the map looks: [lng, lat] and zoom. */
  view(): { center: [number, number]; zoom: number };
  /** Points of the selected courier's route as drawn (0: none). */
  routePoints(): number;
  /** Resolves once MapLibre has loaded and drawn everything in view (the street tiles come in after the first frame). */
  whenIdle(): Promise<void>;
  simulate(n?: number, durationMs?: number): Promise<SimulationResult>;
}
declare global {
  interface Window {
    __liveMap?: LiveMapDebug;
  }
}

/**
 * The WebGL map: MapLibre draws the basemap, zones and stores, and on top of them the couriers, a custom layer of
 * its own (`CourierLayer`) in the same canvas, that socket frames redraw at most once per animation frame. The map
 * stays flat (no pitch, no rotation) so the courier layer's projection is a scale and an offset.
 */
export const CourierMap = forwardRef<CourierMapHandle, Props>(function CourierMap(
  { snapshot, store, zoneIds, selectedId, onSelect, label, onReady, focus, route },
  ref,
) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const layerRef = useRef<CourierLayer | null>(null);
  const [loaded, setLoaded] = useState(false);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;
  const fitted = useRef('');
  const drawnRoute = useRef<RoadRoute['geometry'] | null>(null);

  useImperativeHandle(ref, () => ({
    flyTo(position, zoom = 13) {
      const map = mapRef.current;
      if (!map) return;
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      map.flyTo({ center: position, zoom: Math.max(map.getZoom(), zoom), essential: true, duration: reduce ? 0 : 800 });
    },
  }));

  // The map, once.
  useEffect(() => {
    const el = container.current!;
    const map = withOpaqueCanvas(() =>
      createOfflineMap({
        container: el,
        style: buildStyle(),
        center: [29.03, 41.01],
        zoom: 10,
        touchPitch: false,
        maxPitch: 0,
        // The canvas keeps its pixels between frames: a courier frame puts the map back only where the last dots were.
        canvasContextAttributes: { antialias: false, preserveDrawingBuffer: true, powerPreference: 'high-performance' },
      }),
    );
    map.touchZoomRotate.disableRotation();
    map.keyboard.disableRotation();
    mapRef.current = map;
    const layer = new CourierLayer(store);
    layerRef.current = layer;
    map.getCanvas().setAttribute('aria-label', label);

    let mapFrameAt = 0;
    const debug: LiveMapDebug = {
      get lastFrameAt() {
        return Math.max(mapFrameAt, layer.lastDrawAt);
      },
      courierCount: () => layer.realCount(),
      drawnCount: () => layer.count,
      courierPosition: (id) => layer.positionOf(id),
      courierScreenPosition: (id) => layer.screenOf(id),
      project: (lngLat) => {
        const p = map.project(lngLat);
        return [p.x, p.y];
      },
      simulate: (n = 5000, durationMs = 3000) => simulate(map, store, layer, n, durationMs),
      // Our own layers name a feature `name`, the street tiles `name:latin`.
      renderedLabels: (layer) =>
        map.getLayer(layer)
          ? [...new Set(map.queryRenderedFeatures({ layers: [layer] }).map((f) => String(f.properties.name ?? f.properties['name:latin'])))]
          : [],
      whenIdle: () => new Promise<void>((resolve) => (map.loaded() && map.areTilesLoaded() ? resolve() : map.once('idle', () => resolve()))),
      routePoints: () => drawnRoute.current?.coordinates.length ?? 0,
      view: () => {
        const c = map.getCenter();
        return { center: [c.lng, c.lat], zoom: map.getZoom() };
      },
    };
    window.__liveMap = debug;
    map.on('render', () => {
      mapFrameAt = performance.now();
    });

    map.on('load', () => {
      map.addImage('store-square', storeSquareImage(), { pixelRatio: 1 });
      map.addLayer(layer); // the top layer: couriers over zones, labels and stores
      setLoaded(true);
      onReadyRef.current?.();
      void startBasemap(map);
    });
    // A lost WebGL context drops custom layers from the rebuilt style: the couriers go back on top.
    const addCouriers = () => {
      if (!map.getLayer(layer.id)) map.addLayer(layer);
    };
    map.on('webglcontextrestored', () => (map.isStyleLoaded() ? addCouriers() : map.once('style.load', addCouriers)));
    // Courier clicks: hit-tested against the drawn positions (nearest real courier within a few px).
    map.on('click', (e) => {
      const id = layer.hitTest(e.point.x, e.point.y);
      if (id) onSelectRef.current(id);
    });
    let hover = false;
    map.on('mousemove', (e) => {
      const over = layer.hitTest(e.point.x, e.point.y) !== null;
      if (over !== hover) {
        hover = over;
        map.getCanvas().style.cursor = over ? 'pointer' : '';
      }
    });
    const resize = new ResizeObserver(() => map.resize());
    resize.observe(el);

    return () => {
      resize.disconnect();
      if (window.__liveMap === debug) delete window.__liveMap;
      layer.destroy();
      layerRef.current = null;
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
    (map.getSource('zones') as GeoJSONSource).setData(zonesWithLabels(snapshot.zones));
    (map.getSource('stores') as GeoJSONSource).setData(storesToGeoJSON(snapshot.stores));
    const shown = zoneIds.length ? snapshot.zones.filter((z) => zoneIds.includes(z.id)) : snapshot.zones;
    const key = shown.map((z) => z.id).join(',');
    if (key !== fitted.current) {
      fitted.current = key;
      const b = boundsOf(shown);
      if (b) map.fitBounds(new LngLatBounds([b[0], b[1]], [b[2], b[3]]), { padding: 32, animate: false, maxZoom: 15 });
    }
  }, [snapshot, loaded, zoneIds]);

  // A place to look at: after the zones were fitted, so it wins over them.
  const focusKey = focus ? `${focus.latitude},${focus.longitude}` : '';
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded || !snapshot || !focus) return;
    map.jumpTo({ center: [focus.longitude, focus.latitude], zoom: 16 });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusKey, loaded, !!snapshot]);

  // Zone filter on couriers and stores; the selected courier's ring.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded) return;
    map.setFilter('stores', zoneFilter(zoneIds));
    layerRef.current?.setZones(zoneIds);
  }, [zoneIds, loaded]);
  useEffect(() => {
    layerRef.current?.setSelected(selectedId);
  }, [selectedId]);
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded) return;
    (map.getSource('route') as GeoJSONSource).setData(route ? { type: 'Feature', properties: {}, geometry: route } : EMPTY_ROUTE);
    drawnRoute.current = route ?? null;
  }, [route, loaded]);

  return <div ref={container} style={{ position: 'absolute', inset: 0 }} data-testid="live-map-canvas" />;
});

const EMPTY_ROUTE: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };

/**
 * Runs `create` with MapLibre's WebGL canvas made opaque (`alpha: false`; MapLibre always asks for `alpha: true`).
 * The style's background layer paints every pixel anyway, and an opaque canvas lets the compositor skip the page
 * beneath the map on every courier frame (with software compositing that is a third of each frame's work).
 */
function withOpaqueCanvas<T>(create: () => T): T {
  const proto = HTMLCanvasElement.prototype;
  const getContext = proto.getContext;
  proto.getContext = function (this: HTMLCanvasElement, type: string, attributes?: Record<string, unknown>) {
    const opaque = this.classList.contains('maplibregl-canvas') && type.startsWith('webgl');
    return getContext.call(this, type, opaque ? { ...attributes, alpha: false } : attributes);
  } as typeof proto.getContext;
  try {
    return create();
  } finally {
    proto.getContext = getContext;
  }
}

/**
 * Test hook: `n` synthetic couriers moving every frame for `durationMs` (after one warm-up second), frames counted
 * by `countFrames`; the courier layer draws them in its own courier frames, as it does socket frames.
 */
function simulate(map: MapLibreMap, store: CourierStore, layer: CourierLayer, n: number, durationMs: number): Promise<SimulationResult> {
  const c = map.getCenter();
  store.addSynthetic(n, [c.lng, c.lat], '__synthetic__');
  let renders = 0;
  const onRender = () => renders++;
  let drawsAtStart = 0;
  const counted = countFrames(
    durationMs,
    () => store.moveSynthetic(),
    () => {
      drawsAtStart = layer.draws;
      map.on('render', onRender);
    },
  );
  return counted.then(({ durationMs, frames, fps, worstFrameMs, seconds }) => {
    map.off('render', onRender);
    const draws = layer.draws - drawsAtStart;
    store.removeSynthetic();
    return {
      couriers: n,
      durationMs,
      frames,
      fps,
      layerDrawsPerSecond: Math.round((draws / seconds) * 10) / 10,
      mapRenderFps: Math.round((renders / seconds) * 10) / 10,
      worstFrameMs,
      dotPx: layer.dotPx(),
    };
  });
}
