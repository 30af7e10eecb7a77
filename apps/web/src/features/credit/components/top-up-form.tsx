import { useRef, useState } from 'react';
import { Alert, Button, Card, Flex, Form, InputNumber, Radio, Skeleton, Typography } from 'antd';
import { CreditCardOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useTopUpOptions } from '../api/get-top-up-options';
import { useStartPayment } from '../api/start-payment';

const CUSTOM = 'custom';

/** Pick a package or type an amount within the limits, then go to the payment page. */
export function TopUpForm() {
  const { t } = useTranslation();
  const options = useTopUpOptions();
  const start = useStartPayment();
  const [form] = Form.useForm<{ choice: string; custom?: number }>();
  const choice = Form.useWatch('choice', form);
  const [error, setError] = useState<string>();
  // One key per attempt: a double click or a retry of the same amount starts one payment.
  const attempt = useRef<{ amount: number; key: string }>(undefined);

  if (options.isPending)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  if (options.isError)
    return (
      <Alert type="error" showIcon title={t('credit.form.loadError')} action={<Button onClick={() => void options.refetch()}>{t('common.retry')}</Button>} />
    );
  const { packages, minAmount, maxAmount, provider } = options.data;

  const submit = async (values: { choice: string; custom?: number }) => {
    setError(undefined);
    const amount = values.choice === CUSTOM ? Math.round((values.custom ?? 0) * 100) : Number(values.choice);
    if (attempt.current?.amount !== amount) attempt.current = { amount, key: newIdempotencyKey() };
    try {
      const { redirectUrl } = await start.mutateAsync({ amount, key: attempt.current.key });
      window.location.assign(redirectUrl);
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : t('credit.form.startError'));
    }
  };

  return (
    <Card title={t('credit.form.title')}>
      {provider === 'sandbox' && (
        <Alert type="warning" showIcon title={t('credit.form.sandboxTitle')} description={t('credit.form.sandboxNote')} style={{ marginBottom: 16 }} />
      )}
      <Form noValidate form={form} layout="vertical" requiredMark onFinish={submit} initialValues={{ choice: String(packages[1] ?? packages[0]) }}>
        <Form.Item name="choice" label={t('credit.form.package')} rules={[{ required: true }]}>
          <Radio.Group optionType="button" buttonStyle="solid" size="large" aria-label={t('credit.form.package')}>
            {packages.map((p) => (
              <Radio.Button key={p} value={String(p)} data-testid={`package-${p / 100}`}>
                {formatMoney(p)}
              </Radio.Button>
            ))}
            <Radio.Button value={CUSTOM}>{t('credit.form.custom')}</Radio.Button>
          </Radio.Group>
        </Form.Item>
        {choice === CUSTOM && (
          <Form.Item
            name="custom"
            label={t('credit.form.customAmount')}
            messageVariables={{ label: t('credit.form.customAmountRequiredLabel') }}
            extra={t('credit.form.limits', { min: formatMoney(minAmount), max: formatMoney(maxAmount) })}
            rules={[
              { required: true },
              {
                validator: (_, v: number | undefined) =>
                  v === undefined || v === null || (v * 100 >= minAmount && v * 100 <= maxAmount)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('credit.form.outOfRange', { min: formatMoney(minAmount), max: formatMoney(maxAmount) }))),
              },
            ]}
          >
            <InputNumber<number> min={0} precision={2} step={50} prefix="₺" style={{ width: 220 }} decimalSeparator="," aria-required="true" />
          </Form.Item>
        )}
        {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} />}
        <Flex gap={16} align="center" wrap>
          <Button type="primary" htmlType="submit" size="large" icon={<CreditCardOutlined aria-hidden />} loading={start.isPending}>
            {t('credit.form.pay')}
          </Button>
          {provider !== 'sandbox' && <Typography.Text type="secondary">{t('credit.form.iyzicoNote')}</Typography.Text>}
        </Flex>
      </Form>
    </Card>
  );
}
