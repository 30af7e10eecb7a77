import { useState } from 'react';
import { App, Button, Card, Col, Descriptions, Empty, Form, Modal, Row, Skeleton, Space, Statistic, Switch, Tag, Typography } from 'antd';
import { EditOutlined, FolderOpenOutlined, PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useRelativeTime } from '../../../lib/relative-time';
import { useCarrier } from '../api/get-carrier';
import type { CarrierDetail } from '@kurye/contracts/carriers';
import { useUpdateCarrier, type CarrierPatch } from '../api/update-carrier';
import { ActiveTag } from '../components/active-tag';
import { CardTitle } from '../components/card-title';
import { IbanCard } from '../components/iban-card';
import { EquipmentCard } from '../components/equipment-card';
import { CoursesCard } from '../components/courses-card';
import { CarrierStatusTag } from '../components/carrier-status-tag';
import { CarrierTypeSelect } from '../components/carrier-type-select';
import { ConfirmButton } from '../components/confirm-toggle';
import { PageFrame } from '../../../components/page-frame';
import { RecordFollowUps } from '../../../components/record-follow-ups';
import { LoadError } from '../../../components/load-error';
import { LocationView } from '../components/location-view';
import { ZoneSelect } from '../components/zone-select';
import { PhoneLink } from '../components/phone-link';
import { useAreaPrefix } from '../../../lib/use-area-prefix';
import { useErrorText } from '../../../lib/use-error-text';
import { usePermission } from '../lib/use-permission';
import { useCarrierTypeName } from '../../../lib/carrier-types-query';

/** …/carrier/details/:id — profile, state, today's work, last position; suspend / reactivate and edit. */
export function CarrierDetailsPage() {
  const { t } = useTranslation();
  const typeName = useCarrierTypeName();
  const { id = '' } = useParams();
  const prefix = useAreaPrefix();
  const { data: carrier, isPending, isError, error, refetch } = useCarrier(id);
  const canWrite = usePermission('carriers.write');
  const canSeeIban = usePermission('payments.read');
  const canEditIban = usePermission('payments.write');
  const canSeeKit = usePermission('equipment.read');
  const canLend = usePermission('equipment.write');
  const canSeeCourses = usePermission('academy.read');
  const canSeeDocuments = usePermission('documents.read');
  const [editing, setEditing] = useState(false);
  const back = { to: `${prefix}/carrier/list`, label: t('pages.carrierList') };

  if (isPending)
    return (
      <PageFrame title={t('pages.carrierDetails')} back={back}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </PageFrame>
    );
  if (isError || !carrier)
    return (
      <PageFrame title={t('pages.carrierDetails')} back={back}>
        <LoadError error={error} onRetry={() => void refetch()} />
      </PageFrame>
    );

  return (
    <PageFrame
      title={carrier.name}
      back={back}
      extra={
        canWrite || canSeeDocuments ? (
          <Space wrap>
            {canSeeDocuments && (
              <Link to={`${prefix}/documents?folderId=${encodeURIComponent(`carrier:${carrier.id}`)}`}>
                <Button icon={<FolderOpenOutlined />}>{t('directory.carrier.documents')}</Button>
              </Link>
            )}
            {canWrite && (
              <>
                <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
                  {t('directory.carrier.edit')}
                </Button>
                <SuspendToggle carrier={carrier} />
              </>
            )}
          </Space>
        ) : null
      }
    >
      {!carrier.active && (
        <Typography.Paragraph>
          <Tag color="red">{t('directory.carrier.suspended')}</Tag> {t('directory.carrier.suspendedNote')}
        </Typography.Paragraph>
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title={<CardTitle>{t('directory.profile')}</CardTitle>}>
            <Descriptions column={{ xs: 1, md: 2 }} size="small">
              <Descriptions.Item label={t('directory.carrier.name')}>{carrier.name}</Descriptions.Item>
              <Descriptions.Item label={t('directory.status')}>
                <ActiveTag active={carrier.active} inactiveLabel={t('directory.carrier.suspended')} />
              </Descriptions.Item>
              <Descriptions.Item label={t('directory.phone')}>
                <PhoneLink phone={carrier.phone} />
              </Descriptions.Item>
              <Descriptions.Item label={t('directory.email')}>
                <a href={`mailto:${carrier.email}`}>{carrier.email}</a>
              </Descriptions.Item>
              <Descriptions.Item label={t('directory.nationalId')}>{carrier.nationalIdentityNumber ?? '—'}</Descriptions.Item>
              <Descriptions.Item label={t('directory.carrier.type')}>{typeName(carrier.carrierTypeId, carrier.carrierTypeName)}</Descriptions.Item>
              <Descriptions.Item label={t('directory.zone')}>{carrier.zoneName}</Descriptions.Item>
              <Descriptions.Item label={t('directory.carrier.joker')}>
                {carrier.isJoker ? <Tag color="purple">{t('directory.carrier.jokerYes')}</Tag> : t('directory.no')}
              </Descriptions.Item>
              <Descriptions.Item label={t('directory.createdAt')}>{formatDateTime(carrier.createdAt)}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <Card title={<CardTitle>{t('directory.carrier.now')}</CardTitle>}>
              <Descriptions column={1} size="small">
                <Descriptions.Item label={t('directory.carrier.stateTitle')}>
                  <CarrierStatusTag status={carrier.status} />
                </Descriptions.Item>
                <Descriptions.Item label={t('directory.carrier.load')}>{t('directory.carrier.loadValue', { count: carrier.load })}</Descriptions.Item>
              </Descriptions>
            </Card>
            <Card title={<CardTitle>{t('directory.carrier.today')}</CardTitle>}>
              <Row gutter={16}>
                <Col span={8}>
                  <Statistic title={t('directory.carrier.todayRequests')} value={carrier.today.requests} />
                </Col>
                <Col span={8}>
                  <Statistic title={t('directory.carrier.todayDeliveries')} value={carrier.today.deliveries} />
                </Col>
                <Col span={8}>
                  <Statistic title={t('directory.carrier.todayEarnings')} value={formatMoney(carrier.today.earnings)} />
                </Col>
              </Row>
            </Card>
            <Card title={<CardTitle>{t('directory.carrier.lastPosition')}</CardTitle>}>
              <LastPosition position={carrier.lastPosition} />
            </Card>
            {canSeeIban && <IbanCard carrierId={carrier.id} canEdit={canEditIban} />}
            {canSeeKit && <EquipmentCard carrierId={carrier.id} canEdit={canLend} />}
            {canSeeCourses && <CoursesCard carrierId={carrier.id} />}
          </Space>
        </Col>
      </Row>
      <div style={{ marginTop: 16 }}>
        <RecordFollowUps kind="carrier" id={carrier.id} zoneId={carrier.zoneId} />
      </div>
      {canWrite && <EditCarrierDialog carrier={carrier} open={editing} onClose={() => setEditing(false)} />}
    </PageFrame>
  );
}

function LastPosition({ position }: { position: CarrierDetail['lastPosition'] }) {
  const { t } = useTranslation();
  const ago = useRelativeTime(position?.at ?? null);
  if (!position) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('directory.carrier.noPosition')} />;
  return (
    <>
      <LocationView point={position} label={t('directory.carrier.lastPosition')} />
      {position.at && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          <time dateTime={position.at} title={formatDateTime(position.at)}>
            {t('directory.carrier.positionAt', { ago })}
          </time>
        </Typography.Paragraph>
      )}
    </>
  );
}

