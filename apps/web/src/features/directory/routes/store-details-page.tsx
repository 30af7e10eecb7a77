import { App, Card, Col, Descriptions, Empty, Row, Skeleton, Space, Statistic, Table, Typography, Button } from 'antd';
import { CheckCircleOutlined, StopOutlined, WalletOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatRequestNumber, type RequestStatus } from '@kurye/contracts/delivery';
import { formatDateTime, formatMoney, formatShortDateTime } from '../../../lib/format';
import { RequestStatusTag } from '../../../components/status-tags';
import { useStore } from '../api/get-store';
import type { StoreLedgerEntry, StoreRecentRequest } from '@kurye/contracts/stores';
import { useUpdateStore } from '../api/update-store';
import { ActiveTag } from '../components/active-tag';
import { CardTitle } from '../components/card-title';
import { ConfirmButton } from '../components/confirm-toggle';
import { PageFrame } from '../../../components/page-frame';
import { RecordFollowUps } from '../../../components/record-follow-ups';
import { LoadError } from '../../../components/load-error';
import { LocationView } from '../components/location-view';
import { PhoneLink } from '../components/phone-link';
import { useAreaPrefix } from '../../../lib/use-area-prefix';
import { useErrorText } from '../../../lib/use-error-text';
import { usePermission } from '../lib/use-permission';
import { TaxIdentityCard } from '../components/tax-identity-card';

const TX_KINDS = ['top_up', 'opening_credit', 'delivery_fee', 'delivery_fee_adjustment', 'manual_credit', 'refund'];

export function SignedMoney({ amount }: { amount: number }) {
  return (
    <Typography.Text type={amount < 0 ? 'danger' : 'success'} strong style={{ whiteSpace: 'nowrap' }}>
      {amount > 0 ? '+' : amount < 0 ? '−' : ''}
      {formatMoney(Math.abs(amount))}
    </Typography.Text>
  );
}

