import { useState } from 'react';
import { App, Button, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { CheckOutlined, CloseOutlined, DownloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '../../../components/list-toolbar';
import { PageFrame } from '../../../components/page-frame';
import { formatMoney } from '../../../lib/format';
import { dateTimeCell, sortableColumn } from '../../../lib/table-columns';
import { PagedTable } from '../../../components/paged-table';
import { RetryAlert } from '../../../components/retry-alert';
import { useTableState } from '../../../lib/use-table-state';
import { useDownloadEInvoice, useDownloadInvoice } from '../api/download-invoice';
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
  const downloadXml = useDownloadEInvoice();
  const [issuing, setIssuing] = useState<InvoiceRequest | null>(null);
  const [rejecting, setRejecting] = useState<InvoiceRequest | null>(null);

  const columns: ColumnsType<InvoiceRequest> = [
    sortableColumn(table, 'createdAt', t('invoices.table.requestedAt'), { render: dateTimeCell }),
    sortableColumn(table, 'storeName', t('invoices.table.store')),
    sortableColumn(table, 'periodFrom', t('invoices.table.period'), { render: (_: unknown, r) => `${d(r.periodFrom)} – ${d(r.periodTo)}` }),
    sortableColumn(table, 'status', t('invoices.table.status'), {
      render: (s: InvoiceRequestStatus, r) => (
        <Space direction="vertical" size={0}>
          <Tag color={COLORS[s]}>{t(`invoices.status.${s}`)}</Tag>
          {r.rejectReason && <Typography.Text type="secondary">{r.rejectReason}</Typography.Text>}
        </Space>
      ),
    }),
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
          <Space wrap>
            <Button
              size="small"
              icon={<DownloadOutlined aria-hidden />}
              loading={download.isPending && download.variables === r.invoiceId}
              aria-label={t('invoices.actions.downloadOf', { number: r.invoiceNumber })}
              onClick={() => download.mutate(r.invoiceId!, { onError: () => void message.error(t('invoices.actions.downloadError')) })}
            >
              {t('invoices.actions.download')}
            </Button>
            <Button
              size="small"
              icon={<DownloadOutlined aria-hidden />}
              loading={downloadXml.isPending && downloadXml.variables === r.invoiceId}
              aria-label={t('invoices.actions.downloadXmlOf', { number: r.invoiceNumber })}
              onClick={() => downloadXml.mutate(r.invoiceId!, { onError: () => void message.error(t('invoices.actions.downloadError')) })}
            >
              {t('invoices.actions.downloadXml')}
            </Button>
          </Space>
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
      {list.isError && <RetryAlert style={{ marginBottom: 16 }} text={t('invoices.loadError')} onRetry={() => void list.refetch()} />}
      <PagedTable<InvoiceRequest>
        table={table}
        data={list.data}
        rowKey="id"
        data-testid="invoice-requests-table"
        columns={columns}
        loading={list.isPending || list.isPlaceholderData}
        totalText={(n) => t('invoices.total', { count: n })}
        emptyText={q || status ? t('invoices.noMatch') : t('invoices.empty')}
        scroll={{ x: 900 }}
      />
      <IssueDialog request={issuing} onClose={() => setIssuing(null)} />
      <RejectDialog request={rejecting} onClose={() => setRejecting(null)} />
    </PageFrame>
  );
}
