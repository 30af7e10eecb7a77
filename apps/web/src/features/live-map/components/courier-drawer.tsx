import { PhoneLink } from '../../../components/phone-link';
import { Button, Descriptions, Drawer, Tag } from 'antd';
import { AimOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RoadRoute } from '@kurye/contracts/roads';
import type { CourierState } from '../lib/courier-store';
import { formatEta } from '../../../lib/eta';
import { formatDistance } from '../../../lib/format';
import { fromNow } from '../../../lib/relative-time';
import { useNow } from '../../../lib/use-now';
import { STATUS_COLORS } from '../lib/status-colors';
import { useAreaPrefix } from '../../../lib/use-area-prefix';

interface Props {
  courier: CourierState | null;
  zoneName: string;
  onClose(): void;
  onShow(position: [number, number]): void;
  /** Its drive to the next stop (drawn on the map). */
  route?: RoadRoute | null;
}

export function CourierDrawer({ courier, zoneName, onClose, onShow, route }: Props) {
  const { t } = useTranslation();
  const area = useAreaPrefix();
  useNow(30_000);
  return (
    <Drawer open={!!courier} onClose={onClose} title={courier?.name} size={380} mask={false} data-testid="courier-drawer" destroyOnHidden>
      {courier && (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('liveMap.phone')}>
              <PhoneLink phone={courier.phone} />
            </Descriptions.Item>
            <Descriptions.Item label={t('liveMap.state')}>
              <Tag color={STATUS_COLORS[courier.status]}>{t(`liveMap.status.${courier.status}`)}</Tag>
              {courier.isJoker && <Tag color="purple">{t('liveMap.joker')}</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label={t('liveMap.zone')}>{zoneName}</Descriptions.Item>
            <Descriptions.Item label={t('liveMap.positionAge')}>{courier.positionAt ? fromNow(courier.positionAt) : t('liveMap.noPosition')}</Descriptions.Item>
            <Descriptions.Item label={t('liveMap.currentRequest')}>
              {courier.requestId ? (
                <Link to={`${area}/daily/delivery/requests?request=${courier.requestId}`}>{t('liveMap.openRequest')}</Link>
              ) : (
                t('liveMap.noRequest')
              )}
            </Descriptions.Item>
            {route && (
              <Descriptions.Item label={t('liveMap.nextStop')}>
                <span data-testid="courier-next-stop">
                  {t('liveMap.nextStopValue', { eta: formatEta(t, route.durationSeconds), distance: formatDistance(route.distanceMeters) })}
                </span>
              </Descriptions.Item>
            )}
          </Descriptions>
          {courier.position && (
            <Button style={{ marginTop: 16 }} icon={<AimOutlined />} onClick={() => onShow(courier.position!)}>
              {t('liveMap.showOnMap')}
            </Button>
          )}
        </>
      )}
    </Drawer>
  );
}
