import { Alert, Button, Card, Select, Table, Tag, Typography, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useTableState } from '../../../lib/use-table-state';
import { usePaymentList, type Payment, type PaymentStatus } from '../api/list-payments';

const STATUS_COLORS: Record<PaymentStatus, string> = { pending: 'processing', succeeded: 'success', failed: 'error', expired: 'default' };
const STATUSES: PaymentStatus[] = ['succeeded', 'pending', 'failed', 'expired'];

/** The store's top-ups with their status; sorted and paged in the address. */
export function PaymentHistory() {
  const { t } = useTranslation();
  const table = useTableState(['-createdAt', 'amount', 'status']);
  const status = table.get('status');
  const list = usePaymentList({ ...table.paging, status });

  const columns: ColumnsType<Payment> = [
    {
      key: 'createdAt',
      title: t('credit.history.date'),
      dataIndex: 'createdAt',
      sorter: true,
      sortOrder: table.sortOrder('createdAt'),
      render: (v: string) => formatDateTime(v),
    },
    {
      key: 'amount',
      title: t('credit.history.amount'),
      dataIndex: 'amount',
      align: 'right',
      sorter: true,
      sortOrder: table.sortOrder('amount'),
      render: (v: number) => <strong>{formatMoney(v)}</strong>,
    },
    {
      key: 'status',
      title: t('credit.history.status'),
      dataIndex: 'status',
      sorter: true,
      sortOrder: table.sortOrder('status'),
      render: (s: PaymentStatus) => <Tag color={STATUS_COLORS[s]}>{t(`credit.status.${s}`)}</Tag>,
    },
    {
      key: 'detail',
      title: t('credit.history.detail'),
      render: (_: unknown, p) =>
        p.status === 'succeeded' ? (
          <Typography.Text type="secondary">{t('credit.history.reference', { ref: p.providerReference })}</Typography.Text>
        ) : p.status === 'failed' ? (
          t(`credit.reason.${p.failureReason === 'card_declined' || p.failureReason === 'provider_unavailable' ? p.failureReason : 'other'}`)
        ) : p.status === 'expired' ? (
          t('credit.reason.abandoned')
        ) : (
          t('credit.history.waiting')
        ),
    },
  ];

  return (
    <Card
      title={t('credit.history.title')}
      extra={
        <Select
          aria-label={t('credit.history.status')}
          allowClear
          placeholder={t('credit.history.allStatuses')}
          style={{ width: 180 }}
          value={status}
          onChange={(v) => table.update({ status: v })}
          options={STATUSES.map((s) => ({ value: s, label: t(`credit.status.${s}`) }))}
        />
      }
    >
      {list.isError ? (
        <Alert type="error" showIcon title={t('credit.history.loadError')} action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>} />
      ) : (
        <Table<Payment>
          rowKey="id"
          data-testid="payment-history"
          columns={columns}
          dataSource={list.data?.items ?? []}
          loading={list.isPending || list.isPlaceholderData}
          onChange={table.onTableChange as TableProps<Payment>['onChange']}
          pagination={table.pagination(list.data?.total, (n) => t('credit.history.total', { count: n }))}
          locale={{ emptyText: status ? t('credit.history.noMatch') : t('credit.history.empty') }}
          scroll={{ x: 560 }}
        />
      )}
    </Card>
  );
}
