import { App, Button, Empty, Popconfirm, Select, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '@kurye/contracts/integrations';
import { PageFrame } from '../../../components/page-frame';
import { FilterRow } from '../../../components/filter-row';
import { PagedTable } from '../../../components/paged-table';
import { RetryAlert } from '../../../components/retry-alert';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useTableState } from '../../../lib/use-table-state';
import { dateTimeCell, sortableColumn } from '../../../lib/table-columns';
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
    sortableColumn(table, 'storeName', t('integrations.admin.store'), {
      render: (name: string, k) => <Link to={`/admin/store/details/${k.storeId}`}>{name}</Link>,
    }),
    sortableColumn(table, 'name', t('integrations.keys.name')),
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
    sortableColumn(table, 'createdAt', t('integrations.keys.createdAt'), { render: dateTimeCell }),
    sortableColumn(table, 'lastUsedAt', t('integrations.keys.lastUsedAt'), {
      render: (v: string | null) => (v ? formatDateTime(v) : <Typography.Text type="secondary">{t('integrations.keys.neverUsed')}</Typography.Text>),
    }),
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
      <FilterRow
        label={t('integrations.admin.filters')}
        search={{ value: q, placeholder: t('integrations.admin.search'), width: 320, onSearch: (value) => table.update({ q: value }) }}
        clear={{ shown: filtered, label: t('integrations.admin.clear'), onClear: () => table.update({ q: undefined, status: undefined }) }}
      >
        <Select
          allowClear
          value={status}
          placeholder={t('integrations.admin.allStatuses')}
          aria-label={t('integrations.keys.status')}
          onChange={(value?: string) => table.update({ status: value })}
          options={STATUSES.map((s) => ({ value: s, label: t(s === 'active' ? 'integrations.keys.active' : 'integrations.keys.revoked') }))}
          style={{ width: 180 }}
        />
      </FilterRow>
      <PagedTable<ApiKey>
        table={table}
        data={keys.data}
        failure={
          keys.isError &&
          !keys.data && (
            <RetryAlert
              text={keys.error instanceof ApiError ? keys.error.message : t('integrations.loadError')}
              retryLabel={t('integrations.retry')}
              onRetry={() => void keys.refetch()}
            />
          )
        }
        rowKey="id"
        data-testid="admin-api-keys"
        columns={columns}
        loading={keys.isPending || keys.isFetching}
        scroll={{ x: 900 }}
        emptyText={<Empty description={filtered ? t('integrations.admin.emptyFiltered') : t('integrations.admin.empty')} />}
        totalText={(total) => t('integrations.admin.total', { count: total })}
      />
    </>
  );
}
