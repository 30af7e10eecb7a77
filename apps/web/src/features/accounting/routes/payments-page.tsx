import { useState } from 'react';
import { App, Button, DatePicker } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatIban } from '@kurye/contracts/iban';
import { dateTimeCell, sortableColumn } from '../../../lib/table-columns';
import { useTableState } from '../../../lib/use-table-state';
import { dayRangeOf, dayRangeValue } from '../../../lib/day-range';
import { usePayments } from '../api/list-payments';
import type { PaymentRow } from '@kurye/contracts/payouts';
import { PageFrame } from '../../../components/page-frame';
import { FilterRow } from '../../../components/filter-row';
import { AccountingTable } from '../components/accounting-table';
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
  const query = usePayments({ ...table.paging, ...filters });
  const [exporting, setExporting] = useState(false);
  const { message } = App.useApp();
  const errorText = useErrorText();

  const columns: ColumnsType<PaymentRow> = [
    sortableColumn(table, 'paidAt', t('accounting.paidAt'), { render: dateTimeCell }),
    sortableColumn(table, 'name', t('accounting.courier')),
    {
      key: 'iban',
      title: t('accounting.iban'),
      dataIndex: 'iban',
      render: (v: string | null) => (v ? <span style={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{formatIban(v)}</span> : '—'),
    },
    sortableColumn(table, 'amount', t('accounting.amount'), { align: 'right', render: (v: number) => <Money value={v} strong /> }),
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
        <Button onClick={() => void exportAll()} loading={exporting} disabled={!query.data?.total}>
          {t('accounting.exportExcel')}
        </Button>
      }
    >
      <FilterRow
        label={t('accounting.filters')}
        search={{ value: filters.q, placeholder: t('accounting.searchPayments'), width: 300, onSearch: (q) => table.update({ q }) }}
        clear={{
          shown: !!(filters.q || from),
          label: t('accounting.clearFilters'),
          onClear: () => table.update({ q: undefined, from: undefined, to: undefined }),
        }}
      >
        <DatePicker.RangePicker
          aria-label={t('accounting.dateRange')}
          format="DD.MM.YYYY"
          value={dayRangeValue(from, to)}
          onChange={(range) => table.update(dayRangeOf(range))}
          placeholder={[t('accounting.from'), t('accounting.to')]}
        />
      </FilterRow>
      <AccountingTable<PaymentRow>
        query={query}
        table={table}
        rowKey="id"
        columns={columns}
        scroll={{ x: 900 }}
        filtered={!!(filters.q || from)}
        emptyText={t('accounting.paymentsEmpty')}
      />
    </PageFrame>
  );
}
