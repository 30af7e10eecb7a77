import { useState } from 'react';
import { App, Button, Descriptions, Drawer, Flex, Form, Popconfirm, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatIban } from '@kurye/contracts/iban';
import { formatDateTime } from '../../../lib/format';
import { useTableState } from '../../../lib/use-table-state';
import { useChangePaymentGroup } from '../api/change-payment-group';
import { usePaymentGroup } from '../api/get-payment-group';
import { usePaymentGroups } from '../api/list-payment-groups';
import { useMarkGroupPaid } from '../api/mark-group-paid';
import type { PaymentGroup, PaymentGroupRow, PaymentGroupStatus } from '@kurye/contracts/payouts';
import { PageFrame } from '../../../components/page-frame';
import { ChoiceFilter, FilterRow } from '../../../components/filter-row';
import { AccountingTable } from '../components/accounting-table';
import { dateTimeCell, optionalDateTimeCell, sortableColumn } from '../../../lib/table-columns';
import { LoadError } from '../components/load-error';
import { BankReferenceField, FormModal, useAttemptedAction } from '../components/form-modal';
import { Money } from '../components/money';
import { GroupStatusTag } from '../components/status-tags';
import { downloadFile } from '../../../lib/download';
import { useErrorText } from '../../../lib/use-error-text';

const STATUSES: PaymentGroupStatus[] = ['draft', 'approved', 'paid', 'cancelled'];

/** …/accounting/payment-groups: payout batches; the `group` search parameter opens one in a drawer. */
export function PaymentGroupsPage() {
  const { t } = useTranslation();
  const table = useTableState(['-createdAt', 'number']);
  const status = STATUSES.find((s) => s === table.get('status'));
  const query = usePaymentGroups({ ...table.paging, status });
  const openId = table.get('group');

  const columns: ColumnsType<PaymentGroupRow> = [
    sortableColumn(table, 'number', t('accounting.groupNumber'), { render: (v: number) => `#${v}` }),
    {
      key: 'description',
      title: t('accounting.description'),
      dataIndex: 'description',
      render: (v: string, row) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => table.update({ group: row.id, page: table.page === 1 ? undefined : table.page })}>
          {v}
        </Button>
      ),
    },
    { key: 'status', title: t('accounting.status'), dataIndex: 'status', render: (v: PaymentGroupStatus) => <GroupStatusTag status={v} /> },
    { key: 'couriers', title: t('accounting.couriers'), dataIndex: 'couriers', align: 'right' },
    { key: 'total', title: t('accounting.amount'), dataIndex: 'total', align: 'right', render: (v: number) => <Money value={v} strong /> },
    sortableColumn(table, 'createdAt', t('accounting.createdAt'), { render: dateTimeCell }),
    { key: 'paidAt', title: t('accounting.paidAt'), dataIndex: 'paidAt', render: optionalDateTimeCell },
    { key: 'bankReference', title: t('accounting.bankReference'), dataIndex: 'bankReference', render: (v: string | null) => v ?? '—' },
  ];

  return (
    <PageFrame title={t('pages.paymentGroups')}>
      <FilterRow label={t('accounting.filters')}>
        <ChoiceFilter
          label={t('accounting.status')}
          value={status}
          onChange={(v) => table.update({ status: v })}
          minWidth={180}
          allLabel={t('accounting.allStatuses')}
          options={STATUSES.map((s) => ({ value: s, label: t(`accounting.groupStatus.${s}`) }))}
        />
      </FilterRow>
      <AccountingTable<PaymentGroupRow>
        query={query}
        table={table}
        rowKey="id"
        columns={columns}
        scroll={{ x: 1000 }}
        filtered={!!status}
        emptyText={t('accounting.groupsEmpty')}
      />
      <GroupDrawer id={openId} onClose={() => table.update({ group: undefined, page: table.page === 1 ? undefined : table.page })} />
    </PageFrame>
  );
}

function GroupDrawer({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: group, isPending, isError, error, refetch } = usePaymentGroup(id);
  return (
    <Drawer
      open={!!id}
      onClose={onClose}
      size="large"
      title={group ? t('accounting.groupTitle', { number: group.number }) : t('accounting.group')}
      destroyOnHidden
    >
      {isError ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : isPending || !group ? (
        <Typography.Text>{t('accounting.loading')}</Typography.Text>
      ) : (
        <GroupDetail group={group} />
      )}
    </Drawer>
  );
}

