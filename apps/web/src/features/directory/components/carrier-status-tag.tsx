import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CarrierStatus } from '@kurye/contracts/delivery';

const COLOR: Record<CarrierStatus, string> = { available: 'green', busy: 'orange', break: 'blue', offline: 'default' };

export function CarrierStatusTag({ status }: { status: CarrierStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLOR[status] ?? 'default'}>{t(`directory.carrier.state.${status}`)}</Tag>;
}
