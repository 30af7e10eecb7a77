import { Button, Tag } from 'antd';
import { CheckCircleFilled, EnvironmentOutlined, PhoneOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { formatPhone } from '../../../lib/phone';
import type { Packet as ActivePacket } from '@kurye/contracts/delivery';
import { mapLink, telLink } from '../lib/format';

interface Props {
  packet: ActivePacket;
  canDeliver: boolean;
  hasFix: boolean;
  loading: boolean;
  onDelivered: () => void;
}

/**
 * One packet: its customer (order number, address with a map link, phone to call, door payment) when the store gave
 * them, and "Teslim ettim" once picked up (needs a position), or its done state.
 */
export function PacketRow({ packet, canDeliver, hasFix, loading, onDelivered }: Props) {
  const { t } = useTranslation();
  const label = t('courier.active.packet', { position: packet.position });
  const cod = packet.cashOnDelivery;
  const where = packet.customerLocation ?? null;
  return (
    <li className="courier-packet" data-testid="packet-row">
      <div className="courier-packet-info">
        <span className="courier-packet-name">
          {label}
          {packet.orderReference && <span className="courier-packet-ref"> · {t('courier.packet.order', { reference: packet.orderReference })}</span>}
        </span>
        {(packet.customerAddress || where) && (
          <span className="courier-packet-line" data-testid="packet-address">
            <EnvironmentOutlined aria-hidden />{' '}
            <a
              href={mapLink(where, packet.customerAddress ?? label)}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="packet-map-link"
              aria-label={t('courier.packet.openInMaps', { place: packet.customerAddress ?? t('courier.packet.openPoint') })}
            >
              {packet.customerAddress ?? t('courier.packet.openPoint')}
            </a>
          </span>
        )}
        {packet.customerPhone && (
          <a
            className="courier-packet-line"
            href={telLink(packet.customerPhone)}
            data-testid="packet-phone"
            aria-label={t('courier.packet.call', { phone: formatPhone(packet.customerPhone) })}
          >
            <PhoneOutlined aria-hidden /> {formatPhone(packet.customerPhone)}
          </a>
        )}
        {cod && packet.status === 'pending' && (
          <Tag color="orange" className="courier-packet-cod" data-testid="packet-cod">
            {t(cod.method === 'cash' ? 'courier.packet.codCash' : 'courier.packet.codCard', { amount: formatMoney(cod.amount) })}
          </Tag>
        )}
      </div>
      {packet.status === 'pending' ? (
        canDeliver ? (
          <Button
            type="primary"
            size="large"
            onClick={onDelivered}
            loading={loading}
            disabled={!hasFix}
            aria-label={`${label}: ${t('courier.active.delivered')}`}
          >
            {t('courier.active.delivered')}
          </Button>
        ) : (
          <span className="courier-packet-hint">{t('courier.active.pickUpFirst')}</span>
        )
      ) : (
        <Tag color="success" icon={<CheckCircleFilled />} className="courier-big-tag">
          {t('courier.active.packetDone')}
        </Tag>
      )}
    </li>
  );
}
