import { useRef, useState } from 'react';
import { Alert, Button, Card, Checkbox, Col, Descriptions, Form, Input, InputNumber, Row, Skeleton, Space, Statistic, Typography } from 'antd';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { hasClaim } from '../../../lib/authorization';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useCreditStore, type CreditResult } from '../api/credit-store';
import { useStore } from '../api/get-store';
import { CardTitle } from '../components/card-title';
import { PageFrame } from '../../../components/page-frame';
import { LoadError } from '../../../components/load-error';
import { formatPhone } from '../lib/phone';
import { useAreaPrefix } from '../../../lib/use-area-prefix';
import { useErrorText } from '../../../lib/use-error-text';
import { SignedMoney } from './store-details-page';

interface CreditForm {
  amount: number | null;
  reason: string;
  overdraft?: boolean;
}

const MAX_TL = 10_000_000;

/** TL with up to two decimals → integer kuruş. */
export const toKurus = (tl: number) => Math.round(tl * 100);

/**
 * …/store/credit/:id (Admin, Accountant): a manual credit (positive) or debit (negative) with a reason. Each
 * submission carries its own Idempotency-Key: a retry of the same submission (double click, network hiccup) posts
 * once; after a success or a change of the form the next submission gets a new key.
 */
export function StoreCreditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const prefix = useAreaPrefix();
  const store = useStore(id);
  const credit = useCreditStore(id);
  const errorText = useErrorText();
  const [form] = Form.useForm<CreditForm>();
  const key = useRef(newIdempotencyKey());
  const [result, setResult] = useState<(CreditResult & { amount: number; reason: string }) | null>(null);
  const amount = Form.useWatch('amount', form);
  // A debit beyond the available credit is refused until an Admin confirms the overdraft (the server checks the claim).
  const [overdraftAsked, setOverdraftAsked] = useState(false);
  const mayOverdraw = hasClaim(useSession()?.user, 'stores.overdraft');

  const back = { to: `${prefix}/store/details/${id}`, label: store.data?.name ?? t('pages.storeDetails') };

  const onFinish = (v: CreditForm) => {
    const body = { amount: toKurus(v.amount ?? 0), reason: v.reason.trim(), ...(overdraftAsked && v.overdraft ? { overdraft: true } : {}) };
    credit.mutate(
      { body, idempotencyKey: key.current },
      {
        onError: (err) => {
          if (err instanceof ApiError && err.code === 'debit_exceeds_available') setOverdraftAsked(true);
        },
        onSuccess: (res) => {
          setOverdraftAsked(false);
          setResult({ ...res, ...body });
          key.current = newIdempotencyKey();
          form.resetFields();
          void store.refetch();
        },
      },
    );
  };

  const balance = result?.balance ?? store.data?.balance;
  const preview = typeof amount === 'number' && amount !== 0 && balance !== undefined ? balance + toKurus(amount) : null;

  return (
    <PageFrame title={t('pages.storeCredit')} back={back}>
      {store.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : store.isError ? (
        <LoadError error={store.error} onRetry={() => void store.refetch()} />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={10}>
            <Card title={<CardTitle>{store.data.name}</CardTitle>}>
              <Statistic title={t('directory.credit.currentBalance')} value={formatMoney(balance)} />
              <Descriptions column={1} size="small" style={{ marginTop: 16 }}>
                <Descriptions.Item label={t('directory.zone')}>{store.data.zoneName}</Descriptions.Item>
                <Descriptions.Item label={t('directory.phone')}>{formatPhone(store.data.phone)}</Descriptions.Item>
              </Descriptions>
            </Card>
          </Col>
          <Col xs={24} lg={14}>
            <Card title={<CardTitle>{t('directory.credit.formTitle')}</CardTitle>}>
              <div aria-live="polite">
                {result && (
                  <Alert
                    type="success"
                    showIcon
                    role="status"
                    closable={{ onClose: () => setResult(null) }}
                    style={{ marginBottom: 16 }}
                    title={t(result.amount > 0 ? 'directory.credit.doneCredit' : 'directory.credit.doneDebit', {
                      amount: formatMoney(Math.abs(result.amount)),
                    })}
                    description={<span data-testid="credit-result-balance">{t('directory.credit.newBalance', { balance: formatMoney(result.balance) })}</span>}
                  />
                )}
              </div>
              {credit.error && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={errorText(credit.error)} />}
              <Form<CreditForm>
                noValidate
                form={form}
                layout="vertical"
                onFinish={onFinish}
                onValuesChange={(changed: Partial<CreditForm>) => {
                  key.current = newIdempotencyKey();
                  if (credit.error) credit.reset();
                  if ('amount' in changed) setOverdraftAsked(false);
                }}
                disabled={credit.isPending}
              >
                <Form.Item
                  name="amount"
                  label={t('directory.credit.amount')}
                  messageVariables={{ label: t('directory.credit.amountRequiredLabel') }}
                  extra={t('directory.credit.amountHint')}
                  rules={[
                    { required: true },
                    {
                      validator: (_, v: number | null) =>
                        v === null || v === undefined || (toKurus(v) !== 0 && Math.abs(v) <= MAX_TL)
                          ? Promise.resolve()
                          : Promise.reject(
                              new Error(
                                toKurus(v) === 0 ? t('directory.credit.amountZero') : t('directory.credit.amountTooLarge', { max: formatMoney(MAX_TL * 100) }),
                              ),
                            ),
                    },
                  ]}
                >
                  <InputNumber<number>
                    style={{ width: 240 }}
                    precision={2}
                    step={10}
                    decimalSeparator=","
                    addonAfter="TL"
                    inputMode="decimal"
                    placeholder="0,00"
                  />
                </Form.Item>
                <Form.Item
                  name="reason"
                  label={t('directory.credit.reason')}
                  rules={[
                    { required: true, whitespace: true },
                    { min: 3, message: t('validation.minLength', { count: 3 }) },
                    { max: 200, message: t('validation.maxLength', { count: 200 }) },
                  ]}
                >
                  <Input.TextArea rows={3} maxLength={200} showCount placeholder={t('directory.credit.reasonPlaceholder')} />
                </Form.Item>
                {overdraftAsked && mayOverdraw && (
                  <Form.Item
                    name="overdraft"
                    valuePropName="checked"
                    rules={[{ validator: (_, v) => (v ? Promise.resolve() : Promise.reject(new Error(t('directory.credit.overdraftRequired')))) }]}
                  >
                    <Checkbox>{t('directory.credit.overdraftConfirm')}</Checkbox>
                  </Form.Item>
                )}
                {preview !== null && (
                  <Typography.Paragraph type="secondary">{t('directory.credit.preview', { balance: formatMoney(preview) })}</Typography.Paragraph>
                )}
                <Space>
                  <Button type="primary" htmlType="submit" loading={credit.isPending}>
                    {t('directory.credit.submit')}
                  </Button>
                </Space>
              </Form>
            </Card>
          </Col>
          {store.data.recentLedger.length > 0 && (
            <Col xs={24}>
              <Card title={<CardTitle>{t('directory.store.recentLedger')}</CardTitle>}>
                <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
                  {store.data.recentLedger.slice(0, 5).map((e) => (
                    <li key={`${e.transactionId}:${e.amount}`} style={{ display: 'flex', gap: 12, flexWrap: 'wrap', justifyContent: 'space-between' }}>
                      <span>
                        <Typography.Text type="secondary">{formatDateTime(e.createdAt)}</Typography.Text> — {e.description}
                      </span>
                      <SignedMoney amount={e.amount} />
                    </li>
                  ))}
                </ul>
              </Card>
            </Col>
          )}
        </Row>
      )}
    </PageFrame>
  );
}
