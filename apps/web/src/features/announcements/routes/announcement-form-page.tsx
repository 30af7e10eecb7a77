import { useEffect, useState } from 'react';
import { Alert, App, Button, DatePicker, Flex, Form, Input, Radio, Select, Skeleton, type SelectProps } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { useAnnouncement } from '../api/get-announcement';
import type { Announcement, Audience } from '../api/keys';
import { useTargetStores, useTargetZones } from '../api/list-targets';
import { useSaveAnnouncement } from '../api/save-announcement';
import { PageFrame } from '../../../components/page-frame';
import { useErrorText } from '../../../lib/use-error-text';
import { foldedSelectSearch } from '../../../lib/folded-search';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';

interface FormValues {
  title: string;
  content: string;
  scheduledAt: Dayjs;
  expiresAt: Dayjs;
  audienceKind: Audience['kind'];
  zoneIds?: string[];
  storeIds?: string[];
}

const PICKER_FORMAT = 'DD.MM.YYYY HH:mm';

/** /admin/create-announcement and /admin/edit-announcement/{id}. */
export function AnnouncementFormPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const existing = useAnnouncement(id ?? '');
  if (!id)
    return (
      <PageFrame title={t('pages.createAnnouncement')}>
        <AnnouncementForm />
      </PageFrame>
    );
  return (
    <PageFrame title={t('pages.editAnnouncement')}>
      {existing.isPending ? (
        <Skeleton active />
      ) : existing.isError ? (
        <Alert type="error" showIcon title={t('announcements.errors.notFound')} />
      ) : (
        <AnnouncementForm existing={existing.data} />
      )}
    </PageFrame>
  );
}

