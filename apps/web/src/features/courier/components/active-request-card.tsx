import { Alert, Button, Card, Tag, Typography } from 'antd';
import { EnvironmentOutlined, MessageOutlined, PhoneOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RequestDetails as ActiveRequest, LatLng } from '@kurye/contracts/delivery';
import { NextStop } from './next-stop';
import { mapLink, telLink } from '../lib/format';
import { CashNotice } from './cash-notice';
import { PacketRow } from './packet-row';

interface Props {
  request: ActiveRequest;
  hasFix: boolean;
  position: LatLng | null;
  pending: { kind: 'arrived' | 'picked-up' | 'delivered'; id: string } | null;
  onArrived: () => void;
  onPickedUp: () => void;
  onDelivered: (packetId: string) => void;
}

const STATUS_COLORS: Record<string, string> = { assigned: 'blue', arrived: 'gold', picked_up: 'green' };

/** The job in hand: the store (call, map), then Vardım → Teslim aldım → Teslim ettim per packet. */
export function ActiveRequestCard({ request, hasFix, position, pending, onArrived, onPickedUp, onDelivered }: Props) {
  const { t } = useTranslation();
  const titleId = `request-${request.id}-title`;
  const { store } = request;
  const busy = pending?.id === request.id;
  const pickedUp = request.status === 'picked_up';
  return (
    <Card className="courier-card" data-testid="active-request" role="article" aria-labelledby={titleId}>
      <div className="courier-offer-head">
        <Typography.Title level={3} id={titleId} className="courier-card-title">
          {store.name}
        </Typography.Title>
        <Tag color={STATUS_COLORS[request.status]} className="courier-big-tag" data-testid="request-status">
          {t(`courier.requestStatus.${request.status}`)}
        </Tag>
      </div>
      <p className="courier-line">
        <EnvironmentOutlined aria-hidden /> {store.address}
      </p>
      {request.note && (
        <p className="courier-note">
          <MessageOutlined aria-hidden /> {request.note}
        </p>
      )}
      <CashNotice requestId={request.id} />
      <NextStop request={request} position={position} />
      <div className="courier-actions">
        <Button size="large" icon={<PhoneOutlined />} href={telLink(store.phone)}>
          {t('courier.active.callStore')}
        </Button>
        <Button size="large" icon={<EnvironmentOutlined />} href={mapLink(store.location, store.name)} target="_blank" rel="noopener noreferrer">
          {t('courier.active.openMap')}
        </Button>
      </div>
      {!pickedUp && (
        <div className="courier-actions courier-actions-main">
          {request.status === 'assigned' && (
            <Button size="large" type="primary" onClick={onArrived} loading={busy && pending?.kind === 'arrived'} disabled={busy}>
              {t('courier.active.arrived')}
            </Button>
          )}
          <Button
            size="large"
            type={request.status === 'assigned' ? 'default' : 'primary'}
            onClick={onPickedUp}
            loading={busy && pending?.kind === 'picked-up'}
            disabled={busy}
          >
            {t('courier.active.pickedUp')}
          </Button>
        </div>
      )}
      <Typography.Title level={4} className="courier-subtitle">
        {t('courier.active.packets', { n: request.packets.length })}
      </Typography.Title>
      {pickedUp && !hasFix && <Alert type="warning" showIcon role="alert" title={t('courier.active.noFix')} style={{ marginBottom: 8 }} />}
      <ul className="courier-packets">
        {[...request.packets]
          .sort((a, b) => a.position - b.position)
          .map((packet) => (
            <PacketRow
              key={packet.id}
              packet={packet}
              canDeliver={pickedUp}
              hasFix={hasFix}
              loading={pending?.kind === 'delivered' && pending.id === packet.id}
              onDelivered={() => onDelivered(packet.id)}
            />
          ))}
      </ul>
    </Card>
  );
}
