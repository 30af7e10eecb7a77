import { useMemo, type HTMLAttributes } from 'react';
import { App, Button, Card, DatePicker, Empty, Flex, Segmented, Select, Skeleton, Statistic, Table, Tooltip, Typography, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DownloadOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { useTableState } from '../../../lib/use-table-state';
import { useExportReport } from '../api/export-report';
import { useFilterOptions } from '../api/filter-options';
import { useReport, type Granularity, type ReportParams, type ReportRow } from '../api/get-report';
import { ReportChart } from '../../../components/echart';
import { chartOption } from '../lib/chart-option';
import { REPORT_VIEWS, type ReportView } from '../lib/definitions';
import { formatCell } from '../lib/format-cell';
import { RetryAlert } from '../../../components/retry-alert';
import { foldedSelectSearch } from '../../../lib/folded-search';

const ISO = 'YYYY-MM-DD';

/** One report: filters in the address, totals, a chart, a sortable paged table and the Excel download. */
export function ReportPage({ view }: { view: ReportView }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const session = useSession();
  const permissions = new Set(session.user?.permissions ?? []);
  const sorts = [view.defaultSort, ...view.columns.map(([k]) => k).filter((k) => k !== view.defaultSort.replace(/^-/, ''))];
  const table = useTableState(sorts);
  const byDate = view.kind === 'day' || view.kind.startsWith('period');

  const yesterday = dayjs().subtract(1, 'day').format(ISO);
  const params: ReportParams = {
    from: view.singleDay ? undefined : table.get('from'),
    to: view.singleDay ? undefined : table.get('to'),
    date: view.singleDay ? (table.get('date') ?? yesterday) : undefined,
    zoneId: table.get('zoneId'),
    provinceId: table.get('provinceId'),
    storeId: view.kind === 'store' || view.kind === 'day' ? table.get('storeId') : undefined,
    carrierId: view.kind === 'carrier' ? table.get('carrierId') : undefined,
    granularity: byDate ? table.get('granularity') : undefined,
    page: table.page,
    size: table.size,
    sort: table.sort,
  };
  const report = useReport(view.path, params);
  const exporter = useExportReport(view.path);
  const zones = useFilterOptions('zones', permissions.has('zones.read'));
  const provinces = useFilterOptions('provinces');
  const stores = useFilterOptions('stores', (view.kind === 'store' || view.kind === 'day') && permissions.has('stores.read'));
  const carriers = useFilterOptions('carriers', view.kind === 'carrier' && permissions.has('carriers.read'));

  const data = report.data;
  // How the rows on screen are grouped: unless the user picks a grouping, the server groups a long range by week or
  // month, and its answer says which.
  const grouping: Granularity = data?.filters.granularity ?? 'day';
  // The work summary's first column is a day, or the week or month it sums.
  const label = (key: string) => t(`reports.col.${key === 'day' && grouping !== 'day' ? 'period' : key}`);
  const range: [Dayjs, Dayjs] | undefined = data ? [dayjs(data.filters.from), dayjs(data.filters.to)] : undefined;
  const option = useMemo(() => (data ? chartOption(view, data.items, data.series, label, grouping) : undefined), [data, view, t]); // eslint-disable-line react-hooks/exhaustive-deps

  const columns: ColumnsType<ReportRow> = view.columns.map(([key, type]) => ({
    key,
    dataIndex: key,
    // A median is read from 1-minute (or 1-second) buckets: the header says how close it is.
    title: key.startsWith('median') ? (
      <Tooltip title={t(`reports.medianHint.${type}`)}>
        <span>{label(key)}</span>
      </Tooltip>
    ) : (
      label(key)
    ),
    sorter: true,
    sortOrder: table.sortOrder(key),
    align: type === 'text' || type === 'date' ? 'left' : 'right',
    render: (value: string | number | null) => <span style={{ whiteSpace: 'nowrap' }}>{formatCell(type, value, grouping)}</span>,
  }));

  const download = () =>
    exporter.mutate(params, {
      onSuccess: () => void message.success(t('reports.exported')),
      onError: (e) => void message.error(e.message || t('reports.exportFailed')),
    });

  return (
    <section aria-labelledby="page-title">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} id="page-title" className="page-title" style={{ fontSize: 26, marginBottom: 0 }}>
          {t(`pages.${view.page}`)}
        </Typography.Title>
        <Button icon={<DownloadOutlined />} onClick={download} loading={exporter.isPending} disabled={!data}>
          {t('reports.export')}
        </Button>
      </Flex>

      <Flex wrap gap={12} style={{ marginBottom: 16 }} role="search" aria-label={t('reports.filters')}>
        {view.singleDay ? (
          <DatePicker
            aria-label={t('reports.date')}
            allowClear={false}
            format="DD.MM.YYYY"
            value={dayjs(params.date as string)}
            disabledDate={(d) => d.isAfter(dayjs(), 'day')}
            onChange={(d) => table.update({ date: d ? d.format(ISO) : undefined })}
          />
        ) : (
          <DatePicker.RangePicker
            aria-label={t('reports.range')}
            format="DD.MM.YYYY"
            value={range}
            allowClear={false}
            disabledDate={(d) => d.isAfter(dayjs(), 'day')}
            presets={[
              { label: t('reports.last7'), value: [dayjs().subtract(6, 'day'), dayjs()] },
              { label: t('reports.last30'), value: [dayjs().subtract(29, 'day'), dayjs()] },
              { label: t('reports.last90'), value: [dayjs().subtract(89, 'day'), dayjs()] },
              { label: t('reports.thisYear'), value: [dayjs().startOf('year'), dayjs()] },
            ]}
            onChange={(v) => table.update({ from: v?.[0]?.format(ISO), to: v?.[1]?.format(ISO) })}
          />
        )}
        {permissions.has('zones.read') && (
          <Select<string>
            allowClear
            showSearch={foldedSelectSearch()}
            aria-label={t('reports.zone')}
            placeholder={t('reports.allZones')}
            loading={zones.isPending}
            value={params.zoneId as string | undefined}
            onChange={(zoneId) => table.update({ zoneId })}
            options={(zones.data ?? []).map((z) => ({ value: String(z.id), label: z.name }))}
            style={{ minWidth: 180 }}
          />
        )}
        <Select<string>
          allowClear
          showSearch={foldedSelectSearch()}
          aria-label={t('reports.province')}
          placeholder={t('reports.allProvinces')}
          loading={provinces.isPending}
          value={params.provinceId as string | undefined}
          onChange={(provinceId) => table.update({ provinceId })}
          options={(provinces.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
          style={{ minWidth: 160 }}
        />
        {(view.kind === 'store' || view.kind === 'day') && permissions.has('stores.read') && (
          <Select<string>
            allowClear
            showSearch={foldedSelectSearch()}
            aria-label={t('reports.store')}
            placeholder={t('reports.allStores')}
            loading={stores.isPending}
            value={params.storeId as string | undefined}
            onChange={(storeId) => table.update({ storeId })}
            options={(stores.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
            style={{ minWidth: 220 }}
          />
        )}
        {view.kind === 'carrier' && permissions.has('carriers.read') && (
          <Select<string>
            allowClear
            showSearch={foldedSelectSearch()}
            aria-label={t('reports.carrier')}
            placeholder={t('reports.allCarriers')}
            loading={carriers.isPending}
            value={params.carrierId as string | undefined}
            onChange={(carrierId) => table.update({ carrierId })}
            options={(carriers.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            style={{ minWidth: 220 }}
          />
        )}
        {byDate && (
          <Segmented<string>
            aria-label={t('reports.granularity')}
            value={(params.granularity as Granularity | undefined) ?? grouping}
            onChange={(g) => table.update({ granularity: g })}
            options={['day', 'week', 'month'].map((g) => ({ value: g, label: t(`reports.by.${g}`) }))}
          />
        )}
      </Flex>

      {report.isError ? (
        <RetryAlert text={t('reports.loadError')} description={report.error.message} retryLabel={t('reports.retry')} onRetry={() => void report.refetch()} />
      ) : (
        <>
          <Flex wrap gap={12} style={{ marginBottom: 16 }} aria-label={t('reports.totals')} role="group">
            {view.highlights.map((key) => {
              const type = view.columns.find(([k]) => k === key)?.[1] ?? 'int';
              return (
                <Card key={key} size="small" style={{ minWidth: 150 }} loading={report.isPending}>
                  <Statistic title={label(key)} value={formatCell(type, data?.totals[key] ?? null)} />
                </Card>
              );
            })}
          </Flex>
          <Card size="small" style={{ marginBottom: 16 }}>
            {report.isPending ? (
              <Skeleton active paragraph={{ rows: 6 }} />
            ) : data && (data.series ?? data.items).length > 0 && option ? (
              <ReportChart option={option} label={t('reports.chartOf', { title: t(`pages.${view.page}`) })} />
            ) : (
              <Empty description={t('reports.empty')} />
            )}
          </Card>
          <Table<ReportRow>
            rowKey={(r) => String(r.id ?? r.day ?? `${String(r.period)}|${String(r.provinceName ?? '')}`)}
            size="small"
            onRow={() => ({ 'data-testid': 'report-row' }) as HTMLAttributes<HTMLElement>}
            scroll={{ x: 'max-content' }}
            columns={columns}
            dataSource={data?.items}
            loading={report.isFetching}
            onChange={table.onTableChange as TableProps<ReportRow>['onChange']}
            pagination={table.pagination(data?.total, (total) => t('reports.rowCount', { count: total }))}
            locale={{ emptyText: <Empty description={t('reports.empty')} /> }}
            summary={() =>
              data && data.items.length > 0 ? (
                <Table.Summary fixed>
                  <Table.Summary.Row>
                    {view.columns.map(([key, type], i) => (
                      <Table.Summary.Cell key={key} index={i} align={type === 'text' || type === 'date' ? 'left' : 'right'}>
                        <strong style={{ whiteSpace: 'nowrap' }}>
                          {i === 0 ? t('reports.total') : data.totals[key] !== undefined ? formatCell(type, data.totals[key]) : ''}
                        </strong>
                      </Table.Summary.Cell>
                    ))}
                  </Table.Summary.Row>
                </Table.Summary>
              ) : null
            }
          />
        </>
      )}
    </section>
  );
}

/** The page component of one report key (for `pages.ts`). */
export const reportPage = (key: keyof typeof REPORT_VIEWS) =>
  function Report() {
    return <ReportPage view={REPORT_VIEWS[key]} />;
  };
