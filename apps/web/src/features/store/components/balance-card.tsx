import { Alert, Button, Card, Flex, Skeleton, Statistic } from 'antd';
import { PlusCircleOutlined, WalletOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { useStoreAccount } from '../api/get-store-account';

/** The store's credit: the ledger balance, and what is left after the open requests' estimated fees. */
export function BalanceCard() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useStoreAccount();
  return (
    <Card
      title={
        <span>
          <WalletOutlined aria-hidden /> {t('store.balance.title')}
        </span>
      }
      extra={
        <Link to="/store/credit/buy">
          <PlusCircleOutlined aria-hidden /> {t('store.balance.topUp')}
        </Link>
      }
    >
      {isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : isError ? (
        <Alert type="error" showIcon title={t('store.balance.loadError')} action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>} />
      ) : (
        <Flex gap={32} wrap>
          <div data-testid="store-balance">
            <Statistic title={t('store.balance.balance')} value={formatMoney(data.balance)} />
          </div>
          <div data-testid="store-available">
            <Statistic title={t('store.balance.available')} value={formatMoney(data.available)} />
          </div>
        </Flex>
      )}
    </Card>
  );
}
