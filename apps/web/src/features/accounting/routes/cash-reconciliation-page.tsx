import { useState } from 'react';
import { App, Button, Card, Col, Flex, Form, Input, InputNumber, Modal, Row, Statistic, Switch, Table, Typography, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useAttemptKey } from '../../../lib/idempotency-key';
import { useTableState } from '../../../lib/use-table-state';
import { useHandInCash } from '../api/hand-in-cash';
import { useCash } from '../api/list-cash';
import { useStorePayables } from '../api/list-store-payables';
import { useSettleStore } from '../api/settle-store';
import type { CashRow, StorePayableRow } from '@kurye/contracts/ledger';
import { PageFrame } from '../../../components/page-frame';
import { LoadError } from '../components/load-error';
import { Money } from '../components/money';
import { useErrorText } from '../../../lib/use-error-text';

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
    { key: 'lastHandIn', title: t('accounting.lastHandIn'), dataIndex: 'lastHandInAt', render: (v: string | null) => (v ? formatDateTime(v) : '—') },
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
    { key: 'lastSettled', title: t('accounting.lastSettled'), dataIndex: 'lastSettledAt', render: (v: string | null) => (v ? formatDateTime(v) : '—') },
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
      <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }} role="search" aria-label={t('accounting.filters')}>
        <Input.Search
          key={table.get('q') ?? ''}
          defaultValue={table.get('q')}
          allowClear
          placeholder={t('accounting.searchCourier')}
          aria-label={t('accounting.searchCourier')}
          onSearch={(q) => table.update({ q: q.trim() })}
          style={{ width: 260 }}
        />
        <Space>
          <Switch id="all-couriers" checked={all === 'true'} onChange={(v) => table.update({ all: v ? 'true' : undefined })} />
          <label htmlFor="all-couriers">{t('accounting.allCouriers')}</label>
        </Space>
      </Flex>
      {cash.isError && !cash.data ? (
        <LoadError error={cash.error} onRetry={() => void cash.refetch()} />
      ) : (
        <Table<CashRow>
          rowKey="carrierId"
          columns={cashColumns}
          dataSource={cash.data?.items ?? []}
          loading={cash.isPending || cash.isFetching}
          onChange={table.onTableChange}
          scroll={{ x: 900 }}
          locale={{ emptyText: t('accounting.cashEmpty') }}
          pagination={table.pagination(cash.data?.total, (total) => t('accounting.total', { count: total }))}
        />
      )}
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
  const { message } = App.useApp();
  const errorText = useErrorText();
  const handIn = useHandInCash();
  const attempt = useAttemptKey();
  const [form] = Form.useForm<{ amount: number; note?: string }>();
  const submit = async (v: { amount: number; note?: string }) => {
    try {
      await handIn.mutateAsync({
        body: { carrierId: row!.carrierId, amount: Math.round(v.amount * 100), note: v.note?.trim() || undefined },
        idempotencyKey: attempt.get(),
      });
      attempt.succeeded();
      void message.success(t('accounting.handInDone'));
      onClose();
    } catch (e) {
      void message.error(errorText(e));
    }
  };
  return (
    <Modal
      open={!!row}
      title={row ? t('accounting.handInTitle', { name: row.name }) : ''}
      okText={t('accounting.handInConfirm')}
      cancelText={t('accounting.cancel')}
      confirmLoading={handIn.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      afterOpenChange={(open) => open && row && form.setFieldsValue({ amount: row.cashInHand / 100 })}
    >
      {row && <Typography.Paragraph>{t('accounting.handInHelp', { amount: tl(row.cashInHand) })}</Typography.Paragraph>}
      <Form noValidate form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item
          name="amount"
          label={t('accounting.handInAmount')}
          required
          rules={[
            { required: true, message: t('accounting.amountRequired') },
            { type: 'number', min: 0.01, max: (row?.cashInHand ?? 0) / 100, message: t('accounting.handInTooMuch', { amount: tl(row?.cashInHand ?? 0) }) },
          ]}
        >
          <InputNumber<number> style={{ width: '100%' }} min={0} precision={2} decimalSeparator="," addonAfter="₺" />
        </Form.Item>
        <Form.Item name="note" label={t('accounting.note')} rules={[{ max: 200, message: t('accounting.tooLong') }]}>
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function SettleModal({ row, onClose }: { row: StorePayableRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const settle = useSettleStore();
  const attempt = useAttemptKey();
  const [form] = Form.useForm<{ bankReference: string }>();
  const submit = async (v: { bankReference: string }) => {
    try {
      const res = await settle.mutateAsync({ storeId: row!.storeId, bankReference: v.bankReference.trim(), idempotencyKey: attempt.get() });
      attempt.succeeded();
      void message.success(t('accounting.settleDone', { amount: tl(res.paid) }));
      onClose();
    } catch (e) {
      void message.error(errorText(e));
    }
  };
  return (
    <Modal
      open={!!row}
      title={row ? t('accounting.settleTitle', { name: row.name }) : ''}
      okText={t('accounting.settleConfirm')}
      cancelText={t('accounting.cancel')}
      confirmLoading={settle.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {row && (
        <Typography.Paragraph>{t('accounting.settleHelp', { payable: tl(row.payable), offset: tl(row.feeOffset), toPay: tl(row.toPay) })}</Typography.Paragraph>
      )}
      <Form noValidate form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item
          name="bankReference"
          label={t('accounting.bankReference')}
          required
          rules={[
            { required: true, whitespace: true, message: t('accounting.bankReferenceRequired') },
            { min: 3, max: 100, message: t('accounting.bankReferenceLength') },
          ]}
        >
          <Input autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
