import { App, Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCreateZone } from '../api/create-zone';
import { useAllZones } from '../api/list-zones';
import { PageFrame } from '../../../components/page-frame';
import { ZoneForm } from '../components/zone-form';
import { useAreaPrefix } from '../../../lib/use-area-prefix';

/** /admin/zone/create: draw a new zone's outline, name it and choose its province. */
export function ZoneCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const prefix = useAreaPrefix();
  const zones = useAllZones();
  return (
    <PageFrame
      page="zoneCreate"
      extra={
        <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => navigate(`${prefix}/zone/list`)}>
          {t('organisation.zone.backToList')}
        </Button>
      }
    >
      <CreateForm context={zones.data?.items} />
    </PageFrame>
  );
}

function CreateForm({ context }: { context: Parameters<typeof ZoneForm>[0]['context'] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const prefix = useAreaPrefix();
  const create = useCreateZone();
  return (
    <ZoneForm
      context={context}
      submitLabel={t('organisation.zone.save')}
      onSubmit={async (input) => {
        const zone = await create.mutateAsync(input);
        void message.success(t('organisation.zone.created', { name: zone.name }));
        navigate(`${prefix}/zone/details/${zone.id}`, { replace: true });
      }}
    />
  );
}
