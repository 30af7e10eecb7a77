import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PacketStatus, RequestStatus } from '@kurye/contracts/delivery';
import { PACKET_STATUS_COLOR, REQUEST_STATUS_COLOR } from '../lib/statuses';

export function RequestStatusTag({ status }: { status: RequestStatus }) {
  const { t } = useTranslation();
  return <Tag color={REQUEST_STATUS_COLOR[status]}>{t(`storeDelivery.status.${status}`)}</Tag>;
}

export function PacketStatusTag({ status }: { status: PacketStatus }) {
  const { t } = useTranslation();
  return <Tag color={PACKET_STATUS_COLOR[status]}>{t(`storeDelivery.packetStatus.${status}`)}</Tag>;
}

/** Requests are shown by the first 8 characters of their id, as the ledger's descriptions do. */
export const shortId = (id: string) => `#${id.slice(0, 8)}`;
