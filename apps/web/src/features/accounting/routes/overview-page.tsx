import type { ReactNode } from 'react';
import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { AuditOutlined, BankOutlined, DollarOutlined, FileTextOutlined, GroupOutlined, ShopOutlined, WalletOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { useAccountingOverview, type AccountingOverview } from '../api/get-overview';
import { PageFrame } from '../../../components/page-frame';
import { LoadError } from '../components/load-error';

interface Tile {
  key: keyof AccountingOverview;
  icon: ReactNode;
  money?: boolean;
  /** Path inside the area, or none when there is no list of its own. */
  to?: string;
  note?: (o: AccountingOverview) => string;
  /** A queue with something in it is highlighted. */
  queue?: boolean;
}

/** …/accounting (the accountant's landing page): money totals and the queues waiting for a decision, each a link. */
export function AccountingOverviewPage() {
  const { t } = useTranslation();
  const area = useLocation().pathname.split('/')[1] || 'accounting';
  const { data, isPending, isError, error, refetch } = useAccountingOverview();

  const tiles: Tile[] = [
    { key: 'storeCredit', icon: <ShopOutlined />, money: true, to: 'store/list' },
    {
      key: 'carrierPayable',
      icon: <WalletOutlined />,
      money: true,
      to: 'accounting/current-carrier-payments',
      note: (o) => t('accounting.overview.carriersOwed', { count: o.carriersOwed }),
    },
    {
      key: 'openGroups',
      icon: <GroupOutlined />,
      to: 'accounting/payment-groups',
      note: (o) => t('accounting.overview.openGroupAmount', { amount: formatMoney(o.openGroupAmount) }),
      queue: true,
    },
    { key: 'pendingPaymentRequests', icon: <AuditOutlined />, to: 'accounting/payment-requests?status=pending', queue: true },
    { key: 'pendingInvoiceRequests', icon: <FileTextOutlined />, to: 'accounting/invoice-requests?status=pending', queue: true },
    { key: 'cashWithCarriers', icon: <DollarOutlined />, money: true, to: 'accounting/cash' },
    { key: 'storePayable', icon: <BankOutlined />, money: true, to: 'accounting/cash' },
  ];

  return (
    <PageFrame page="accountingOverview">
      <Typography.Paragraph type="secondary">{t('accounting.overview.intro')}</Typography.Paragraph>
      {isError ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <Row gutter={[16, 16]}>
          {tiles.map((tile) => {
            const value = data?.[tile.key] ?? 0;
            const busy = tile.queue && value > 0;
            const body = (
              <Card hoverable={!!tile.to} data-testid={`overview-${tile.key}`} style={busy ? { borderColor: '#faad14' } : undefined}>
                {isPending ? (
                  <Skeleton active paragraph={{ rows: 1 }} />
                ) : (
                  <>
                    <Statistic
                      title={
                        <span>
                          <span aria-hidden>{tile.icon}</span> {t(`accounting.overview.tiles.${tile.key}`)}
                        </span>
                      }
                      value={tile.money ? formatMoney(value) : value}
                    />
                    <Typography.Text type="secondary">{tile.note ? tile.note(data!) : t(`accounting.overview.hints.${tile.key}`)}</Typography.Text>
                  </>
                )}
              </Card>
            );
            return (
              <Col key={tile.key} xs={24} sm={12} xl={8}>
                {tile.to ? (
                  // Named by what it shows (the title, the figure and the hint), so it can be called by what is seen.
                  <Link to={`/${area}/${tile.to}`} style={{ display: 'block' }}>
                    {body}
                  </Link>
                ) : (
                  body
                )}
              </Col>
            );
          })}
        </Row>
      )}
    </PageFrame>
  );
}
