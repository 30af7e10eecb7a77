import { App, Button, Card, Empty, Form, Input, InputNumber, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatIban, isValidTrIban } from '@kurye/contracts/iban';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { usePayout } from '../api/get-payout';
import { useRequestPayout } from '../api/request-payout';
import { useSetIban } from '../api/set-iban';
import { QueryState } from './query-state';

const STATUS_COLORS = { pending: 'gold', approved: 'green', rejected: 'red' } as const;

/** What the company owes the courier, the IBAN for payouts, a payout request and the answers to earlier requests. */
export function PayoutPanel() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const payout = usePayout();
  const setIban = useSetIban();
  const request = useRequestPayout();
  const [ibanForm] = Form.useForm<{ iban: string }>();
  const [requestForm] = Form.useForm<{ amount: number; note?: string }>();
  const data = payout.data;
  const pending = data?.requests.some((r) => r.status === 'pending');

  const saveIban = async ({ iban }: { iban: string }) => {
    try {
      await setIban.mutateAsync(iban);
      void message.success(t('courier.payout.ibanSaved'));
    } catch (e) {
      void message.error((e as Error).message || t('courier.payout.error'));
    }
  };
  const ask = async (v: { amount: number; note?: string }) => {
    try {
      await request.mutateAsync({ amount: Math.round(v.amount * 100), note: v.note?.trim() || undefined });
      requestForm.resetFields();
      void message.success(t('courier.payout.requestSent'));
    } catch (e) {
      void message.error((e as Error).message || t('courier.payout.error'));
    }
  };

  return (
    <QueryState loading={payout.isPending} error={payout.error} errorText={t('courier.payout.error')} onRetry={() => void payout.refetch()}>
      {data && (
        <>
          <div className="courier-stats">
            <Card className="courier-card courier-stat" data-testid="payout-balance">
              <div className="courier-stat-value">{formatMoney(data.balance)}</div>
              <div className="courier-stat-label">{t('courier.payout.balance')}</div>
            </Card>
            <Card className="courier-card courier-stat" data-testid="payout-cash">
              <div className="courier-stat-value">{formatMoney(data.cashInHand)}</div>
              <div className="courier-stat-label">{t('courier.payout.cashInHand')}</div>
            </Card>
          </div>
          {data.underReview > 0 && (
            <Typography.Paragraph type="secondary" data-testid="payout-under-review">
              {t('courier.payout.underReview', { amount: formatMoney(data.underReview), count: data.underReviewPackets })}
            </Typography.Paragraph>
          )}
          {data.inGroup > 0 && (
            <Typography.Paragraph type="secondary">{t('courier.payout.inGroup', { amount: formatMoney(data.inGroup) })}</Typography.Paragraph>
          )}

          <Card className="courier-card" title={t('courier.payout.ibanTitle')}>
            <Form
              noValidate
              form={ibanForm}
              layout="vertical"
              initialValues={{ iban: data.iban ? formatIban(data.iban) : '' }}
              onFinish={(v) => void saveIban(v)}
              requiredMark
            >
              <Form.Item
                name="iban"
                label={t('courier.payout.iban')}
                required
                rules={[
                  { required: true, whitespace: true },
                  { validator: (_, v: string) => (!v || isValidTrIban(v) ? Promise.resolve() : Promise.reject(new Error(t('courier.payout.ibanInvalid')))) },
                ]}
              >
                <Input size="large" inputMode="text" autoComplete="off" placeholder="TR00 0000 0000 0000 0000 0000 00" style={{ fontFamily: 'monospace' }} />
              </Form.Item>
              <Button size="large" htmlType="submit" loading={setIban.isPending} block>
                {t('courier.payout.saveIban')}
              </Button>
            </Form>
          </Card>

          <Card className="courier-card" title={t('courier.payout.requestTitle')}>
            {pending ? (
              <Typography.Paragraph>{t('courier.payout.pendingExists')}</Typography.Paragraph>
            ) : data.available <= 0 ? (
              <Typography.Paragraph>{t('courier.payout.nothingAvailable')}</Typography.Paragraph>
            ) : (
              <Form noValidate form={requestForm} layout="vertical" onFinish={(v) => void ask(v)} initialValues={{ amount: data.available / 100 }}>
                <Typography.Paragraph>{t('courier.payout.available', { amount: formatMoney(data.available) })}</Typography.Paragraph>
                <Form.Item
                  name="amount"
                  label={t('courier.payout.amount')}
                  required
                  rules={[
                    { required: true },
                    { type: 'number', min: 0.01, max: data.available / 100, message: t('courier.payout.amountRange', { amount: formatMoney(data.available) }) },
                  ]}
                >
                  <InputNumber<number> size="large" style={{ width: '100%' }} min={0} precision={2} decimalSeparator="," addonAfter="₺" />
                </Form.Item>
                <Form.Item name="note" label={t('courier.payout.note')} rules={[{ max: 300 }]}>
                  <Input size="large" />
                </Form.Item>
                <Button size="large" type="primary" htmlType="submit" loading={request.isPending} block>
                  {t('courier.payout.send')}
                </Button>
              </Form>
            )}
          </Card>

          <section aria-labelledby="payout-requests">
            <h3 id="payout-requests" className="courier-section-title">
              {t('courier.payout.history')}
            </h3>
            {data.requests.length === 0 ? (
              <Empty className="courier-empty" description={t('courier.payout.historyEmpty')} />
            ) : (
              <ul className="courier-today-list" data-testid="payout-requests">
                {data.requests.map((r) => (
                  <li key={r.id}>
                    <Card className="courier-card" size="small">
                      <strong>{formatMoney(r.amount)}</strong> · {formatDateTime(r.createdAt)}{' '}
                      <Tag color={STATUS_COLORS[r.status]}>{t(`courier.payout.status.${r.status}`)}</Tag>
                      {r.status === 'approved' && r.groupStatus === 'paid' && <Tag color="green">{t('courier.payout.paidOut')}</Tag>}
                      {r.reason && <Typography.Paragraph style={{ marginBottom: 0 }}>{t('courier.payout.reason', { reason: r.reason })}</Typography.Paragraph>}
                    </Card>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </QueryState>
  );
}
