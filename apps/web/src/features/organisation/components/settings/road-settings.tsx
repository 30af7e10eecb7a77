import { ROAD_CLASSES } from '@kurye/contracts/roads';
import { Card, Col, Form, InputNumber, Radio, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { cardTitle, useRangeRules } from './settings-card-parts';

/** Which distance fees are priced by, the straight-line stand-in, and driving speeds by road class. */
export function RoadSettings() {
  const { t } = useTranslation();
  const { between } = useRangeRules();
  return (
    <Card title={cardTitle(t('organisation.settings.roads.title'))}>
      <Form.Item name={['roads', 'feeDistance']} label={t('organisation.settings.roads.feeDistance')} extra={t('organisation.settings.roads.feeDistanceHelp')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'road', label: t('organisation.settings.roads.byRoad') },
            { value: 'straight', label: t('organisation.settings.roads.byStraight') },
          ]}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name={['roads', 'straightFactor']}
            label={t('organisation.settings.roads.straightFactor')}
            extra={t('organisation.settings.roads.straightFactorHelp')}
            rules={between(1, 3)}
          >
            <InputNumber min={1} max={3} step={0.05} precision={2} decimalSeparator="," style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name={['roads', 'straightSpeedKmh']} label={t('organisation.settings.roads.straightSpeed')} rules={between(5, 80)}>
            <InputNumber min={5} max={80} precision={0} suffix="km/sa" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Text strong>{t('organisation.settings.roads.speeds')}</Typography.Text>
      <Row gutter={16} style={{ marginTop: 8 }}>
        {ROAD_CLASSES.map((c) => (
          <Col xs={12} sm={8} key={c}>
            <Form.Item name={['roads', 'speedsKmh', c]} label={t(`organisation.settings.roads.class.${c}`)} rules={between(5, 130)}>
              <InputNumber min={5} max={130} precision={0} suffix="km/sa" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('organisation.settings.roads.speedsHelp')}
      </Typography.Paragraph>
    </Card>
  );
}
