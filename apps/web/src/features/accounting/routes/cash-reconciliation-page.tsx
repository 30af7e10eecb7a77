import { useState } from 'react';
import { Button, Card, Col, Form, Input, InputNumber, Row, Statistic, Switch, Table, Typography, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { useTableState } from '../../../lib/use-table-state';
import { useHandInCash } from '../api/hand-in-cash';
import { useCash } from '../api/list-cash';
import { useStorePayables } from '../api/list-store-payables';
import { useSettleStore } from '../api/settle-store';
import type { CashRow, StorePayableRow } from '@kurye/contracts/ledger';
import { PageFrame } from '../../../components/page-frame';
import { FilterRow } from '../../../components/filter-row';
import { AccountingTable } from '../components/accounting-table';
import { optionalDateTimeCell } from '../../../lib/table-columns';
import { LoadError } from '../components/load-error';
import { Money } from '../components/money';
import { BankReferenceField, FormModal, useAttemptedAction } from '../components/form-modal';

const tl = (kurus: number) => formatMoney(kurus);

/**
 * …/accounting/cash: cash on delivery reconciliation. Each courier's cash in hand (collected at the door − handed in)
 * with a hand-in action, and the stores owed their collected amounts with a settle action.
 */
export function CashReconciliationPage() {
  const { t } = useTranslation();
  const table = useTableState(['cashInHand']);
  const all = table.get('all') === 'true' ? 'true' : undefined;
  const cash = useCash({ page: table.page, size: table.size, q: table.get('q'), all });
  const [storePage, setStorePage] = useState(1);
  const payables = useStorePayables({ page: storePage, size: 10 });
  const [handing, setHanding] = useState<CashRow | null>(null);
  const [settling, setSettling] = useState<StorePayableRow | null>(null);
  const summary = cash.data?.summary;

  const cashColumns: ColumnsType<CashRow> = [
    { key: 'name', title: t('accounting.courier'), dataIndex: 'name' },
    { key: 'zone', title: t('accounting.zone'), dataIndex: 'zoneName' },
    { key: 'collected', title: t('accounting.collected'), dataIndex: 'collected', align: 'right', render: (v: number) => <Money value={v} /> },
    { key: 'handedIn', title: t('accounting.handedIn'), dataIndex: 'handedIn', align: 'right', render: (v: number) => <Money value={v} /> },
    { key: 'cashInHand', title: t('accounting.cashInHand'), dataIndex: 'cashInHand', align: 'right', render: (v: number) => <Money value={v} strong /> },
    { key: 'lastHandIn', title: t('accounting.lastHandIn'), dataIndex: 'lastHandInAt', render: optionalDateTimeCell },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t('accounting.actions')}</span>,
      render: (_, row) =>
        row.cashInHand > 0 && (
          <Button size="small" type="primary" onClick={() => setHanding(row)} aria-label={t('accounting.handInOf', { name: row.name })}>
            {t('accounting.handIn')}
          </Button>
        ),
    },
  ];
  const storeColumns: ColumnsType<StorePayableRow> = [
    { key: 'name', title: t('accounting.store'), dataIndex: 'name' },
    { key: 'collected', title: t('accounting.collectedForStore'), dataIndex: 'collected', align: 'right', render: (v: number) => <Money value={v} /> },
    { key: 'payable', title: t('accounting.storePayable'), dataIndex: 'payable', align: 'right', render: (v: number) => <Money value={v} /> },
    { key: 'feeOffset', title: t('accounting.feeOffset'), dataIndex: 'feeOffset', align: 'right', render: (v: number) => <Money value={v} /> },
    { key: 'toPay', title: t('accounting.toPay'), dataIndex: 'toPay', align: 'right', render: (v: number) => <Money value={v} strong /> },
    { key: 'lastSettled', title: t('accounting.lastSettled'), dataIndex: 'lastSettledAt', render: optionalDateTimeCell },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t('accounting.actions')}</span>,
      render: (_, row) =>
        row.payable > 0 && (
          <Button size="small" onClick={() => setSettling(row)} aria-label={t('accounting.settleOf', { name: row.name })}>
            {t('accounting.settle')}
          </Button>
        ),
    },
  ];

  return (
    <PageFrame title={t('pages.cashReconciliation')}>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={8}>
          <Card size="small">
            <Statistic title={t('accounting.totalCollected')} value={tl(summary?.collected ?? 0)} loading={cash.isPending} />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card size="small">
            <Statistic title={t('accounting.totalHandedIn')} value={tl(summary?.handedIn ?? 0)} loading={cash.isPending} />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card size="small">
            <Statistic
              title={t('accounting.totalInHand')}
              value={tl(summary?.cashInHand ?? 0)}
              loading={cash.isPending}
              valueStyle={{ color: (summary?.cashInHand ?? 0) > 0 ? '#d46b08' : '#389e0d' }}
            />
          </Card>
        </Col>
      </Row>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t('accounting.couriersCash')}
      </Typography.Title>
      <FilterRow
        label={t('accounting.filters')}
        align="center"
        search={{ value: table.get('q'), placeholder: t('accounting.searchCourier'), width: 260, onSearch: (q) => table.update({ q }) }}
      >
        <Space>
          <Switch id="all-couriers" checked={all === 'true'} onChange={(v) => table.update({ all: v ? 'true' : undefined })} />
          <label htmlFor="all-couriers">{t('accounting.allCouriers')}</label>
        </Space>
      </FilterRow>
      <AccountingTable<CashRow>
        query={cash}
        table={table}
        rowKey="carrierId"
        columns={cashColumns}
        scroll={{ x: 900 }}
        filtered={false}
        emptyText={t('accounting.cashEmpty')}
      />
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
        {t('accounting.storePayables')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('accounting.storePayablesHelp')}</Typography.Paragraph>
      {payables.isError && !payables.data ? (
        <LoadError error={payables.error} onRetry={() => void payables.refetch()} />
      ) : (
        <Table<StorePayableRow>
          rowKey="storeId"
          columns={storeColumns}
          dataSource={payables.data?.items ?? []}
          loading={payables.isPending || payables.isFetching}
          scroll={{ x: 900 }}
          locale={{ emptyText: t('accounting.storePayablesEmpty') }}
          pagination={{
            current: storePage,
            pageSize: 10,
            total: payables.data?.total ?? 0,
            onChange: setStorePage,
            showTotal: (total) => t('accounting.total', { count: total }),
          }}
        />
      )}
      <HandInModal row={handing} onClose={() => setHanding(null)} />
      <SettleModal row={settling} onClose={() => setSettling(null)} />
    </PageFrame>
  );
}

