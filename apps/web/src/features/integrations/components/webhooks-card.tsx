import { useState } from 'react';
import { Alert, App, Button, Card, Checkbox, Empty, Form, Input, Modal, Popconfirm, Result, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_EVENTS, type WebhookEndpoint, type WebhookEvent } from '@kurye/contracts/integrations';
import { formatDateTime } from '../../../lib/format';
import { useTableState } from '../../../lib/use-table-state';
import { useWebhooks } from '../api/list-webhooks';
import { useCreateWebhook } from '../api/create-webhook';
import { useDeleteWebhook } from '../api/delete-webhook';
import { DeliveryLog } from './delivery-log';

/** The store's webhook endpoints; choosing one shows its delivery log below. */
export function WebhooksCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const table = useTableState(['-createdAt']);
  const webhooks = useWebhooks();
  const create = useCreateWebhook();
  const remove = useDeleteWebhook();
  const [form] = Form.useForm<{ url: string; events: WebhookEvent[] }>();
  const [secret, setSecret] = useState<string | null>(null);
  const selected = table.get('endpoint') ?? webhooks.data?.[0]?.id;

  const onCreate = async (values: { url: string; events: WebhookEvent[] }) => {
    try {
      const made = await create.mutateAsync({ url: values.url.trim(), events: values.events });
      setSecret(made.secret);
      table.update({ endpoint: made.id });
      form.resetFields();
    } catch (err) {
      message.error((err as Error).message || t('integrations.error'));
    }
  };

  const columns = [
    {
      title: t('integrations.webhooks.url'),
      dataIndex: 'url',
      key: 'url',
      width: 280,
      render: (u: string) => (
        <Typography.Text code style={{ wordBreak: 'break-all' }}>
          {u}
        </Typography.Text>
      ),
    },
    {
      title: t('integrations.webhooks.events'),
      dataIndex: 'events',
      key: 'events',
      render: (events: WebhookEvent[]) => events.map((e) => <Tag key={e}>{t(`integrations.event.${e}`)}</Tag>),
    },
    { title: t('integrations.keys.createdAt'), dataIndex: 'createdAt', key: 'createdAt', render: formatDateTime },
    {
      title: '',
      key: 'actions',
      render: (_: unknown, w: WebhookEndpoint) => (
        <Space>
          <Button size="small" type={w.id === selected ? 'primary' : 'default'} onClick={() => table.update({ endpoint: w.id })}>
            {t('integrations.webhooks.showLog')}
          </Button>
          <Popconfirm
            title={t('integrations.webhooks.deleteConfirm')}
            okText={t('integrations.webhooks.delete')}
            cancelText={t('integrations.cancel')}
            onConfirm={() => remove.mutateAsync(w.id)}
          >
            <Button size="small" danger>
              {t('integrations.webhooks.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t('integrations.webhooks.title')}>
        <Typography.Paragraph type="secondary">{t('integrations.webhooks.intro')}</Typography.Paragraph>
        <Form noValidate form={form} name="webhook" layout="vertical" onFinish={onCreate} initialValues={{ events: [...WEBHOOK_EVENTS] }} requiredMark>
          <Form.Item
            name="url"
            label={t('integrations.webhooks.url')}
            messageVariables={{ label: t('integrations.webhooks.urlRequiredLabel') }}
            rules={[
              { required: true, whitespace: true },
              { type: 'url', message: t('integrations.webhooks.urlInvalid') },
            ]}
          >
            <Input placeholder="https://siparis.ornek.com/kuryeofis/webhook" />
          </Form.Item>
          <Form.Item
            name="events"
            label={t('integrations.webhooks.events')}
            rules={[{ required: true, type: 'array', min: 1, message: t('integrations.webhooks.eventsRequired') }]}
          >
            <Checkbox.Group options={WEBHOOK_EVENTS.map((e) => ({ value: e, label: t(`integrations.event.${e}`) }))} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('integrations.webhooks.add')}
          </Button>
        </Form>
      </Card>
      <Card>
        {webhooks.isError ? (
          <Result status="error" title={t('integrations.loadError')} extra={<Button onClick={() => webhooks.refetch()}>{t('integrations.retry')}</Button>} />
        ) : (
          <Table<WebhookEndpoint>
            rowKey="id"
            size="middle"
            loading={webhooks.isLoading}
            dataSource={webhooks.data ?? []}
            columns={columns}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            locale={{ emptyText: <Empty description={t('integrations.webhooks.empty')} /> }}
          />
        )}
      </Card>
      {selected && <DeliveryLog endpointId={selected} table={table} />}
      <Modal
        open={!!secret}
        title={t('integrations.webhooks.secretTitle')}
        onOk={() => setSecret(null)}
        onCancel={() => setSecret(null)}
        okText={t('integrations.keys.savedIt')}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        <Alert type="warning" showIcon message={t('integrations.webhooks.secretShownOnce')} style={{ marginBottom: 12 }} />
        <Typography.Paragraph copyable={{ text: secret ?? '' }} code data-testid="webhook-secret" style={{ wordBreak: 'break-all' }}>
          {secret}
        </Typography.Paragraph>
      </Modal>
    </Space>
  );
}
