import { useMemo } from 'react';
import { Card, Col, Empty, Flex, Row, Skeleton, Statistic, Table } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FinanceDashboard } from '@kurye/contracts/dashboards';
import type { EChartsCoreOption } from 'echarts/core';
import { ReportChart } from '../../../components/echart';
import { PageFrame } from '../../../components/page-frame';
import { RetryAlert } from '../../../components/retry-alert';
import { formatMoney } from '../../../lib/format';
import { useAreaPrefix } from '../../../lib/use-area-prefix';
import { useErrorText } from '../../../lib/use-error-text';
import { useFinance } from '../api/get-finance';

const monthLabel = (iso: string) => iso.slice(0, 7).split('-').reverse().join('.');
const tl = (kurus: number) => kurus / 100;

/** Finans Özeti: what is open now (each linked to its page) and twelve months of money movements. */
export function FinancePage() {
  return (
    <PageFrame page="financeDashboard">
      <FinanceBody />
    </PageFrame>
  );
}

function FinanceBody() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const finance = useFinance();
  const area = useAreaPrefix();
  if (finance.isError) return <RetryAlert text={t('dashboards.loadError')} description={errorText(finance.error)} onRetry={() => void finance.refetch()} />;
  if (!finance.data) return <Skeleton active paragraph={{ rows: 8 }} aria-busy="true" />;
  const f = finance.data;
  const open: { key: string; value: string; note?: string; to: string }[] = [
    {
      key: 'payablesDue',
      value: formatMoney(f.payablesDue),
      note: t('dashboards.finance.carriersOwed', { count: f.carriersOwed }),
      to: 'accounting/current-carrier-payments',
    },
    { key: 'cashInField', value: formatMoney(f.cashInField), to: 'accounting/cash' },
    { key: 'openGroups', value: String(f.openGroups), note: formatMoney(f.openGroupAmount), to: 'accounting/payment-groups' },
    { key: 'pendingPaymentRequests', value: String(f.pendingPaymentRequests), to: 'accounting/payment-requests' },
    { key: 'pendingInvoiceRequests', value: String(f.pendingInvoiceRequests), to: 'accounting/invoice-requests' },
  ];
  const empty = f.months.every((m) => !m.topUps && !m.charges && !m.payouts && !m.kdv);
  return (
    <Flex vertical gap={16}>
      <Row gutter={[12, 12]}>
        {open.map((o) => (
          <Col key={o.key} xs={12} md={8} xl={4}>
            <Card size="small">
              <Statistic title={t(`dashboards.finance.${o.key}`)} value={o.value} />
              {o.note && <div style={{ fontSize: 12 }}>{o.note}</div>}
              <Link to={`${area}/${o.to}`}>{t('dashboards.finance.open')}</Link>
            </Card>
          </Col>
        ))}
      </Row>
      <Card title={t('dashboards.finance.months')} size="small">
        {empty ? <Empty description={t('dashboards.finance.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} /> : <MonthsChart data={f} />}
        <Table
          size="small"
          rowKey="month"
          pagination={false}
          scroll={{ x: 'max-content' }}
          style={{ marginTop: 12 }}
          dataSource={[...f.months].reverse()}
          columns={[
            { key: 'month', dataIndex: 'month', title: t('dashboards.finance.month'), render: monthLabel, sorter: (a, b) => a.month.localeCompare(b.month) },
            ...(['topUps', 'charges', 'payouts', 'kdv'] as const).map((k) => ({
              key: k,
              dataIndex: k,
              title: t(`dashboards.finance.${k}`),
              align: 'right' as const,
              render: (v: number) => formatMoney(v),
              sorter: (a: FinanceDashboard['months'][number], b: FinanceDashboard['months'][number]) => a[k] - b[k],
            })),
          ]}
        />
      </Card>
    </Flex>
  );
}

function MonthsChart({ data }: { data: FinanceDashboard }) {
  const { t } = useTranslation();
  const option = useMemo<EChartsCoreOption>(() => {
    const money = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY', maximumFractionDigits: 0 });
    return {
      tooltip: { trigger: 'axis', valueFormatter: (v: number) => money.format(v) },
      legend: { top: 0, type: 'scroll' },
      grid: { left: 72, right: 16, top: 48, bottom: 32 },
      xAxis: { type: 'category', data: data.months.map((m) => monthLabel(m.month)) },
      yAxis: { type: 'value', axisLabel: { formatter: (v: number) => money.format(v) } },
      series: [
        { name: t('dashboards.finance.topUps'), type: 'bar', data: data.months.map((m) => tl(m.topUps)) },
        { name: t('dashboards.finance.charges'), type: 'bar', data: data.months.map((m) => tl(m.charges)) },
        { name: t('dashboards.finance.payouts'), type: 'line', data: data.months.map((m) => tl(m.payouts)) },
        { name: t('dashboards.finance.kdv'), type: 'line', data: data.months.map((m) => tl(m.kdv)) },
      ],
    };
  }, [data, t]);
  return <ReportChart option={option} label={t('dashboards.finance.chartLabel')} />;
}
