import { Card, Col, Form, InputNumber, Row, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { cardTitle, useRangeRules } from './settings-card-parts';

/** The daily backup and the KVKK retention periods (days). */
export function RetentionSettings() {
  const { t } = useTranslation();
  const { between } = useRangeRules();
  const days = (name: string, label: string, min: number) => (
    <Col xs={24} sm={12}>
      <Form.Item name={name} label={t(label)} rules={between(min, 3650)}>
        <InputNumber min={min} max={3650} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </Col>
  );
  return (
    <Card title={cardTitle(t('organisation.settings.retention'))}>
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          <Form.Item name="dailyBackup" label={t('organisation.settings.dailyBackup')} valuePropName="checked">
            <Switch checkedChildren={t('organisation.settings.on')} unCheckedChildren={t('organisation.settings.off')} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="backupHour" label={t('organisation.settings.backupHour')} rules={between(0, 23)}>
            <InputNumber min={0} max={23} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="backupKeep" label={t('organisation.settings.backupKeep')} rules={between(1, 365)}>
            <InputNumber min={1} max={365} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        {days('positionDays', 'organisation.settings.positionDays', 7)}
        {days('rejectedApplicationDays', 'organisation.settings.rejectedApplicationDays', 1)}
        {days('readNotificationDays', 'organisation.settings.readNotificationDays', 1)}
        {days('sessionDays', 'organisation.settings.sessionDays', 1)}
        {days('leaverDocumentDays', 'organisation.settings.leaverDocumentDays', 1)}
        <Col xs={24} sm={12}>
          <Form.Item
            name="documentsRequiredForAvailability"
            label={t('organisation.settings.documentsRequiredForAvailability')}
            valuePropName="checked"
            extra={t('organisation.settings.documentsRequiredForAvailabilityHelp')}
          >
            <Switch checkedChildren={t('organisation.settings.on')} unCheckedChildren={t('organisation.settings.off')} />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('organisation.settings.retentionHelp')}
      </Typography.Paragraph>
    </Card>
  );
}
