import { useState } from 'react';
import { App, Button, DatePicker, Flex, Input, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatIban } from '@kurye/contracts/iban';
import { formatDateTime } from '../../../lib/format';
import { useTableState } from '../../../lib/use-table-state';
import { usePayments } from '../api/list-payments';
import type { PaymentRow } from '@kurye/contracts/payouts';
import { PageFrame } from '../../../components/page-frame';
import { LoadError } from '../components/load-error';
import { Money } from '../components/money';
import { downloadFile } from '../../../lib/download';
import { useErrorText } from '../../../lib/use-error-text';
import { PageApp } from '../../../components/shell-app';

/** …/accounting/payments: done payouts with date, bank reference, amount and courier; filter and export. */
export function PaymentsPage() {
  // antd's message and modal hooks need the App context around the component that calls them.
  return (
    <PageApp>
      <PaymentsPageContent />
    </PageApp>
  );
}

function PaymentsPageContent() {
  const { t } = useTranslation();
  const table = useTableState(['-paidAt', 'amount', 'name']);
  const from = table.get('from');
  const to = table.get('to');
  const filters = { q: table.get('q'), from, to: to ? dayjs(to).add(1, 'day').format('YYYY-MM-DD') : undefined };
  const { data, isPending, isFetching, isError, error, refetch } = usePayments({ ...table.paging, ...filters });
  const [exporting, setExporting] = useState(false);
  const { message } = App.useApp();
  const errorText = useErrorText();

  const columns: ColumnsType<PaymentRow> = [
    {
      key: 'paidAt',
      title: t('accounting.paidAt'),
      dataIndex: 'paidAt',
      sorter: true,
      sortOrder: table.sortOrder('paidAt'),
      render: (v: string) => formatDateTime(v),
    },
    { key: 'name', title: t('accounting.courier'), dataIndex: 'name', sorter: true, sortOrder: table.sortOrder('name') },
    {
      key: 'iban',
      title: t('accounting.iban'),
      dataIndex: 'iban',
      render: (v: string | null) => (v ? <span style={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{formatIban(v)}</span> : '—'),
    },
    {
      key: 'amount',
      title: t('accounting.amount'),
      dataIndex: 'amount',
      align: 'right',
      sorter: true,
      sortOrder: table.sortOrder('amount'),
      render: (v: number) => <Money value={v} strong />,
    },
    { key: 'bankReference', title: t('accounting.bankReference'), dataIndex: 'bankReference' },
    { key: 'group', title: t('accounting.groupNumber'), dataIndex: 'groupNumber', render: (v: number) => `#${v}` },
  ];

  const exportAll = async () => {
    setExporting(true);
    try {
      await downloadFile('/api/accounting/payments/export', { ...filters, sort: table.sort });
    } catch (e) {
      void message.error(errorText(e));
    } finally {
      setExporting(false);
    }
  };

  return (
    <PageFrame
      title={t('pages.payments')}
      extra={
        <Button onClick={() => void exportAll()} loading={exporting} disabled={!data?.total}>
          {t('accounting.exportExcel')}
        </Button>
      }
    >
      <Flex wrap gap={12} style={{ marginBottom: 16 }} role="search" aria-label={t('accounting.filters')}>
        <Input.Search
          key={filters.q ?? ''}
          defaultValue={filters.q}
          allowClear
          placeholder={t('accounting.searchPayments')}
          aria-label={t('accounting.searchPayments')}
          onSearch={(q) => table.update({ q: q.trim() })}
          style={{ width: 300 }}
        />
        <DatePicker.RangePicker
          aria-label={t('accounting.dateRange')}
          format="DD.MM.YYYY"
          value={from && to ? [dayjs(from), dayjs(to)] : null}
          onChange={(range) => table.update({ from: range?.[0]?.format('YYYY-MM-DD'), to: range?.[1]?.format('YYYY-MM-DD') })}
          placeholder={[t('accounting.from'), t('accounting.to')]}
        />
        {(filters.q || from) && <Button onClick={() => table.update({ q: undefined, from: undefined, to: undefined })}>{t('accounting.clearFilters')}</Button>}
      </Flex>
      {isError && !data ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <Table<PaymentRow>
          rowKey="id"
          columns={columns}
          dataSource={data?.items ?? []}
          loading={isPending || isFetching}
          onChange={table.onTableChange}
          scroll={{ x: 900 }}
          locale={{ emptyText: filters.q || from ? t('accounting.emptyFiltered') : t('accounting.paymentsEmpty') }}
          pagination={table.pagination(data?.total, (total) => t('accounting.total', { count: total }))}
        />
      )}
    </PageFrame>
  );
}
