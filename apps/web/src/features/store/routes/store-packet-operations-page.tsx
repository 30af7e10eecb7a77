import { distanceWithKind } from '../../../lib/distance-label';
import { useState } from 'react';
import { Alert, App, Button, Card, Empty, Space, Table, Typography } from 'antd';
import { CheckOutlined, WarningOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useConfirmPacketLocation } from '../api/confirm-packet-location';
import type { PacketDecision } from '@kurye/contracts/store-requests';
import { usePacketDecisions } from '../api/list-packet-decisions';
import { RejectLocationDialog, type RejectLocationTarget } from '../components/reject-location-dialog';
import { packetLabel } from '../lib/packet-label';
import { LocationMapLink } from '../components/location-map-link';
import { PacketStatusTag, requestNo } from '../../../components/status-tags';
import { StorePage } from '../components/store-page';
import { AUTO_APPROVE_MINUTES } from '../lib/statuses';
import { useErrorText } from '../../../lib/use-error-text';
import { storeErrorTexts } from '../lib/store-error-texts';
import { formatPhone } from '../../../lib/phone';
import { useMinWidth } from '../../../lib/use-min-width';

/** /store/packet-operations: delivery locations waiting for the store's decision, and those sent to review. */
export function StorePacketOperationsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { data, isPending, isError, refetch } = usePacketDecisions();
  const confirm = useConfirmPacketLocation();
  const [rejecting, setRejecting] = useState<RejectLocationTarget | null>(null);
  const errorText = useErrorText(storeErrorTexts);
  // wide screens fit the whole table; narrow ones scroll it with the actions pinned on the right
  const wide = useMinWidth('xl');

  const approve = (packetId: string) =>
    confirm.mutateAsync(packetId).then(
      () => void message.success(t('store.location.confirmed')),
      (err: unknown) => void message.error(errorText(err)),
    );

  const columns: ColumnsType<PacketDecision> = [
    {
      key: 'packet',
      title: t('store.location.packet'),
      render: (_, { request, packet }) => {
        const no = `${requestNo(request)}/${packet.position}`;
        const label = packetLabel(t, packet, no);
        return label === no ? (
          no
        ) : (
          <Space orientation="vertical" size={0}>
            <span>{label}</span>
            <Typography.Text type="secondary">{no}</Typography.Text>
          </Space>
        );
      },
    },
    { key: 'status', title: t('store.list.status'), render: (_, { packet }) => <PacketStatusTag status={packet.status} /> },
    {
      key: 'setAt',
      title: t('store.location.setAt'),
      render: (_, { packet }) => (
        <span title={formatDateTime(packet.toLocationSetDateTime)} style={{ whiteSpace: 'nowrap' }}>
          {packet.toLocationSetDateTime ? dayjs(packet.toLocationSetDateTime).fromNow() : '—'}
        </span>
      ),
    },
    {
      key: 'courier',
      title: t('store.list.courier'),
      render: (_, { request }) =>
        request.courier ? (
          <Space orientation="vertical" size={0}>
            <span>{request.courier.name}</span>
            <a href={`tel:${request.courier.phone.replace(/\s+/g, '')}`}>{formatPhone(request.courier.phone)}</a>
          </Space>
        ) : (
          '—'
        ),
    },
    {
      key: 'location',
      title: t('store.details.location'),
      render: (_, { packet, request, storeLocation }) =>
        packet.toLocation ? (
          <LocationMapLink
            point={packet.toLocation}
            store={storeLocation}
            title={t('store.map.title', { packet: packetLabel(t, packet, `${requestNo(request)}/${packet.position}`) })}
          >
            {distanceWithKind(t, packet.distanceMeters, packet.distanceKind)}
          </LocationMapLink>
        ) : (
          '—'
        ),
    },
    { key: 'fee', title: t('store.details.fee'), align: 'right', render: (_, { packet }) => (packet.fee === null ? '—' : formatMoney(packet.fee)) },
    {
      key: 'actions',
      title: t('store.list.actions'),
      fixed: wide ? undefined : 'right',
      render: (_, { packet, request }) => {
        if (packet.status !== 'location_set') return <Typography.Text type="secondary">{t('store.operations.underReview')}</Typography.Text>;
        const name = packetLabel(t, packet, `${requestNo(request)}/${packet.position}`);
        const busy = confirm.isPending && confirm.variables === packet.id;
        return (
          <Space wrap>
            <Button
              type="primary"
              size="small"
              icon={<CheckOutlined aria-hidden />}
              disabled={busy}
              loading={confirm.isPending && confirm.variables === packet.id}
              aria-label={t('store.operations.confirmFor', { packet: name })}
              onClick={() => void approve(packet.id)}
            >
              {t('store.location.confirm')}
            </Button>
            <Button
              danger
              size="small"
              icon={<WarningOutlined aria-hidden />}
              disabled={busy}
              aria-label={t('store.operations.rejectFor', { packet: name })}
              onClick={() => setRejecting({ packetId: packet.id, label: name })}
            >
              {t('store.location.reject')}
            </Button>
          </Space>
        );
      },
    },
  ];

  return (
    <StorePage page="storePacketOperations">
      <Card>
        <Typography.Paragraph type="secondary">{t('store.operations.intro', { minutes: AUTO_APPROVE_MINUTES })}</Typography.Paragraph>
        {isError ? (
          <Alert type="error" showIcon title={t('store.operations.loadError')} action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>} />
        ) : (
          <Table<PacketDecision>
            rowKey={(r) => r.packet.id}
            columns={columns}
            dataSource={data ?? []}
            loading={isPending}
            pagination={false}
            scroll={wide ? undefined : { x: 'max-content' }}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('store.operations.empty')} /> }}
          />
        )}
      </Card>
      <RejectLocationDialog target={rejecting} onClose={() => setRejecting(null)} />
    </StorePage>
  );
}
