import { useState } from 'react';
import { Alert, App, Button, Card, Empty, Form, Input, Modal, Popconfirm, Result, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '@kurye/contracts/integrations';
import { formatDateTime } from '../../../lib/format';
import { useApiKeys } from '../api/list-api-keys';
import { useCreateApiKey, type CreatedApiKey } from '../api/create-api-key';
import { useRevokeApiKey } from '../api/revoke-api-key';

/** The store's API keys: create (shown once), see last use, revoke. */
export function ApiKeysCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [form] = Form.useForm<{ name: string }>();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  const onCreate = async ({ name }: { name: string }) => {
    try {
      setCreated(await create.mutateAsync(name.trim()));
      form.resetFields();
    } catch (err) {
      message.error((err as Error).message || t('integrations.error'));
    }
  };

  const columns = [
    { title: t('integrations.keys.name'), dataIndex: 'name', key: 'name', sorter: (a: ApiKey, b: ApiKey) => a.name.localeCompare(b.name, 'tr') },
    { title: t('integrations.keys.prefix'), dataIndex: 'prefix', key: 'prefix', render: (p: string) => <Typography.Text code>{p}…</Typography.Text> },
    {
      title: t('integrations.keys.createdAt'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      sorter: (a: ApiKey, b: ApiKey) => a.createdAt.localeCompare(b.createdAt),
      defaultSortOrder: 'descend' as const,
      render: formatDateTime,
    },
    {
      title: t('integrations.keys.lastUsedAt'),
      dataIndex: 'lastUsedAt',
      key: 'lastUsedAt',
      render: (v: string | null) => (v ? formatDateTime(v) : t('integrations.keys.neverUsed')),
    },
    {
      title: t('integrations.keys.status'),
      key: 'status',
      render: (_: unknown, k: ApiKey) => (k.revokedAt ? <Tag>{t('integrations.keys.revoked')}</Tag> : <Tag color="green">{t('integrations.keys.active')}</Tag>),
    },
    {
      title: '',
      key: 'actions',
      render: (_: unknown, k: ApiKey) =>
        k.revokedAt ? null : (
          <Popconfirm
            title={t('integrations.keys.revokeConfirm')}
            okText={t('integrations.keys.revoke')}
            cancelText={t('integrations.cancel')}
            onConfirm={() => revoke.mutateAsync(k.id)}
          >
            <Button danger size="small" aria-label={t('integrations.keys.revokeNamed', { name: k.name })}>
              {t('integrations.keys.revoke')}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <Card title={t('integrations.keys.title')}>
      <Typography.Paragraph type="secondary">{t('integrations.keys.intro')}</Typography.Paragraph>
      <Form noValidate form={form} name="apiKey" layout="inline" onFinish={onCreate} requiredMark style={{ marginBottom: 16 }}>
        <Form.Item
          name="name"
          label={t('integrations.keys.name')}
          rules={[
            { required: true, whitespace: true },
            { max: 80, message: t('integrations.keys.nameTooLong') },
          ]}
        >
          <Input placeholder={t('integrations.keys.namePlaceholder')} style={{ width: 260 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t('integrations.keys.create')}
        </Button>
      </Form>
      {keys.isError ? (
        <Result status="error" title={t('integrations.loadError')} extra={<Button onClick={() => keys.refetch()}>{t('integrations.retry')}</Button>} />
      ) : (
        <Table<ApiKey>
          rowKey="id"
          size="middle"
          loading={keys.isLoading}
          dataSource={keys.data ?? []}
          columns={columns}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          locale={{ emptyText: <Empty description={t('integrations.keys.empty')} /> }}
        />
      )}
      <Modal
        open={!!created}
        title={t('integrations.keys.createdTitle')}
        onOk={() => setCreated(null)}
        onCancel={() => setCreated(null)}
        okText={t('integrations.keys.savedIt')}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <Alert type="warning" showIcon message={t('integrations.keys.shownOnce')} />
          <Typography.Paragraph copyable={{ text: created?.key }} code data-testid="created-api-key" style={{ wordBreak: 'break-all' }}>
            {created?.key}
          </Typography.Paragraph>
        </Space>
      </Modal>
    </Card>
  );
}
