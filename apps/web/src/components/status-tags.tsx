import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatRequestNumber, type PacketStatus, type RequestStatus } from '@kurye/contracts/delivery';

/** antd Tag colour of each request status (label: i18n `request.status.<status>`), the same on store and office pages. */
export const REQUEST_STATUS_COLOR: Record<RequestStatus, string> = {
  searching: 'processing',
  assigned: 'blue',
  arrived: 'geekblue',
  picked_up: 'cyan',
  delivered: 'gold',
  completed: 'success',
  cancelled: 'default',
  no_courier: 'error',
};

/** antd Tag colour of each packet status (label: i18n `store.packetStatus.<status>`). */
export const PACKET_STATUS_COLOR: Record<PacketStatus, string> = {
  pending: 'default',
  location_set: 'warning',
  approved: 'success',
  wrong_location: 'error',
};

export function RequestStatusTag({ status }: { status: RequestStatus }) {
  const { t } = useTranslation();
  return <Tag color={REQUEST_STATUS_COLOR[status]}>{t(`request.status.${status}`)}</Tag>;
}

export function PacketStatusTag({ status }: { status: PacketStatus }) {
  const { t } = useTranslation();
  return <Tag color={PACKET_STATUS_COLOR[status]}>{t(`store.packetStatus.${status}`)}</Tag>;
}

/** A request's readable number, "T-24117". */
export const requestNo = (r: { number: number }) => formatRequestNumber(r.number);
