import { useMemo } from 'react';
import { Alert, Button, Space, Table, Tag, Tooltip } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '@kurye/contracts/roles';
import { useAllZones } from '../api/list-zones';
import { useUserList, type UserListParams, type UserRow } from '../api/list-users';
import { ListToolbar } from '../../../components/list-toolbar';
import { PageFrame } from '../../../components/page-frame';
import { useAreaPrefix } from '../../../lib/use-area-prefix';
import { useErrorText } from '../../../lib/use-error-text';
import { organisationErrorTexts } from '../lib/error-texts';
import { useTableState } from '../../../lib/use-table-state';

const SORTS = ['name', '-name', 'email', '-email', 'createdAt', '-createdAt'] as const;

/** /admin/users: every user with search, role and active filters, server paging and sorting. */
export function UsersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const prefix = useAreaPrefix();
  const errorText = useErrorText(organisationErrorTexts);
  const table = useTableState(SORTS);
  const { page, size, sort, update } = table;
  const q = table.get('q');
  const roleParam = table.get('role');
  const role = ROLES.includes(roleParam as Role) ? (roleParam as Role) : undefined;
  const activeParam = table.get('active');
  const active = activeParam === 'true' || activeParam === 'false' ? activeParam : undefined;
  const params: UserListParams = { page, size, sort: sort as UserListParams['sort'], q, role, active };
  const list = useUserList(params);
  const zones = useAllZones();
  const zoneNames = useMemo(() => new Map((zones.data?.items ?? []).map((z) => [z.id, z.name])), [zones.data]);

  return (
    <PageFrame
      page="users"
      extra={
        <Button type="primary" icon={<UserAddOutlined aria-hidden />} onClick={() => navigate(`${prefix}/user/user-form`)}>
          {t('organisation.user.create')}
        </Button>
      }
    >
      <ListToolbar
        search={{
          id: 'user-search',
          label: t('organisation.common.search'),
          placeholder: t('organisation.user.searchPlaceholder'),
          value: q,
          onSearch: (v) => update({ q: v }),
        }}
        filters={[
          {
            id: 'user-role',
            label: t('organisation.user.role'),
            value: role,
            onChange: (v) => update({ role: v }),
            options: ROLES.map((r) => ({ value: r, label: t(`organisation.role.${r}`) })),
          },
          {
            id: 'user-active',
            label: t('organisation.common.state'),
            value: active,
            onChange: (v) => update({ active: v }),
            width: 150,
            options: [
              { value: 'true', label: t('organisation.common.active') },
              { value: 'false', label: t('organisation.common.inactive') },
            ],
          },
        ]}
        onClear={() => update({ q: undefined, role: undefined, active: undefined })}
      />
      {list.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={errorText(list.error)}
          action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}
        />
      )}
      <Table<UserRow>
        rowKey="id"
        data-testid="user-table"
        dataSource={list.data?.items ?? []}
        loading={list.isPending || list.isPlaceholderData}
        onChange={table.onTableChange}
        scroll={{ x: 900 }}
        locale={{ emptyText: q || role || active ? t('organisation.user.noMatch') : t('organisation.user.empty') }}
        pagination={table.pagination(list.data?.total, (total) => t('organisation.user.total', { count: total }))}
        columns={[
          {
            key: 'name',
            title: t('organisation.user.name'),
            dataIndex: 'name',
            sorter: true,
            sortOrder: table.sortOrder('name'),
            render: (name: string, u) => <Link to={`${prefix}/user/user-form/${u.id}`}>{name}</Link>,
          },
          { key: 'email', title: t('organisation.user.email'), dataIndex: 'email', sorter: true, sortOrder: table.sortOrder('email') },
          {
            key: 'roles',
            title: t('organisation.user.roles'),
            dataIndex: 'roles',
            render: (roles: Role[]) => (
              <Space size={[4, 4]} wrap>
                {roles.map((r, i) =>
                  i === 0 ? (
                    <Tooltip key={r} title={t('organisation.user.primaryHint')}>
                      <Tag color="blue">{t(`organisation.role.${r}`)}</Tag>
                    </Tooltip>
                  ) : (
                    <Tag key={r}>{t(`organisation.role.${r}`)}</Tag>
                  ),
                )}
              </Space>
            ),
          },
          {
            key: 'zones',
            title: t('organisation.user.zones'),
            dataIndex: 'zoneIds',
            render: (ids: string[]) => (ids.length ? ids.map((id) => zoneNames.get(id) ?? '…').join(', ') : '—'),
          },
          {
            key: 'active',
            title: t('organisation.common.state'),
            dataIndex: 'active',
            render: (a: boolean) => (a ? <Tag color="green">{t('organisation.common.active')}</Tag> : <Tag>{t('organisation.common.inactive')}</Tag>),
          },
          {
            key: 'actions',
            title: <span className="visually-hidden">{t('organisation.common.actions')}</span>,
            render: (_: unknown, u) => (
              <Link to={`${prefix}/user/user-form/${u.id}`} aria-label={t('organisation.user.editOf', { name: u.name })}>
                {t('organisation.common.edit')}
              </Link>
            ),
          },
        ]}
      />
    </PageFrame>
  );
}
