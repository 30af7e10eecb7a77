import { useMemo } from 'react';
import { Space, Tag, Tooltip } from 'antd';
import { Link } from 'react-router';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '@kurye/contracts/roles';
import { useAllZones } from '../api/list-zones';
import { useUserList, type UserListParams, type UserRow } from '../api/list-users';
import { OrganisationListPage, type OrganisationFilter } from '../components/organisation-list-page';
import { activeFilter } from '../components/list-parts';
import { useAreaPrefix } from '../../../lib/use-area-prefix';
import { useTableState } from '../../../lib/use-table-state';
import { sortableColumn } from '../../../lib/table-columns';

const SORTS = ['name', '-name', 'email', '-email', 'createdAt', '-createdAt'] as const;

/** /admin/users: every user with search, role and active filters, server paging and sorting. */
export function UsersPage() {
  const { t } = useTranslation();
  const prefix = useAreaPrefix();
  const table = useTableState(SORTS);
  const { page, size, sort } = table;
  const q = table.get('q');
  const roleParam = table.get('role');
  const role = ROLES.includes(roleParam as Role) ? (roleParam as Role) : undefined;
  const activeParam = table.get('active');
  const active = activeParam === 'true' || activeParam === 'false' ? activeParam : undefined;
  const params: UserListParams = { page, size, sort: sort as UserListParams['sort'], q, role, active };
  const list = useUserList(params);
  const zones = useAllZones();
  const zoneNames = useMemo(() => new Map((zones.data?.items ?? []).map((z) => [z.id, z.name])), [zones.data]);

  const columns: ColumnsType<UserRow> = [
    sortableColumn(table, 'name', t('organisation.user.name'), {
      render: (name: string, u) => <Link to={`${prefix}/user/user-form/${u.id}`}>{name}</Link>,
    }),
    sortableColumn(table, 'email', t('organisation.user.email')),
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
  ];

  const filters: OrganisationFilter[] = [
    {
      param: 'role',
      id: 'user-role',
      label: t('organisation.user.role'),
      value: role,
      options: ROLES.map((r) => ({ value: r, label: t(`organisation.role.${r}`) })),
    },
    activeFilter(t, 'user-active', active),
  ];

  return <OrganisationListPage<UserRow> entity="user" table={table} query={list} columns={columns} filters={filters} />;
}