function SuspendToggle({ carrier }: { carrier: CarrierDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const update = useUpdateCarrier(carrier.id);
  const errorText = useErrorText();
  const run = () =>
    update.mutateAsync({ active: !carrier.active }).then(
      () =>
        void message.success(
          carrier.active ? t('directory.carrier.suspendedToast', { name: carrier.name }) : t('directory.carrier.reactivatedToast', { name: carrier.name }),
        ),
      (err: unknown) => void message.error(errorText(err)),
    );
  return carrier.active ? (
    <ConfirmButton
      danger
      icon={<PauseCircleOutlined />}
      loading={update.isPending}
      title={t('directory.carrier.suspendTitle', { name: carrier.name })}
      content={t('directory.carrier.suspendText')}
      okText={t('directory.carrier.suspend')}
      onConfirm={run}
    >
      {t('directory.carrier.suspend')}
    </ConfirmButton>
  ) : (
    <ConfirmButton
      type="primary"
      icon={<PlayCircleOutlined />}
      loading={update.isPending}
      title={t('directory.carrier.reactivateTitle', { name: carrier.name })}
      content={t('directory.carrier.reactivateText')}
      okText={t('directory.carrier.reactivate')}
      onConfirm={run}
    >
      {t('directory.carrier.reactivate')}
    </ConfirmButton>
  );
}

interface EditValues {
  zoneId: string;
  carrierTypeId: string;
  isJoker: boolean;
}

function EditCarrierDialog({ carrier, open, onClose }: { carrier: CarrierDetail; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const update = useUpdateCarrier(carrier.id);
  const errorText = useErrorText();
  const [form] = Form.useForm<EditValues>();
  const onFinish = (v: EditValues) => {
    const patch: CarrierPatch = {};
    if (v.zoneId !== carrier.zoneId) patch.zoneId = v.zoneId;
    if (v.carrierTypeId !== carrier.carrierTypeId) patch.carrierTypeId = v.carrierTypeId;
    if (v.isJoker !== carrier.isJoker) patch.isJoker = v.isJoker;
    if (!Object.keys(patch).length) return onClose();
    update.mutate(patch, {
      onSuccess: () => {
        void message.success(t('directory.carrier.saved'));
        onClose();
      },
    });
  };
  return (
    <Modal
      open={open}
      title={t('directory.carrier.editTitle', { name: carrier.name })}
      okText={t('directory.save')}
      cancelText={t('directory.cancel')}
      confirmLoading={update.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      afterOpenChange={(o) => !o && update.reset()}
    >
      {update.error && (
        <Typography.Paragraph type="danger" role="alert">
          {errorText(update.error)}
        </Typography.Paragraph>
      )}
      <Form<EditValues>
        noValidate
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ zoneId: carrier.zoneId, carrierTypeId: carrier.carrierTypeId, isJoker: carrier.isJoker }}
        onFinish={onFinish}
      >
        <Form.Item name="zoneId" label={t('directory.zone')} rules={[{ required: true }]}>
          <ZoneSelect placeholder={t('directory.applications.zonePlaceholder')} />
        </Form.Item>
        <Form.Item name="carrierTypeId" label={t('directory.carrier.type')} rules={[{ required: true }]}>
          <CarrierTypeSelect />
        </Form.Item>
        <Form.Item name="isJoker" label={t('directory.carrier.joker')} valuePropName="checked" extra={t('directory.carrier.jokerHint')}>
          <Switch checkedChildren={t('directory.yes')} unCheckedChildren={t('directory.no')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
