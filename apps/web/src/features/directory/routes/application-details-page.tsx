import { useState } from 'react';
import { Alert, App, Button, Card, Col, Descriptions, Row, Skeleton, Space, Tag } from 'antd';
import { CheckOutlined, CloseOutlined, FolderOpenOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ApplicationKind } from '@kurye/contracts/applications';
import { formatDateTime } from '../../../lib/format';
import { useApproveApplication } from '../api/approve-application';
import { useApplication } from '../api/get-application';
import { useRejectApplication } from '../api/reject-application';
import { ApplicationStatusTag } from '../components/application-status-tag';
import { CardTitle } from '../components/card-title';
import { ApproveDialog, RejectDialog } from '../components/decision-dialogs';
import { PageFrame } from '../../../components/page-frame';
import { LoadError } from '../../../components/load-error';
import { LocationView } from '../components/location-view';
import { PhoneLink } from '../components/phone-link';
import { useAreaPrefix } from '../../../lib/use-area-prefix';
import { usePermission } from '../lib/use-permission';
import { PageApp } from '../../../components/shell-app';
import { useCarrierTypeName } from '../../../lib/carrier-types-query';

/** `decidedBy` may come as a user id; only a name is worth showing. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function ApplicationDetails({ kind }: { kind: ApplicationKind }) {
  const { t } = useTranslation();
  const typeName = useCarrierTypeName();
  const { id = '' } = useParams();
  const prefix = useAreaPrefix();
  const { message } = App.useApp();
  const canReview = usePermission('applications.review');
  const canSeeDocuments = usePermission('documents.read');
  const { data: app, isPending, isError, error, refetch } = useApplication(id);
  const approve = useApproveApplication(id);
  const reject = useRejectApplication(id);
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const listKey = kind === 'carrier' ? 'carrierRegistryList' : 'storeRegistryList';
  const detailsKey = kind === 'carrier' ? 'carrierRegistryDetails' : 'storeRegistryDetails';
  const back = { to: `${prefix}/${kind}/registry/list`, label: t(`pages.${listKey}`) };

  if (isPending)
    return (
      <PageFrame title={t(`pages.${detailsKey}`)} back={back}>
        <Skeleton active paragraph={{ rows: 10 }} />
      </PageFrame>
    );
  if (isError || !app)
    return (
      <PageFrame title={t(`pages.${detailsKey}`)} back={back}>
        <LoadError error={error} onRetry={() => void refetch()} />
      </PageFrame>
    );

  const fullName = `${app.name} ${app.surname}`;
  const pending = app.status === 'pending';
  const decidedHere = approve.isSuccess || reject.isSuccess;

  return (
    <PageFrame
      title={t(`pages.${detailsKey}`)}
      back={back}
      extra={
        (pending && canReview) || (kind === 'carrier' && canSeeDocuments) ? (
          <Space wrap>
            {kind === 'carrier' && canSeeDocuments && (
              <Link to={`${prefix}/documents?folderId=${encodeURIComponent(`application:${id}`)}`}>
                <Button icon={<FolderOpenOutlined />}>{t('directory.applications.documents')}</Button>
              </Link>
            )}
            {pending && canReview && (
              <>
                <Button
                  type="primary"
                  icon={<CheckOutlined />}
                  onClick={() => {
                    approve.reset();
                    setDialog('approve');
                  }}
                >
                  {t('directory.applications.approve')}
                </Button>
                <Button
                  danger
                  icon={<CloseOutlined />}
                  onClick={() => {
                    reject.reset();
                    setDialog('reject');
                  }}
                >
                  {t('directory.applications.reject')}
                </Button>
              </>
            )}
          </Space>
        ) : null
      }
    >
      <div aria-live="polite">
        {decidedHere && app.status === 'approved' && (
          <Alert
            type="success"
            showIcon
            role="status"
            style={{ marginBottom: 16 }}
            title={t('directory.applications.approvedDone', { name: fullName, email: app.email })}
          />
        )}
        {decidedHere && app.status === 'rejected' && (
          <Alert type="info" showIcon role="status" style={{ marginBottom: 16 }} title={t('directory.applications.rejectedDone', { name: fullName })} />
        )}
      </div>
      {pending && !canReview && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('directory.applications.readOnly')} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card title={<CardTitle>{fullName}</CardTitle>} extra={<ApplicationStatusTag status={app.status} />}>
            <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
              <Descriptions.Item label={t('applicationForm.name')}>{app.name}</Descriptions.Item>
              <Descriptions.Item label={t('applicationForm.surname')}>{app.surname}</Descriptions.Item>
              <Descriptions.Item label={t('directory.nationalId')}>{app.nationalIdentityNumber ?? '—'}</Descriptions.Item>
              <Descriptions.Item label={t('directory.phone')}>
                <PhoneLink phone={app.phone} />
              </Descriptions.Item>
              <Descriptions.Item label={t('directory.email')}>
                <a href={`mailto:${app.email}`}>{app.email}</a>
              </Descriptions.Item>
              {kind === 'carrier' && (
                <Descriptions.Item label={t('directory.carrier.type')}>{typeName(app.carrierTypeId, app.carrierTypeName)}</Descriptions.Item>
              )}
              {kind === 'store' && <Descriptions.Item label={t('directory.store.name')}>{app.storeName ?? '—'}</Descriptions.Item>}
              {kind === 'store' && <Descriptions.Item label={t('directory.tax.office')}>{app.taxOffice ?? '—'}</Descriptions.Item>}
              {kind === 'store' && <Descriptions.Item label={t('directory.tax.number')}>{app.taxNumber ?? '—'}</Descriptions.Item>}
              <Descriptions.Item label={t('directory.province')}>{app.provinceName ?? '—'}</Descriptions.Item>
              <Descriptions.Item label={t('directory.district')}>{app.districtName ?? '—'}</Descriptions.Item>
              <Descriptions.Item label={t('directory.zone')}>{app.zoneName ?? t('directory.applications.noZone')}</Descriptions.Item>
              <Descriptions.Item label={t('directory.applications.kvkk')}>
                {app.kvkkConsent ? <Tag color="green">{t('directory.applications.kvkkGiven')}</Tag> : <Tag>{t('directory.applications.kvkkMissing')}</Tag>}
              </Descriptions.Item>
              <Descriptions.Item label={t('directory.applications.source')}>
                {['form', 'sign-up'].includes(app.source) ? t(`directory.applications.sources.${app.source}`) : app.source}
              </Descriptions.Item>
              {app.address && (
                <Descriptions.Item label={t('directory.address')} span={2}>
                  {app.address.line}
                </Descriptions.Item>
              )}
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <Card title={<CardTitle>{t('directory.applications.process')}</CardTitle>}>
              <Descriptions column={1} size="small">
                <Descriptions.Item label={t('directory.status')}>
                  <ApplicationStatusTag status={app.status} />
                </Descriptions.Item>
                <Descriptions.Item label={t('directory.applications.submittedAt')}>{formatDateTime(app.createdAt)}</Descriptions.Item>
                {app.decidedAt && <Descriptions.Item label={t('directory.applications.decidedAt')}>{formatDateTime(app.decidedAt)}</Descriptions.Item>}
                {app.decidedBy && !UUID.test(app.decidedBy) && (
                  <Descriptions.Item label={t('directory.applications.decidedBy')}>{app.decidedBy}</Descriptions.Item>
                )}
                {app.rejectReason && <Descriptions.Item label={t('directory.applications.rejectReason')}>{app.rejectReason}</Descriptions.Item>}
              </Descriptions>
              {app.status === 'approved' && app.userId && (
                <Link to={`${prefix}/${kind}/list?q=${encodeURIComponent(app.email)}`}>{t(`directory.applications.openList.${kind}`)}</Link>
              )}
            </Card>
            {app.address && (
              <Card title={<CardTitle>{t('directory.location.title')}</CardTitle>}>
                <LocationView point={app.address.point} />
              </Card>
            )}
          </Space>
        </Col>
      </Row>
      <ApproveDialog
        open={dialog === 'approve'}
        name={fullName}
        needsZone={!app.zoneId}
        pending={approve.isPending}
        error={approve.error}
        onCancel={() => setDialog(null)}
        onApprove={(zoneId) =>
          approve.mutate(zoneId ? { zoneId } : {}, {
            onSuccess: () => {
              setDialog(null);
              void message.success(t('directory.applications.approvedToast'));
            },
          })
        }
      />
      <RejectDialog
        open={dialog === 'reject'}
        name={fullName}
        pending={reject.isPending}
        error={reject.error}
        onCancel={() => setDialog(null)}
        onReject={(reason) =>
          reject.mutate(reason, {
            onSuccess: () => {
              setDialog(null);
              void message.info(t('directory.applications.rejectedToast'));
            },
          })
        }
      />
    </PageFrame>
  );
}

/** antd's App context sits above the page: the page itself shows messages. */
export const CarrierRegistryDetailsPage = () => (
  <PageApp>
    <ApplicationDetails kind="carrier" />
  </PageApp>
);
export const StoreRegistryDetailsPage = () => (
  <PageApp>
    <ApplicationDetails kind="store" />
  </PageApp>
);
