import { useState } from 'react';
import { Alert, Button, DatePicker, Form, Select, Space, Table, type TableProps } from 'antd';
import { EyeOutlined, RedoOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { REQUEST_STATUSES, type DeliveryRequest, type RequestStatus } from '@kurye/contracts/delivery';
import { formatDateTime, formatMoney } from '../../../lib/format';
import type { RequestListParams } from '../api/keys';
import { useRequestList } from '../api/list-requests';
import { RequestDetailsDrawer } from '../components/request-details-drawer';
import { RequestStatusTag, shortId } from '../components/status-tags';
import { StorePage } from '../components/store-page';
import { REPEATABLE } from '../lib/statuses';
import { useApiErrorMessage } from '../lib/use-api-error-message';
import { useRepeatAction } from '../lib/use-repeat-action';

const SORTS = ['createdAt', '-createdAt', 'status', '-status'] as const;
const DAY = 'YYYY-MM-DD';

/** The list's filters, paging and sort live in the address (shareable, survive a refresh). */
function useListParams() {
  const [search, setSearch] = useSearchParams();
  const status = search.get('status');
  const sort = search.get('sort');
  const params: RequestListParams & { fromDay?: string; toDay?: string } = {
    status: REQUEST_STATUSES.includes(status as RequestStatus) ? (status as RequestStatus) : undefined,
    fromDay: search.get('from') ?? undefined,
    toDay: search.get('to') ?? undefined,
    page: Math.max(1, Number(search.get('page')) || 1),
    size: [10, 20, 50, 100].includes(Number(search.get('size'))) ? Number(search.get('size')) : 20,
    sort: SORTS.includes(sort as (typeof SORTS)[number]) ? (sort as RequestListParams['sort']) : '-createdAt',
  };
  const update = (patch: Record<string, string | number | undefined>) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v === undefined || v === '') next.delete(k);
          else next.set(k, String(v));
        }
        return next;
      },
      { replace: true },
    );
  return { params, update };
}

/** /store/list ("İş listesi"): every request of the store, filterable, with details and "Tekrarla". */
export function StoreRequestsPage() {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  const [openId, setOpenId] = useState<string | null>(null);
  const { repeat, pendingId } = useRepeatAction();
  const errorText = useApiErrorMessage();
  const query: RequestListParams = {
    status: params.status,
    from: params.fromDay ? dayjs(params.fromDay).startOf('day').toISOString() : undefined,
    to: params.toDay ? dayjs(params.toDay).endOf('day').toISOString() : undefined,
    page: params.page,
    size: params.size,
    sort: params.sort,
  };
  const { data, isFetching, isError, error, refetch } = useRequestList(query);

  const sortOrder = (field: 'createdAt' | 'status') =>
    params.sort === field ? ('ascend' as const) : params.sort === `-${field}` ? ('descend' as const) : null;

  const columns: ColumnsType<DeliveryRequest> = [
    { key: 'id', title: t('storeDelivery.list.id'), dataIndex: 'id', render: (id: string) => shortId(id) },
    { key: 'createdAt', title: t('storeDelivery.list.createdAt'), dataIndex: 'createdAt', sorter: true, sortOrder: sortOrder('createdAt'), render: (v: string) => formatDateTime(v) },
    { key: 'status', title: t('storeDelivery.list.status'), dataIndex: 'status', sorter: true, sortOrder: sortOrder('status'), render: (s: RequestStatus) => <RequestStatusTag status={s} /> },
    { key: 'packets', title: t('storeDelivery.list.packets'), dataIndex: 'packetCount', align: 'right' },
    { key: 'courier', title: t('storeDelivery.list.courier'), render: (_, r) => r.courier?.name ?? '—' },
    { key: 'fee', title: t('storeDelivery.list.estimatedFee'), dataIndex: 'estimatedFee', align: 'right', render: (f: number) => formatMoney(f) },
    {
      key: 'actions',
      title: t('storeDelivery.list.actions'),
      render: (_, r) => (
        <Space onClick={(e) => e.stopPropagation()}>
          <Button size="small" icon={<EyeOutlined aria-hidden />} aria-label={t('storeDelivery.list.detailsFor', { id: shortId(r.id) })} onClick={() => setOpenId(r.id)}>
            {t('storeDelivery.list.details')}
          </Button>
          {REPEATABLE.includes(r.status) && (
            <Button
              size="small"
              icon={<RedoOutlined aria-hidden />}
              loading={pendingId === r.id}
              aria-label={t('storeDelivery.repeat.buttonFor', { id: shortId(r.id) })}
              onClick={() => void repeat(r.id)}
            >
              {t('storeDelivery.repeat.button')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const onChange: TableProps<DeliveryRequest>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const s = Array.isArray(sorter) ? sorter[0] : sorter;
      const field = s?.columnKey === 'status' ? 'status' : 'createdAt';
      const sort = !s?.order ? undefined : s.order === 'ascend' ? field : `-${field}`;
      update({ sort, page: undefined });
    } else if (extra.action === 'paginate') {
      update({ page: pagination.current, size: pagination.pageSize });
    }
  };

  const range: [dayjs.Dayjs, dayjs.Dayjs] | null = params.fromDay && params.toDay ? [dayjs(params.fromDay), dayjs(params.toDay)] : null;

  return (
    <StorePage page="storeRequests">
      <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item label={t('storeDelivery.list.status')} htmlFor="store-requests-status">
          <Select<RequestStatus>
            id="store-requests-status"
            allowClear
            placeholder={t('storeDelivery.list.allStatuses')}
            style={{ width: 200 }}
            value={params.status}
            onChange={(v) => update({ status: v, page: undefined })}
            options={REQUEST_STATUSES.map((s) => ({ value: s, label: t(`storeDelivery.status.${s}`) }))}
          />
        </Form.Item>
        <Form.Item label={t('storeDelivery.list.dateRange')} htmlFor="store-requests-range">
          <DatePicker.RangePicker
            id={{ start: 'store-requests-range' }}
            value={range}
            format="DD.MM.YYYY"
            allowClear
            onChange={(v) => update({ from: v?.[0]?.format(DAY), to: v?.[1]?.format(DAY), page: undefined })}
          />
        </Form.Item>
      </Form>
      {isError && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={errorText(error)} action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>} />}
      <Table<DeliveryRequest>
        rowKey="id"
        columns={columns}
        dataSource={data?.items ?? []}
        loading={isFetching}
        onChange={onChange}
        scroll={{ x: 860 }}
        onRow={(r) => ({ onClick: () => setOpenId(r.id), style: { cursor: 'pointer' } })}
        pagination={{ current: params.page, pageSize: params.size, total: data?.total ?? 0, showSizeChanger: true, pageSizeOptions: [10, 20, 50, 100], showTotal: (total) => t('storeDelivery.list.total', { total }) }}
      />
      <RequestDetailsDrawer requestId={openId} onClose={() => setOpenId(null)} />
    </StorePage>
  );
}
