import { useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { EyeOutlined, RedoOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { REQUEST_STATUSES, type DeliveryRequest, type RequestStatus } from '@kurye/contracts/delivery';
import { formatMoney, formatShortDateTime } from '../../../lib/format';
import { useTableState } from '../../../lib/use-table-state';
import { dayRangeInstants } from '../../../lib/day-range';
import { sortableColumn } from '../../../lib/table-columns';
import { StoreListFilters } from '../components/store-list-filters';
import { PagedTable } from '../../../components/paged-table';
import { RetryAlert } from '../../../components/retry-alert';
import type { RequestListParams } from '../api/keys';
import { useRequestList } from '../api/list-requests';
import { RequestDetailsDrawer } from '../components/request-details-drawer';
import { RequestStatusTag, requestNo } from '../../../components/status-tags';
import { StorePage } from '../components/store-page';
import { REPEATABLE } from '../lib/statuses';
import { useErrorText } from '../../../lib/use-error-text';
import { storeErrorTexts } from '../lib/store-error-texts';
import { useRepeatAction } from '../lib/use-repeat-action';

const SORTS = ['-createdAt', 'status'] as const;

/** /store/list ("İş listesi"): every request of the store, filterable, with details and "Tekrarla". */
export function StoreRequestsPage() {
  const { t } = useTranslation();
  const table = useTableState(SORTS);
  const statusParam = table.get('status');
  const params = {
    status: REQUEST_STATUSES.includes(statusParam as RequestStatus) ? (statusParam as RequestStatus) : undefined,
    fromDay: table.get('from'),
    toDay: table.get('to'),
    page: table.page,
    size: table.size,
    sort: table.sort as RequestListParams['sort'],
  };
  const [openId, setOpenId] = useState<string | null>(null);
  const { repeat, pendingId } = useRepeatAction();
  const errorText = useErrorText(storeErrorTexts);
  const query: RequestListParams = {
    status: params.status,
    ...dayRangeInstants(params.fromDay, params.toDay),
    page: params.page,
    size: params.size,
    sort: params.sort,
  };
  const { data, isFetching, isError, error, refetch } = useRequestList(query);

  const columns: ColumnsType<DeliveryRequest> = [
    {
      key: 'number',
      title: t('store.list.id'),
      dataIndex: 'number',
      render: (_: number, r) => <span data-testid="request-number">{requestNo(r)}</span>,
    },
    sortableColumn(table, 'createdAt', t('store.list.createdAt'), { render: (v: string) => formatShortDateTime(v) }),
    sortableColumn(table, 'status', t('store.list.status'), { render: (s: RequestStatus) => <RequestStatusTag status={s} /> }),
    { key: 'packets', title: t('store.list.packets'), dataIndex: 'packetCount', align: 'right' },
    { key: 'courier', title: t('store.list.courier'), render: (_, r) => r.courier?.name ?? '—' },
    {
      key: 'fee',
      title: t('store.list.fee'),
      align: 'right',
      // Once a packet is approved the request shows what was charged; before that, the estimate, said to be one.
      render: (_, r) =>
        r.chargedFee !== null ? (
          <span data-testid="request-fee">{formatMoney(r.chargedFee)}</span>
        ) : r.status === 'cancelled' || r.status === 'no_courier' ? (
          '—'
        ) : (
          <span data-testid="request-fee">
            {formatMoney(r.estimatedFee)} <Typography.Text type="secondary">{t('store.list.estimated')}</Typography.Text>
          </span>
        ),
    },
    {
      key: 'actions',
      title: t('store.list.actions'),
      render: (_, r) => (
        <Space onClick={(e) => e.stopPropagation()}>
          <Button size="small" icon={<EyeOutlined aria-hidden />} aria-label={t('store.list.detailsFor', { id: requestNo(r) })} onClick={() => setOpenId(r.id)}>
            {t('store.list.details')}
          </Button>
          {REPEATABLE.includes(r.status) && (
            <Button
              size="small"
              icon={<RedoOutlined aria-hidden />}
              loading={pendingId === r.id}
              aria-label={t('store.repeat.buttonFor', { id: requestNo(r) })}
              onClick={() => void repeat(r.id)}
            >
              {t('store.repeat.button')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <StorePage page="storeRequests">
      <StoreListFilters list="requests" table={table} status={params.status} />
      {isError && <RetryAlert style={{ marginBottom: 16 }} text={errorText(error)} onRetry={() => void refetch()} />}
      <PagedTable<DeliveryRequest>
        table={table}
        data={data}
        rowKey="id"
        columns={columns}
        loading={isFetching}
        scroll={{ x: 860 }}
        onRow={(r) => ({ onClick: () => setOpenId(r.id), style: { cursor: 'pointer' } })}
        totalText={(total) => t('store.list.total', { total })}
      />
      <RequestDetailsDrawer requestId={openId} onClose={() => setOpenId(null)} />
    </StorePage>
  );
}
