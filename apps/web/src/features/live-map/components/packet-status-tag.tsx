import { Tag } from 'antd';
import type { PacketStatus } from '@kurye/contracts/delivery';
import { useTranslation } from 'react-i18next';

const PACKET_COLORS: Record<PacketStatus, string> = { pending: 'default', location_set: 'gold', approved: 'success', wrong_location: 'error' };

/** The office's packet status tag (its labels say what the office sees: "Konum bildirildi", not the store's "Onay bekliyor"). */
export function PacketStatusTag({ status }: { status: PacketStatus }) {
  const { t } = useTranslation();
  return <Tag color={PACKET_COLORS[status]}>{t(`daily.packetStatus.${status}`)}</Tag>;
}
