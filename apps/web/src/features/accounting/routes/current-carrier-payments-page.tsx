import { useState } from 'react';
import { Alert, App, Button, Form, Input, Modal, Space, Switch, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatIban } from '@kurye/contracts/iban';
import { formatMoney } from '../../../lib/format';
import { useTableState } from '../../../lib/use-table-state';
import { optionalDateTimeCell, sortableColumn } from '../../../lib/table-columns';
import { FilterRow } from '../../../components/filter-row';
import { AccountingTable } from '../components/accounting-table';
import { useCreatePaymentGroup } from '../api/create-payment-group';
import { useCarrierBalances } from '../api/list-carrier-balances';
import type { CarrierBalance } from '@kurye/contracts/payouts';
import { PageFrame } from '../../../components/page-frame';
import { Money } from '../components/money';
import { useErrorText } from '../../../lib/use-error-text';
import { ApiError } from '../../../lib/api-client';
import { PageApp } from '../../../components/shell-app';

/** …/accounting/current-carrier-payments: what each courier is owed now; select couriers → a draft payment group. */
export function CurrentCarrierPaymentsPage() {
  // antd's message and modal hooks need the App context around the component that calls them.
  return (
    <PageApp>
      <CurrentCarrierPaymentsPageContent />
    </PageApp>
  );
}

function CurrentCarrierPaymentsPageContent() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const table = useTableState(['name', '-available', 'balance']);
  const owed = table.get('owed') === 'false' ? 'false' : 'true';
  const params = { ...table.paging, q: table.get('q'), owed: owed as 'true' | 'false' };
  const query = useCarrierBalances(params);
  const [selected, setSelected] = useState<string[]>([]);
  /** What the dialog shows and creates: the chosen couriers' total when it opened (the list may refresh meanwhile). */
  const [shown, setShown] = useState<{ carrierIds: string[]; total: number } | null>(null);
  const create = useCreatePaymentGroup();
  const errorText = useErrorText();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ description?: string }>();
  /** The server's word that the total moved while the dialog was open (the list is fetched again: ask again). */
  const [changed, setChanged] = useState<string | null>(null);

  const totalOf = (items: CarrierBalance[] | undefined, ids: string[]) =>
    (items ?? []).filter((r) => ids.includes(r.carrierId)).reduce((s, r) => s + r.available, 0);

  const columns: ColumnsType<CarrierBalance> = [
    sortableColumn(table, 'name', t('accounting.courier')),
    { key: 'zone', title: t('accounting.zone'), dataIndex: 'zoneName' },
    {
      key: 'iban',
      title: t('accounting.iban'),
      dataIndex: 'iban',
      render: (v: string | null) =>
        v ? (
          <span style={{ whiteSpace: 'nowrap', fontFamily: 'monospace' }}>{formatIban(v)}</span>
        ) : (
          <Typography.Text type="warning">{t('accounting.noIban')}</Typography.Text>
        ),
    },
    { key: 'packets', title: t('accounting.packets'), dataIndex: 'packets', align: 'right' },
    { key: 'earned', title: t('accounting.earned'), dataIndex: 'earned', align: 'right', render: (v: number) => <Money value={v} /> },
    { key: 'paid', title: t('accounting.paid'), dataIndex: 'paid', align: 'right', render: (v: number) => <Money value={v} /> },
    { key: 'deducted', title: t('accounting.deducted'), dataIndex: 'deducted', align: 'right', render: (v: number) => <Money value={v} /> },
    { key: 'inGroup', title: t('accounting.inGroup'), dataIndex: 'inGroup', align: 'right', render: (v: number) => <Money value={v} /> },
    sortableColumn(table, 'available', t('accounting.available'), { align: 'right', render: (v: number) => <Money value={v} strong /> }),
    { key: 'lastPayout', title: t('accounting.lastPayout'), dataIndex: 'lastPayoutAt', render: optionalDateTimeCell },
  ];

  const submit = async (values: { description?: string }) => {
    try {
      // Exactly the total the dialog shows, or nothing: the server answers 409 when the payables moved meanwhile.
      if (!shown) return;
      const group = await create.mutateAsync({ carrierIds: shown.carrierIds, description: values.description, expectedTotal: shown.total });
      setShown(null);
      setChanged(null);
      setSelected([]);
      form.resetFields();
      void message.success(t('accounting.groupCreated', { number: group.number }));
      const area = window.location.pathname.split('/')[1];
      navigate(`/${area}/accounting/payment-groups?group=${group.id}`);
    } catch (e) {
      if (e instanceof ApiError && e.code === 'payment_group_total_changed') {
        setChanged(e.message);
        const fresh = await query.refetch();
        setShown((s) => s && { ...s, total: totalOf(fresh.data?.items, s.carrierIds) });
        return;
      }
      void message.error(errorText(e));
    }
  };

  return (
    <PageFrame
      title={t('pages.currentCarrierPayments')}
      extra={
        <Button type="primary" disabled={!selected.length} onClick={() => setShown({ carrierIds: selected, total: totalOf(query.data?.items, selected) })}>
          {selected.length ? t('accounting.createGroupFor', { count: selected.length }) : t('accounting.createGroup')}
        </Button>
      }
    >
      <FilterRow
        label={t('accounting.filters')}
        align="center"
        search={{ value: params.q, placeholder: t('accounting.searchCourier'), width: 280, onSearch: (q) => table.update({ q }) }}
      >
        <Space>
          <Switch id="owed-only" checked={owed === 'true'} onChange={(v) => table.update({ owed: v ? undefined : 'false' })} />
          <label htmlFor="owed-only">{t('accounting.owedOnly')}</label>
        </Space>
      </FilterRow>
      <AccountingTable<CarrierBalance>
        table={table}
        query={query}
        rowKey="carrierId"
        columns={columns}
        scroll={{ x: 1220 }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys as string[]),
          getCheckboxProps: (r) => ({ disabled: r.available <= 0, 'aria-label': t('accounting.selectCourier', { name: r.name }) }),
        }}
        filtered={!!params.q}
        emptyText={t('accounting.balancesEmpty')}
      />
      <Modal
        open={!!shown}
        title={t('accounting.createGroup')}
        okText={changed ? t('accounting.createAgain') : t('accounting.create')}
        cancelText={t('accounting.cancel')}
        confirmLoading={create.isPending}
        onOk={() => form.submit()}
        onCancel={() => {
          setShown(null);
          setChanged(null);
        }}
        destroyOnHidden
      >
        {changed && <Alert type="warning" showIcon role="alert" style={{ marginBottom: 12 }} title={changed} data-testid="group-total-changed" />}
        <Typography.Paragraph data-testid="group-summary">
          {t('accounting.createGroupSummary', { count: shown?.carrierIds.length ?? 0, total: formatMoney(shown?.total ?? 0) })}
        </Typography.Paragraph>
        <Form noValidate form={form} layout="vertical" onFinish={submit}>
          <Form.Item name="description" label={t('accounting.description')} rules={[{ max: 200, message: t('accounting.tooLong') }]}>
            <Input placeholder={t('accounting.descriptionPlaceholder')} />
          </Form.Item>
        </Form>
      </Modal>
    </PageFrame>
  );
}
