import { useState } from 'react';
import { Alert, App, Button, Card, Col, Flex, Form, Input, InputNumber, Radio, Row, Switch, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Settings } from '@kurye/contracts/settings';
import { formatMoney } from '../../../lib/format';
import { useUpdateSettings } from '../api/update-settings';
import { useErrorText } from '../../../lib/use-error-text';
import { organisationErrorTexts } from '../lib/error-texts';

/** The form's view of the settings: money in TL (not kuruş), polling in seconds (not ms). */
interface Values {
  baseFeeTl: number;
  perKmFeeTl: number;
  minimumFeeTl: number;
  shareKind: 'percent' | 'fixed';
  sharePercent: number;
  shareFixedTl: number;
  stageSize: number;
  stageTimeoutSeconds: number;
  radiiKm: number[];
  courierCapacity: number;
  maxPacketsPerRequest: number;
  autoApproveMinutes: number;
  announcementsSeconds: number;
  storeRequestsSeconds: number;
  tileUrl: string;
  attribution: string;
  emergencySound: boolean;
  notificationSound: boolean;
  /** Top-up packages in TL, comma separated ("500, 1000, 2500"). */
  topUpPackages: string;
  minTopUpTl: number;
  maxTopUpTl: number;
  vatPercent: number;
  company: Settings['invoicing']['company'];
}

const parsePackages = (text: string) =>
  text
    .split(/[;,\s]+/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => Number(p.replace(/\./g, '').replace(',', '.')));

const tl = (kurus: number) => kurus / 100;
const kurus = (lira: number) => Math.round(lira * 100);

function toValues(s: Settings): Values {
  const share = s.pricing.courierShare;
  return {
    baseFeeTl: tl(s.pricing.baseFee),
    perKmFeeTl: tl(s.pricing.perKmFee),
    minimumFeeTl: tl(s.pricing.minimumFee),
    shareKind: share.kind,
    sharePercent: share.kind === 'percent' ? share.value : 70,
    shareFixedTl: share.kind === 'fixed' ? tl(share.value) : 0,
    ...s.dispatch,
    autoApproveMinutes: s.autoApproveMinutes,
    announcementsSeconds: s.pollingIntervalsMs.announcements / 1000,
    storeRequestsSeconds: s.pollingIntervalsMs.storeRequests / 1000,
    tileUrl: s.map.tileUrl,
    attribution: s.map.attribution,
    emergencySound: s.sounds.emergency,
    notificationSound: s.sounds.notification,
    topUpPackages: s.topUp.packages.map(tl).join(', '),
    minTopUpTl: tl(s.topUp.minAmount),
    maxTopUpTl: tl(s.topUp.maxAmount),
    vatPercent: s.invoicing.vatPercent,
    company: s.invoicing.company,
  };
}

/** Settings this form has no fields for (top-up limits, invoicing) are sent back as loaded. */
function toSettings(v: Values, loaded: Settings): Settings {
  return {
    ...loaded,
    pricing: {
      baseFee: kurus(v.baseFeeTl),
      perKmFee: kurus(v.perKmFeeTl),
      minimumFee: kurus(v.minimumFeeTl),
      courierShare: v.shareKind === 'percent' ? { kind: 'percent', value: v.sharePercent } : { kind: 'fixed', value: kurus(v.shareFixedTl) },
    },
    dispatch: {
      stageSize: v.stageSize,
      stageTimeoutSeconds: v.stageTimeoutSeconds,
      radiiKm: v.radiiKm,
      courierCapacity: v.courierCapacity,
      maxPacketsPerRequest: v.maxPacketsPerRequest,
    },
    autoApproveMinutes: v.autoApproveMinutes,
    pollingIntervalsMs: { announcements: Math.round(v.announcementsSeconds * 1000), storeRequests: Math.round(v.storeRequestsSeconds * 1000) },
    map: { tileUrl: v.tileUrl.trim(), attribution: v.attribution.trim() },
    sounds: { emergency: v.emergencySound, notification: v.notificationSound },
    topUp: { packages: parsePackages(v.topUpPackages).map(kurus), minAmount: kurus(v.minTopUpTl), maxAmount: kurus(v.maxTopUpTl) },
    invoicing: { vatPercent: v.vatPercent, company: { ...loaded.invoicing.company, ...v.company } },
  };
}

