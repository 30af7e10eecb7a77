import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatRequestNumber, type PacketStatus, type RequestStatus } from '@kurye/contracts/delivery';
import { PACKET_STATUS_COLOR, REQUEST_STATUS_COLOR } from '../lib/statuses';

export function RequestStatusTag({ status }: { status: RequestStatus }) {
  const { t } = useTranslation();
  return <Tag color={REQUEST_STATUS_COLOR[status]}>{t(`storeDelivery.status.${status}`)}</Tag>;
}

export function PacketStatusTag({ status }: { status: PacketStatus }) {
  const { t } = useTranslation();
  return <Tag color={PACKET_STATUS_COLOR[status]}>{t(`storeDelivery.packetStatus.${status}`)}</Tag>;
}

/** A request's readable number, "T-24117". */
export const requestNo = (r: { number: number }) => formatRequestNumber(r.number);
