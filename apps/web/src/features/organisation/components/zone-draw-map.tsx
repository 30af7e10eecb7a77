import { useEffect, useRef, useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { ClearOutlined, CheckOutlined, EditOutlined, FormOutlined } from '@ant-design/icons';
import { LngLatBounds, type GeoJSONSource, type Map as MapLibreMap } from 'maplibre-gl';
import { TerraDraw, TerraDrawPolygonMode, TerraDrawSelectMode, type GeoJSONStoreFeatures } from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import { useTranslation } from 'react-i18next';
import type { Zone, ZonePolygon } from '../api/list-zones';
import { closeRing } from '../lib/polygon';
import { startBasemap, zonesWithLabels } from '../../../lib/map-style';
import { PlaceSearch } from '../../../components/place-search';
import { createOfflineMap } from '../../../lib/offline-map';
import { boundsOf, buildZoneEditorStyle } from './zone-map-style';

const ISTANBUL: [number, number] = [29.03, 41.03];
const DRAW_COLOR = '#1668dc';

type Phase = 'loading' | 'empty' | 'drawing' | 'drawn';

interface Props {
  /** Set by antd's Form.Item: the polygon (only its first value is loaded into the editor) and its change handler. */
  value?: ZonePolygon | null;
  onChange?(polygon: ZonePolygon | null): void;
  /** The canvas gets this id, so the form label points at the map. */
  id?: string;
  /** Other zones, drawn faintly for context. */
  context?: Zone[];
  readOnly?: boolean;
  'aria-invalid'?: boolean;
}

const zoneFeature = (draw: TerraDraw) =>
  draw.getSnapshot().find((f) => f.geometry.type === 'Polygon' && f.properties.mode === 'polygon') as GeoJSONStoreFeatures | undefined;

/**
 * The zone outline editor: a MapLibre map on the offline basemap with terra-draw. Polygon mode adds a corner per click
 * and finishes on a click on the first (or last) corner or with Enter; select mode drags corners, adds one by
 * dragging a midpoint and removes one with a right click.
 */
export function ZoneDrawMap({ value, onChange, id, context, readOnly, 'aria-invalid': invalid }: Props) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const drawRef = useRef<TerraDraw | null>(null);
  const initial = useRef(value ?? null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const last = useRef(JSON.stringify(value ?? null));
  const [phase, setPhase] = useState<Phase>('loading');
  const [points, setPoints] = useState(0);
  const [mapReady, setMapReady] = useState(false);

  useEffect(() => {
    const el = container.current!;
    const first = initial.current;
    const map = createOfflineMap({ container: el, style: buildZoneEditorStyle(), center: ISTANBUL, zoom: 10 });
    mapRef.current = map;
    const canvas = map.getCanvas();
    if (id) canvas.id = id;
    canvas.setAttribute('aria-label', t('organisation.zone.map.label'));
    const firstBounds = boundsOf(first ? [first] : []);
    if (firstBounds)
      map.fitBounds(new LngLatBounds([firstBounds[0], firstBounds[1]], [firstBounds[2], firstBounds[3]]), { padding: 48, animate: false, maxZoom: 15 });

    let draw: TerraDraw | null = null;

    const emit = () => {
      if (!draw) return;
      const f = zoneFeature(draw);
      let polygon: ZonePolygon | null = null;
      if (f?.properties.currentlyDrawing) {
        setPhase('drawing');
        setPoints(Number(f.properties.committedCoordinateCount ?? 0));
      } else if (f) {
        polygon = { type: 'Polygon', coordinates: (f.geometry.coordinates as [number, number][][]).map(closeRing) };
        setPhase('drawn');
        setPoints(new Set(polygon.coordinates[0].map((p) => p.join(','))).size);
      } else {
        setPhase('empty');
        setPoints(0);
      }
      const json = JSON.stringify(polygon);
      if (json !== last.current) {
        last.current = json;
        onChangeRef.current?.(polygon);
      }
    };

    map.on('load', () => {
      void startBasemap(map);
      setMapReady(true);
      if (readOnly) {
        setPhase(first ? 'drawn' : 'empty');
        if (first) {
          map.addSource('zone', { type: 'geojson', data: { type: 'Feature', properties: {}, geometry: first } });
          map.addLayer({ id: 'zone-fill', type: 'fill', source: 'zone', paint: { 'fill-color': DRAW_COLOR, 'fill-opacity': 0.15 } });
          map.addLayer({ id: 'zone-line', type: 'line', source: 'zone', paint: { 'line-color': DRAW_COLOR, 'line-width': 2 } });
        }
        return;
      }
      draw = new TerraDraw({
        adapter: new TerraDrawMapLibreGLAdapter({ map }),
        modes: [
          new TerraDrawPolygonMode({
            styles: {
              fillColor: DRAW_COLOR,
              fillOpacity: 0.2,
              outlineColor: DRAW_COLOR,
              outlineWidth: 2,
              closingPointColor: '#ffffff',
              closingPointOutlineColor: DRAW_COLOR,
              closingPointWidth: 7,
              closingPointOutlineWidth: 2,
            },
          }),
          new TerraDrawSelectMode({
            flags: {
              polygon: { feature: { draggable: true, coordinates: { draggable: true, midpoints: true, deletable: true } } },
            },
            styles: {
              selectedPolygonColor: DRAW_COLOR,
              selectedPolygonFillOpacity: 0.2,
              selectedPolygonOutlineColor: DRAW_COLOR,
              selectedPolygonOutlineWidth: 2,
              selectionPointColor: '#ffffff',
              selectionPointOutlineColor: DRAW_COLOR,
              selectionPointWidth: 6,
              selectionPointOutlineWidth: 2,
              midPointColor: DRAW_COLOR,
              midPointOutlineColor: '#ffffff',
              midPointWidth: 4,
            },
          }),
        ],
      });
      drawRef.current = draw;
      draw.start();
      draw.on('change', emit);
      draw.on('finish', (featureId, ctx) => {
        if (ctx.mode !== 'polygon' || ctx.action !== 'draw') return;
        // Straight into editing: the corners can be dragged at once.
        setTimeout(() => {
          if (!draw?.enabled || !draw.hasFeature(featureId)) return;
          draw.setMode('select');
          draw.selectFeature(featureId);
          emit();
        });
      });
      if (first) {
        const [result] = draw.addFeatures([{ type: 'Feature', geometry: first, properties: { mode: 'polygon' } } as GeoJSONStoreFeatures]);
        draw.setMode('select');
        if (result?.valid && result.id !== undefined) draw.selectFeature(result.id);
      } else {
        draw.setMode('polygon');
      }
      emit();
    });

    const resize = new ResizeObserver(() => map.resize());
    resize.observe(el);
    return () => {
      resize.disconnect();
      try {
        draw?.stop();
      } catch {
        /* the map may already be gone */
      }
      drawRef.current = null;
      map.remove();
      mapRef.current = null;
    };
    // The editor is created once; later values come from the editor itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Other zones, faintly; the view fits them when there is no outline of our own yet.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !mapReady || !context) return;
    (map.getSource('others') as GeoJSONSource | undefined)?.setData(zonesWithLabels(context));
    if (!initial.current) {
      const b = boundsOf(context.map((z) => z.polygon));
      if (b) map.fitBounds(new LngLatBounds([b[0], b[1]], [b[2], b[3]]), { padding: 32, animate: false, maxZoom: 14 });
    }
  }, [context, mapReady]);

  const startDrawing = () => {
    const draw = drawRef.current;
    if (!draw) return;
    draw.clear();
    draw.setMode('polygon');
    setPhase('empty');
    setPoints(0);
    last.current = 'null';
    onChangeRef.current?.(null);
    mapRef.current?.getCanvas().focus();
  };
  const editCorners = () => {
    const draw = drawRef.current;
    const f = draw && zoneFeature(draw);
    if (!draw || !f) return;
    draw.setMode('select');
    draw.selectFeature(f.id!);
  };
  // terra-draw finishes a polygon on Enter (its key handler listens on the canvas).
  const finish = () => mapRef.current?.getCanvas().dispatchEvent(new KeyboardEvent('keyup', { key: 'Enter', bubbles: true }));

  const status =
    phase === 'loading'
      ? t('organisation.zone.map.loading')
      : phase === 'drawing'
        ? t('organisation.zone.map.drawing', { count: points })
        : phase === 'drawn'
          ? t('organisation.zone.map.drawn', { count: points })
          : readOnly
            ? t('organisation.zone.map.none')
            : t('organisation.zone.map.empty');

  return (
    <div>
      {!readOnly && (
        <Flex gap={8} wrap style={{ marginBottom: 8 }}>
          <Button icon={<FormOutlined aria-hidden />} onClick={startDrawing} disabled={phase === 'loading'}>
            {phase === 'drawn' ? t('organisation.zone.map.redraw') : t('organisation.zone.map.draw')}
          </Button>
          <Button icon={<CheckOutlined aria-hidden />} onClick={finish} disabled={phase !== 'drawing' || points < 3}>
            {t('organisation.zone.map.finish')}
          </Button>
          <Button icon={<EditOutlined aria-hidden />} onClick={editCorners} disabled={phase !== 'drawn'}>
            {t('organisation.zone.map.edit')}
          </Button>
          <Button icon={<ClearOutlined aria-hidden />} onClick={startDrawing} disabled={phase === 'loading' || phase === 'empty'}>
            {t('organisation.zone.map.clear')}
          </Button>
          <PlaceSearch
            testId="zone-place-search"
            style={{ width: 280 }}
            onPick={(p) => mapRef.current?.flyTo({ center: [p.longitude, p.latitude], zoom: 15, duration: 600, essential: true })}
          />
        </Flex>
      )}
      <div
        className="zone-draw-map"
        aria-busy={phase === 'loading'}
        style={{
          position: 'relative',
          height: 460,
          borderRadius: 8,
          overflow: 'hidden',
          border: `1px solid ${invalid ? 'var(--ant-color-error, #ff4d4f)' : 'var(--ant-color-border, #d9d9d9)'}`,
        }}
      >
        <div ref={container} style={{ position: 'absolute', inset: 0 }} data-testid="zone-map" />
      </div>
      <Typography.Text type="secondary" role="status" aria-live="polite" data-testid="zone-map-status" style={{ display: 'block', marginTop: 6 }}>
        {status}
      </Typography.Text>
      {!readOnly && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {t('organisation.zone.map.help')}
        </Typography.Text>
      )}
    </div>
  );
}