/** …/store/details/:id — profile, contact, zone, location, balance with the latest ledger entries and requests. */
export function StoreDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const prefix = useAreaPrefix();
  const navigate = useNavigate();
  const { data: store, isPending, isError, error, refetch } = useStore(id);
  const canWrite = usePermission('stores.write');
  const canCredit = usePermission('stores.credit') && prefix !== '/zone-operator';
  const back = { to: `${prefix}/store/list`, label: t('pages.storeList') };

  if (isPending)
    return (
      <PageFrame title={t('pages.storeDetails')} back={back}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </PageFrame>
    );
  if (isError || !store)
    return (
      <PageFrame title={t('pages.storeDetails')} back={back}>
        <LoadError error={error} onRetry={() => void refetch()} />
      </PageFrame>
    );

  const ledgerColumns = [
    { key: 'date', title: t('directory.date'), dataIndex: 'createdAt', render: (v: string) => formatShortDateTime(v) },
    {
      key: 'kind',
      title: t('directory.ledger.kind'),
      dataIndex: 'kind',
      render: (k: string) => (TX_KINDS.includes(k) ? t(`store.txKind.${k}`) : k),
    },
    { key: 'description', title: t('directory.ledger.description'), dataIndex: 'description' },
    { key: 'amount', title: t('directory.ledger.amount'), dataIndex: 'amount', align: 'right' as const, render: (v: number) => <SignedMoney amount={v} /> },
  ];
  const requestColumns = [
    { key: 'number', title: t('directory.request.id'), dataIndex: 'number', render: (v: number) => formatRequestNumber(v) },
    { key: 'date', title: t('directory.date'), dataIndex: 'createdAt', render: (v: string) => formatShortDateTime(v) },
    { key: 'status', title: t('directory.status'), dataIndex: 'status', render: (v: string) => <RequestStatusTag status={v as RequestStatus} /> },
    { key: 'packets', title: t('directory.request.packets'), dataIndex: 'packetCount', align: 'right' as const },
    {
      key: 'fee',
      title: t('directory.request.fee'),
      align: 'right' as const,
      render: (_: unknown, r: StoreRecentRequest) =>
        r.chargedFee !== null ? formatMoney(r.chargedFee) : `${formatMoney(r.estimatedFee)} ${t('directory.request.estimated')}`,
    },
  ];

  return (
    <PageFrame
      title={store.name}
      back={back}
      extra={
        <Space wrap>
          {canCredit && (
            <Button icon={<WalletOutlined />} onClick={() => navigate(`${prefix}/store/credit/${store.id}`)}>
              {t('directory.store.credit')}
            </Button>
          )}
          {canWrite && <StoreActiveToggle id={store.id} name={store.name} active={store.active} />}
        </Space>
      }
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card title={<CardTitle>{t('directory.profile')}</CardTitle>}>
            <Descriptions column={{ xs: 1, md: 2 }} size="small">
              <Descriptions.Item label={t('directory.store.name')}>{store.name}</Descriptions.Item>
              <Descriptions.Item label={t('directory.status')}>
                <ActiveTag active={store.active} />
              </Descriptions.Item>
              <Descriptions.Item label={t('directory.store.owner')}>{store.ownerName ?? '—'}</Descriptions.Item>
              <Descriptions.Item label={t('directory.nationalId')}>{store.nationalIdentityNumber ?? '—'}</Descriptions.Item>
              <Descriptions.Item label={t('directory.phone')}>
                <PhoneLink phone={store.phone} />
              </Descriptions.Item>
              <Descriptions.Item label={t('directory.email')}>{store.email ? <a href={`mailto:${store.email}`}>{store.email}</a> : '—'}</Descriptions.Item>
              <Descriptions.Item label={t('directory.zone')}>{store.zoneName}</Descriptions.Item>
              <Descriptions.Item label={t('directory.district')}>{store.districtName ?? '—'}</Descriptions.Item>
              <Descriptions.Item label={t('directory.address')} span={2}>
                {store.address}
              </Descriptions.Item>
              <Descriptions.Item label={t('directory.createdAt')}>{formatDateTime(store.createdAt)}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <Card title={<CardTitle>{t('directory.store.balance')}</CardTitle>}>
              <Statistic
                value={formatMoney(store.balance)}
                styles={{ content: { color: store.balance < 0 ? '#cf1322' : undefined } }}
                aria-label={t('directory.store.balanceIs', { amount: formatMoney(store.balance) })}
              />
            </Card>
            <TaxIdentityCard store={store} canEdit={canWrite} />
            <Card title={<CardTitle>{t('directory.location.title')}</CardTitle>}>
              <LocationView point={{ latitude: store.latitude, longitude: store.longitude }} />
            </Card>
          </Space>
        </Col>
        <Col xs={24}>
          <Card title={<CardTitle>{t('directory.store.recentLedger')}</CardTitle>}>
            <Table<StoreLedgerEntry>
              rowKey={(r) => `${r.transactionId}:${r.amount}`}
              size="small"
              columns={ledgerColumns}
              dataSource={store.recentLedger}
              pagination={false}
              scroll={{ x: 560 }}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('directory.store.noLedger')} /> }}
            />
          </Card>
        </Col>
        <Col xs={24}>
          <Card title={<CardTitle>{t('directory.store.recentRequests')}</CardTitle>}>
            <Table<StoreRecentRequest>
              rowKey="id"
              size="small"
              columns={requestColumns}
              dataSource={store.recentRequests}
              pagination={false}
              scroll={{ x: 560 }}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('directory.store.noRequests')} /> }}
            />
          </Card>
        </Col>
      </Row>
      <div style={{ marginTop: 16 }}>
        <RecordFollowUps kind="store" id={store.id} zoneId={store.zoneId} />
      </div>
    </PageFrame>
  );
}

function StoreActiveToggle({ id, name, active }: { id: string; name: string; active: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const update = useUpdateStore(id);
  const errorText = useErrorText();
  const run = () =>
    update.mutateAsync({ active: !active }).then(
      () => void message.success(active ? t('directory.store.deactivated', { name }) : t('directory.store.activated', { name })),
      (err: unknown) => void message.error(errorText(err)),
    );
  return active ? (
    <ConfirmButton
      danger
      icon={<StopOutlined />}
      loading={update.isPending}
      title={t('directory.store.deactivateTitle', { name })}
      content={t('directory.store.deactivateText')}
      okText={t('directory.store.deactivate')}
      onConfirm={run}
    >
      {t('directory.store.deactivate')}
    </ConfirmButton>
  ) : (
    <ConfirmButton
      type="primary"
      icon={<CheckCircleOutlined />}
      loading={update.isPending}
      title={t('directory.store.activateTitle', { name })}
      content={t('directory.store.activateText')}
      okText={t('directory.store.activate')}
      onConfirm={run}
    >
      {t('directory.store.activate')}
    </ConfirmButton>
  );
}
