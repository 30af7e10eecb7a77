import { useState } from 'react';
import { App, Button, Card, Empty, Form, Input, InputNumber, Modal, Radio, Select, Skeleton, Space, Statistic, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Loan, ReturnLoanBody } from '@kurye/contracts/equipment';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useErrorText } from '../../../lib/use-error-text';
import { RetryAlert } from '../../../components/retry-alert';
import { useCarrierKit, useLend, useLendable, useReturnLoan } from '../api/carrier-equipment';
import { CardTitle } from './card-title';

/** The courier's kit on its details page: items on loan, the deposits held, lend and take back (equipment.write). */
export function EquipmentCard({ carrierId, canEdit }: { carrierId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const kit = useCarrierKit(carrierId, true);
  const [lending, setLending] = useState(false);
  const [closing, setClosing] = useState<Loan | null>(null);

  return (
    <Card
      title={<CardTitle>{t('directory.kit.title')}</CardTitle>}
      extra={
        canEdit && (
          <Button size="small" icon={<PlusOutlined aria-hidden />} onClick={() => setLending(true)}>
            {t('directory.kit.lend')}
          </Button>
        )
      }
      data-testid="carrier-kit"
    >
      {kit.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : kit.isError ? (
        <RetryAlert text={errorText(kit.error)} onRetry={() => void kit.refetch()} />
      ) : (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Statistic title={t('directory.kit.depositHeld')} value={formatMoney(kit.data.depositHeld)} data-testid="deposit-held" />
          {kit.data.items.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('directory.kit.empty')} />
          ) : (
            <Table<Loan>
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={kit.data.items}
              scroll={{ x: 420 }}
              columns={[
                {
                  key: 'item',
                  title: t('directory.kit.item'),
                  render: (_: unknown, l) => (
                    <>
                      {l.productName}
                      <br />
                      <Typography.Text type="secondary" code>
                        {l.sku}
                      </Typography.Text>
                    </>
                  ),
                },
                { key: 'deposit', dataIndex: 'deposit', title: t('directory.kit.deposit'), align: 'right', render: formatMoney },
                { key: 'lentAt', dataIndex: 'lentAt', title: t('directory.kit.lentAt'), render: (v: string) => formatDateTime(v) },
                ...(canEdit
                  ? [
                      {
                        key: 'actions',
                        title: <span className="visually-hidden">{t('directory.kit.actions')}</span>,
                        render: (_: unknown, l: Loan) => (
                          <Button size="small" onClick={() => setClosing(l)} aria-label={t('directory.kit.takeBackOf', { item: l.productName })}>
                            {t('directory.kit.takeBack')}
                          </Button>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          )}
        </Space>
      )}
      {lending && <LendDialog carrierId={carrierId} onClose={() => setLending(false)} />}
      {closing && <TakeBackDialog carrierId={carrierId} loan={closing} onClose={() => setClosing(null)} />}
    </Card>
  );
}

function LendDialog({ carrierId, onClose }: { carrierId: string; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [search, setSearch] = useState('');
  const [productId, setProductId] = useState<string>();
  const options = useLendable(search, true);
  const lend = useLend(carrierId);
  const chosen = options.data?.find((p) => p.id === productId);

  const submit = async () => {
    if (!productId) return;
    try {
      await lend.mutateAsync(productId);
      void message.success(t('directory.kit.lent'));
      onClose();
    } catch (e) {
      void message.error(errorText(e));
    }
  };

  return (
    <Modal
      open
      title={t('directory.kit.lendTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('directory.kit.lend')}
      cancelText={t('directory.iban.cancel')}
      okButtonProps={{ disabled: !productId }}
      confirmLoading={lend.isPending}
    >
      <Form layout="vertical">
        <Form.Item label={t('directory.kit.item')} htmlFor="lend-item">
          <Select
            id="lend-item"
            showSearch={{ filterOption: false, onSearch: setSearch }}
            value={productId}
            onChange={setProductId}
            loading={options.isFetching}
            placeholder={t('directory.kit.choose')}
            notFoundContent={options.isError ? errorText(options.error) : t('directory.kit.noItems')}
            options={(options.data ?? []).map((p) => ({
              value: p.id,
              label: `${p.name} (${p.sku})`,
              disabled: p.stock < 1,
            }))}
          />
        </Form.Item>
      </Form>
      {chosen && (
        <Typography.Paragraph data-testid="lend-summary">
          {t('directory.kit.lendSummary', { deposit: formatMoney(chosen.deposit), stock: chosen.stock })}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}

interface TakeBackForm {
  outcome: ReturnLoanBody['outcome'];
  charge?: number;
  reason?: string;
}

function TakeBackDialog({ carrierId, loan, onClose }: { carrierId: string; loan: Loan; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const close = useReturnLoan(carrierId);
  const [form] = Form.useForm<TakeBackForm>();
  const outcome = Form.useWatch('outcome', form) ?? 'returned';

  const submit = async (v: TakeBackForm) => {
    const body: ReturnLoanBody =
      v.outcome === 'returned' ? { outcome: 'returned' } : { outcome: v.outcome, charge: Math.round((v.charge ?? 0) * 100), reason: v.reason ?? '' };
    try {
      await close.mutateAsync({ loanId: loan.id, body });
      void message.success(t('directory.kit.closed'));
      onClose();
    } catch (e) {
      void message.error(errorText(e));
    }
  };

  return (
    <Modal
      open
      title={t('directory.kit.takeBackTitle', { item: loan.productName })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('directory.kit.takeBack')}
      cancelText={t('directory.iban.cancel')}
      confirmLoading={close.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ outcome: 'returned', charge: loan.deposit / 100 }} onFinish={(v) => void submit(v)} noValidate>
        <Form.Item name="outcome" label={t('directory.kit.outcome')}>
          <Radio.Group
            options={(['returned', 'lost', 'damaged'] as const).map((o) => ({ value: o, label: t(`directory.kit.outcomes.${o}`) }))}
            optionType="button"
          />
        </Form.Item>
        {outcome === 'returned' ? (
          <Typography.Paragraph>{t('directory.kit.returnNote', { deposit: formatMoney(loan.deposit) })}</Typography.Paragraph>
        ) : (
          <>
            <Form.Item
              name="charge"
              label={t('directory.kit.charge')}
              messageVariables={{ label: t('directory.kit.chargeRequiredLabel') }}
              extra={t('directory.kit.chargeNote', { deposit: formatMoney(loan.deposit) })}
              rules={[{ required: true }]}
            >
              <InputNumber min={0} max={100000} precision={2} decimalSeparator="," style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name="reason"
              label={t('directory.kit.reason')}
              rules={[
                { required: true, whitespace: true },
                { min: 3, message: t('validation.minLength', { count: 3 }) },
              ]}
            >
              <Input.TextArea rows={2} maxLength={300} />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
