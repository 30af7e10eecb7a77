import { Alert, Button, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame';
import { formatMoney } from '../../../lib/format';
import { useAccount } from '../api/get-account';
import { PaymentHistory } from '../components/payment-history';
import { PaymentResult } from '../components/payment-result';
import { TopUpForm } from '../components/top-up-form';

/** /store/credit/buy: balance and available credit, the top-up form, the result of a payment, the payment history. */
export function CreditBuyPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const paymentId = search.get('payment') ?? undefined;
  const account = useAccount();

  const closeResult = () =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('payment');
        return next;
      },
      { replace: true },
    );

  return (
    <PageFrame page="creditBuy">
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}>
        {paymentId && <PaymentResult id={paymentId} onClose={closeResult} />}
        <Row gutter={[16, 16]}>
          <Col xs={24} sm={12}>
            <Card>
              {account.isPending ? (
                <Skeleton active paragraph={false} />
              ) : account.isError ? (
                <Alert
                  type="error"
                  showIcon
                  title={t('credit.balance.loadError')}
                  action={<Button onClick={() => void account.refetch()}>{t('common.retry')}</Button>}
                />
              ) : (
                <div data-testid="credit-balance">
                  <Statistic title={t('credit.balance.balance')} value={formatMoney(account.data.balance)} />
                </div>
              )}
            </Card>
          </Col>
          <Col xs={24} sm={12}>
            <Card>
              {account.isPending ? (
                <Skeleton active paragraph={false} />
              ) : account.isError ? null : (
                <div data-testid="credit-available">
                  <Statistic title={t('credit.balance.available')} value={formatMoney(account.data.available)} />
                  <Typography.Text type="secondary">{t('credit.balance.availableHelp')}</Typography.Text>
                </div>
              )}
            </Card>
          </Col>
        </Row>
        <TopUpForm />
        <PaymentHistory openingCredit={account.data?.openingCredit ?? null} />
      </div>
    </PageFrame>
  );
}
