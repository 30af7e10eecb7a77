import { Card, Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { formatMoney } from '../../../lib/format';
import type { CourierToday } from '@kurye/contracts/delivery';
import { QueryState } from './query-state';

interface Props {
  today: CourierToday | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

/** Today's count of delivered packets, earnings and the requests taken today. */
export function TodayPanel({ today, loading, error, onRetry }: Props) {
  const { t } = useTranslation();
  return (
    <QueryState loading={loading} error={error} errorText={t('courier.today.error')} onRetry={onRetry}>
      {today && (
        <>
          <div className="courier-stats">
            <Card className="courier-card courier-stat" data-testid="today-deliveries">
              <div className="courier-stat-value">{today.deliveries}</div>
              <div className="courier-stat-label">{t('courier.today.deliveries')}</div>
            </Card>
            <Card className="courier-card courier-stat" data-testid="today-earnings">
              <div className="courier-stat-value">{formatMoney(today.earnings)}</div>
              <div className="courier-stat-label">{t('courier.today.earnings')}</div>
              {today.underReview > 0 && (
                <div className="courier-muted" data-testid="today-under-review">
                  {t('courier.today.underReview', { amount: formatMoney(today.underReview), count: today.underReviewPackets })}
                </div>
              )}
            </Card>
          </div>
          {today.requests.length === 0 ? (
            <Empty className="courier-empty" description={t('courier.today.empty')} />
          ) : (
            <section aria-labelledby="today-requests">
              <h3 id="today-requests" className="courier-section-title">
                {t('courier.today.requests')}
              </h3>
              <ul className="courier-today-list">
                {today.requests.map((r) => (
                  <li key={r.id} className="courier-today-item">
                    <div>
                      <div className="courier-today-store">{r.storeName}</div>
                      <div className="courier-muted">
                        {r.assignedAt ? dayjs(r.assignedAt).format('HH:mm') : ''} · {t('courier.offers.packets', { n: r.packetCount })}
                      </div>
                    </div>
                    <div className="courier-today-right">
                      <div className="courier-today-money">{formatMoney(r.earnings)}</div>
                      <Tag>{t(`courier.requestStatus.${r.status}`)}</Tag>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </QueryState>
  );
}
