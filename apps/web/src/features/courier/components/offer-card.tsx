import { Button, Card, Tag, Typography } from 'antd';
import { ClockCircleOutlined, EnvironmentOutlined, InboxOutlined, MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Offer } from '@kurye/contracts/delivery';
import { formatDistance } from '../../../lib/format';
import { OfferCountdown } from './offer-countdown';

interface Props {
  offer: Offer;
  /** The offer the courier opened from a notification. */
  highlighted?: boolean;
  busy: 'accept' | 'decline' | null;
  disabled: boolean;
  onAccept: () => void;
  onDecline: () => void;
}

export function OfferCard({ offer, highlighted, busy, disabled, onAccept, onDecline }: Props) {
  const { t } = useTranslation();
  const titleId = `offer-${offer.id}-title`;
  return (
    <Card
      className={highlighted ? 'courier-card courier-offer courier-offer-opened' : 'courier-card courier-offer'}
      data-testid="offer-card"
      role="article"
      aria-labelledby={titleId}
      aria-current={highlighted || undefined}
    >
      <div className="courier-offer-head">
        <Typography.Title level={3} id={titleId} className="courier-card-title">
          {offer.store.name}
        </Typography.Title>
        <Tag color="blue" className="courier-big-tag">
          {formatDistance(offer.distanceMeters)}
        </Tag>
      </div>
      <p className="courier-line">
        <EnvironmentOutlined aria-hidden /> {offer.store.address}
      </p>
      <div className="courier-facts">
        <span>
          <InboxOutlined aria-hidden /> {t('courier.offers.packets', { n: offer.packetCount })}
        </span>
        <span>
          <ClockCircleOutlined aria-hidden />{' '}
          {offer.readyInMinutes ? t('courier.offers.readyIn', { minutes: offer.readyInMinutes }) : t('courier.offers.readyNow')}
        </span>
      </div>
      {offer.note && (
        <p className="courier-note">
          <MessageOutlined aria-hidden /> {offer.note}
        </p>
      )}
      <OfferCountdown expiresAt={offer.expiresAt} />
      <div className="courier-actions">
        <Button size="large" danger onClick={onDecline} loading={busy === 'decline'} disabled={disabled && busy !== 'decline'}>
          {t('courier.offers.decline')}
        </Button>
        <Button size="large" type="primary" onClick={onAccept} loading={busy === 'accept'} disabled={disabled && busy !== 'accept'}>
          {t('courier.offers.accept')}
        </Button>
      </div>
    </Card>
  );
}
