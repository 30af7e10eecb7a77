import { useRef, useState } from 'react';
import { Alert, Button, Card, Checkbox, Col, Form, Input, Radio, Row, Select, Skeleton, Typography } from 'antd';
import { AimOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CarrierApplicationBody, StoreApplicationBody } from '@kurye/contracts/applications';
import { normalizeTurkishMobile } from '@kurye/contracts/tc-kimlik';
import { isValidTaxNumber } from '@kurye/contracts/tax-identity';
import type { CarrierType } from '../../../../lib/carrier-types-query';
import { useDistricts, useProvinces, useProvinceZones, useSubmitCarrierApplication, useSubmitStoreApplication } from './api';
import { PublicPage } from '../public-page';
import { ApplicationSubmitted } from './application-submitted';
import { ApplicantDocuments } from './applicant-documents';
import type { ApplicantUpload, DocumentKind } from '@kurye/contracts/documents';
import { inTurkey, LocationPicker, type LatLng } from './location-picker';
import { emailRules, mobileRules, personNameRules, prettyMobile, required, tcKimlikRules } from './rules';
import { foldedSelectSearch } from '../../../../lib/folded-search';

interface FormValues {
  name: string;
  surname: string;
  nationalIdentityNumber: string;
  phone: string;
  email: string;
  provinceId?: number;
  districtId?: number;
  zoneId?: string;
  kvkkConsent: boolean;
  carrierTypeId?: string;
  storeName?: string;
  taxOffice?: string;
  taxNumber?: string;
  addressLine?: string;
  location?: LatLng | null;
}

type Props =
  | { kind: 'carrier'; carrierTypes: CarrierType[]; initialCarrierTypeId?: string }
  | { kind: 'store'; carrierTypes?: undefined; initialCarrierTypeId?: undefined };

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 8px', minWidth: 0 }}>
      <legend style={{ fontSize: 18, fontWeight: 600, marginBottom: 12, border: 0 }}>{title}</legend>
      {children}
    </fieldset>
  );
}