const cardTitle = (text: string) => <h2 style={{ fontSize: 16, margin: 0 }}>{text}</h2>;

/** Pricing, dispatch, approval, polling, map and sounds: one form, one save (PATCH /api/settings). */
export function SettingsForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useErrorText(organisationErrorTexts);
  const [form] = Form.useForm<Values>();
  const update = useUpdateSettings();
  const [error, setError] = useState<string | null>(null);
  const shareKind = Form.useWatch('shareKind', form) ?? settings.pricing.courierShare.kind;
  const watched = Form.useWatch([], form);

  const range = (min: number, max: number, key: string) => ({
    validator: (_: unknown, v: number | null) =>
      v === null || v === undefined
        ? Promise.reject(new Error(t('organisation.settings.required')))
        : v < min || v > max
          ? Promise.reject(new Error(t(key, { min, max })))
          : Promise.resolve(),
  });
  const between = (min: number, max: number) => range(min, max, 'organisation.settings.between');

  const submit = async (v: Values) => {
    setError(null);
    try {
      const saved = await update.mutateAsync(toSettings(v, settings));
      form.setFieldsValue(toValues(saved));
      void message.success(t('organisation.settings.saved'));
    } catch (err) {
      setError(errorText(err));
    }
  };

  // A worked example so the office sees what the numbers mean.
  let example: string | null = null;
  if (watched && typeof watched.baseFeeTl === 'number' && typeof watched.perKmFeeTl === 'number' && typeof watched.minimumFeeTl === 'number') {
    const fee = Math.max(kurus(watched.minimumFeeTl), kurus(watched.baseFeeTl) + kurus(watched.perKmFeeTl) * 5);
    const share = watched.shareKind === 'fixed' ? kurus(watched.shareFixedTl ?? 0) : Math.round((fee * (watched.sharePercent ?? 0)) / 100);
    example = t('organisation.settings.example', { fee: formatMoney(fee), share: formatMoney(Math.min(share, fee)) });
  }

  const money = { min: 0, step: 1, precision: 2, decimalSeparator: ',', suffix: '₺', style: { width: '100%' } } as const;

  return (
    <Form<Values> noValidate form={form} layout="vertical" initialValues={toValues(settings)} onFinish={submit} scrollToFirstError>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card title={cardTitle(t('organisation.settings.pricing'))}>
            <Row gutter={16}>
              <Col xs={24} sm={8}>
                <Form.Item name="baseFeeTl" label={t('organisation.settings.baseFee')} rules={[between(0, 1000)]}>
                  <InputNumber {...money} max={1000} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={8}>
                <Form.Item name="perKmFeeTl" label={t('organisation.settings.perKmFee')} rules={[between(0, 1000)]}>
                  <InputNumber {...money} max={1000} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={8}>
                <Form.Item name="minimumFeeTl" label={t('organisation.settings.minimumFee')} rules={[between(0, 10000)]}>
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
              <Form.Item name="sharePercent" label={t('organisation.settings.sharePercentValue')} rules={[between(0, 100)]}>
                <InputNumber min={0} max={100} precision={1} decimalSeparator="," suffix="%" style={{ width: 200 }} />
              </Form.Item>
            ) : (
              <Form.Item name="shareFixedTl" label={t('organisation.settings.shareFixedValue')} rules={[between(0, 10000)]}>
                <InputNumber {...money} max={10000} style={{ width: 200 }} />
              </Form.Item>
            )}
            {example && (
              <Typography.Text type="secondary" aria-live="polite">
                {example}
              </Typography.Text>
            )}
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={cardTitle(t('organisation.settings.dispatch'))}>
            <Row gutter={16}>
              <Col xs={24} sm={12}>
                <Form.Item
                  name="stageSize"
                  label={t('organisation.settings.stageSize')}
                  extra={t('organisation.settings.stageSizeHelp')}
                  rules={[between(1, 20)]}
                >
                  <InputNumber min={1} max={20} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item
                  name="stageTimeoutSeconds"
                  label={t('organisation.settings.stageTimeout')}
                  extra={t('organisation.settings.stageTimeoutHelp')}
                  rules={[range(15, 60, 'organisation.settings.stageTimeoutRange')]}
                >
                  <InputNumber precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item
                  name="courierCapacity"
                  label={t('organisation.settings.courierCapacity')}
                  extra={t('organisation.settings.courierCapacityHelp')}
                  rules={[between(1, 10)]}
                >
                  <InputNumber min={1} max={10} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item name="maxPacketsPerRequest" label={t('organisation.settings.maxPackets')} rules={[between(1, 20)]}>
                  <InputNumber min={1} max={20} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
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
                                typeof v === 'number' && v > 0 && v <= 100
                                  ? Promise.resolve()
                                  : Promise.reject(new Error(t('organisation.settings.radiusRange'))),
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
        </Col>
        <Col xs={24} xl={12}>
          <Card title={cardTitle(t('organisation.settings.operations'))}>
            <Form.Item
              name="autoApproveMinutes"
              label={t('organisation.settings.autoApprove')}
              extra={t('organisation.settings.autoApproveHelp')}
              rules={[between(1, 120)]}
            >
              <InputNumber min={1} max={120} precision={0} style={{ width: 200 }} />
            </Form.Item>
            <Row gutter={16}>
              <Col xs={24} sm={12}>
                <Form.Item name="announcementsSeconds" label={t('organisation.settings.pollAnnouncements')} rules={[between(2, 600)]}>
                  <InputNumber min={2} max={600} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item name="storeRequestsSeconds" label={t('organisation.settings.pollStoreRequests')} rules={[between(2, 600)]}>
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
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={cardTitle(t('organisation.settings.map'))}>
            <Form.Item
              name="tileUrl"
              label={t('organisation.settings.tileUrl')}
              extra={t('organisation.settings.tileUrlHelp')}
              rules={[
                { max: 500, message: t('organisation.settings.tooLong', { max: 500 }) },
                {
                  validator: (_, v: string) =>
                    !v?.trim() || (/^https?:\/\//.test(v.trim()) && ['{z}', '{x}', '{y}'].every((p) => v.includes(p)))
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('organisation.settings.tileUrlInvalid'))),
                },
              ]}
            >
              <Input inputMode="url" autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="attribution"
              label={t('organisation.settings.attribution')}
              rules={[{ max: 300, message: t('organisation.settings.tooLong', { max: 300 }) }]}
            >
              <Input autoComplete="off" />
            </Form.Item>
          </Card>
        </Col>
        <Col xs={24} xl={12}>
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
                <Form.Item name="minTopUpTl" label={t('organisation.settings.money.min')} rules={[between(1, 1_000_000)]}>
                  <InputNumber {...money} min={1} max={1_000_000} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={8}>
                <Form.Item
                  name="maxTopUpTl"
                  label={t('organisation.settings.money.max')}
                  dependencies={['minTopUpTl']}
                  rules={[
                    between(1, 1_000_000),
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
                <Form.Item name="vatPercent" label={t('organisation.settings.money.vat')} rules={[between(0, 100)]}>
                  <InputNumber min={0} max={100} precision={0} prefix="%" style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item
              name={['company', 'name']}
              label={t('organisation.settings.money.companyName')}
              rules={[
                { required: true, whitespace: true, message: t('organisation.settings.required') },
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
