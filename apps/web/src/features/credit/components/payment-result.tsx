import { useEffect } from 'react';
import { Alert, Button, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { usePayment } from '../api/get-payment';
import { creditKeys } from '../api/keys';

/** What became of the payment the provider sent the store back with (`?payment=<id>`). */
export function PaymentResult({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { data, isPending, isError } = usePayment(id);
  const status = data?.status;

  useEffect(() => {
    if (status && status !== 'pending') {
      void client.invalidateQueries({ queryKey: creditKeys.account() });
      void client.invalidateQueries({ queryKey: creditKeys.payments() });
    }
  }, [status, client]);

  const close = <Button onClick={onClose}>{t('credit.result.close')}</Button>;
  if (isPending) return <Spin description={t('credit.result.checking')} />;
  if (isError || !data) return <Alert type="error" showIcon title={t('credit.result.notFound')} action={close} />;
  if (data.status === 'succeeded')
    return (
      <Alert
        type="success"
        showIcon
        role="status"
        data-testid="payment-result"
        title={t('credit.result.succeeded', { amount: formatMoney(data.amount) })}
        description={t('credit.result.newBalance', { balance: formatMoney(data.balance) })}
        action={close}
      />
    );
  if (data.status === 'pending')
    return <Alert type="info" showIcon role="status" data-testid="payment-result" title={t('credit.result.pending')} action={close} />;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      data-testid="payment-result"
      title={t(data.status === 'expired' ? 'credit.result.expired' : 'credit.result.failed', { amount: formatMoney(data.amount) })}
      description={t('credit.result.nothingCharged')}
      action={close}
    />
  );
}