/** The public application form of a courier or a store: validates like the server, then a confirmation. */
export function ApplicationForm(props: Props) {
  const { kind } = props;
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const carrierSubmit = useSubmitCarrierApplication();
  const storeSubmit = useSubmitStoreApplication();
  const submit = kind === 'carrier' ? carrierSubmit : storeSubmit;
  const [submittedEmail, setSubmittedEmail] = useState<string | null>(null);
  const [uploads, setUploads] = useState<Partial<Record<DocumentKind, ApplicantUpload>>>({});
  const errorRef = useRef<HTMLDivElement>(null);

  const provinceId = Form.useWatch('provinceId', form);
  const carrierTypeId = Form.useWatch('carrierTypeId', form);
  const districtId = Form.useWatch('districtId', form);
  const provinces = useProvinces();
  const districts = useDistricts(provinceId);
  const zones = useProvinceZones(provinceId);
  // The location map looks at the browser's location when asked for, else the chosen district, else the province,
  // else İstanbul.
  const district = districts.data?.find((d) => d.id === districtId);
  const province = provinces.data?.find((p) => p.id === provinceId);
  const [located, setLocated] = useState<LatLng | null>(null);
  const mapCenter = located
    ? { ...located, zoom: 16 }
    : district?.center
      ? { ...district.center, zoom: 13 }
      : province?.center
        ? { ...province.center, zoom: 10 }
        : { latitude: 41.02, longitude: 29.0, zoom: 10 };
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string | null>(null);

  if (submittedEmail)
    return (
      <ApplicationSubmitted
        kind={kind}
        email={submittedEmail}
        onAnother={() => {
          submit.reset();
          form.resetFields();
          setSubmittedEmail(null);
        }}
      />
    );

  const onFinish = (v: FormValues) => {
    const base = {
      name: v.name.trim(),
      surname: v.surname.trim(),
      nationalIdentityNumber: v.nationalIdentityNumber.trim(),
      phone: normalizeTurkishMobile(v.phone) ?? v.phone.trim(),
      email: v.email.trim(),
      provinceId: v.provinceId!,
      districtId: v.districtId!,
      ...(v.zoneId ? { zoneId: v.zoneId } : {}),
      kvkkConsent: true as const,
    };
    const onError = () => setTimeout(() => errorRef.current?.focus(), 0);
    const onSuccess = () => {
      setSubmittedEmail(base.email);
      window.scrollTo({ top: 0 });
    };
    if (kind === 'carrier') {
      const chosen = props.carrierTypes.find((c) => c.id === v.carrierTypeId);
      const documentIds = (chosen?.requiredDocuments ?? []).flatMap((d) => (uploads[d.kind] ? [uploads[d.kind]!.id] : []));
      const body: CarrierApplicationBody = { ...base, carrierTypeId: v.carrierTypeId!, ...(documentIds.length ? { documentIds } : {}) };
      carrierSubmit.mutate(body, { onSuccess, onError });
    } else {
      const body: StoreApplicationBody = {
        ...base,
        storeName: v.storeName!.trim(),
        ...(v.taxOffice?.trim() ? { taxOffice: v.taxOffice.trim() } : {}),
        ...(v.taxNumber?.trim() ? { taxNumber: v.taxNumber.replace(/\s/g, '') } : {}),
        address: { line: v.addressLine!.trim(), point: { latitude: v.location!.latitude, longitude: v.location!.longitude } },
      };
      storeSubmit.mutate(body, { onSuccess, onError });
    }
  };

  const locateMe = () => {
    setLocateError(null);
    if (!('geolocation' in navigator)) {
      setLocateError(t('applicationForm.location.unsupported'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        const here = { latitude: Number(pos.coords.latitude.toFixed(6)), longitude: Number(pos.coords.longitude.toFixed(6)) };
        form.setFieldsValue({ location: here });
        setLocated(here);
        void form.validateFields(['location']);
      },
      (err) => {
        setLocating(false);
        setLocateError(err.code === err.PERMISSION_DENIED ? t('applicationForm.location.denied') : t('applicationForm.location.failed'));
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  const title = kind === 'carrier' ? t('carrierApplication.title') : t('storeApplication.title');
  const zoneOptions = zones.data ?? [];

  return (
    <PublicPage title={title} maxWidth={760}>
      <Typography.Paragraph type="secondary">{t(`applicationForm.intro.${kind}`)}</Typography.Paragraph>
      <Card>
        <div ref={errorRef} tabIndex={-1} style={{ outline: 'none' }}>
          {submit.error && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={submit.error.message || t('errors.generic')} />}
        </div>
        <Form<FormValues>
          noValidate
          form={form}
          layout="vertical"
          onFinish={onFinish}
          scrollToFirstError={{ focus: true, block: 'center' }}
          disabled={submit.isPending}
          initialValues={{ carrierTypeId: props.initialCarrierTypeId, kvkkConsent: false }}
          onValuesChange={(changed: Partial<FormValues>) => {
            if ('provinceId' in changed) form.setFieldsValue({ districtId: undefined, zoneId: undefined });
            // A district chosen after "Konumumu kullan" moves the map to that district.
            if ('provinceId' in changed || 'districtId' in changed) setLocated(null);
          }}
        >
          {kind === 'carrier' && (
            <Section title={t('applicationForm.sections.carrierType')}>
              <Form.Item
                name="carrierTypeId"
                label={t('applicationForm.carrierType')}
                messageVariables={{ label: t('applicationForm.carrierTypeRequiredLabel') }}
                rules={[{ required: true }]}
              >
                <Radio.Group style={{ display: 'grid', gap: 8 }}>
                  {props.carrierTypes.map((type) => (
                    <Radio key={type.id} value={type.id}>
                      <strong>{type.name}</strong>
                      {type.description && <Typography.Text type="secondary"> — {type.description}</Typography.Text>}
                    </Radio>
                  ))}
                </Radio.Group>
              </Form.Item>
            </Section>
          )}
          {kind === 'carrier' && (
            <Section title={t('applicationForm.sections.documents')}>
              <ApplicantDocuments
                required={props.carrierTypes.find((c) => c.id === carrierTypeId)?.requiredDocuments ?? []}
                uploads={uploads}
                onUploaded={(u) => setUploads((prev) => ({ ...prev, [u.kind]: u }))}
              />
              {!carrierTypeId && <Typography.Text type="secondary">{t('applicationForm.documents.chooseType')}</Typography.Text>}
            </Section>
          )}

          <Section title={t('applicationForm.sections.personal')}>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item name="name" label={t('applicationForm.name')} rules={personNameRules(t)}>
                  <Input autoComplete="given-name" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="surname" label={t('applicationForm.surname')} rules={personNameRules(t)}>
                  <Input autoComplete="family-name" />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item
              name="nationalIdentityNumber"
              label={t('applicationForm.nationalId')}
              extra={t('applicationForm.nationalIdHint')}
              rules={tcKimlikRules(t)}
              validateTrigger={['onBlur', 'onSubmit']}
            >
              <Input inputMode="numeric" maxLength={11} autoComplete="off" style={{ maxWidth: 240 }} />
            </Form.Item>
          </Section>

          <Section title={t('applicationForm.sections.contact')}>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item
                  name="phone"
                  label={t('applicationForm.phone')}
                  extra={t('applicationForm.phoneHint')}
                  rules={mobileRules(t)}
                  validateTrigger={['onBlur', 'onSubmit']}
                >
                  <Input
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    placeholder="+90 5xx xxx xx xx"
                    onBlur={(e) => form.setFieldValue('phone', prettyMobile(e.target.value))}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="email" label={t('applicationForm.email')} rules={emailRules(t)} validateTrigger={['onBlur', 'onSubmit']}>
                  <Input type="email" inputMode="email" autoComplete="email" />
                </Form.Item>
              </Col>
            </Row>
          </Section>

          {kind === 'store' && (
            <Section title={t('applicationForm.sections.store')}>
              <Form.Item
                name="storeName"
                label={t('applicationForm.storeName')}
                rules={[
                  required,
                  { min: 2, message: t('validation.minLength', { count: 2 }) },
                  { max: 120, message: t('validation.maxLength', { count: 120 }) },
                ]}
              >
                <Input autoComplete="organization" />
              </Form.Item>
              <Typography.Paragraph type="secondary">{t('applicationForm.taxHelp')}</Typography.Paragraph>
              <Row gutter={16}>
                <Col xs={24} sm={12}>
                  <Form.Item name="taxOffice" label={t('applicationForm.taxOffice')} rules={[{ min: 2, message: t('validation.minLength', { count: 2 }) }]}>
                    <Input maxLength={100} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item
                    name="taxNumber"
                    label={t('applicationForm.taxNumber')}
                    rules={[
                      {
                        validator: (_, v?: string) =>
                          !v?.trim() || isValidTaxNumber(v.replace(/\s/g, ''))
                            ? Promise.resolve()
                            : Promise.reject(new Error(t('applicationForm.errors.taxNumberInvalid'))),
                      },
                    ]}
                  >
                    <Input inputMode="numeric" autoComplete="off" maxLength={14} />
                  </Form.Item>
                </Col>
              </Row>
            </Section>
          )}

          <Section title={t('applicationForm.sections.region')}>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item name="provinceId" label={t('applicationForm.province')} rules={[{ required: true }]}>
                  <Select<number>
                    showSearch={foldedSelectSearch()}
                    loading={provinces.isPending}
                    placeholder={t('applicationForm.provincePlaceholder')}
                    notFoundContent={provinces.isError ? t('applicationForm.loadError') : undefined}
                    options={(provinces.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="districtId"
                  label={t('applicationForm.district')}
                  extra={!provinceId ? t('applicationForm.districtHint') : undefined}
                  rules={[{ required: true }]}
                >
                  <Select<number>
                    showSearch={foldedSelectSearch()}
                    disabled={!provinceId || submit.isPending}
                    loading={!!provinceId && districts.isPending}
                    placeholder={t('applicationForm.districtPlaceholder')}
                    notFoundContent={districts.isError ? t('applicationForm.loadError') : undefined}
                    options={(districts.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
                  />
                </Form.Item>
              </Col>
            </Row>
            {provinceId && zones.isSuccess && (
              <Form.Item
                name="zoneId"
                label={t('applicationForm.zoneOptional')}
                extra={zoneOptions.length ? t(`applicationForm.zoneHint.${kind}`) : t('applicationForm.noZones')}
              >
                <Select<string>
                  allowClear
                  showSearch={foldedSelectSearch()}
                  disabled={!zoneOptions.length || submit.isPending}
                  placeholder={t('applicationForm.zonePlaceholder')}
                  options={zoneOptions.map((z) => ({ value: z.id, label: z.name }))}
                />
              </Form.Item>
            )}
          </Section>

          {kind === 'store' && (
            <Section title={t('applicationForm.sections.address')}>
              <Form.Item
                name="addressLine"
                label={t('applicationForm.address')}
                rules={[
                  required,
                  { min: 5, message: t('validation.minLength', { count: 5 }) },
                  { max: 300, message: t('validation.maxLength', { count: 300 }) },
                ]}
              >
                <Input.TextArea rows={3} autoComplete="street-address" maxLength={300} />
              </Form.Item>
              <Typography.Paragraph type="secondary" id="location-help">
                {t('applicationForm.location.help')}
              </Typography.Paragraph>
              <Form.Item
                name="location"
                label={t('applicationForm.location.label')}
                required
                rules={[
                  {
                    validator: (_, v: LatLng | null | undefined) =>
                      !v
                        ? Promise.reject(new Error(t('applicationForm.errors.locationRequired')))
                        : inTurkey(v)
                          ? Promise.resolve()
                          : Promise.reject(new Error(t('applicationForm.errors.outsideTurkey'))),
                  },
                ]}
              >
                <LocationPicker center={mapCenter} aria-describedby="location-help" />
              </Form.Item>
              <Form.Item>
                <Button icon={<AimOutlined />} loading={locating} onClick={locateMe}>
                  {t('applicationForm.location.useMine')}
                </Button>
              </Form.Item>
              {locateError && <Alert type="warning" showIcon role="alert" style={{ marginBottom: 16 }} title={locateError} />}
            </Section>
          )}

          <Form.Item
            name="kvkkConsent"
            valuePropName="checked"
            rules={[{ validator: (_, v: boolean) => (v ? Promise.resolve() : Promise.reject(new Error(t('applicationForm.errors.kvkk')))) }]}
          >
            <Checkbox>
              {t('applicationForm.kvkkBefore')}{' '}
              <Link to="/privacy-policy" target="_blank" rel="noreferrer">
                {t('applicationForm.kvkkLink')}
              </Link>{' '}
              {t('applicationForm.kvkkAfter')}
            </Checkbox>
          </Form.Item>

          <Button type="primary" htmlType="submit" size="large" block loading={submit.isPending}>
            {t('applicationForm.submit')}
          </Button>
        </Form>
      </Card>
      <Typography.Paragraph style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/">{t('common.backHome')}</Link>
      </Typography.Paragraph>
    </PublicPage>
  );
}

/** While the carrier types load. */
export function ApplicationFormSkeleton() {
  return (
    <section style={{ maxWidth: 760, margin: '0 auto', width: '100%' }}>
      <Skeleton active paragraph={{ rows: 12 }} />
    </section>
  );
}
