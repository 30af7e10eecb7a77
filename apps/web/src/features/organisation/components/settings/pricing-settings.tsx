import { Card, Col, Form, InputNumber, Radio, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../lib/format';
import { cardTitle, moneyInput as money, useRangeRules } from './settings-card-parts';
import { kurus, type SettingsValues } from './settings-values';

/** Fees and the courier's share, with a worked example of what the numbers mean. */
export function PricingSettings({ initialShareKind }: { initialShareKind: SettingsValues['shareKind'] }) {
  const { t } = useTranslation();
  const { between } = useRangeRules();
  const form = Form.useFormInstance<SettingsValues>();
  const shareKind = Form.useWatch('shareKind', form) ?? initialShareKind;
  const watched = Form.useWatch([], form);

  // A worked example so the office sees what the numbers mean.
  let example: string | null = null;
  if (watched && typeof watched.baseFeeTl === 'number' && typeof watched.perKmFeeTl === 'number' && typeof watched.minimumFeeTl === 'number') {
    const fee = Math.max(kurus(watched.minimumFeeTl), kurus(watched.baseFeeTl) + kurus(watched.perKmFeeTl) * 5);
    const share = watched.shareKind === 'fixed' ? kurus(watched.shareFixedTl ?? 0) : Math.round((fee * (watched.sharePercent ?? 0)) / 100);
    example = t('organisation.settings.example', { fee: formatMoney(fee), share: formatMoney(Math.min(share, fee)) });
  }

  return (
    <Card title={cardTitle(t('organisation.settings.pricing'))}>
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          <Form.Item name="baseFeeTl" label={t('organisation.settings.baseFee')} rules={between(0, 1000)}>
            <InputNumber {...money} max={1000} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="perKmFeeTl" label={t('organisation.settings.perKmFee')} rules={between(0, 1000)}>
            <InputNumber {...money} max={1000} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="minimumFeeTl" label={t('organisation.settings.minimumFee')} rules={between(0, 10000)}>
            <InputNumber {...money} max={10000} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="shareKind" label={t('organisation.settings.courierShare')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'percent', label: t('organisation.settings.sharePercent') },
            { value: 'fixed', label: t('organisation.settings.shareFixed') },
          ]}
        />
      </Form.Item>
      {shareKind === 'percent' ? (
        <Form.Item name="sharePercent" label={t('organisation.settings.sharePercentValue')} rules={between(0, 100)}>
          <InputNumber min={0} max={100} precision={1} decimalSeparator="," suffix="%" style={{ width: 200 }} />
        </Form.Item>
      ) : (
        <Form.Item name="shareFixedTl" label={t('organisation.settings.shareFixedValue')} rules={between(0, 10000)}>
          <InputNumber {...money} max={10000} style={{ width: 200 }} />
        </Form.Item>
      )}
      {example && (
        <Typography.Text type="secondary" aria-live="polite">
          {example}
        </Typography.Text>
      )}
    </Card>
  );
}
