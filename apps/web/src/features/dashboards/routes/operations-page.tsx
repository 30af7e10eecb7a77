import { useMemo, useState } from 'react';
import { Card, Col, Empty, Flex, List, Row, Select, Skeleton, Statistic, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { AnalyticsDashboard, DayFigures } from '@kurye/contracts/dashboards';
import type { EChartsCoreOption } from 'echarts/core';
import { ReportChart } from '../../../components/echart';
import { PageFrame } from '../../../components/page-frame';
import { RetryAlert } from '../../../components/retry-alert';
import { formatShortDateTime } from '../../../lib/format';
import { useAreaPrefix } from '../../../lib/use-area-prefix';
import { useErrorText } from '../../../lib/use-error-text';
import { useAnalytics } from '../api/get-analytics';
import { useProject } from '../api/get-project';
import { useLiveDashboard } from '../lib/use-live-dashboard';

type Key = keyof DayFigures;
/** The headline figures: key, unit, and whether a rise is good news. */
const HEADLINES: { key: Key; unit?: 'pct' | 'min' | 'sec'; higherIsBetter: boolean }[] = [
  { key: 'requests', higherIsBetter: true },
  { key: 'completed', higherIsBetter: true },
  { key: 'noCourierRate', unit: 'pct', higherIsBetter: false },
  { key: 'acceptanceRate', unit: 'pct', higherIsBetter: true },
  { key: 'medianAcceptSeconds', unit: 'sec', higherIsBetter: false },
  { key: 'medianPickupMinutes', unit: 'min', higherIsBetter: false },
  { key: 'medianDeliverMinutes', unit: 'min', higherIsBetter: false },
  { key: 'onTimeRate', unit: 'pct', higherIsBetter: true },
];
const STATUS_ROWS: Key[] = ['requests', 'open', 'completed', 'noCourier', 'cancelled', 'packets'];
const trDay = (iso: string) => iso.split('-').reverse().join('.');

/** Bugün: today against yesterday and the same weekday last week, the field now, and demand against couriers by hour. */
export function OperationsPage() {
  const { t } = useTranslation();
  const [zoneId, setZoneId] = useState<string | undefined>();
  const project = useProject(zoneId);
  const zones = useProject(undefined).data?.zones ?? [];
  return (
    <PageFrame
      page="operationsDashboard"
      extra={
        zones.length > 1 && (
          <Select
            aria-label={t('dashboards.zone')}
            style={{ minWidth: 200 }}
            value={zoneId ?? ''}
            onChange={(v) => setZoneId(v || undefined)}
            options={[{ value: '', label: t('dashboards.allZones') }, ...zones.map((z) => ({ value: z.zoneId, label: z.zoneName }))]}
          />
        )
      }
    >
      <OperationsBody zoneId={zoneId} project={project} />
    </PageFrame>
  );
}

function OperationsBody({ zoneId, project }: { zoneId: string | undefined; project: ReturnType<typeof useProject> }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const analytics = useAnalytics(zoneId);
  const area = useAreaPrefix();
  useLiveDashboard();

  if (analytics.isError && !analytics.data)
    return <RetryAlert text={t('dashboards.loadError')} description={errorText(analytics.error)} onRetry={() => void analytics.refetch()} />;
  if (!analytics.data) return <Skeleton active paragraph={{ rows: 8 }} aria-busy="true" />;
  const a = analytics.data;

  return (
    <Flex vertical gap={16}>
      {analytics.isError && <RetryAlert text={t('dashboards.staleError')} onRetry={() => void analytics.refetch()} />}
      <Typography.Text type="secondary" data-testid="dashboard-day">
        {t('dashboards.comparedTo', { today: trDay(a.today.day), yesterday: trDay(a.yesterday.day), lastWeek: trDay(a.lastWeek.day) })}
      </Typography.Text>
      {a.today.requests === 0 && <Empty description={t('dashboards.noRequestsToday')} image={Empty.PRESENTED_IMAGE_SIMPLE} />}
      <Row gutter={[12, 12]}>
        {HEADLINES.map((h) => (
          <Col key={h.key} xs={12} md={8} xl={6}>
            <Headline figures={a} field={h.key} unit={h.unit} higherIsBetter={h.higherIsBetter} />
          </Col>
        ))}
      </Row>
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={10}>
          <Card title={t('dashboards.byStatus')} size="small">
            <Table
              size="small"
              pagination={false}
              rowKey="key"
              dataSource={STATUS_ROWS.map((key) => ({ key, today: a.today[key], yesterday: a.yesterday[key], lastWeek: a.lastWeek[key] }))}
              columns={[
                { key: 'key', dataIndex: 'key', title: t('dashboards.figure'), render: (k: string) => t(`dashboards.field.${k}`) },
                { key: 'today', dataIndex: 'today', title: t('dashboards.today'), align: 'right' },
                { key: 'yesterday', dataIndex: 'yesterday', title: t('dashboards.yesterday'), align: 'right' },
                { key: 'lastWeek', dataIndex: 'lastWeek', title: t('dashboards.lastWeek'), align: 'right' },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card title={t('dashboards.couriers')} size="small">
            <FieldNow project={project} />
          </Card>
        </Col>
      </Row>
      <Card title={t('dashboards.waiting')} size="small">
        {project.data && project.data.waiting.length === 0 ? (
          <Empty description={t('dashboards.noneWaiting')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <List
            loading={project.isLoading}
            dataSource={project.data?.waiting ?? []}
            renderItem={(w) => (
              <List.Item
                extra={
                  <Tag color={w.waitingMinutes >= 15 ? 'red' : w.waitingMinutes >= 5 ? 'orange' : 'default'}>
                    {t('dashboards.waitingFor', { count: w.waitingMinutes })}
                  </Tag>
                }
              >
                <List.Item.Meta
                  title={
                    <Link to={`${area}/daily/delivery/requests?request=${w.requestId}`}>
                      {w.storeName} · T-{w.requestNumber}
                    </Link>
                  }
                  description={`${w.zoneName} · ${t(`dashboards.status.${w.status}`)} · ${formatShortDateTime(w.createdAt)}`}
                />
              </List.Item>
            )}
          />
        )}
      </Card>
      <Card title={t('dashboards.hourlyTitle')} size="small">
        <Typography.Paragraph type="secondary">{t('dashboards.hourly', { from: trDay(a.hourlyFrom), to: trDay(a.hourlyTo) })}</Typography.Paragraph>
        <HourlyChart data={a} />
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {t('dashboards.shortNote', { count: a.shortThreshold })}
        </Typography.Paragraph>
      </Card>
    </Flex>
  );
}

function format(value: number | null, unit: 'pct' | 'min' | 'sec' | undefined, t: TFunction) {
  if (value === null) return '—';
  if (unit === 'pct') return `%${value.toLocaleString('tr-TR')}`;
  if (unit === 'min') return t('dashboards.minutes', { value: value.toLocaleString('tr-TR') });
  if (unit === 'sec') return t('dashboards.seconds', { value: value.toLocaleString('tr-TR') });
  return value.toLocaleString('tr-TR');
}

function Headline({
  figures,
  field,
  unit,
  higherIsBetter,
}: {
  figures: AnalyticsDashboard;
  field: Key;
  unit?: 'pct' | 'min' | 'sec';
  higherIsBetter: boolean;
}) {
  const { t } = useTranslation();
  const today = figures.today[field] as number | null;
  const delta = (other: number | null) => {
    if (today === null || other === null) return <Typography.Text type="secondary">—</Typography.Text>;
    const d = Math.round((today - other) * 100) / 100;
    const good = d === 0 ? undefined : d > 0 === higherIsBetter ? 'success' : 'danger';
    return <Typography.Text type={good}>{`${d > 0 ? '+' : ''}${format(d, unit, t)}`}</Typography.Text>;
  };
  return (
    <Card size="small" data-testid={`headline-${field}`}>
      <Statistic title={t(`dashboards.field.${field}`)} value={format(today, unit, t)} />
      <Flex vertical style={{ fontSize: 12 }}>
        <span>
          {t('dashboards.vsYesterday')}: {delta(figures.yesterday[field] as number | null)}
        </span>
        <span>
          {t('dashboards.vsLastWeek')}: {delta(figures.lastWeek[field] as number | null)}
        </span>
      </Flex>
    </Card>
  );
}

function FieldNow({ project }: { project: ReturnType<typeof useProject> }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (project.isError && !project.data)
    return <RetryAlert text={t('dashboards.loadError')} description={errorText(project.error)} onRetry={() => void project.refetch()} />;
  return (
    <Table
      size="small"
      loading={project.isLoading}
      pagination={false}
      rowKey="zoneId"
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('dashboards.noZones') }}
      dataSource={project.data?.zones ?? []}
      columns={[
        { key: 'zoneName', dataIndex: 'zoneName', title: t('dashboards.zone'), sorter: (x, y) => x.zoneName.localeCompare(y.zoneName, 'tr') },
        { key: 'available', dataIndex: 'available', title: t('dashboards.available'), align: 'right', sorter: (x, y) => x.available - y.available },
        { key: 'busy', dataIndex: 'busy', title: t('dashboards.busy'), align: 'right', sorter: (x, y) => x.busy - y.busy },
        { key: 'onBreak', dataIndex: 'onBreak', title: t('dashboards.onBreak'), align: 'right', sorter: (x, y) => x.onBreak - y.onBreak },
      ]}
    />
  );
}

function HourlyChart({ data }: { data: AnalyticsDashboard }) {
  const { t } = useTranslation();
  const option = useMemo<EChartsCoreOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0, type: 'scroll' },
      grid: { left: 40, right: 40, top: 56, bottom: 32 },
      xAxis: { type: 'category', data: data.hourly.map((h) => `${String(h.hour).padStart(2, '0')}:00`) },
      yAxis: [
        { type: 'value', name: t('dashboards.requestsPerDay') },
        { type: 'value', name: t('dashboards.couriersOnline') },
      ],
      series: [
        {
          name: t('dashboards.requestsPerDay'),
          type: 'bar',
          data: data.hourly.map((h) => ({ value: h.requests, itemStyle: h.short ? { color: '#d4380d' } : undefined })),
        },
        { name: t('dashboards.couriersOnline'), type: 'line', yAxisIndex: 1, smooth: true, data: data.hourly.map((h) => h.couriers) },
      ],
    }),
    [data, t],
  );
  const short = data.hourly.filter((h) => h.short).map((h) => `${String(h.hour).padStart(2, '0')}:00`);
  return (
    <>
      <ReportChart option={option} label={t('dashboards.hourlyLabel', { hours: short.join(', ') || t('dashboards.none') })} />
      {short.length > 0 && <Typography.Text type="danger">{t('dashboards.shortHours', { hours: short.join(', ') })}</Typography.Text>}
    </>
  );
}
