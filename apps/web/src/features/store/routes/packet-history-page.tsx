import { Alert, Button, Card, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatShortDateTime } from '../../../lib/format';
import { useStoreAccount, type StoreTransaction } from '../api/get-store-account';
import { BalanceCard } from '../components/balance-card';
import { StorePage } from '../components/store-page';

const KNOWN_KINDS = ['top_up', 'delivery_fee', 'manual_credit', 'refund'];

/** /store/packet/history: the store account's latest ledger movements and the balance. */
export function PacketHistoryPage() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useStoreAccount();

  const columns: ColumnsType<StoreTransaction> = [
    { key: 'date', title: t('storeDelivery.history.date'), dataIndex: 'createdAt', render: (v: string) => formatShortDateTime(v) },
    {
      key: 'kind',
      title: t('storeDelivery.history.kind'),
      dataIndex: 'kind',
      render: (kind: string) => (KNOWN_KINDS.includes(kind) ? t(`storeDelivery.txKind.${kind}`) : kind),
    },
    { key: 'description', title: t('storeDelivery.history.description'), dataIndex: 'description' },
    {
      key: 'amount',
      title: t('storeDelivery.history.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (amount: number) => (
        <Typography.Text type={amount < 0 ? 'danger' : 'success'} strong>
          {amount > 0 ? '+' : amount < 0 ? '−' : ''}
          {formatMoney(Math.abs(amount))}
        </Typography.Text>
      ),
    },
  ];

  return (
    <StorePage page="packetHistory">
      <div style={{ display: 'grid', gap: 16 }}>
        <BalanceCard />
        <Card title={t('storeDelivery.history.title')}>
          {isError ? (
            <Alert type="error" showIcon title={t('storeDelivery.history.loadError')} action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>} />
          ) : (
            <Table<StoreTransaction>
              rowKey={(r) => `${r.id}:${r.amount}`}
              columns={columns}
              dataSource={data?.recentTransactions ?? []}
              loading={isPending}
              pagination={false}
              scroll={{ x: 640 }}
              footer={() => <Typography.Text type="secondary">{t('storeDelivery.history.note')}</Typography.Text>}
            />
          )}
        </Card>
      </div>
    </StorePage>
  );
}
