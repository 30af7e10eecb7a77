import { Card, Col, Form, Input, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { cardTitle, moneyInput as money, useRangeRules } from './settings-card-parts';
import { parsePackages } from './settings-values';

/** Balance top-ups (packages, limits) and invoicing (VAT, the company on the invoices). */
export function MoneySettings() {
  const { t } = useTranslation();
  const { between } = useRangeRules();
  return (
    <Card title={cardTitle(t('organisation.settings.money.title'))}>
      <Form.Item
        name="topUpPackages"
        label={t('organisation.settings.money.packages')}
        extra={t('organisation.settings.money.packagesHelp')}
        rules={[
          {
            validator: (_, v: string) => {
              const list = parsePackages(v ?? '');
              return list.length >= 1 && list.length <= 6 && list.every((x) => Number.isFinite(x) && x >= 1 && x <= 1_000_000)
                ? Promise.resolve()
                : Promise.reject(new Error(t('organisation.settings.money.packagesInvalid')));
            },
          },
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          <Form.Item name="minTopUpTl" label={t('organisation.settings.money.min')} rules={between(1, 1_000_000)}>
            <InputNumber {...money} min={1} max={1_000_000} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item
            name="maxTopUpTl"
            label={t('organisation.settings.money.max')}
            dependencies={['minTopUpTl']}
            rules={[
              ...between(1, 1_000_000),
              ({ getFieldValue }) => ({
                validator: (_, v: number) =>
                  v >= getFieldValue('minTopUpTl') ? Promise.resolve() : Promise.reject(new Error(t('organisation.settings.money.maxBelowMin'))),
              }),
            ]}
          >
            <InputNumber {...money} min={1} max={1_000_000} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="vatPercent" label={t('organisation.settings.money.vat')} rules={between(0, 100)}>
            <InputNumber min={0} max={100} precision={0} prefix="%" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name={['company', 'name']}
        label={t('organisation.settings.money.companyName')}
        messageVariables={{ label: t('organisation.settings.money.companyNameRequiredLabel') }}
        rules={[
          { required: true, whitespace: true },
          { max: 200, message: t('organisation.settings.tooLong', { max: 200 }) },
        ]}
      >
        <Input autoComplete="organization" />
      </Form.Item>
      <Form.Item
        name={['company', 'address']}
        label={t('organisation.settings.money.companyAddress')}
        rules={[{ max: 400, message: t('organisation.settings.tooLong', { max: 400 }) }]}
      >
        <Input.TextArea rows={2} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name={['company', 'taxOffice']}
            label={t('organisation.settings.money.taxOffice')}
            rules={[{ max: 100, message: t('organisation.settings.tooLong', { max: 100 }) }]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name={['company', 'taxNumber']}
            label={t('organisation.settings.money.taxNumber')}
            rules={[{ pattern: /^\d{10,11}$/, message: t('organisation.settings.money.taxNumberInvalid') }]}
          >
            <Input inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name={['company', 'phone']}
            label={t('organisation.settings.money.phone')}
            rules={[{ max: 40, message: t('organisation.settings.tooLong', { max: 40 }) }]}
          >
            <Input inputMode="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name={['company', 'email']}
            label={t('organisation.settings.money.email')}
            rules={[{ type: 'email', message: t('organisation.settings.money.emailInvalid') }]}
          >
            <Input inputMode="email" />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
