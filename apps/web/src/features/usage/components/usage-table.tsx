import { Alert, Button, Card, Col, Flex, Form, Row, Segmented, Statistic } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { FileExcelOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatRequestNumber } from '@kurye/contracts/delivery';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime, formatLongDate, formatMoney } from '../../../lib/format';
import { useTableState } from '../../../lib/use-table-state';
import { sortableColumn } from '../../../lib/table-columns';
import { DayRangeField } from '../../../components/filter-fields';
import { PagedTable } from '../../../components/paged-table';
import { RetryAlert } from '../../../components/retry-alert';
import { useExportUsage } from '../api/export-usage';
import { useUsage, type UsageRow } from '../api/list-usage';

const km = (meters: number) => new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 }).format(meters / 1000);
const KINDS = ['delivery', 'delivery_fee', 'delivery_fee_adjustment', 'top_up', 'opening_credit', 'manual_credit'];

/** Usage by day or by request with the running balance; a date range; Excel export of the range. */
export function UsageTable() {
  const { t } = useTranslation();
  const table = useTableState(['-date', 'date']);
  const view = table.get('view') === 'request' ? 'request' : 'day';
  const from = table.get('from');
  const to = table.get('to');
  const usage = useUsage({ view, from, to, ...table.paging });
  const exporter = useExportUsage();
  const s = usage.data?.summary;

  const columns: ColumnsType<UsageRow> = [
    sortableColumn(table, 'date', view === 'day' ? t('usage.table.day') : t('usage.table.dateTime'), {
      render: (v: string) => (view === 'day' ? formatLongDate(v) : formatDateTime(v)),
    }),
    ...(view === 'request'
      ? [
          {
            key: 'kind',
            title: t('usage.table.kind'),
            render: (_: unknown, r: UsageRow) =>
              r.requestNumber != null
                ? t('usage.kind.request', { id: formatRequestNumber(r.requestNumber) })
                : KINDS.includes(r.kind)
                  ? t(`usage.kind.${r.kind}`)
                  : (r.description ?? r.kind),
          },
        ]
      : []),
    { key: 'packets', title: t('usage.table.packets'), dataIndex: 'packets', align: 'right' },
    { key: 'distance', title: t('usage.table.distance'), dataIndex: 'distanceMeters', align: 'right', render: (m: number) => (m ? `${km(m)} km` : '—') },
    { key: 'fees', title: t('usage.table.fees'), dataIndex: 'fees', align: 'right', render: (v: number) => (v ? formatMoney(v) : '—') },
    { key: 'topUps', title: t('usage.table.topUps'), dataIndex: 'topUps', align: 'right', render: (v: number) => (v ? formatMoney(v) : '—') },
    { key: 'other', title: t('usage.table.other'), dataIndex: 'other', align: 'right', render: (v: number) => (v ? formatMoney(v) : '—') },
    { key: 'balance', title: t('usage.table.balance'), dataIndex: 'balance', align: 'right', render: (v: number) => <strong>{formatMoney(v)}</strong> },
  ];

  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}>
      <Card>
        <Form noValidate layout="inline" style={{ rowGap: 8 }} onSubmitCapture={(e) => e.preventDefault()}>
          <Form.Item label={t('usage.filter.view')}>
            <Segmented
              aria-label={t('usage.filter.view')}
              value={view}
              onChange={(v) => table.update({ view: v === 'day' ? undefined : v })}
              options={[
                { value: 'day', label: t('usage.filter.byDay') },
                { value: 'request', label: t('usage.filter.byRequest') },
              ]}
            />
          </Form.Item>
          <DayRangeField
            id="usage-range"
            label={t('usage.filter.range')}
            from={from}
            to={to}
            disabledDate={(d) => d.isAfter(dayjs(), 'day')}
            presets={[
              { label: t('usage.filter.thisMonth'), value: [dayjs().startOf('month'), dayjs()] },
              { label: t('usage.filter.lastMonth'), value: [dayjs().subtract(1, 'month').startOf('month'), dayjs().subtract(1, 'month').endOf('month')] },
              { label: t('usage.filter.last30'), value: [dayjs().subtract(29, 'day'), dayjs()] },
            ]}
            onChange={table.update}
          />
          <Form.Item>
            <Button icon={<FileExcelOutlined aria-hidden />} loading={exporter.isPending} onClick={() => exporter.mutate({ view, from, to })}>
              {t('usage.export')}
            </Button>
          </Form.Item>
        </Form>
        {exporter.isError && (
          <Alert
            style={{ marginTop: 12 }}
            type="error"
            showIcon
            role="alert"
            title={exporter.error instanceof ApiError && exporter.error.message ? exporter.error.message : t('usage.exportError')}
          />
        )}
      </Card>
      {s && (
        <Row gutter={[16, 16]}>
          {[
            ['packets', String(s.packets)],
            ['distance', `${km(s.distanceMeters)} km`],
            ['fees', formatMoney(s.fees)],
            ['topUps', formatMoney(s.topUps)],
            ['closing', s.closingBalance === null ? '—' : formatMoney(s.closingBalance)],
          ].map(([key, value]) => (
            <Col key={key} xs={12} md={8} xl={4}>
              <Card size="small">
                <Statistic title={t(`usage.summary.${key}`)} value={value} />
              </Card>
            </Col>
          ))}
        </Row>
      )}
      <Card>
        <PagedTable<UsageRow>
          table={table}
          data={usage.data}
          failure={usage.isError && <RetryAlert text={t('usage.loadError')} onRetry={() => void usage.refetch()} />}
          rowKey="key"
          data-testid="usage-table"
          columns={columns}
          loading={usage.isPending || usage.isPlaceholderData}
          totalText={(n) => t(view === 'day' ? 'usage.totalDays' : 'usage.totalRows', { count: n })}
          emptyText={from ? t('usage.noMatch') : t('usage.empty')}
          scroll={{ x: 760 }}
        />
        <Flex justify="end" style={{ marginTop: 8 }}>
          {s && s.openingBalance !== null && from && (
            <span>
              {t('usage.summary.opening')}: {formatMoney(s.openingBalance)}
            </span>
          )}
        </Flex>
      </Card>
    </div>
  );
}
