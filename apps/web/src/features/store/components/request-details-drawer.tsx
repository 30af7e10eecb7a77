import { distanceWithKind } from '../../../lib/distance-label';
import { useState } from 'react';
import { Alert, Button, Descriptions, Drawer, Flex, Skeleton, Table, Typography } from 'antd';
import { RedoOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { formatPhone } from '../../../lib/phone';
import type { Packet as RequestPacket } from '@kurye/contracts/delivery';
import { useRequestDetails } from '../../../lib/request-details-query';
import { REPEATABLE } from '../lib/statuses';
import { useRepeatAction } from '../lib/use-repeat-action';
import { CourierContact, type CourierInfo } from './courier-contact';
import { LocationMapLink } from './location-map-link';
import { packetLabel } from '../lib/packet-label';
import { OfferLogTimeline } from './offer-log-timeline';
import { PacketRequestDialog, kindsFor, type PacketRequestTarget } from './packet-request-dialog';
import { PacketStatusTag, RequestStatusTag, requestNo } from '../../../components/status-tags';

/** A request's details: summary, courier, packets with their fees, and the offer log. */
export function RequestDetailsDrawer({ requestId, onClose }: { requestId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useRequestDetails(requestId);
  const { repeat, pending } = useRepeatAction();
  const [asking, setAsking] = useState<PacketRequestTarget | null>(null);

  const packetColumns: ColumnsType<RequestPacket> = [
    { key: 'no', title: t('store.details.packetNo'), dataIndex: 'position', width: 60 },
    { key: 'status', title: t('store.list.status'), dataIndex: 'status', render: (s: RequestPacket['status']) => <PacketStatusTag status={s} /> },
    {
      key: 'customer',
      title: t('store.customers.column'),
      render: (_, p) => {
        const lines = [
          p.orderReference && t('store.customers.order', { reference: p.orderReference }),
          p.customerPhone && <span style={{ whiteSpace: 'nowrap' }}>{formatPhone(p.customerPhone)}</span>,
          p.customerAddress,
          p.cashOnDelivery &&
            t(p.cashOnDelivery.method === 'cash' ? 'store.customers.codCash' : 'store.customers.codCard', { amount: formatMoney(p.cashOnDelivery.amount) }),
        ].filter(Boolean);
        return lines.length ? (
          <Flex vertical data-testid="packet-customer-details">
            {lines.map((line, i) => (
              <span key={i}>{line}</span>
            ))}
          </Flex>
        ) : (
          '—'
        );
      },
    },
    {
      key: 'location',
      title: t('store.details.location'),
      render: (_, p) =>
        p.toLocation ? (
          <Flex vertical align="start">
            <LocationMapLink
              point={p.toLocation}
              store={data?.store.location}
              title={t('store.map.title', { packet: packetLabel(t, p, `${data ? requestNo(data) : ''}/${p.position}`) })}
            >
              {t('store.map.show')}
            </LocationMapLink>
            <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
              {formatDateTime(p.toLocationSetDateTime)}
            </Typography.Text>
          </Flex>
        ) : (
          '—'
        ),
    },
    {
      key: 'distance',
      title: t('store.details.distance'),
      dataIndex: 'distanceMeters',
      render: (m: number | null, p) => distanceWithKind(t, m, p.distanceKind),
    },
    { key: 'fee', title: t('store.details.fee'), dataIndex: 'fee', align: 'right', render: (f: number | null) => (f === null ? '—' : formatMoney(f)) },
    {
      key: 'request',
      title: t('storePacketRequest.column'),
      render: (_, p) => {
        const target = { packetId: p.id, position: p.position, packetStatus: p.status, requestStatus: data?.status ?? '' };
        return kindsFor(target).length ? (
          <Button size="small" onClick={() => setAsking(target)} aria-label={t('storePacketRequest.open', { position: p.position })}>
            {t('storePacketRequest.button')}
          </Button>
        ) : null;
      },
    },
  ];

  const totalFee = data?.packets.reduce((sum, p) => sum + (p.fee ?? 0), 0) ?? 0;

  return (
    <Drawer
      open={!!requestId}
      onClose={onClose}
      size={880}
      title={data ? t('store.details.title', { id: requestNo(data) }) : t('store.details.titleLoading')}
      extra={
        data &&
        REPEATABLE.includes(data.status) && (
          <Button icon={<RedoOutlined aria-hidden />} loading={pending} onClick={() => void repeat(data.id)}>
            {t('store.repeat.button')}
          </Button>
        )
      }
    >
      {isPending ? (
        <Skeleton active />
      ) : isError ? (
        <Alert type="error" showIcon title={t('store.details.loadError')} action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>} />
      ) : (
        <Flex vertical gap={24}>
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              { key: 'status', label: t('store.list.status'), children: <RequestStatusTag status={data.status} /> },
              { key: 'created', label: t('store.list.createdAt'), children: formatDateTime(data.createdAt) },
              { key: 'packets', label: t('store.list.packets'), children: data.packetCount },
              {
                key: 'ready',
                label: t('store.form.readyIn'),
                children: !data.readyInMinutes ? t('store.form.readyNow') : t('store.form.readyInOption', { minutes: data.readyInMinutes }),
              },
              ...(data.note ? [{ key: 'note', label: t('store.form.note'), children: data.note }] : []),
              { key: 'estimate', label: t('store.list.estimatedFee'), children: formatMoney(data.estimatedFee) },
              { key: 'fee', label: t('store.details.totalFee'), children: totalFee ? formatMoney(totalFee) : '—' },
              ...(data.pickedUpAt ? [{ key: 'picked', label: t('store.details.pickedUpAt'), children: formatDateTime(data.pickedUpAt) }] : []),
              ...(data.completedAt ? [{ key: 'completed', label: t('store.details.completedAt'), children: formatDateTime(data.completedAt) }] : []),
              {
                key: 'courier',
                label: t('store.list.courier'),
                children: data.courier ? <CourierContact courier={data.courier as CourierInfo} /> : '—',
              },
            ]}
          />
          <section aria-labelledby="request-packets">
            <Typography.Title level={3} id="request-packets" style={{ fontSize: 16 }}>
              {t('store.details.packets')}
            </Typography.Title>
            <Table<RequestPacket> rowKey="id" size="small" columns={packetColumns} dataSource={data.packets} pagination={false} scroll={{ x: 'max-content' }} />
          </section>
          <section aria-labelledby="request-offer-log">
            <Typography.Title level={3} id="request-offer-log" style={{ fontSize: 16 }}>
              {t('store.details.offerLog')}
            </Typography.Title>
            <OfferLogTimeline entries={data.offerLog} />
          </section>
        </Flex>
      )}
      <PacketRequestDialog target={asking} onClose={() => setAsking(null)} />
    </Drawer>
  );
}
