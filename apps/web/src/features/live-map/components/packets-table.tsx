import { distanceWithKind } from '../../../lib/distance-label';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney, formatShortDateTime } from '../../../lib/format';
import type { Packet as RequestPacket } from '@kurye/contracts/delivery';
import { PacketStatusTag } from './packet-status-tag';

export function PacketsTable({ packets, loading }: { packets: RequestPacket[] | undefined; loading?: boolean }) {
  const { t } = useTranslation();
  return (
    <Table<RequestPacket>
      size="small"
      rowKey="id"
      loading={loading}
      pagination={false}
      dataSource={packets ?? []}
      locale={{ emptyText: t('daily.noPackets') }}
      columns={[
        { title: t('daily.packetNo'), dataIndex: 'position', width: 70 },
        { title: t('daily.state'), dataIndex: 'status', render: (s: RequestPacket['status']) => <PacketStatusTag status={s} /> },
        {
          title: t('daily.deliveredAt'),
          dataIndex: 'toLocationSetDateTime',
          render: (v: string | null, p) =>
            v ? (
              <span title={p.toLocation ? `${p.toLocation.latitude.toFixed(5)}, ${p.toLocation.longitude.toFixed(5)}` : undefined}>{formatDateTime(v)}</span>
            ) : (
              '—'
            ),
        },
        {
          title: t('daily.distance'),
          dataIndex: 'distanceMeters',
          render: (m: number | null, p) => distanceWithKind(t, m, p.distanceKind),
        },
        { title: t('daily.fee'), dataIndex: 'fee', render: (f: number | null) => (f === null ? '—' : formatMoney(f)) },
        { title: t('daily.approvedAt'), dataIndex: 'approvedAt', render: (v: string | null) => (v ? formatShortDateTime(v) : '—') },
      ]}
    />
  );
}
