import { useState } from 'react';
import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/use-now';

/** Seconds left until `expiresAt`, as text and a shrinking bar (full when the card first appeared). */
export function OfferCountdown({ expiresAt }: { expiresAt: string }) {
  const { t } = useTranslation();
  const end = new Date(expiresAt).getTime();
  const [start] = useState(() => Date.now());
  const now = useNow(250);
  const total = Math.max(1000, end - start);
  const leftMs = Math.max(0, end - now);
  const seconds = Math.ceil(leftMs / 1000);
  const percent = Math.round((leftMs / total) * 100);
  const color = percent > 50 ? '#389e0d' : percent > 20 ? '#d48806' : '#cf1322';
  return (
    <div className="courier-countdown" data-testid="offer-countdown">
      <Progress percent={percent} showInfo={false} strokeColor={color} aria-label={t('courier.offers.remaining', { seconds })} />
      <span className="courier-countdown-text" aria-live="off">
        {t('courier.offers.remaining', { seconds })}
      </span>
    </div>
  );
}
