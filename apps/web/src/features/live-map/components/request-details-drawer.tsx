import { PhoneLink } from '../../../components/phone-link';
import { Alert, Descriptions, Drawer, Skeleton, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatRequestNumber } from '@kurye/contracts/delivery';
import { formatDateTime, formatMoney } from '../../../lib/format';
import type { LiveCourier } from '../api/get-live-snapshot';
import type { OfferLogEntry } from '@kurye/contracts/delivery';
import { useRequestDetails } from '../../../lib/request-details-query';
import { AssignCourier } from './assign-courier';
import { PacketsTable } from './packets-table';
import { RequestStatusTag } from '../../../components/status-tags';

interface Props {
  requestId: string | null;
  onClose(): void;
  couriers: LiveCourier[] | undefined;
  zoneNames: Map<string, string>;
}

const EVENT_COLORS: Record<string, string> = {
  created: 'blue',
  offered: 'blue',
  accepted: 'green',
  assigned_manually: 'green',
  declined: 'orange',
  timeout: 'orange',
  stage_timeout: 'orange',
  stage_empty: 'gray',
  withdrawn: 'gray',
  no_courier: 'red',
  cancelled: 'red',
};

/** A request's details: who, where, packets, and the offer log (why it waited) with the manual assignment. */
export function RequestDetailsDrawer({ requestId, onClose, couriers, zoneNames }: Props) {
  const { t, i18n } = useTranslation();
  const details = useRequestDetails(requestId);
  const r = details.data;
  const nameOf = new Map((couriers ?? []).map((c) => [c.id, c.name]));
  const eventText = (e: OfferLogEntry) => (i18n.exists(`daily.event.${e.event}`) ? t(`daily.event.${e.event}`) : e.event);

  return (
    <Drawer
      open={!!requestId}
      onClose={onClose}
      size={560}
      title={r ? `${formatRequestNumber(r.number)} · ${r.storeName}` : t('daily.request')}
      data-testid="request-drawer"
      destroyOnHidden
    >
      {details.isPending && <Skeleton active />}
      {details.isError && <Alert type="error" showIcon title={details.error.message || t('errors.generic')} />}
      {r && (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('daily.state')}>
              <span data-testid="request-status">
                <RequestStatusTag status={r.status} />
              </span>
              {r.stage > 0 && <Tag>{t('daily.stageN', { stage: r.stage })}</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label={t('daily.store')}>
              {r.store.name}
              <br />
              <Typography.Text type="secondary">{r.store.address}</Typography.Text>
              <br />
              <PhoneLink phone={r.store.phone} />
            </Descriptions.Item>
            <Descriptions.Item label={t('liveMap.zone')}>{zoneNames.get(r.zoneId) ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('daily.courier')}>
              <span data-testid="request-courier">
                {r.courier ? (
                  <>
                    {r.courier.name} · <PhoneLink phone={r.courier.phone} />
                  </>
                ) : (
                  '—'
                )}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('daily.packetCount')}>{r.packetCount}</Descriptions.Item>
            {r.note && <Descriptions.Item label={t('daily.note')}>{r.note}</Descriptions.Item>}
            {r.readyInMinutes !== null && <Descriptions.Item label={t('daily.readyIn')}>{t('daily.minutes', { count: r.readyInMinutes })}</Descriptions.Item>}
            <Descriptions.Item label={t('daily.estimatedFee')}>{formatMoney(r.estimatedFee)}</Descriptions.Item>
            <Descriptions.Item label={t('daily.createdAt')}>{formatDateTime(r.createdAt)}</Descriptions.Item>
            {r.assignedAt && <Descriptions.Item label={t('daily.assignedAt')}>{formatDateTime(r.assignedAt)}</Descriptions.Item>}
            {r.pickedUpAt && <Descriptions.Item label={t('daily.pickedUpAt')}>{formatDateTime(r.pickedUpAt)}</Descriptions.Item>}
            {r.completedAt && <Descriptions.Item label={t('daily.completedAt')}>{formatDateTime(r.completedAt)}</Descriptions.Item>}
          </Descriptions>

          <AssignCourier request={r} couriers={couriers} />

          <Typography.Title level={3} style={{ fontSize: 15, marginTop: 16 }}>
            {t('daily.packets')}
          </Typography.Title>
          <PacketsTable packets={r.packets} />

          <Typography.Title level={3} style={{ fontSize: 15, marginTop: 24 }}>
            {t('daily.offerLog')}
          </Typography.Title>
          {r.offerLog.length === 0 ? (
            <Typography.Text type="secondary">{t('daily.noOfferLog')}</Typography.Text>
          ) : (
            <Timeline
              data-testid="offer-log"
              items={r.offerLog.map((e) => ({
                color: EVENT_COLORS[e.event] ?? 'gray',
                content: (
                  <span>
                    <Typography.Text type="secondary">{dayjs(e.at).format('HH:mm:ss')}</Typography.Text> <strong>{eventText(e)}</strong>
                    {e.stage > 0 && ` · ${t('daily.stageN', { stage: e.stage })}`}
                    {e.carrierId && ` · ${nameOf.get(e.carrierId) ?? t('daily.courier')}`}
                  </span>
                ),
              }))}
            />
          )}
        </>
      )}
    </Drawer>
  );
}
