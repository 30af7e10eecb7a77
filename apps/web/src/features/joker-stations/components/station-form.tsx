import { useEffect } from 'react';
import { App, Button, Card, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { JokerStation } from '@kurye/contracts/fieldops';
import { ApiError } from '../../../lib/api-client';
import { useZones } from '../api/list-zones';
import { useCreateStation, useUpdateStation, type StationInput } from '../api/station-mutations';
import { foldedSelectSearch } from '../../../lib/folded-search';

interface Props {
  editing: JokerStation | null;
  point: { latitude: number; longitude: number } | null;
  /** Typed coordinates move the marker on the map too. */
  onPointChange(point: { latitude: number; longitude: number } | null): void;
  onDone(): void;
}

/** Create or edit a station: name, zone, capacity; the point comes from a click on the map. */
export function StationForm({ editing, point, onPointChange, onDone }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<StationInput>();
  const zones = useZones();
  const create = useCreateStation();
  const update = useUpdateStation();

  useEffect(() => {
    if (editing)
      form.setFieldsValue({ name: editing.name, zoneId: editing.zoneId, capacity: editing.capacity, latitude: editing.latitude, longitude: editing.longitude });
    else form.resetFields();
  }, [editing, form]);

  // A click on the map fills the coordinates.
  useEffect(() => {
    if (point) form.setFieldsValue({ latitude: Number(point.latitude.toFixed(6)), longitude: Number(point.longitude.toFixed(6)) });
  }, [point, form]);

  const submit = async () => {
    const v = await form.validateFields();
    try {
      if (editing) await update.mutateAsync({ id: editing.id, ...v });
      else await create.mutateAsync(v);
      message.success(editing ? t('jokerStations.updated') : t('jokerStations.created'));
      form.resetFields();
      onDone();
    } catch (err) {
      message.error(err instanceof ApiError ? err.message : t('jokerStations.saveError'));
    }
  };

  return (
    <Card size="small" title={editing ? t('jokerStations.editTitle', { name: editing.name }) : t('jokerStations.newTitle')}>
      <Form
        noValidate
        name="joker-station"
        form={form}
        layout="vertical"
        requiredMark
        initialValues={{ capacity: 3 }}
        onFinish={submit}
        onValuesChange={(changed, all) => {
          if (('latitude' in changed || 'longitude' in changed) && typeof all.latitude === 'number' && typeof all.longitude === 'number') {
            onPointChange({ latitude: all.latitude, longitude: all.longitude });
          }
        }}
      >
        <Form.Item
          name="name"
          label={t('jokerStations.field.name')}
          rules={[
            { required: true, whitespace: true },
            { min: 2, message: t('jokerStations.nameMin') },
          ]}
        >
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="zoneId" label={t('jokerStations.field.zone')} rules={[{ required: true }]}>
          <Select loading={zones.isLoading} options={(zones.data ?? []).map((z) => ({ value: z.id, label: z.name }))} showSearch={foldedSelectSearch()} />
        </Form.Item>
        <Form.Item name="capacity" label={t('jokerStations.field.capacity')} rules={[{ required: true }]}>
          <InputNumber min={1} max={100} precision={0} />
        </Form.Item>
        <Typography.Paragraph type="secondary">{t('jokerStations.pickPoint')}</Typography.Paragraph>
        <Space wrap>
          <Form.Item name="latitude" label={t('jokerStations.field.latitude')} rules={[{ required: true }]}>
            <InputNumber min={-90} max={90} step={0.001} precision={6} style={{ width: 150 }} />
          </Form.Item>
          <Form.Item name="longitude" label={t('jokerStations.field.longitude')} rules={[{ required: true }]}>
            <InputNumber min={-180} max={180} step={0.001} precision={6} style={{ width: 150 }} />
          </Form.Item>
        </Space>
        <Space>
          <Button type="primary" htmlType="submit" loading={create.isPending || update.isPending}>
            {editing ? t('jokerStations.save') : t('jokerStations.create')}
          </Button>
          {editing && <Button onClick={onDone}>{t('jokerStations.cancelEdit')}</Button>}
        </Space>
      </Form>
    </Card>
  );
}
