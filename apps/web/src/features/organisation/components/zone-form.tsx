import { useState, type ReactNode } from 'react';
import { Alert, Button, Col, Flex, Form, Input, Row, Select, Switch } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import type { ZoneInput } from '../api/create-zone';
import { useProvinces } from '../api/list-provinces';
import type { Zone, ZonePolygon } from '../api/list-zones';
import { cornerCount } from '../lib/polygon';
import { useErrorText } from '../../../lib/use-error-text';
import { organisationErrorTexts } from '../lib/error-texts';
import { ZoneDrawMap } from './zone-draw-map';
import { foldedSelectSearch } from '../../../lib/folded-search';

const ISTANBUL_ID = 34;

interface Values {
  name: string;
  provinceId: number;
  active: boolean;
  polygon: ZonePolygon | null;
}

interface Props {
  initial?: Zone;
  /** Other zones, drawn faintly on the map. */
  context?: Zone[];
  submitLabel: string;
  onSubmit(input: ZoneInput): Promise<unknown>;
  /** More buttons beside "save" (e.g. delete). */
  actions?: ReactNode;
}

/**
 * Name, province, active and the outline drawn on the map. Checked here first (a name, at least three corners);
 * the server's refusals (a crossing outline, a taken name) are shown beside the field they concern.
 */
export function ZoneForm({ initial, context, submitLabel, onSubmit, actions }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText(organisationErrorTexts);
  const [form] = Form.useForm<Values>();
  const provinces = useProvinces();
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setFormError(null);
    setSubmitting(true);
    try {
      await onSubmit({ name: values.name.trim(), provinceId: values.provinceId, active: values.active, polygon: values.polygon! });
    } catch (err) {
      const text = errorText(err);
      if (err instanceof ApiError && err.code.startsWith('polygon_')) form.setFields([{ name: 'polygon', errors: [text] }]);
      else if (err instanceof ApiError && err.code === 'zone_name_taken') form.setFields([{ name: 'name', errors: [text] }]);
      else setFormError(text);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<Values>
      noValidate
      form={form}
      layout="vertical"
      initialValues={{
        name: initial?.name ?? '',
        provinceId: initial?.provinceId ?? ISTANBUL_ID,
        active: initial?.active ?? true,
        polygon: initial?.polygon ?? null,
      }}
      onFinish={submit}
      scrollToFirstError
    >
      <Row gutter={24}>
        <Col xs={24} lg={8}>
          <Form.Item
            name="name"
            label={t('organisation.zone.name')}
            rules={[
              { required: true, whitespace: true },
              { min: 2, max: 80, message: t('organisation.zone.nameLength') },
            ]}
          >
            <Input autoComplete="off" maxLength={80} />
          </Form.Item>
          <Form.Item name="provinceId" label={t('organisation.zone.province')} rules={[{ required: true }]}>
            <Select
              showSearch={foldedSelectSearch()}
              loading={provinces.isPending}
              options={(provinces.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
              notFoundContent={provinces.isError ? errorText(provinces.error) : undefined}
            />
          </Form.Item>
          <Form.Item name="active" label={t('organisation.zone.activeLabel')} valuePropName="checked" extra={t('organisation.zone.activeHelp')}>
            <Switch checkedChildren={t('organisation.common.active')} unCheckedChildren={t('organisation.common.inactive')} />
          </Form.Item>
          {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} />}
          <Flex gap={8} wrap>
            <Button type="primary" htmlType="submit" icon={<SaveOutlined aria-hidden />} loading={submitting}>
              {submitLabel}
            </Button>
            {actions}
          </Flex>
        </Col>
        <Col xs={24} lg={16}>
          <Form.Item
            name="polygon"
            label={t('organisation.zone.outline')}
            required
            rules={[
              {
                validator: (_, value: ZonePolygon | null) =>
                  cornerCount(value) >= 3 ? Promise.resolve() : Promise.reject(new Error(t('organisation.zone.outlineRequired'))),
              },
            ]}
          >
            <ZoneDrawMap context={context} />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
