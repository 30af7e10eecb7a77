import { useEffect, useState } from 'react';
import { Button, Select, Space, Tag, Typography, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPacketNumber } from '@kurye/contracts/delivery';
import type { PacketUpdateRequest } from '@kurye/contracts/fieldops';
import { formatMoney } from '../../../lib/format';
import { useTableState } from '../../../lib/use-table-state';
import { useStoreRequestList } from '../api/list-store-requests';
import { useMarkStoreRequestsSeen } from '../api/mark-seen';
import { ResolveDialog } from '../components/resolve-dialog';
import { PageApp } from '../../../components/shell-app';
import { RetryAlert } from '../../../components/retry-alert';
import { optionalTextColumn } from '../../../components/optional-text-column';
import { PagedTable } from '../../../components/paged-table';
import { PageFrame } from '../../../components/page-frame';
import { dateTimeCell, sortableColumn } from '../../../lib/table-columns';

const SORTS = ['-createdAt', 'status'];
const STATUS_COLOR: Record<string, string> = { open: 'orange', resolved: 'green', rejected: 'default' };

/** İşletme Talepleri: the stores' packet update requests of the caller's zones; opening the page marks them seen. */
export function StoreRequestListPage() {
  return (
    <PageApp>
      <StoreRequestListPageBody />
    </PageApp>
  );
}

function StoreRequestListPageBody() {
  const { t } = useTranslation();
  const table = useTableState(SORTS);
  const status = table.get('status') ?? 'open';
  const query = useStoreRequestList({ status: status === 'all' ? undefined : status, ...table.paging });
  const markSeen = useMarkStoreRequestsSeen();
  const [resolving, setResolving] = useState<PacketUpdateRequest | null>(null);

  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => void markSeen.mutate(), []);

  const columns: TableProps<PacketUpdateRequest>['columns'] = [
    sortableColumn(table, 'createdAt', t('storeRequests.col.createdAt'), { render: dateTimeCell }),
    { key: 'store', title: t('storeRequests.col.store'), dataIndex: 'storeName' },
    { key: 'packet', title: t('storeRequests.col.packet'), render: (_, r) => formatPacketNumber(r.requestNumber, r.packetPosition) },
    {
      key: 'kind',
      title: t('storeRequests.col.kind'),
      render: (_, r) => <Tag color={r.kind === 'wrong_location' ? 'red' : r.kind === 'cancel' ? 'volcano' : 'gold'}>{t(`storeRequests.kind.${r.kind}`)}</Tag>,
    },
    optionalTextColumn('note', t('storeRequests.col.note')),
    { key: 'fee', title: t('storeRequests.col.fee'), align: 'right', render: (_, r) => (r.fee !== null ? formatMoney(r.fee) : '—') },
    sortableColumn(table, 'status', t('storeRequests.col.status'), {
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Space size={4}>
            <Tag color={STATUS_COLOR[r.status]}>{t(`storeRequests.status.${r.status}`)}</Tag>
            {!r.seen && r.status === 'open' && <Tag color="blue">{t('storeRequests.new')}</Tag>}
          </Space>
          {r.resolution && (
            <Typography.Text type="secondary">
              {t(`storeRequests.action.${String(r.resolution.action)}`)}
              {r.resolvedBy ? ` · ${r.resolvedBy}` : ''}
              {r.resolution.reason ? ` · ${String(r.resolution.reason)}` : ''}
            </Typography.Text>
          )}
        </Space>
      ),
    }),
    {
      key: 'actions',
      title: t('storeRequests.col.actions'),
      render: (_, r) =>
        r.status === 'open' ? (
          <Button type="primary" size="small" onClick={() => setResolving(r)}>
            {t('storeRequests.resolve')}
          </Button>
        ) : null,
    },
  ];

  return (
    // The page's title is its only h1, as on every other page; the status filter stands beside it.
    <PageFrame
      title={t('storeRequests.title')}
      extra={
        <label>
          <span style={{ marginInlineEnd: 8 }}>{t('storeRequests.filter.status')}</span>
          <Select
            value={status}
            style={{ width: 180 }}
            onChange={(v) => table.update({ status: v === 'open' ? undefined : v })}
            options={['open', 'resolved', 'rejected', 'all'].map((s) => ({ value: s, label: t(`storeRequests.status.${s}`) }))}
          />
        </label>
      }
    >
      <PagedTable<PacketUpdateRequest>
        rowKey="id"
        table={table}
        data={query.data}
        loading={query.isLoading}
        failure={query.isError && <RetryAlert text={t('storeRequests.error')} retryLabel={t('storeRequests.retry')} onRetry={() => void query.refetch()} />}
        columns={columns}
        emptyText={t('storeRequests.empty')}
        scroll={{ x: 900 }}
      />
      <ResolveDialog request={resolving} onClose={() => setResolving(null)} />
    </PageFrame>
  );
}
