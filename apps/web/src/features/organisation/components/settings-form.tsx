import { useState } from 'react';
import { Alert, App, Button, Col, Flex, Form, Row } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Settings } from '@kurye/contracts/settings';
import { useUpdateSettings } from '../api/update-settings';
import { useErrorText } from '../../../lib/use-error-text';
import { organisationErrorTexts } from '../lib/error-texts';
import { DispatchSettings } from './settings/dispatch-settings';
import { MapSettings } from './settings/map-settings';
import { MoneySettings } from './settings/money-settings';
import { OperationsSettings } from './settings/operations-settings';
import { PricingSettings } from './settings/pricing-settings';
import { RetentionSettings } from './settings/retention-settings';
import { RoadSettings } from './settings/road-settings';
import { toSettings, toValues, type SettingsValues } from './settings/settings-values';

/** Pricing, dispatch, approval, polling, map, sounds, backups and retention: one form, one save (PATCH /api/settings). */
export function SettingsForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useErrorText(organisationErrorTexts);
  const [form] = Form.useForm<SettingsValues>();
  const update = useUpdateSettings();
  const [error, setError] = useState<string | null>(null);

  const submit = async (v: SettingsValues) => {
    setError(null);
    try {
      const saved = await update.mutateAsync(toSettings(v, settings));
      form.setFieldsValue(toValues(saved));
      void message.success(t('organisation.settings.saved'));
    } catch (err) {
      setError(errorText(err));
    }
  };

  return (
    <Form<SettingsValues> noValidate form={form} layout="vertical" initialValues={toValues(settings)} onFinish={submit} scrollToFirstError>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <PricingSettings initialShareKind={settings.pricing.courierShare.kind} />
        </Col>
        <Col xs={24} xl={12}>
          <DispatchSettings />
        </Col>
        <Col xs={24} xl={12}>
          <OperationsSettings />
        </Col>
        <Col xs={24} xl={12}>
          <MapSettings />
        </Col>
        <Col xs={24} xl={12}>
          <MoneySettings />
        </Col>
        <Col xs={24} xl={12}>
          <RetentionSettings />
        </Col>
        <Col xs={24} xl={12}>
          <RoadSettings />
        </Col>
      </Row>
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 16 }} />}
      <Flex gap={8} style={{ marginTop: 16 }}>
        <Button type="primary" htmlType="submit" icon={<SaveOutlined aria-hidden />} loading={update.isPending}>
          {t('organisation.settings.save')}
        </Button>
        <Button onClick={() => form.setFieldsValue(toValues(settings))}>{t('organisation.settings.reset')}</Button>
      </Flex>
    </Form>
  );
}
