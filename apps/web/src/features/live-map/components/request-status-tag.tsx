import { Tag } from 'antd';
import type { PacketStatus, RequestStatus } from '@kurye/contracts/delivery';
import { useTranslation } from 'react-i18next';

const REQUEST_COLORS: Record<RequestStatus, string> = {
  searching: 'processing',
  assigned: 'blue',
  arrived: 'geekblue',
  picked_up: 'cyan',
  delivered: 'gold',
  completed: 'success',
  cancelled: 'default',
  no_courier: 'error',
};
const PACKET_COLORS: Record<PacketStatus, string> = { pending: 'default', location_set: 'gold', approved: 'success', wrong_location: 'error' };

export function RequestStatusTag({ status }: { status: RequestStatus }) {
  const { t } = useTranslation();
  return <Tag color={REQUEST_COLORS[status]}>{t(`daily.status.${status}`)}</Tag>;
}

export function PacketStatusTag({ status }: { status: PacketStatus }) {
  const { t } = useTranslation();
  return <Tag color={PACKET_COLORS[status]}>{t(`daily.packetStatus.${status}`)}</Tag>;
}
