import { Button, Tag } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ActivePacket } from '../api/types';

interface Props {
  packet: ActivePacket;
  canDeliver: boolean;
  hasFix: boolean;
  loading: boolean;
  onDelivered: () => void;
}

/** One packet: "Teslim ettim" once picked up (needs a position), or its done state. */
export function PacketRow({ packet, canDeliver, hasFix, loading, onDelivered }: Props) {
  const { t } = useTranslation();
  const label = t('courier.active.packet', { position: packet.position });
  return (
    <li className="courier-packet" data-testid="packet-row">
      <span className="courier-packet-name">{label}</span>
      {packet.status === 'pending' ? (
        canDeliver ? (
          <Button type="primary" size="large" onClick={onDelivered} loading={loading} disabled={!hasFix} aria-label={`${label}: ${t('courier.active.delivered')}`}>
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
