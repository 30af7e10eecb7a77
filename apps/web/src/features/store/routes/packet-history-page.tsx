import { distanceWithKind } from '../../../lib/distance-label';
import { useState } from 'react';
import { Button, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { PACKET_STATUSES, STORE_PACKET_SORTS, formatRequestNumber, type PacketStatus, type StorePacketRow } from '@kurye/contracts/delivery';
import { formatMoney, formatShortDateTime } from '../../../lib/format';
import { useTableState } from '../../../lib/use-table-state';
import { dayRangeInstants } from '../../../lib/day-range';
import { sortableColumn } from '../../../lib/table-columns';
import { StoreListFilters } from '../components/store-list-filters';
import { PagedTable } from '../../../components/paged-table';
import { RetryAlert } from '../../../components/retry-alert';
import { usePacketHistory, type PacketHistoryParams } from '../api/list-packet-history';
import { RequestDetailsDrawer } from '../components/request-details-drawer';
import { StorePage } from '../components/store-page';
import { useErrorText } from '../../../lib/use-error-text';
import { storeErrorTexts } from '../lib/store-error-texts';

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
  const errorText = useErrorText(storeErrorTexts);
  const [openId, setOpenId] = useState<string | null>(null);
  const statusParam = table.get('status');
  const status = PACKET_STATUSES.includes(statusParam as PacketStatus) ? (statusParam as PacketStatus) : undefined;
  const fromDay = table.get('from');
  const toDay = table.get('to');
  const params: PacketHistoryParams = {
    status,
    ...dayRangeInstants(fromDay, toDay),
    page: table.page,
    size: table.size,
    sort: table.sort as PacketHistoryParams['sort'],
  };
  const { data, isFetching, isError, error, refetch } = usePacketHistory(params);

  const columns: ColumnsType<StorePacketRow> = [
    sortableColumn(table, 'requestNumber', <span style={{ whiteSpace: 'nowrap' }}>{t('storePacketHistory.request')}</span>, {
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
    }),
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
    sortableColumn(table, 'deliveredAt', t('storePacketHistory.deliveredAt'), {
      render: (v: string | null) =>
        v ? (
          <span style={{ whiteSpace: 'nowrap' }}>{formatShortDateTime(v)}</span>
        ) : (
          <Typography.Text type="secondary">{t('storePacketHistory.onTheWay')}</Typography.Text>
        ),
    }),
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
    {
      key: 'distance',
      title: t('storePacketHistory.distance'),
      dataIndex: 'distanceMeters',
      align: 'right',
      render: (m: number | null, p) => distanceWithKind(t, m, p.distanceKind),
    },
    sortableColumn(table, 'fee', t('storePacketHistory.fee'), { align: 'right', render: (f: number | null) => (f === null ? '—' : formatMoney(f)) }),
  ];

  return (
    <StorePage page="packetHistory">
      <Typography.Paragraph type="secondary">{t('storePacketHistory.intro')}</Typography.Paragraph>
      <StoreListFilters list="packets" table={table} status={status} />
      {isError && <RetryAlert style={{ marginBottom: 16 }} text={errorText(error)} onRetry={() => void refetch()} />}
      <PagedTable<StorePacketRow>
        table={table}
        data={data}
        data-testid="packet-history-table"
        rowKey="id"
        columns={columns}
        loading={isFetching}
        scroll={{ x: 900 }}
        emptyText={fromDay || status ? t('storePacketHistory.emptyFiltered') : t('storePacketHistory.empty')}
        totalText={(total) => t('storePacketHistory.total', { total })}
      />
      <RequestDetailsDrawer requestId={openId} onClose={() => setOpenId(null)} />
    </StorePage>
  );
}
