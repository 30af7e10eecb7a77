import { useState } from 'react';
import { Alert, Button, DatePicker, Form, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { PACKET_STATUSES, STORE_PACKET_SORTS, formatRequestNumber, type PacketStatus, type StorePacketRow } from '@kurye/contracts/delivery';
import { formatMoney, formatShortDateTime } from '../../../lib/format';
import { useTableState } from '../../../lib/use-table-state';
import { usePacketHistory, type PacketHistoryParams } from '../api/list-packet-history';
import { RequestDetailsDrawer } from '../components/request-details-drawer';
import { StorePage } from '../components/store-page';
import { formatDistance } from '../lib/format-distance';
import { useErrorText } from '../../../lib/use-error-text';
import { storeErrorTexts } from '../lib/store-error-texts';

const DAY = 'YYYY-MM-DD';
const STATUS_COLOR: Record<PacketStatus, string> = { pending: 'processing', location_set: 'warning', approved: 'success', wrong_location: 'error' };

/** Who settled the delivery point, in words; a packet still waiting says so. */
function decisionKey(row: StorePacketRow) {
  if (row.decidedBy) return `storePacketHistory.decision.${row.decidedBy}`;
  if (row.status === 'wrong_location') return 'storePacketHistory.decision.disputed';
  if (row.status === 'location_set') return 'storePacketHistory.decision.waiting';
  return 'storePacketHistory.decision.none';
}

/** /store/packet/history ("Paket Geçmişi"): every packet that left the store, with its delivery, decision and fee. */
export function PacketHistoryPage() {
  const { t } = useTranslation();
  const table = useTableState(STORE_PACKET_SORTS);
  const { update, sortOrder } = table;
  const errorText = useErrorText(storeErrorTexts);
  const [openId, setOpenId] = useState<string | null>(null);
  const statusParam = table.get('status');
  const status = PACKET_STATUSES.includes(statusParam as PacketStatus) ? (statusParam as PacketStatus) : undefined;
  const fromDay = table.get('from');
  const toDay = table.get('to');
  const params: PacketHistoryParams = {
    status,
    from: fromDay ? dayjs(fromDay).startOf('day').toISOString() : undefined,
    to: toDay ? dayjs(toDay).endOf('day').toISOString() : undefined,
    page: table.page,
    size: table.size,
    sort: table.sort as PacketHistoryParams['sort'],
  };
  const { data, isFetching, isError, error, refetch } = usePacketHistory(params);
  const range: [dayjs.Dayjs, dayjs.Dayjs] | null = fromDay && toDay ? [dayjs(fromDay), dayjs(toDay)] : null;

  const columns: ColumnsType<StorePacketRow> = [
    {
      key: 'requestNumber',
      title: <span style={{ whiteSpace: 'nowrap' }}>{t('storePacketHistory.request')}</span>,
      dataIndex: 'requestNumber',
      sorter: true,
      sortOrder: sortOrder('requestNumber'),
      render: (n: number, r) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={() => setOpenId(r.requestId)}
          aria-label={t('storePacketHistory.openRequest', { id: formatRequestNumber(n) })}
        >
          <span data-testid="packet-request-number">{formatRequestNumber(n)}</span>
        </Button>
      ),
    },
    {
      key: 'position',
      title: t('storePacketHistory.packet'),
      dataIndex: 'position',
      render: (p: number) => <span style={{ whiteSpace: 'nowrap' }}>{t('storePacketHistory.packetNo', { position: p })}</span>,
    },
    {
      key: 'status',
      title: t('storePacketHistory.status'),
      dataIndex: 'status',
      render: (s: PacketStatus) => <Tag color={STATUS_COLOR[s]}>{t(`storePacketHistory.statuses.${s}`)}</Tag>,
    },
    {
      key: 'deliveredAt',
      title: t('storePacketHistory.deliveredAt'),
      dataIndex: 'deliveredAt',
      sorter: true,
      sortOrder: sortOrder('deliveredAt'),
      render: (v: string | null) =>
        v ? (
          <span style={{ whiteSpace: 'nowrap' }}>{formatShortDateTime(v)}</span>
        ) : (
          <Typography.Text type="secondary">{t('storePacketHistory.onTheWay')}</Typography.Text>
        ),
    },
    {
      key: 'decision',
      title: t('storePacketHistory.decisionTitle'),
      render: (_, r) => (
        <span>
          {t(decisionKey(r))}
          {r.decidedAt && (
            <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
              {' '}
              · {formatShortDateTime(r.decidedAt)}
            </Typography.Text>
          )}
        </span>
      ),
    },
    { key: 'distance', title: t('storePacketHistory.distance'), dataIndex: 'distanceMeters', align: 'right', render: (m: number | null) => formatDistance(m) },
    {
      key: 'fee',
      title: t('storePacketHistory.fee'),
      dataIndex: 'fee',
      align: 'right',
      sorter: true,
      sortOrder: sortOrder('fee'),
      render: (f: number | null) => (f === null ? '—' : formatMoney(f)),
    },
  ];

  return (
    <StorePage page="packetHistory">
      <Typography.Paragraph type="secondary">{t('storePacketHistory.intro')}</Typography.Paragraph>
      <Form noValidate layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item label={t('storePacketHistory.status')} htmlFor="packet-history-status">
          <Select<PacketStatus>
            id="packet-history-status"
            allowClear
            placeholder={t('storePacketHistory.allStatuses')}
            style={{ width: 220 }}
            value={status}
            onChange={(v) => update({ status: v })}
            options={PACKET_STATUSES.map((s) => ({ value: s, label: t(`storePacketHistory.statuses.${s}`) }))}
          />
        </Form.Item>
        <Form.Item label={t('storePacketHistory.dateRange')} htmlFor="packet-history-range">
          <DatePicker.RangePicker
            id={{ start: 'packet-history-range' }}
            value={range}
            format="DD.MM.YYYY"
            allowClear
            onChange={(v) => update({ from: v?.[0]?.format(DAY), to: v?.[1]?.format(DAY) })}
          />
        </Form.Item>
      </Form>
      {isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={errorText(error)}
          action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
        />
      )}
      <Table<StorePacketRow>
        data-testid="packet-history-table"
        rowKey="id"
        columns={columns}
        dataSource={data?.items ?? []}
        loading={isFetching}
        onChange={table.onTableChange}
        scroll={{ x: 900 }}
        locale={{ emptyText: fromDay || status ? t('storePacketHistory.emptyFiltered') : t('storePacketHistory.empty') }}
        pagination={table.pagination(data?.total, (total) => t('storePacketHistory.total', { total }))}
      />
      <RequestDetailsDrawer requestId={openId} onClose={() => setOpenId(null)} />
    </StorePage>
  );
}
