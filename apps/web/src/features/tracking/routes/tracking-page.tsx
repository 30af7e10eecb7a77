import { formatEta } from '../../../lib/eta';
import { Suspense, lazy } from 'react';
import { Card, Result, Skeleton, Spin, Steps, Typography } from 'antd';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useTracking } from '../api/get-tracking';

/** MapLibre is large: its chunk loads after the status is on screen. */
const TrackingMap = lazy(() => import('../components/tracking-map').then((m) => ({ default: m.TrackingMap })));

const STEP = { waiting: 0, on_the_way: 1, delivered: 2, cancelled: 0 } as const;

/** /t/:token — the end customer's page: status, store, courier's first name and position while on the way. */
export function TrackingPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const tracking = useTracking(token);

  if (tracking.isLoading) {
    return (
      <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        <Spin size="large" aria-label={t('tracking.loading')} />
      </div>
    );
  }
  if (tracking.isError || !tracking.data) {
    return <Result status="404" title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('tracking.notFound')}</h1>} subTitle={t('tracking.notFoundText')} />;
  }
  const d = tracking.data;
  // The position only while on the way (the server sends none otherwise); after delivery or cancellation, no map.
  const position = d.status === 'on_the_way' ? d.courierPosition : null;
  const showMap = d.status === 'waiting' || d.status === 'on_the_way';
  return (
    <main style={{ maxWidth: 560, margin: '0 auto', padding: 24 }}>
      <Card>
        <Typography.Text type="secondary">{t('tracking.from')}</Typography.Text>
        {/* The store's name is the page's h1 and the status its h2, drawn at the sizes of an h3 and an h4. */}
        <Typography.Title level={1} style={{ marginTop: 0, fontSize: 24 }} data-testid="tracking-store">
          {d.storeName}
        </Typography.Title>
        <Typography.Title level={2} style={{ fontSize: 20 }} data-testid="tracking-status">
          {t(`tracking.status.${d.status}`)}
        </Typography.Title>
        {d.status !== 'cancelled' && (
          <Steps
            size="small"
            current={STEP[d.status]}
            status={d.status === 'delivered' ? 'finish' : 'process'}
            items={[{ title: t('tracking.step.preparing') }, { title: t('tracking.step.onTheWay') }, { title: t('tracking.step.delivered') }]}
            style={{ margin: '16px 0' }}
          />
        )}
        {d.courierFirstName && (
          <Typography.Paragraph data-testid="tracking-courier">{t('tracking.courier', { name: d.courierFirstName })}</Typography.Paragraph>
        )}
        {d.status === 'on_the_way' && d.etaSeconds !== null && (
          <Typography.Paragraph strong data-testid="tracking-eta">
            {t('tracking.eta', { eta: formatEta(t, d.etaSeconds, d.updatedAt) })}
          </Typography.Paragraph>
        )}
        {showMap && (
          <div style={{ margin: '8px 0 12px' }}>
            <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 300 }} />}>
              <TrackingMap
                tracking={d}
                storeLabel={d.storeName}
                courierLabel={d.courierFirstName ? t('tracking.courierMarker', { name: d.courierFirstName }) : t('tracking.courierMarkerUnnamed')}
                mapLabel={position ? t('tracking.mapWithCourier') : t('tracking.mapStoreOnly')}
              />
            </Suspense>
          </div>
        )}
        {position && (
          <Typography.Paragraph data-testid="tracking-position">
            {t('tracking.position')}{' '}
            <Typography.Link
              href={`https://www.openstreetmap.org/?mlat=${position.latitude}&mlon=${position.longitude}#map=16/${position.latitude}/${position.longitude}`}
              target="_blank"
              rel="noreferrer"
            >
              {t('tracking.openMap')}
            </Typography.Link>
            {position.at && <Typography.Text type="secondary"> · {formatDateTime(position.at)}</Typography.Text>}
          </Typography.Paragraph>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('tracking.updated', { time: formatDateTime(d.updatedAt) })}
        </Typography.Text>
      </Card>
    </main>
  );
}
