import { useState } from 'react';
import { App, Button, Form, Input, Modal, Select, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { dateTimeCell, sortableColumn } from '../../../lib/table-columns';
import { useTableState } from '../../../lib/use-table-state';
import { useDecidePaymentRequest } from '../api/decide-payment-request';
import { usePaymentGroups } from '../api/list-payment-groups';
import { usePaymentRequests } from '../api/list-payment-requests';
import type { PaymentRequestRow, PaymentRequestStatus } from '@kurye/contracts/payouts';
import { PageFrame } from '../../../components/page-frame';
import { FilterRow } from '../../../components/filter-row';
import { AccountingTable } from '../components/accounting-table';
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
  const query = usePaymentRequests({ ...table.paging, status, q: table.get('q') });
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
    sortableColumn(table, 'createdAt', t('accounting.requestedAt'), { render: dateTimeCell }),
    { key: 'name', title: t('accounting.courier'), dataIndex: 'name' },
    sortableColumn(table, 'amount', t('accounting.amount'), { align: 'right', render: (v: number) => <Money value={v} strong /> }),
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
      <FilterRow
        label={t('accounting.filters')}
        search={{ value: table.get('q'), placeholder: t('accounting.searchCourier'), width: 260, onSearch: (q) => table.update({ q }) }}
      >
        <Select<string>
          aria-label={t('accounting.status')}
          value={status ?? 'all'}
          onChange={(v) => table.update({ status: v === 'pending' ? undefined : v })}
          style={{ minWidth: 180 }}
          options={[...STATUSES.map((s) => ({ value: s, label: t(`accounting.requestStatus.${s}`) })), { value: 'all', label: t('accounting.allStatuses') }]}
        />
      </FilterRow>
      <AccountingTable<PaymentRequestRow>
        query={query}
        table={table}
        rowKey="id"
        columns={columns}
        scroll={{ x: 900 }}
        filtered={status !== 'pending'}
        emptyText={t('accounting.requestsEmptyPending')}
      />
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
              { required: true, whitespace: true },
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
