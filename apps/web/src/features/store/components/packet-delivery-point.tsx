import { useMemo, useState } from 'react';
import { Button, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LatLng } from '@kurye/contracts/delivery';
import { LazyPointMap } from '../../../components/lazy-point-map';
import { PlaceSearch } from '../../../components/place-search';
import { formatCoords } from '../../../lib/osm';

/**
 * A packet's customer address found on the map: the search moves the map to the street, a click on the door sets the
 * packet's optional delivery point (`customerLocation`). The map appears once a place was chosen.
 */
export function PacketDeliveryPoint({ index }: { index: number }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const name = ['packets', index, 'customerLocation'];
  const point = Form.useWatch<LatLng | undefined>(name, form);
  const [center, setCenter] = useState<{ latitude: number; longitude: number; zoom: number } | null>(null);
  const points = useMemo(
    () =>
      point
        ? [{ id: 'delivery', latitude: point.latitude, longitude: point.longitude, label: t('store.customers.point'), caption: t('store.customers.point') }]
        : [],
    [point, t],
  );
  return (
    <Form.Item label={t('store.customers.findAddress')} extra={t('store.customers.findAddressHelp')}>
      <PlaceSearch
        testId={`packet-place-search-${index}`}
        label={t('store.customers.findAddressLabel', { position: index + 1 })}
        keepText
        onPick={(p) => setCenter({ latitude: p.latitude, longitude: p.longitude, zoom: 17 })}
      />
      <Form.Item name={name} hidden>
        <input type="hidden" />
      </Form.Item>
      {(center || point) && (
        <div style={{ marginTop: 8 }}>
          <LazyPointMap
            points={points}
            follow={false}
            center={center}
            height={240}
            label={point ? t('store.customers.mapWithPoint', { coords: formatCoords(point) }) : t('store.customers.map')}
            onPick={(p) => form.setFieldValue(name, p)}
            pickCenterLabel={t('store.customers.pickCenter')}
            testId={`packet-map-${index}`}
          />
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
            {point ? formatCoords(point) : t('store.customers.clickDoor')}{' '}
            {point && (
              <Button type="link" size="small" onClick={() => form.setFieldValue(name, undefined)}>
                {t('store.customers.clearPoint')}
              </Button>
            )}
          </Typography.Text>
        </div>
      )}
    </Form.Item>
  );
}