function HandInModal({ row, onClose }: { row: CashRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const handIn = useHandInCash();
  const run = useAttemptedAction();
  const [form] = Form.useForm<{ amount: number; note?: string }>();
  const submit = (v: { amount: number; note?: string }) =>
    run(
      (idempotencyKey) =>
        handIn.mutateAsync({ body: { carrierId: row!.carrierId, amount: Math.round(v.amount * 100), note: v.note?.trim() || undefined }, idempotencyKey }),
      () => {
        onClose();
        return t('accounting.handInDone');
      },
    );
  return (
    <FormModal
      open={!!row}
      title={row ? t('accounting.handInTitle', { name: row.name }) : ''}
      okText={t('accounting.handInConfirm')}
      form={form}
      pending={handIn.isPending}
      onCancel={onClose}
      onFinish={(v) => void submit(v)}
      afterOpenChange={(open) => open && row && form.setFieldsValue({ amount: row.cashInHand / 100 })}
      intro={row && <Typography.Paragraph>{t('accounting.handInHelp', { amount: tl(row.cashInHand) })}</Typography.Paragraph>}
    >
      <Form.Item
        name="amount"
        label={t('accounting.handInAmount')}
        required
        rules={[
          { required: true },
          { type: 'number', min: 0.01, max: (row?.cashInHand ?? 0) / 100, message: t('accounting.handInTooMuch', { amount: tl(row?.cashInHand ?? 0) }) },
        ]}
      >
        <InputNumber<number> style={{ width: '100%' }} min={0} precision={2} decimalSeparator="," addonAfter="₺" />
      </Form.Item>
      <Form.Item name="note" label={t('accounting.note')} rules={[{ max: 200, message: t('accounting.tooLong') }]}>
        <Input />
      </Form.Item>
    </FormModal>
  );
}

function SettleModal({ row, onClose }: { row: StorePayableRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const settle = useSettleStore();
  const run = useAttemptedAction();
  const [form] = Form.useForm<{ bankReference: string }>();
  const submit = (v: { bankReference: string }) =>
    run(
      (idempotencyKey) => settle.mutateAsync({ storeId: row!.storeId, bankReference: v.bankReference.trim(), idempotencyKey }),
      (res) => {
        onClose();
        return t('accounting.settleDone', { amount: tl(res.paid) });
      },
    );
  return (
    <FormModal
      open={!!row}
      title={row ? t('accounting.settleTitle', { name: row.name }) : ''}
      okText={t('accounting.settleConfirm')}
      form={form}
      pending={settle.isPending}
      onCancel={onClose}
      onFinish={(v) => void submit(v)}
      intro={
        row && (
          <Typography.Paragraph>
            {t('accounting.settleHelp', { payable: tl(row.payable), offset: tl(row.feeOffset), toPay: tl(row.toPay) })}
          </Typography.Paragraph>
        )
      }
    >
      <BankReferenceField />
    </FormModal>
  );
}
