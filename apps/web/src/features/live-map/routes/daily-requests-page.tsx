import { useMemo, useState } from 'react';
import { Badge, Button, Select, Table, type TableProps } from 'antd';
import { formatRequestNumber, REQUEST_STATUSES, type DeliveryRequest, type RequestStatus } from '@kurye/contracts/delivery';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatShortDateTime } from '../../../lib/format';
import { useDailyRequests } from '../api/get-daily-requests';
import type { DailySort } from '../api/keys';
import { useLiveSnapshot } from '../api/get-live-snapshot';
import { RequestDetailsDrawer } from '../components/request-details-drawer';
import { RequestStatusTag } from '../../../components/status-tags';
import { useLiveRequestUpdates } from '../lib/use-live-request-updates';
import { PageApp } from '../../../components/shell-app';
import { PageHeading } from '../components/page-heading';

/** Today's requests of the viewer's zones: server paging and sorting, live over the socket, details and manual dispatch. */
export function DailyRequestsPage() {
  return (
    <PageApp>
      <DailyRequests />
    </PageApp>
  );
}

function DailyRequests() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<RequestStatus | undefined>();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(20);
  const [sort, setSort] = useState<DailySort>('-createdAt');
  const list = useDailyRequests({ status, page, size, sort });
  const snapshot = useLiveSnapshot();
  useLiveRequestUpdates();
  const zoneNames = useMemo(() => new Map((snapshot.data?.zones ?? []).map((z) => [z.id, z.name])), [snapshot.data]);
  const openId = params.get('request');
  const open = (id: string | null) =>
    setParams(
      (p) => {
        if (id) p.set('request', id);
        else p.delete('request');
        return p;
      },
      { replace: !id },
    );

  const order = (key: 'createdAt' | 'status') => (sort === key ? 'ascend' : sort === `-${key}` ? 'descend' : null);
  const onChange: TableProps<DeliveryRequest>['onChange'] = (pagination, _filters, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = s?.columnKey === 'status' ? 'status' : 'createdAt';
    const next: DailySort = !s?.order ? '-createdAt' : s.order === 'ascend' ? key : `-${key}`;
    if (next !== sort) {
      setSort(next);
      setPage(1);
    } else {
      setPage(pagination.current ?? 1);
      setSize(pagination.pageSize ?? 20);
    }
  };

  return (
    <section aria-labelledby="page-title">
      <PageHeading
        title={
          <>
            {t('pages.dailyRequests')} <Badge status="processing" text={t('daily.live')} style={{ marginInlineStart: 8, fontWeight: 400 }} />
          </>
        }
      >
        <Select
          aria-label={t('daily.statusFilter')}
          data-testid="status-filter"
          allowClear
          placeholder={t('daily.allStatuses')}
          style={{ minWidth: 200 }}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={REQUEST_STATUSES.map((s) => ({ value: s, label: t(`request.status.${s}`) }))}
        />
      </PageHeading>
      <Table<DeliveryRequest>
        rowKey="id"
        size="middle"
        data-testid="daily-requests-table"
        loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
        dataSource={list.data?.items ?? []}
        onChange={onChange}
        scroll={{ x: 900 }}
        locale={{ emptyText: list.isError ? list.error.message || t('errors.generic') : t('daily.emptyToday') }}
        pagination={{
          current: page,
          pageSize: size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total) => t('daily.total', { count: total }),
        }}
        onRow={(r) => ({ onClick: () => open(r.id), style: { cursor: 'pointer' } })}
        columns={[
          {
            key: 'number',
            title: t('daily.number'),
            dataIndex: 'number',
            width: 100,
            render: (v: number) => <span data-testid="request-number">{formatRequestNumber(v)}</span>,
          },
          {
            key: 'createdAt',
            title: t('daily.createdAt'),
            dataIndex: 'createdAt',
            sorter: true,
            sortOrder: order('createdAt'),
            render: (v: string) => formatShortDateTime(v),
          },
          { key: 'store', title: t('daily.store'), dataIndex: 'storeName' },
          { key: 'zone', title: t('liveMap.zone'), dataIndex: 'zoneId', render: (z: string) => zoneNames.get(z) ?? '—' },
          { key: 'packets', title: t('daily.packetCount'), dataIndex: 'packetCount', align: 'right', width: 90 },
          {
            key: 'status',
            title: t('daily.state'),
            dataIndex: 'status',
            sorter: true,
            sortOrder: order('status'),
            render: (s: RequestStatus) => <RequestStatusTag status={s} />,
          },
          { key: 'courier', title: t('daily.courier'), dataIndex: 'courier', render: (c: DeliveryRequest['courier']) => c?.name ?? '—' },
          { key: 'fee', title: t('daily.estimatedFee'), dataIndex: 'estimatedFee', align: 'right', render: (f: number) => formatMoney(f) },
          {
            key: 'actions',
            title: <span className="visually-hidden">{t('daily.actions')}</span>,
            width: 110,
            render: (_: unknown, r) => (
              <Button
                size="small"
                onClick={(e) => {
                  e.stopPropagation();
                  open(r.id);
                }}
                aria-label={t('daily.detailsOf', { store: r.storeName })}
              >
                {t('daily.details')}
              </Button>
            ),
          },
        ]}
      />
      <RequestDetailsDrawer requestId={openId} onClose={() => open(null)} couriers={snapshot.data?.couriers} zoneNames={zoneNames} />
    </section>
  );
}
