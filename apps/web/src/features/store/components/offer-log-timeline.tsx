import { Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { OfferLogEntry } from '@kurye/contracts/delivery';
import { OFFER_EVENTS, OFFER_EVENT_COLOR } from '../lib/statuses';

/** Why a request waited: every offer, decline, timeout and assignment in order. */
export function OfferLogTimeline({ entries }: { entries: OfferLogEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return <Typography.Text type="secondary">{t('store.details.noLog')}</Typography.Text>;
  return (
    <Timeline
      items={entries.map((e, i) => ({
        key: `${e.at}-${i}`,
        color: OFFER_EVENT_COLOR[e.event] ?? 'gray',
        title: dayjs(e.at).format('HH:mm:ss'),
        content: (
          <span>
            {(OFFER_EVENTS as readonly string[]).includes(e.event) ? t(`store.offerEvent.${e.event}`) : e.event}
            {e.stage > 0 && <Typography.Text type="secondary"> · {t('store.active.stage', { stage: e.stage })}</Typography.Text>}
          </span>
        ),
      }))}
    />
  );
}
