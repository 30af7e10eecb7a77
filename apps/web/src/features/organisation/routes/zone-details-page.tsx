import { useState } from 'react';
import { Alert, App, Button, Popconfirm, Skeleton, Tag } from 'antd';
import { ArrowLeftOutlined, DeleteOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDeleteZone } from '../api/delete-zone';
import { useZone } from '../api/get-zone';
import { useAllZones } from '../api/list-zones';
import { useUpdateZone } from '../api/update-zone';
import { PageFrame } from '../../../components/page-frame';
import { ZoneForm } from '../components/zone-form';
import { ZoneMembers } from '../components/zone-members';
import { useAreaPrefix } from '../../../lib/use-area-prefix';
import { useErrorText } from '../../../lib/use-error-text';
import { organisationErrorTexts } from '../lib/error-texts';
import { LoadError } from '../../../components/load-error';

/** /admin/zone/details/:id: edit the outline and fields, see who belongs to the zone, delete it when nothing does. */
export function ZoneDetailsPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const prefix = useAreaPrefix();
  const errorText = useErrorText(organisationErrorTexts);
  const zone = useZone(id);
  const zones = useAllZones();
  const back = (
    <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => navigate(`${prefix}/zone/list`)}>
      {t('organisation.zone.backToList')}
    </Button>
  );

  if (zone.isPending)
    return (
      <PageFrame page="zoneDetails" extra={back}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </PageFrame>
    );
  if (zone.isError)
    return (
      <PageFrame page="zoneDetails" extra={back}>
        <LoadError page error={zone.error} text={errorText(zone.error)} onRetry={() => void zone.refetch()} />
      </PageFrame>
    );

  const data = zone.data;
  return (
    <PageFrame
      page="zoneDetails"
      title={
        <>
          {t('organisation.zone.detailsTitle', { name: data.name })}{' '}
          {!data.active && <Tag style={{ verticalAlign: 'middle' }}>{t('organisation.common.inactive')}</Tag>}
        </>
      }
      extra={back}
    >
      <DetailsForm key={data.id} zoneId={data.id} context={zones.data?.items.filter((z) => z.id !== data.id)} />
      <ZoneMembers zone={data} />
    </PageFrame>
  );
}

function DetailsForm({ zoneId, context }: { zoneId: string; context: Parameters<typeof ZoneForm>[0]['context'] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const prefix = useAreaPrefix();
  const errorText = useErrorText(organisationErrorTexts);
  const zone = useZone(zoneId);
  const update = useUpdateZone();
  const remove = useDeleteZone();
  const [deleteError, setDeleteError] = useState<string | null>(null);
  // The form keeps the zone as loaded first; a save answers with the new values.
  const [initial] = useState(zone.data!);

  const onDelete = async () => {
    setDeleteError(null);
    try {
      await remove.mutateAsync(zoneId);
      void message.success(t('organisation.zone.deleted', { name: initial.name }));
      navigate(`${prefix}/zone/list`, { replace: true });
    } catch (err) {
      setDeleteError(errorText(err));
    }
  };

  return (
    <>
      {deleteError && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setDeleteError(null) }}
          title={deleteError}
          style={{ marginBottom: 16 }}
          data-testid="zone-delete-error"
        />
      )}
      <ZoneForm
        initial={initial}
        context={context}
        submitLabel={t('organisation.zone.saveChanges')}
        onSubmit={async (input) => {
          await update.mutateAsync({ id: zoneId, patch: input });
          void message.success(t('organisation.zone.updated'));
        }}
        actions={
          <Popconfirm
            title={t('organisation.zone.deleteConfirmTitle')}
            description={t('organisation.zone.deleteConfirmText', { name: initial.name })}
            okText={t('organisation.zone.delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('organisation.common.cancel')}
            onConfirm={onDelete}
          >
            <Button danger icon={<DeleteOutlined aria-hidden />} loading={remove.isPending}>
              {t('organisation.zone.delete')}
            </Button>
          </Popconfirm>
        }
      />
    </>
  );
}
