import { useState } from 'react';
import { Alert, App, Button, Space, Table, Tag, Typography, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { CheckOutlined, CloseOutlined, DownloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '../../../components/list-toolbar';
import { PageFrame } from '../../../components/page-frame';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useTableState } from '../../../lib/use-table-state';
import { useDownloadInvoice } from '../api/download-invoice';
import { useInvoiceRequestList, type InvoiceRequest, type InvoiceRequestStatus } from '../api/list-invoice-requests';
import { IssueDialog } from '../components/issue-dialog';
import { RejectDialog } from '../components/reject-dialog';

const COLORS: Record<InvoiceRequestStatus, string> = { pending: 'processing', issued: 'success', rejected: 'error' };
const STATUSES: InvoiceRequestStatus[] = ['pending', 'issued', 'rejected'];
const d = (iso: string) => dayjs(iso).format('DD.MM.YYYY');

/** accounting/invoice-requests: the stores' requests; issue one (number, KDV, PDF) or reject it with a reason. */
export function InvoiceRequestsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const table = useTableState(['-createdAt', 'storeName', 'periodFrom', 'status']);
  const q = table.get('q');
  const status = table.get('status');
  const list = useInvoiceRequestList({ ...table.paging, q, status });
  const download = useDownloadInvoice();
  const [issuing, setIssuing] = useState<InvoiceRequest | null>(null);
  const [rejecting, setRejecting] = useState<InvoiceRequest | null>(null);

  const columns: ColumnsType<InvoiceRequest> = [
    {
      key: 'createdAt',
      title: t('invoices.table.requestedAt'),
      dataIndex: 'createdAt',
      sorter: true,
      sortOrder: table.sortOrder('createdAt'),
      render: (v: string) => formatDateTime(v),
    },
    { key: 'storeName', title: t('invoices.table.store'), dataIndex: 'storeName', sorter: true, sortOrder: table.sortOrder('storeName') },
    {
      key: 'periodFrom',
      title: t('invoices.table.period'),
      sorter: true,
      sortOrder: table.sortOrder('periodFrom'),
      render: (_: unknown, r) => `${d(r.periodFrom)} – ${d(r.periodTo)}`,
    },
    {
      key: 'status',
      title: t('invoices.table.status'),
      dataIndex: 'status',
      sorter: true,
      sortOrder: table.sortOrder('status'),
      render: (s: InvoiceRequestStatus, r) => (
        <Space direction="vertical" size={0}>
          <Tag color={COLORS[s]}>{t(`invoices.status.${s}`)}</Tag>
          {r.rejectReason && <Typography.Text type="secondary">{r.rejectReason}</Typography.Text>}
        </Space>
      ),
    },
    { key: 'number', title: t('invoices.table.number'), dataIndex: 'invoiceNumber', render: (v: string | null) => v ?? '—' },
    {
      key: 'total',
      title: t('invoices.table.total'),
      dataIndex: 'totalAmount',
      align: 'right',
      render: (v: number | null) => (v === null ? '—' : formatMoney(v)),
    },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t('invoices.table.actions')}</span>,
      render: (_: unknown, r) =>
        r.status === 'pending' ? (
          <Space wrap>
            <Button
              type="primary"
              size="small"
              icon={<CheckOutlined aria-hidden />}
              onClick={() => setIssuing(r)}
              aria-label={t('invoices.actions.issueFor', { store: r.storeName })}
            >
              {t('invoices.actions.issue')}
            </Button>
            <Button
              size="small"
              danger
              icon={<CloseOutlined aria-hidden />}
              onClick={() => setRejecting(r)}
              aria-label={t('invoices.actions.rejectFor', { store: r.storeName })}
            >
              {t('invoices.actions.reject')}
            </Button>
          </Space>
        ) : r.invoiceId ? (
          <Button
            size="small"
            icon={<DownloadOutlined aria-hidden />}
            loading={download.isPending && download.variables === r.invoiceId}
            aria-label={t('invoices.actions.downloadOf', { number: r.invoiceNumber })}
            onClick={() => download.mutate(r.invoiceId!, { onError: () => void message.error(t('invoices.actions.downloadError')) })}
          >
            {t('invoices.actions.download')}
          </Button>
        ) : null,
    },
  ];

  return (
    <PageFrame page="invoiceRequests">
      <ListToolbar
        search={{
          id: 'invoice-search',
          label: t('invoices.filter.search'),
          placeholder: t('invoices.filter.searchPlaceholder'),
          value: q,
          onSearch: (v) => table.update({ q: v }),
          width: 300,
        }}
        filters={[
          {
            id: 'invoice-status',
            label: t('invoices.table.status'),
            value: status,
            onChange: (v) => table.update({ status: v }),
            width: 170,
            options: STATUSES.map((s) => ({ value: s, label: t(`invoices.status.${s}`) })),
          },
        ]}
        onClear={() => table.update({ q: undefined, status: undefined })}
      />
      {list.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('invoices.loadError')}
          action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}
        />
      )}
      <Table<InvoiceRequest>
        rowKey="id"
        data-testid="invoice-requests-table"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isPending || list.isPlaceholderData}
        onChange={table.onTableChange as TableProps<InvoiceRequest>['onChange']}
        pagination={table.pagination(list.data?.total, (n) => t('invoices.total', { count: n }))}
        locale={{ emptyText: q || status ? t('invoices.noMatch') : t('invoices.empty') }}
        scroll={{ x: 900 }}
      />
      <IssueDialog request={issuing} onClose={() => setIssuing(null)} />
      <RejectDialog request={rejecting} onClose={() => setRejecting(null)} />
    </PageFrame>
  );
}
