import { Button, Card, Col, Flex, Form, InputNumber, Row, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { cardTitle, useRangeRules } from './settings-card-parts';

/** How offers go out: stage size and timeout, courier capacity, packets per request and the stage radii. */
export function DispatchSettings() {
  const { t } = useTranslation();
  const { range, between } = useRangeRules();
  // The whole-number fields, two to a row (the stage timeout's bounds are in its own message, not on the input).
  const counts = [
    {
      name: 'stageSize',
      label: t('organisation.settings.stageSize'),
      extra: t('organisation.settings.stageSizeHelp'),
      rule: between(1, 20),
      bounds: { min: 1, max: 20 },
    },
    {
      name: 'stageTimeoutSeconds',
      label: t('organisation.settings.stageTimeout'),
      extra: t('organisation.settings.stageTimeoutHelp'),
      rule: range(15, 60, 'organisation.settings.stageTimeoutRange'),
    },
    {
      name: 'courierCapacity',
      label: t('organisation.settings.courierCapacity'),
      extra: t('organisation.settings.courierCapacityHelp'),
      rule: between(1, 10),
      bounds: { min: 1, max: 10 },
    },
    { name: 'maxPacketsPerRequest', label: t('organisation.settings.maxPackets'), rule: between(1, 20), bounds: { min: 1, max: 20 } },
  ];
  return (
    <Card title={cardTitle(t('organisation.settings.dispatch'))}>
      <Row gutter={16}>
        {counts.map(({ name, label, extra, rule, bounds }) => (
          <Col key={name} xs={24} sm={12}>
            <Form.Item name={name} label={label} extra={extra} rules={rule}>
              <InputNumber {...bounds} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Typography.Text strong>{t('organisation.settings.radii')}</Typography.Text>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {t('organisation.settings.radiiHelp')}
      </Typography.Paragraph>
      <Form.List
        name="radiiKm"
        rules={[
          {
            validator: (_, radii: number[]) =>
              !radii?.length
                ? Promise.reject(new Error(t('organisation.settings.radiiRequired')))
                : radii.some((r, i) => i > 0 && typeof r === 'number' && typeof radii[i - 1] === 'number' && r <= radii[i - 1])
                  ? Promise.reject(new Error(t('organisation.settings.radiiIncreasing')))
                  : Promise.resolve(),
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <>
            <Flex gap={8} wrap align="start">
              {fields.map((field, i) => (
                <Flex key={field.key} gap={4} align="start">
                  <Form.Item
                    name={field.name}
                    label={t('organisation.settings.radiusN', { n: i + 1 })}
                    rules={[
                      {
                        validator: (_, v: number | null) =>
                          typeof v === 'number' && v > 0 && v <= 100 ? Promise.resolve() : Promise.reject(new Error(t('organisation.settings.radiusRange'))),
                      },
                    ]}
                    style={{ marginBottom: 8 }}
                  >
                    <InputNumber min={0.1} max={100} step={0.5} precision={1} decimalSeparator="," suffix="km" style={{ width: 120 }} />
                  </Form.Item>
                  {fields.length > 1 && (
                    <Button
                      type="text"
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t('organisation.settings.removeStage', { n: i + 1 })}
                      onClick={() => remove(field.name)}
                      style={{ marginTop: 30 }}
                    />
                  )}
                </Flex>
              ))}
            </Flex>
            {fields.length < 6 && (
              <Button icon={<PlusOutlined aria-hidden />} onClick={() => add()} style={{ marginBottom: 8 }}>
                {t('organisation.settings.addStage')}
              </Button>
            )}
            <Form.ErrorList errors={errors} />
          </>
        )}
      </Form.List>
    </Card>
  );
}
