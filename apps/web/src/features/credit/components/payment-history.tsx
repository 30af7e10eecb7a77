import { Card, Select, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatShortDateTime } from '../../../lib/format';
import { dateTimeCell, sortableColumn } from '../../../lib/table-columns';
import { PagedTable } from '../../../components/paged-table';
import { RetryAlert } from '../../../components/retry-alert';
import { useTableState } from '../../../lib/use-table-state';
import { usePaymentList, type Payment, type PaymentStatus } from '../api/list-payments';
import type { CreditAccount } from '../api/get-account';

const STATUS_COLORS: Record<PaymentStatus, string> = { pending: 'processing', succeeded: 'success', failed: 'error', expired: 'default' };
const STATUSES: PaymentStatus[] = ['succeeded', 'pending', 'failed', 'expired'];

/** The store's top-ups with their status; sorted and paged in the address. The opening credit is named apart: it had no payment. */
export function PaymentHistory({ openingCredit }: { openingCredit: CreditAccount['openingCredit'] }) {
  const { t } = useTranslation();
  const table = useTableState(['-createdAt', 'amount', 'status']);
  const status = table.get('status');
  const list = usePaymentList({ ...table.paging, status });

  const columns: ColumnsType<Payment> = [
    sortableColumn(table, 'createdAt', t('credit.history.date'), { render: dateTimeCell }),
    sortableColumn(table, 'amount', t('credit.history.amount'), { align: 'right', render: (v: number) => <strong>{formatMoney(v)}</strong> }),
    sortableColumn(table, 'status', t('credit.history.status'), {
      render: (s: PaymentStatus) => <Tag color={STATUS_COLORS[s]}>{t(`credit.status.${s}`)}</Tag>,
    }),
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
      {openingCredit && (
        <Typography.Paragraph data-testid="opening-credit">
          {t('credit.history.openingCredit', { amount: formatMoney(openingCredit.amount), date: formatShortDateTime(openingCredit.createdAt) })}
        </Typography.Paragraph>
      )}
      <PagedTable<Payment>
        table={table}
        data={list.data}
        failure={list.isError && <RetryAlert text={t('credit.history.loadError')} onRetry={() => void list.refetch()} />}
        rowKey="id"
        data-testid="payment-history"
        columns={columns}
        loading={list.isPending || list.isPlaceholderData}
        totalText={(n) => t('credit.history.total', { count: n })}
        emptyText={status ? t('credit.history.noMatch') : openingCredit ? t('credit.history.emptyAfterOpening') : t('credit.history.empty')}
        scroll={{ x: 560 }}
      />
    </Card>
  );
}
