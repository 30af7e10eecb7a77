import { useState } from 'react';
import { App, Button, Flex, Form, Input, Modal, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useTableState } from '../../../lib/use-table-state';
import { useDecidePaymentRequest } from '../api/decide-payment-request';
import { usePaymentGroups } from '../api/list-payment-groups';
import { usePaymentRequests } from '../api/list-payment-requests';
import type { PaymentRequestRow, PaymentRequestStatus } from '@kurye/contracts/payouts';
import { PageFrame } from '../../../components/page-frame';
import { LoadError } from '../components/load-error';
import { Money } from '../components/money';
import { PaymentRequestStatusTag } from '../components/status-tags';
import { useErrorText } from '../../../lib/use-error-text';
import { PageApp } from '../../../components/shell-app';

const STATUSES: PaymentRequestStatus[] = ['pending', 'approved', 'rejected'];

/** …/accounting/payment-requests: couriers' payout requests; approve into a draft group or reject with a reason. */
export function PaymentRequestsPage() {
  // antd's message and modal hooks need the App context around the component that calls them.
  return (
    <PageApp>
      <PaymentRequestsPageContent />
    </PageApp>
  );
}

function PaymentRequestsPageContent() {
  const { t } = useTranslation();
  const table = useTableState(['-createdAt', 'amount']);
  const raw = table.get('status');
  const status = raw === 'all' ? undefined : (STATUSES.find((s) => s === raw) ?? 'pending');
  const { data, isPending, isFetching, isError, error, refetch } = usePaymentRequests({ ...table.paging, status, q: table.get('q') });
  const drafts = usePaymentGroups({ page: 1, size: 50, status: 'draft' });
  const decide = useDecidePaymentRequest();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [approving, setApproving] = useState<PaymentRequestRow | null>(null);
  const [rejecting, setRejecting] = useState<PaymentRequestRow | null>(null);
  const [approveForm] = Form.useForm<{ groupId: string }>();
  const [rejectForm] = Form.useForm<{ reason: string }>();

  const run = async (d: Parameters<typeof decide.mutateAsync>[0], done: string) => {
    try {
      await decide.mutateAsync(d);
      setApproving(null);
      setRejecting(null);
      void message.success(done);
    } catch (e) {
      void message.error(errorText(e));
    }
  };

  const columns: ColumnsType<PaymentRequestRow> = [
    {
      key: 'createdAt',
      title: t('accounting.requestedAt'),
      dataIndex: 'createdAt',
      sorter: true,
      sortOrder: table.sortOrder('createdAt'),
      render: (v: string) => formatDateTime(v),
    },
    { key: 'name', title: t('accounting.courier'), dataIndex: 'name' },
    {
      key: 'amount',
      title: t('accounting.amount'),
      dataIndex: 'amount',
      align: 'right',
      sorter: true,
      sortOrder: table.sortOrder('amount'),
      render: (v: number) => <Money value={v} strong />,
    },
    { key: 'note', title: t('accounting.note'), dataIndex: 'note', render: (v: string | null) => v ?? '—' },
    {
      key: 'status',
      title: t('accounting.status'),
      dataIndex: 'status',
      render: (v: PaymentRequestStatus, row) => (
        <Space direction="vertical" size={0}>
          <PaymentRequestStatusTag status={v} />
          {row.reason && <Typography.Text type="secondary">{row.reason}</Typography.Text>}
          {row.groupNumber && <Typography.Text type="secondary">{t('accounting.inGroupNumber', { number: row.groupNumber })}</Typography.Text>}
        </Space>
      ),
    },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t('accounting.actions')}</span>,
      render: (_, row) =>
        row.status === 'pending' && (
          <Space>
            <Button size="small" type="primary" onClick={() => setApproving(row)} aria-label={t('accounting.approveOf', { name: row.name })}>
              {t('accounting.approve')}
            </Button>
            <Button size="small" danger onClick={() => setRejecting(row)} aria-label={t('accounting.rejectOf', { name: row.name })}>
              {t('accounting.reject')}
            </Button>
          </Space>
        ),
    },
  ];

  return (
    <PageFrame title={t('pages.paymentRequests')}>
      <Flex wrap gap={12} style={{ marginBottom: 16 }} role="search" aria-label={t('accounting.filters')}>
        <Input.Search
          key={table.get('q') ?? ''}
          defaultValue={table.get('q')}
          allowClear
          placeholder={t('accounting.searchCourier')}
          aria-label={t('accounting.searchCourier')}
          onSearch={(q) => table.update({ q: q.trim() })}
          style={{ width: 260 }}
        />
        <Select<string>
          aria-label={t('accounting.status')}
          value={status ?? 'all'}
          onChange={(v) => table.update({ status: v === 'pending' ? undefined : v })}
          style={{ minWidth: 180 }}
          options={[...STATUSES.map((s) => ({ value: s, label: t(`accounting.requestStatus.${s}`) })), { value: 'all', label: t('accounting.allStatuses') }]}
        />
      </Flex>
      {isError && !data ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <Table<PaymentRequestRow>
          rowKey="id"
          columns={columns}
          dataSource={data?.items ?? []}
          loading={isPending || isFetching}
          onChange={table.onTableChange}
          scroll={{ x: 900 }}
          locale={{ emptyText: status === 'pending' ? t('accounting.requestsEmptyPending') : t('accounting.emptyFiltered') }}
          pagination={table.pagination(data?.total, (total) => t('accounting.total', { count: total }))}
        />
      )}
      <Modal
        open={!!approving}
        title={t('accounting.approveRequest')}
        okText={t('accounting.approve')}
        cancelText={t('accounting.cancel')}
        confirmLoading={decide.isPending}
        onOk={() => approveForm.submit()}
        onCancel={() => setApproving(null)}
        destroyOnHidden
      >
        {approving && <Typography.Paragraph>{t('accounting.approveRequestHelp', { name: approving.name })}</Typography.Paragraph>}
        <Form
          noValidate
          form={approveForm}
          layout="vertical"
          initialValues={{ groupId: '' }}
          onFinish={(v) => void run({ id: approving!.id, approve: true, groupId: v.groupId || undefined }, t('accounting.requestApproved'))}
        >
          <Form.Item name="groupId" label={t('accounting.targetGroup')}>
            <Select
              options={[
                { value: '', label: t('accounting.newDraftGroup') },
                ...(drafts.data?.items ?? []).map((g) => ({ value: g.id, label: `#${g.number} · ${g.description}` })),
              ]}
            />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={!!rejecting}
        title={t('accounting.rejectRequest')}
        okText={t('accounting.reject')}
        okButtonProps={{ danger: true }}
        cancelText={t('accounting.cancel')}
        confirmLoading={decide.isPending}
        onOk={() => rejectForm.submit()}
        onCancel={() => setRejecting(null)}
        destroyOnHidden
      >
        <Form
          noValidate
          form={rejectForm}
          layout="vertical"
          onFinish={(v) => void run({ id: rejecting!.id, approve: false, reason: v.reason.trim() }, t('accounting.requestRejected'))}
        >
          <Form.Item
            name="reason"
            label={t('accounting.rejectReason')}
            required
            rules={[
              { required: true, whitespace: true, message: t('accounting.rejectReasonRequired') },
              { min: 3, max: 300, message: t('accounting.rejectReasonLength') },
            ]}
          >
            <Input.TextArea rows={3} autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </PageFrame>
  );
}
