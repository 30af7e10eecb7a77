import { Card, Col, Flex, Form, InputNumber, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { cardTitle, useRangeRules } from './settings-card-parts';

/** Automatic approval, polling intervals, sounds and the idle lock. */
export function OperationsSettings() {
  const { t } = useTranslation();
  const { between } = useRangeRules();
  return (
    <Card title={cardTitle(t('organisation.settings.operations'))}>
      <Form.Item
        name="autoApproveMinutes"
        label={t('organisation.settings.autoApprove')}
        extra={t('organisation.settings.autoApproveHelp')}
        rules={between(1, 120)}
      >
        <InputNumber min={1} max={120} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="announcementsSeconds" label={t('organisation.settings.pollAnnouncements')} rules={between(2, 600)}>
            <InputNumber min={2} max={600} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="storeRequestsSeconds" label={t('organisation.settings.pollStoreRequests')} rules={between(2, 600)}>
            <InputNumber min={2} max={600} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Flex gap={32} wrap>
        <Form.Item name="emergencySound" label={t('organisation.settings.emergencySound')} valuePropName="checked">
          <Switch checkedChildren={t('organisation.settings.on')} unCheckedChildren={t('organisation.settings.off')} />
        </Form.Item>
        <Form.Item name="notificationSound" label={t('organisation.settings.notificationSound')} valuePropName="checked">
          <Switch checkedChildren={t('organisation.settings.on')} unCheckedChildren={t('organisation.settings.off')} />
        </Form.Item>
      </Flex>
      <Form.Item name="idleLockMinutes" label={t('organisation.settings.idleLock')} extra={t('organisation.settings.idleLockHelp')} rules={between(0, 480)}>
        <InputNumber min={0} max={480} precision={0} style={{ width: 200 }} />
      </Form.Item>
    </Card>
  );
}
