import { Link } from 'react-router';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useProvinces } from '../api/list-provinces';
import { useZoneList, type Zone, type ZoneListParams } from '../api/list-zones';
import { OrganisationListPage, type OrganisationFilter } from '../components/organisation-list-page';
import { activeFilter } from '../components/list-parts';
import { useTableState } from '../../../lib/use-table-state';
import { sortableColumn } from '../../../lib/table-columns';
import { useAreaPrefix } from '../../../lib/use-area-prefix';

const SORTS = ['name', '-name', 'createdAt', '-createdAt'] as const;

/** /admin/zone/list: the zones with search, active and province filters, server paging and sorting. */
export function ZoneListPage() {
  const { t } = useTranslation();
  const prefix = useAreaPrefix();
  const table = useTableState(SORTS);
  const { page, size, sort } = table;
  const q = table.get('q');
  const provinces = useProvinces();
  const activeParam = table.get('active');
  const active = activeParam === 'true' || activeParam === 'false' ? activeParam : undefined;
  const provinceId = Number(table.get('province')) || undefined;
  const params: ZoneListParams = { page, size, sort: sort as ZoneListParams['sort'], q, active, provinceId };
  const list = useZoneList(params);

  const columns: ColumnsType<Zone> = [
    sortableColumn(table, 'name', t('organisation.zone.name'), {
      render: (name: string, z) => <Link to={`${prefix}/zone/details/${z.id}`}>{name}</Link>,
    }),
    { key: 'province', title: t('organisation.zone.province'), dataIndex: 'provinceName' },
    {
      key: 'corners',
      title: t('organisation.zone.corners'),
      align: 'right',
      render: (_: unknown, z) => Math.max(0, (z.polygon.coordinates[0]?.length ?? 1) - 1),
    },
  ];

  const filters: OrganisationFilter[] = [
    activeFilter(t, 'zone-active', active),
    {
      param: 'province',
      id: 'zone-province',
      label: t('organisation.zone.province'),
      value: provinceId ? String(provinceId) : undefined,
      loading: provinces.isPending,
      options: (provinces.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
    },
  ];

  return <OrganisationListPage<Zone> entity="zone" table={table} query={list} columns={columns} filters={filters} />;
}
