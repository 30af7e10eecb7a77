import { useState } from 'react';
import { Alert, App, Button, Card, DatePicker, Form, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DownloadOutlined, FileAddOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { dateTimeCell, sortableColumn } from '../../../lib/table-columns';
import { PagedTable } from '../../../components/paged-table';
import { RetryAlert } from '../../../components/retry-alert';
import { useTableState } from '../../../lib/use-table-state';
import { useCreateInvoiceRequest } from '../api/create-invoice-request';
import { useDownloadEInvoice, useDownloadInvoice } from '../api/download-invoice';
import { useInvoiceRequests, type InvoiceRequestStatus, type StoreInvoiceRequest } from '../api/list-invoice-requests';

const COLORS: Record<InvoiceRequestStatus, string> = { pending: 'processing', issued: 'success', rejected: 'error' };
const d = (iso: string) => dayjs(iso).format('DD.MM.YYYY');

/** The store asks for an invoice for a period, follows its status and downloads the PDF once it is issued. */
export function InvoiceRequests() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const table = useTableState(['-createdAt', 'periodFrom', 'status']);
  const list = useInvoiceRequests(table.paging);
  const create = useCreateInvoiceRequest();
  const download = useDownloadInvoice();
  const downloadXml = useDownloadEInvoice();
  const [form] = Form.useForm<{ period: [Dayjs, Dayjs] }>();
  const [error, setError] = useState<string>();

  const submit = async ({ period }: { period: [Dayjs, Dayjs] }) => {
    setError(undefined);
    try {
      // The period stays in the field (resetting it would flag the now-empty required field).
      await create.mutateAsync({ from: period[0].format('YYYY-MM-DD'), to: period[1].format('YYYY-MM-DD') });
      void message.success(t('usage.invoice.requested'));
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : t('usage.invoice.requestError'));
    }
  };

  const columns: ColumnsType<StoreInvoiceRequest> = [
    sortableColumn(table, 'createdAt', t('usage.invoice.requestedAt'), { render: dateTimeCell }),
    sortableColumn(table, 'periodFrom', t('usage.invoice.period'), { render: (_: unknown, r) => `${d(r.periodFrom)} – ${d(r.periodTo)}` }),
    sortableColumn(table, 'status', t('usage.invoice.status'), {
      render: (s: InvoiceRequestStatus, r) => (
        <>
          <Tag color={COLORS[s]}>{t(`usage.invoice.statuses.${s}`)}</Tag>
          {r.rejectReason && <Typography.Text type="secondary">{r.rejectReason}</Typography.Text>}
        </>
      ),
    }),
    { key: 'number', title: t('usage.invoice.number'), dataIndex: 'invoiceNumber', render: (v: string | null) => v ?? '—' },
    {
      key: 'total',
      title: t('usage.invoice.total'),
      dataIndex: 'totalAmount',
      align: 'right',
      render: (v: number | null) => (v === null ? '—' : formatMoney(v)),
    },
    {
      key: 'pdf',
      title: <span className="visually-hidden">{t('usage.invoice.download')}</span>,
      render: (_: unknown, r) =>
        r.invoiceId && (
          <Space wrap>
            <Button
              icon={<DownloadOutlined aria-hidden />}
              aria-label={t('usage.invoice.downloadOf', { number: r.invoiceNumber })}
              loading={download.isPending && download.variables === r.invoiceId}
              onClick={() => download.mutate(r.invoiceId!, { onError: () => void message.error(t('usage.invoice.downloadError')) })}
            >
              {t('usage.invoice.download')}
            </Button>
            <Button
              icon={<DownloadOutlined aria-hidden />}
              aria-label={t('usage.invoice.downloadXmlOf', { number: r.invoiceNumber })}
              loading={downloadXml.isPending && downloadXml.variables === r.invoiceId}
              onClick={() => downloadXml.mutate(r.invoiceId!, { onError: () => void message.error(t('usage.invoice.downloadError')) })}
            >
              {t('usage.invoice.downloadXml')}
            </Button>
          </Space>
        ),
    },
  ];

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Card title={t('usage.invoice.newTitle')}>
        <Typography.Paragraph type="secondary">{t('usage.invoice.help')}</Typography.Paragraph>
        <Form noValidate form={form} layout="inline" requiredMark onFinish={submit} style={{ rowGap: 8 }}>
          <Form.Item
            name="period"
            label={t('usage.invoice.period')}
            messageVariables={{ label: t('usage.invoice.periodRequiredLabel') }}
            htmlFor="invoice-period"
            rules={[{ required: true }]}
          >
            <DatePicker.RangePicker
              id={{ start: 'invoice-period' }}
              format="DD.MM.YYYY"
              disabledDate={(day) => day.isAfter(dayjs(), 'day')}
              presets={[
                { label: t('usage.filter.lastMonth'), value: [dayjs().subtract(1, 'month').startOf('month'), dayjs().subtract(1, 'month').endOf('month')] },
                { label: t('usage.filter.thisMonth'), value: [dayjs().startOf('month'), dayjs()] },
              ]}
            />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" icon={<FileAddOutlined aria-hidden />} loading={create.isPending}>
              {t('usage.invoice.request')}
            </Button>
          </Form.Item>
        </Form>
        {error && <Alert style={{ marginTop: 12 }} type="error" showIcon role="alert" title={error} />}
      </Card>
      <Card title={t('usage.invoice.listTitle')}>
        <PagedTable<StoreInvoiceRequest>
          table={table}
          data={list.data}
          failure={list.isError && <RetryAlert text={t('usage.invoice.loadError')} onRetry={() => void list.refetch()} />}
          rowKey="id"
          data-testid="invoice-request-table"
          columns={columns}
          loading={list.isPending || list.isPlaceholderData}
          emptyText={t('usage.invoice.empty')}
          scroll={{ x: 720 }}
        />
      </Card>
    </div>
  );
}