function AnnouncementForm({ existing }: { existing?: Announcement }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const prefix = `/${useLocation().pathname.split('/')[1] ?? 'admin'}`;
  const errorText = useErrorText();
  const [form] = Form.useForm<FormValues>();
  const kind = Form.useWatch('audienceKind', form) ?? existing?.audience.kind ?? 'all';
  const [storeSearch, setStoreSearch] = useState('');
  const zones = useTargetZones();
  const stores = useTargetStores(storeSearch);
  const save = useSaveAnnouncement(existing?.id);
  const [chosenStores, setChosenStores] = useState<{ value: string; label: string }[]>([]);

  useEffect(() => {
    if (existing?.audience.kind === 'stores') setChosenStores(existing.audience.storeIds.map((s) => ({ value: s, label: s })));
  }, [existing]);

  const initial: Partial<FormValues> = existing
    ? {
        title: existing.title,
        content: existing.content,
        scheduledAt: dayjs(existing.scheduledAt),
        expiresAt: dayjs(existing.expiresAt),
        audienceKind: existing.audience.kind,
        zoneIds: existing.audience.kind === 'zones' ? existing.audience.zoneIds : undefined,
        storeIds: existing.audience.kind === 'stores' ? existing.audience.storeIds : undefined,
      }
    : { scheduledAt: dayjs().startOf('minute'), expiresAt: dayjs().add(7, 'day').startOf('minute'), audienceKind: 'all' };

  const onFinish = (v: FormValues) => {
    const audience: Audience =
      v.audienceKind === 'zones'
        ? { kind: 'zones', zoneIds: v.zoneIds ?? [] }
        : v.audienceKind === 'stores'
          ? { kind: 'stores', storeIds: v.storeIds ?? [] }
          : { kind: 'all' };
    save.mutate(
      { title: v.title.trim(), content: v.content, scheduledAt: v.scheduledAt.toISOString(), expiresAt: v.expiresAt.toISOString(), audience },
      {
        onSuccess: () => {
          void message.success(existing ? t('announcements.form.updated') : t('announcements.form.created'));
          navigate(`${prefix}/announcement-list`);
        },
      },
    );
  };

  const storeOptions = [
    ...chosenStores,
    ...(stores.data?.items ?? []).filter((s) => !chosenStores.some((c) => c.value === s.id)).map((s) => ({ value: s.id, label: `${s.name} (${s.zoneName})` })),
  ];

  return (
    <Form<FormValues> noValidate form={form} layout="vertical" initialValues={initial} onFinish={onFinish} style={{ maxWidth: 760 }} requiredMark>
      {save.isError && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={errorText(save.error)} />}
      <Form.Item
        name="title"
        label={t('announcements.field.title')}
        rules={[
          { required: true, whitespace: true },
          { min: 3, max: 150, message: t('announcements.form.titleLength') },
        ]}
      >
        <Input maxLength={150} showCount />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('announcements.field.content')}
        extra={t('announcements.form.contentHelp')}
        rules={[{ required: true, whitespace: true }]}
      >
        <RichTextEditor aria-label={t('announcements.field.content')} rows={8} />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item
          name="scheduledAt"
          label={t('announcements.field.scheduledAt')}
          messageVariables={{ label: t('announcements.field.scheduledAtRequiredLabel') }}
          rules={[{ required: true }]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format={PICKER_FORMAT} style={{ width: 220 }} />
        </Form.Item>
        <Form.Item
          name="expiresAt"
          label={t('announcements.field.expiresAt')}
          messageVariables={{ label: t('announcements.field.expiresAtRequiredLabel') }}
          dependencies={['scheduledAt']}
          rules={[
            { required: true },
            ({ getFieldValue }) => ({
              validator: (_, value: Dayjs | undefined) =>
                !value || !getFieldValue('scheduledAt') || value.isAfter(getFieldValue('scheduledAt'))
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('announcements.form.expiresAfter'))),
            }),
          ]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format={PICKER_FORMAT} style={{ width: 220 }} />
        </Form.Item>
      </Flex>
      <Form.Item
        name="audienceKind"
        label={t('announcements.field.audience')}
        messageVariables={{ label: t('announcements.field.audienceRequiredLabel') }}
        rules={[{ required: true }]}
      >
        <Radio.Group
          options={[
            { value: 'all', label: t('announcements.audience.all') },
            { value: 'zones', label: t('announcements.audience.zones') },
            { value: 'stores', label: t('announcements.audience.stores') },
          ]}
        />
      </Form.Item>
      {kind === 'zones' && (
        <AudienceSelect
          name="zoneIds"
          label={t('announcements.form.zones')}
          requiredMessage={t('announcements.form.zonesRequired')}
          loading={zones.isPending}
          showSearch={foldedSelectSearch()}
          options={(zones.data?.items ?? []).map((z) => ({ value: z.id, label: z.name }))}
          placeholder={t('announcements.form.zonesPlaceholder')}
        />
      )}
      {kind === 'stores' && (
        <AudienceSelect
          name="storeIds"
          label={t('announcements.form.stores')}
          requiredMessage={t('announcements.form.storesRequired')}
          loading={stores.isFetching}
          showSearch={{ filterOption: false, onSearch: setStoreSearch }}
          onChange={(_, options) => setChosenStores(([] as { value: string; label: string }[]).concat(options as { value: string; label: string }[]))}
          options={storeOptions}
          placeholder={t('announcements.form.storesPlaceholder')}
        />
      )}
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {existing ? t('announcements.form.save') : t('announcements.form.publish')}
        </Button>
        <Button onClick={() => navigate(`${prefix}/announcement-list`)}>{t('announcements.form.cancel')}</Button>
      </Flex>
    </Form>
  );
}

/** The zones or stores an announcement goes to: a multiple choice that needs at least one. */
function AudienceSelect({ name, label, requiredMessage, ...select }: { name: 'zoneIds' | 'storeIds'; label: string; requiredMessage: string } & SelectProps) {
  return (
    <Form.Item name={name} label={label} rules={[{ required: true, type: 'array', min: 1, message: requiredMessage }]}>
      <Select mode="multiple" {...select} />
    </Form.Item>
  );
}
