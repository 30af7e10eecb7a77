import { Alert, App, Button, Empty, Flex, Input, Popconfirm, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '@kurye/contracts/integrations';
import { PageFrame } from '../../../components/page-frame';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useTableState } from '../../../lib/use-table-state';
import { useAdminApiKeys } from '../api/list-admin-api-keys';
import { useRevokeAdminApiKey } from '../api/revoke-admin-api-key';

const STATUSES = ['active', 'revoked'] as const;

/** /admin/store/api-keys: every store's API keys — search, status, sort, paging and revoke with confirmation. */
export function AdminApiKeysPage() {
  return (
    <PageFrame page="adminApiKeys">
      <AdminApiKeysContent />
    </PageFrame>
  );
}

function AdminApiKeysContent() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const table = useTableState(['-createdAt', 'lastUsedAt', 'storeName', 'name']);
  const q = table.get('q');
  const statusParam = table.get('status');
  const status = STATUSES.find((s) => s === statusParam);
  const keys = useAdminApiKeys({ ...table.paging, q, status });
  const revoke = useRevokeAdminApiKey();
  const filtered = !!(q || status);

  const onRevoke = async (key: ApiKey) => {
    try {
      await revoke.mutateAsync(key.id);
      void message.success(t('integrations.admin.revoked', { name: key.name, store: key.storeName }));
    } catch (err) {
      void message.error(err instanceof ApiError ? err.message : t('integrations.error'));
    }
  };

  const columns: ColumnsType<ApiKey> = [
    {
      key: 'storeName',
      title: t('integrations.admin.store'),
      dataIndex: 'storeName',
      sorter: true,
      sortOrder: table.sortOrder('storeName'),
      render: (name: string, k) => <Link to={`/admin/store/details/${k.storeId}`}>{name}</Link>,
    },
    { key: 'name', title: t('integrations.keys.name'), dataIndex: 'name', sorter: true, sortOrder: table.sortOrder('name') },
    {
      key: 'prefix',
      title: t('integrations.keys.prefix'),
      dataIndex: 'prefix',
      render: (p: string) => (
        <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
          {p}…
        </Typography.Text>
      ),
    },
    {
      key: 'createdAt',
      title: t('integrations.keys.createdAt'),
      dataIndex: 'createdAt',
      sorter: true,
      sortOrder: table.sortOrder('createdAt'),
      render: (v: string) => formatDateTime(v),
    },
    {
      key: 'lastUsedAt',
      title: t('integrations.keys.lastUsedAt'),
      dataIndex: 'lastUsedAt',
      sorter: true,
      sortOrder: table.sortOrder('lastUsedAt'),
      render: (v: string | null) => (v ? formatDateTime(v) : <Typography.Text type="secondary">{t('integrations.keys.neverUsed')}</Typography.Text>),
    },
    {
      key: 'status',
      title: t('integrations.keys.status'),
      render: (_, k) =>
        k.revokedAt ? (
          <Tag title={formatDateTime(k.revokedAt)}>{t('integrations.admin.revokedAt', { time: formatDateTime(k.revokedAt) })}</Tag>
        ) : (
          <Tag color="green">{t('integrations.keys.active')}</Tag>
        ),
    },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t('integrations.admin.actions')}</span>,
      align: 'right',
      render: (_, k) =>
        k.revokedAt ? null : (
          <Popconfirm
            title={t('integrations.admin.revokeTitle', { name: k.name })}
            description={t('integrations.admin.revokeConfirm', { store: k.storeName })}
            okText={t('integrations.keys.revoke')}
            okButtonProps={{ danger: true }}
            cancelText={t('integrations.cancel')}
            onConfirm={() => onRevoke(k)}
          >
            <Button danger size="small" aria-label={t('integrations.admin.revokeNamed', { name: k.name, store: k.storeName })}>
              {t('integrations.keys.revoke')}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <>
      <Typography.Paragraph type="secondary">{t('integrations.admin.intro')}</Typography.Paragraph>
      <Flex wrap gap={12} style={{ marginBottom: 16 }} role="search" aria-label={t('integrations.admin.filters')}>
        <Input.Search
          key={q ?? ''}
          defaultValue={q}
          allowClear
          placeholder={t('integrations.admin.search')}
          aria-label={t('integrations.admin.search')}
          onSearch={(value) => table.update({ q: value.trim() })}
          style={{ width: 320 }}
        />
        <Select
          allowClear
          value={status}
          placeholder={t('integrations.admin.allStatuses')}
          aria-label={t('integrations.keys.status')}
          onChange={(value?: string) => table.update({ status: value })}
          options={STATUSES.map((s) => ({ value: s, label: t(s === 'active' ? 'integrations.keys.active' : 'integrations.keys.revoked') }))}
          style={{ width: 180 }}
        />
        {filtered && <Button onClick={() => table.update({ q: undefined, status: undefined })}>{t('integrations.admin.clear')}</Button>}
      </Flex>
      {keys.isError && !keys.data ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={keys.error instanceof ApiError ? keys.error.message : t('integrations.loadError')}
          action={<Button onClick={() => void keys.refetch()}>{t('integrations.retry')}</Button>}
        />
      ) : (
        <Table<ApiKey>
          rowKey="id"
          data-testid="admin-api-keys"
          columns={columns}
          dataSource={keys.data?.items ?? []}
          loading={keys.isPending || keys.isFetching}
          onChange={table.onTableChange}
          scroll={{ x: 900 }}
          locale={{ emptyText: <Empty description={filtered ? t('integrations.admin.emptyFiltered') : t('integrations.admin.empty')} /> }}
          pagination={table.pagination(keys.data?.total, (total) => t('integrations.admin.total', { count: total }))}
        />
      )}
    </>
  );
}
