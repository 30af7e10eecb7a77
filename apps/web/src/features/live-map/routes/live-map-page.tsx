import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Alert, Button, Card, Input, Select, Spin, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { decodePositionsFrame } from '@kurye/contracts/live-frame';
import { useSocketBinary, useSocketEvent, useSocketReconnect } from '../../../lib/socket';
import { useLiveSnapshot } from '../api/get-live-snapshot';
import { CourierDrawer } from '../components/courier-drawer';
import { useSelectedCourierRoute } from '../lib/use-selected-courier-route';
import { CourierMap, type CourierMapHandle } from '../components/courier-map';
import { StatusDot } from '../components/status-dot';
import { countByStatus, CourierStore, STATUS_ORDER } from '../lib/courier-store';
import { throttle, useThrottled } from '../lib/use-throttled';
import '../components/live-map.css';
import { liveMapKeys } from '../api/keys';
import { PageHeading } from '../components/page-heading';
import { foldedIncludes } from '../../../lib/folded-search';

const LIST_LIMIT = 200;
/** The list, counters and legend follow the couriers at most this often (socket frames come per zone per tick). */
const LIST_REFRESH_MS = 500;

/** Operators' live map: couriers by state on a WebGL layer, zones, stores; a keyboard-usable courier list beside it. */
export function LiveMapPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const snapshot = useLiveSnapshot();
  const [store] = useState(() => new CourierStore());
  // The list side re-renders at most twice a second, however many status frames arrive: it reads the version it
  // was last told about, not the store's live one.
  const shown = useRef(store.version);
  const version = useSyncExternalStore(
    useCallback(
      (fn: () => void) => {
        const t = throttle(() => {
          shown.current = store.version;
          fn();
        }, LIST_REFRESH_MS);
        const off = store.onList(t.run);
        if (shown.current !== store.version) t.run(); // changed before we listened
        return () => {
          off();
          t.cancel();
        };
      },
      [store],
    ),
    () => shown.current,
  );
  const [zoneId, setZoneId] = useState<string | undefined>();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [mapReady, setMapReady] = useState(false);
  const mapRef = useRef<CourierMapHandle>(null);
  // `?at=lat,lng`: a place chosen in the global search, shown at street level.
  const [params] = useSearchParams();
  const focus = useMemo(() => parseAt(params.get('at')), [params]);

  useEffect(() => {
    if (snapshot.data) store.applySnapshot(snapshot.data);
  }, [snapshot.data, store]);

  const refetch = useThrottled(() => void qc.invalidateQueries({ queryKey: liveMapKeys.snapshot }), 3000);
  // Position frames are binary (one per zone per tick, quantised, only couriers that moved).
  useSocketBinary((data) => {
    const frame = decodePositionsFrame(data);
    if (frame && store.applyPositions(frame).length) refetch();
  });
  useSocketEvent('carrier.status_changed', (e) => {
    if (!store.applyStatus(e.carrierId, e.status)) refetch();
  });
  useSocketEvent('request.status_changed', (e) => {
    store.applyRequest(e);
    refetch();
  });
  useSocketReconnect(refetch);

  const zones = snapshot.data?.zones;
  const zoneNames = useMemo(() => new Map((zones ?? []).map((z) => [z.id, z.name])), [zones]);
  const zoneIds = useMemo(() => (zoneId ? [zoneId] : []), [zoneId]);

  // `version` changes whenever statuses or membership change.
  const couriers = useMemo(() => store.real(zoneIds), [store, zoneIds, version]); // eslint-disable-line react-hooks/exhaustive-deps
  const counts = useMemo(() => countByStatus(couriers), [couriers]);
  const online = couriers.length - counts.offline;
  const listed = useMemo(() => {
    const q = deferredSearch.trim();
    return couriers
      .filter((c) => !q || foldedIncludes(c.name, q) || c.phone.includes(q))
      .sort((a, b) => STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status) || a.name.localeCompare(b.name, 'tr'));
  }, [couriers, deferredSearch]);
  const selected = selectedId ? (store.couriers.get(selectedId) ?? null) : null;
  const route = useSelectedCourierRoute(selected);

  const select = (id: string) => {
    setSelectedId(id);
    const c = store.couriers.get(id);
    if (c?.position) mapRef.current?.flyTo(c.position);
  };

  const loading = snapshot.isPending || !mapReady;
  return (
    <section aria-labelledby="page-title">
      <PageHeading title={t('pages.liveMap')} marginBottom={12}>
        <Select
          aria-label={t('liveMap.zoneFilter')}
          data-testid="zone-filter"
          style={{ minWidth: 220 }}
          allowClear
          placeholder={t('liveMap.allZones')}
          value={zoneId}
          onChange={(v) => setZoneId(v)}
          options={(zones ?? []).map((z) => ({ value: z.id, label: z.name }))}
        />
      </PageHeading>
      <ul className="live-map-legend" aria-label={t('liveMap.legend')} data-testid="live-map-legend" style={{ marginBottom: 12 }}>
        {STATUS_ORDER.map((s) => (
          <li key={s} data-testid={`legend-${s}`} data-count={counts[s]}>
            <StatusDot status={s} />
            <span>
              {t(`liveMap.status.${s}`)}: <strong>{counts[s]}</strong>
            </span>
          </li>
        ))}
        <li>
          <StatusDot status="available" joker />
          <span>{t('liveMap.joker')}</span>
        </li>
        <li>
          <span
            aria-hidden
            style={{ width: 10, height: 10, background: '#343a40', border: '2px solid #fff', boxShadow: '0 0 0 1px rgba(0,0,0,.25)', display: 'inline-block' }}
          />
          <span>{t('liveMap.store')}</span>
        </li>
      </ul>
      <p className="visually-hidden" aria-live="polite" data-testid="live-map-summary">
        {t('liveMap.summary', { online, total: couriers.length })}
      </p>
      {snapshot.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={snapshot.error.message || t('errors.generic')}
          action={<Button onClick={() => snapshot.refetch()}>{t('common.retry')}</Button>}
        />
      )}
      <div className="live-map-layout">
        <div className="live-map-box">
          <CourierMap
            ref={mapRef}
            snapshot={snapshot.data}
            store={store}
            zoneIds={zoneIds}
            selectedId={selectedId}
            onSelect={select}
            onReady={() => setMapReady(true)}
            label={t('liveMap.mapLabel', { online })}
            focus={focus}
            route={route?.geometry ?? null}
          />
          {loading && (
            <div className="live-map-overlay" data-testid="live-map-loading">
              <Card size="small">
                <Spin size="small" /> <span style={{ marginInlineStart: 8 }}>{t('liveMap.loading')}</span>
              </Card>
            </div>
          )}
          {!loading && snapshot.data && online === 0 && (
            <div className="live-map-overlay" data-testid="live-map-empty">
              <Card size="small">{t('liveMap.empty')}</Card>
            </div>
          )}
        </div>
        <aside className="live-map-side" aria-labelledby="courier-list-title">
          <Typography.Title level={2} id="courier-list-title" style={{ fontSize: 16, margin: 0 }}>
            {t('liveMap.courierList')} ({couriers.length})
          </Typography.Title>
          <Input.Search
            aria-label={t('liveMap.search')}
            placeholder={t('liveMap.search')}
            allowClear
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <ul className="live-map-list" data-testid="courier-list">
            {listed.slice(0, LIST_LIMIT).map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  className="live-map-item"
                  data-testid="courier-item"
                  data-zone={zoneNames.get(c.zoneId) ?? ''}
                  data-status={c.status}
                  aria-current={c.id === selectedId}
                  onClick={() => select(c.id)}
                >
                  <StatusDot status={c.status} joker={c.isJoker} />
                  <span style={{ flex: 1, minWidth: 0 }}>
                    <span style={{ display: 'block', fontWeight: 500 }}>{c.name}</span>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t(`liveMap.status.${c.status}`)} · {zoneNames.get(c.zoneId)}
                      {!c.position && ` · ${t('liveMap.noPosition')}`}
                    </Typography.Text>
                  </span>
                </button>
              </li>
            ))}
            {listed.length === 0 && !snapshot.isPending && (
              <li style={{ padding: 12 }}>
                <Typography.Text type="secondary">{t('liveMap.noMatch')}</Typography.Text>
              </li>
            )}
          </ul>
          {listed.length > LIST_LIMIT && <Typography.Text type="secondary">{t('liveMap.moreCouriers', { count: listed.length - LIST_LIMIT })}</Typography.Text>}
        </aside>
      </div>
      <CourierDrawer
        route={route}
        courier={selected}
        zoneName={selected ? (zoneNames.get(selected.zoneId) ?? '') : ''}
        onClose={() => setSelectedId(null)}
        onShow={(p) => mapRef.current?.flyTo(p)}
      />
    </section>
  );
}

/** `lat,lng` → a point, or null when absent or not a coordinate. */
function parseAt(at: string | null) {
  const [latitude, longitude] = (at ?? '').split(',').map(Number);
  return at && Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude!) <= 90 && Math.abs(longitude!) <= 180
    ? { latitude: latitude!, longitude: longitude! }
    : null;
}
