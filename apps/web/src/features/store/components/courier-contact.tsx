import { Space, Typography } from 'antd';
import { PhoneOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LatLng } from '@kurye/contracts/delivery';
import { useRelativeTime } from '../../../lib/relative-time';
import { LocationMapLink } from './location-map-link';
import { formatPhone } from '../../../lib/phone';

export interface CourierInfo {
  name: string;
  phone: string;
  position?: LatLng | null;
  /** When the position was recorded — shown as "n dakika önce" when the server sends it. */
  positionAt?: string | null;
}

/** Who is coming: name, a tel: link and where they were last seen. */
export function CourierContact({ courier }: { courier: CourierInfo }) {
  const { t } = useTranslation();
  const age = useRelativeTime(courier.positionAt);
  return (
    <Space orientation="vertical" size={2}>
      <Typography.Text strong>
        <UserOutlined aria-hidden /> {courier.name}
      </Typography.Text>
      <a href={`tel:${courier.phone.replace(/\s+/g, '')}`} aria-label={t('store.courier.call', { name: courier.name, phone: courier.phone })}>
        <PhoneOutlined aria-hidden /> {formatPhone(courier.phone)}
      </a>
      {courier.position && (
        <LocationMapLink point={courier.position} title={courier.name} pointCaption={t('store.list.courier')}>
          {age ? t('store.courier.positionAge', { age }) : t('store.courier.position')}
        </LocationMapLink>
      )}
    </Space>
  );
}
