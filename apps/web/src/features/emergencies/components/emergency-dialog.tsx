import { PhoneLink } from '../../../components/phone-link';
import { Button, Descriptions, Modal, Space, Typography } from 'antd';
import { AlertOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Emergency } from '@kurye/contracts/fieldops';
import { LazyPointMap } from '../../../components/lazy-point-map';
import { formatDateTime } from '../../../lib/format';

/** The specification's "Acil Durum!" dialog: name and surname, time, a map with the courier's marker, description, phone, OK. */
export function EmergencyDialog({ emergency, queued, onOk, busy }: { emergency: Emergency | null; queued: number; onOk(): void; busy?: boolean }) {
  const { t } = useTranslation();
  const point = emergency?.location ?? emergency?.carrierLocation ?? null;
  const fullName = emergency ? `${emergency.carrierName} ${emergency.carrierSurname}`.trim() : '';
  return (
    <Modal
      open={!!emergency}
      title={
        <Space>
          <AlertOutlined style={{ color: '#e5484d' }} aria-hidden />
          <span>{t('emergencies.dialog.title')}</span>
        </Space>
      }
      closable={false}
      maskClosable={false}
      keyboard={false}
      width={560}
      footer={
        <Space style={{ width: '100%', justifyContent: 'space-between' }}>
          <Typography.Text type="secondary">{queued > 0 ? t('emergencies.dialog.queued', { count: queued }) : ''}</Typography.Text>
          <Button type="primary" danger onClick={onOk} loading={busy} autoFocus data-testid="emergency-ok">
            {t('emergencies.dialog.ok')}
          </Button>
        </Space>
      }
      data-testid="emergency-dialog"
    >
      {emergency && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }} role="alert" aria-live="assertive">
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('emergencies.field.courier')}>
              <strong data-testid="emergency-courier">{fullName}</strong>
            </Descriptions.Item>
            <Descriptions.Item label={t('emergencies.field.time')}>{formatDateTime(emergency.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('emergencies.field.description')}>{emergency.description || t('emergencies.noDescription')}</Descriptions.Item>
            <Descriptions.Item label={t('emergencies.field.phone')}>
              <PhoneLink phone={emergency.carrierPhone} />
            </Descriptions.Item>
          </Descriptions>
          {point ? (
            <LazyPointMap
              key={emergency.id}
              testId="emergency-map"
              label={t('emergencies.map.label', { name: fullName })}
              points={[{ id: emergency.carrierId, ...point, color: '#e5484d', label: t('emergencies.map.marker', { name: fullName }), caption: fullName }]}
              height={240}
              zoom={13}
            />
          ) : (
            <Typography.Text type="secondary">{t('emergencies.noPosition')}</Typography.Text>
          )}
        </Space>
      )}
    </Modal>
  );
}
