import { useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Segmented, Table, Typography } from 'antd';
import type { DeliveryRequest, RequestStatus } from '@kurye/contracts/delivery';
import { useTranslation } from 'react-i18next';
import { formatShortDateTime } from '../../../lib/format';
import { dailyRequestsQueryOptions } from '../api/get-daily-requests';
import { useTableState } from '../../../lib/use-table-state';
import { useLiveSnapshot } from '../api/get-live-snapshot';
import { useRequestDetails } from '../../../lib/request-details-query';
import { PacketsTable } from '../components/packets-table';
import { RequestStatusTag } from '../../../components/status-tags';
import { useLiveRequestUpdates } from '../lib/use-live-request-updates';
import { PageHeading } from '../components/page-heading';

const STATUSES: RequestStatus[] = ['picked_up', 'delivered', 'completed'];

/**
 * Today's packet operations: today's requests that are picked up, delivered or completed; a request's packets load
 * only when its row is expanded (one details call per opened row, not one per listed request).
 */
export function DailyPacketOperationsPage() {
  const { t } = useTranslation();
  const table = useTableState(['-createdAt']);
  const { page, size } = table;
  // Without a chosen tab, open on the first one that has rows today (not on an empty tab).
  const firsts = useQueries({ queries: STATUSES.map((s) => dailyRequestsQueryOptions({ status: s, page: 1, size: 1, sort: '-createdAt' })) });
  const chosen = table.get('status') as RequestStatus | undefined;
  const status: RequestStatus = chosen && STATUSES.includes(chosen) ? chosen : (STATUSES.find((_, i) => (firsts[i]?.data?.total ?? 0) > 0) ?? 'delivered');
  // Until the counts are known, load nothing rather than flash the fallback tab's (possibly empty) list.
  const deciding = !chosen && firsts.some((f) => f.isPending);
  const list = useQuery({ ...dailyRequestsQueryOptions({ status, page, size, sort: '-createdAt' }), enabled: !deciding });
  const snapshot = useLiveSnapshot();
  useLiveRequestUpdates();
  const zoneNames = useMemo(() => new Map((snapshot.data?.zones ?? []).map((z) => [z.id, z.name])), [snapshot.data]);

  return (
    <section aria-labelledby="page-title">
      <PageHeading title={t('pages.dailyPacketOperations')}>
        <Segmented<RequestStatus>
          aria-label={t('daily.statusFilter')}
          value={status}
          onChange={(v) => table.update({ status: v })}
          options={STATUSES.map((s) => ({ value: s, label: t(`request.status.${s}`) }))}
        />
      </PageHeading>
      <Typography.Paragraph type="secondary">{t('daily.packetOpsHint')}</Typography.Paragraph>
      <Table<DeliveryRequest>
        rowKey="id"
        data-testid="packet-ops-table"
        loading={deciding || list.isPending || (list.isFetching && list.isPlaceholderData)}
        dataSource={list.data?.items ?? []}
        scroll={{ x: 800 }}
        locale={{ emptyText: list.isError ? list.error.message || t('errors.generic') : t('daily.emptyToday') }}
        onChange={table.onTableChange}
        pagination={table.pagination(list.data?.total, (total) => t('daily.total', { count: total }))}
        expandable={{ expandedRowRender: (r) => <RequestPackets id={r.id} />, rowExpandable: () => true }}
        columns={[
          { key: 'createdAt', title: t('daily.createdAt'), dataIndex: 'createdAt', render: (v: string) => formatShortDateTime(v) },
          { key: 'store', title: t('daily.store'), dataIndex: 'storeName' },
          { key: 'zone', title: t('liveMap.zone'), dataIndex: 'zoneId', render: (z: string) => zoneNames.get(z) ?? '—' },
          { key: 'courier', title: t('daily.courier'), dataIndex: 'courier', render: (c: DeliveryRequest['courier']) => c?.name ?? '—' },
          { key: 'packets', title: t('daily.packetCount'), dataIndex: 'packetCount', align: 'right' },
          { key: 'status', title: t('daily.state'), dataIndex: 'status', render: (s: RequestStatus) => <RequestStatusTag status={s} /> },
          { key: 'pickedUpAt', title: t('daily.pickedUpAt'), dataIndex: 'pickedUpAt', render: (v: string | null) => (v ? formatShortDateTime(v) : '—') },
        ]}
      />
    </section>
  );
}

function RequestPackets({ id }: { id: string }) {
  const details = useRequestDetails(id);
  return <PacketsTable packets={details.data?.packets} loading={details.isPending} />;
}