function GroupDetail({ group }: { group: PaymentGroup }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const change = useChangePaymentGroup();
  const paid = useMarkGroupPaid();
  const [paying, setPaying] = useState(false);
  const [exporting, setExporting] = useState(false);
  const run = useAttemptedAction();
  const [form] = Form.useForm<{ bankReference: string }>();
  const missingIban = group.items.filter((i) => !i.iban).length;

  const act = async (action: 'approve' | 'cancel') => {
    try {
      await change.mutateAsync({ action, id: group.id });
      void message.success(t(action === 'approve' ? 'accounting.groupApproved' : 'accounting.groupCancelled'));
    } catch (e) {
      void message.error(errorText(e));
    }
  };
  const exportList = async () => {
    setExporting(true);
    try {
      await downloadFile(`/api/accounting/payment-groups/${group.id}/export`);
    } catch (e) {
      void message.error(errorText(e));
    } finally {
      setExporting(false);
    }
  };
  const markPaid = ({ bankReference }: { bankReference: string }) =>
    run(
      (idempotencyKey) => paid.mutateAsync({ id: group.id, bankReference: bankReference.trim(), idempotencyKey }),
      () => {
        setPaying(false);
        return t('accounting.groupPaid');
      },
    );

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('accounting.description')}>{group.description}</Descriptions.Item>
        <Descriptions.Item label={t('accounting.status')}>
          <GroupStatusTag status={group.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('accounting.amount')}>
          <Money value={group.total} strong />
        </Descriptions.Item>
        <Descriptions.Item label={t('accounting.createdAt')}>{formatDateTime(group.createdAt)}</Descriptions.Item>
        {group.paidAt && <Descriptions.Item label={t('accounting.paidAt')}>{formatDateTime(group.paidAt)}</Descriptions.Item>}
        {group.bankReference && <Descriptions.Item label={t('accounting.bankReference')}>{group.bankReference}</Descriptions.Item>}
      </Descriptions>
      <Flex wrap gap={8}>
        <Button onClick={() => void exportList()} loading={exporting}>
          {t('accounting.exportTransferList')}
        </Button>
        {group.status === 'draft' && (
          <Button type="primary" onClick={() => void act('approve')} loading={change.isPending}>
            {t('accounting.approve')}
          </Button>
        )}
        {group.status === 'approved' && (
          <Button type="primary" onClick={() => setPaying(true)}>
            {t('accounting.markPaid')}
          </Button>
        )}
        {(group.status === 'draft' || group.status === 'approved') && (
          <Popconfirm
            title={t('accounting.cancelGroupConfirm')}
            okText={t('accounting.yes')}
            cancelText={t('accounting.no')}
            onConfirm={() => void act('cancel')}
          >
            <Button danger>{t('accounting.cancelGroup')}</Button>
          </Popconfirm>
        )}
      </Flex>
      {missingIban > 0 && group.status !== 'paid' && <Typography.Text type="warning">{t('accounting.missingIbans', { count: missingIban })}</Typography.Text>}
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={group.items}
        locale={{ emptyText: t('accounting.groupNoItems') }}
        columns={[
          { key: 'name', title: t('accounting.courier'), dataIndex: 'name' },
          {
            key: 'iban',
            title: t('accounting.iban'),
            dataIndex: 'iban',
            render: (v: string | null) => (v ? <span style={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{formatIban(v)}</span> : '—'),
          },
          { key: 'amount', title: t('accounting.amount'), dataIndex: 'amount', align: 'right', render: (v: number) => <Money value={v} /> },
          ...(group.status === 'draft'
            ? [
                {
                  key: 'remove',
                  title: <span className="visually-hidden">{t('accounting.actions')}</span>,
                  render: (_: unknown, row: PaymentGroup['items'][number]) => (
                    <Button
                      size="small"
                      onClick={() => change.mutate({ action: 'remove', id: group.id, carrierId: row.carrierId })}
                      aria-label={t('accounting.removeFromGroupOf', { name: row.name })}
                    >
                      {t('accounting.removeFromGroup')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <FormModal
        open={paying}
        title={t('accounting.markPaid')}
        okText={t('accounting.markPaidConfirm')}
        form={form}
        pending={paid.isPending}
        onCancel={() => setPaying(false)}
        onFinish={(v) => void markPaid(v)}
        intro={<Typography.Paragraph>{t('accounting.markPaidHelp')}</Typography.Paragraph>}
      >
        <BankReferenceField placeholder="EFT-2026-000123" />
      </FormModal>
    </Space>
  );
}
