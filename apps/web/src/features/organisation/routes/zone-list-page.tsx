import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useProvinces } from '../api/list-provinces';
import { useZoneList, type Zone, type ZoneListParams } from '../api/list-zones';
import { ListToolbar } from '../../../components/list-toolbar';
import { PageFrame } from '../../../components/page-frame';
import { OrganisationTable } from '../components/organisation-table';
import { activeColumn, activeFilter, rowLinkColumn } from '../components/list-parts';
import { useTableState } from '../../../lib/use-table-state';
import { sortableColumn } from '../../../lib/table-columns';
import { useAreaPrefix } from '../../../lib/use-area-prefix';

const SORTS = ['name', '-name', 'createdAt', '-createdAt'] as const;

/** /admin/zone/list: the zones with search, active and province filters, server paging and sorting. */
export function ZoneListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const prefix = useAreaPrefix();
  const table = useTableState(SORTS);
  const { page, size, sort, update } = table;
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
    activeColumn(t),
    rowLinkColumn(t, (z) => ({
      to: `${prefix}/zone/details/${z.id}`,
      text: t('organisation.common.details'),
      label: t('organisation.zone.detailsOf', { name: z.name }),
    })),
  ];

  return (
    <PageFrame
      page="zoneList"
      extra={
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate(`${prefix}/zone/create`)}>
          {t('organisation.zone.create')}
        </Button>
      }
    >
      <ListToolbar
        search={{
          id: 'zone-search',
          label: t('organisation.common.search'),
          placeholder: t('organisation.zone.searchPlaceholder'),
          value: q,
          onSearch: (v) => update({ q: v }),
          width: 300,
        }}
        filters={[
          activeFilter(t, 'zone-active', active, (v) => update({ active: v })),
          {
            id: 'zone-province',
            label: t('organisation.zone.province'),
            value: provinceId ? String(provinceId) : undefined,
            onChange: (v) => update({ province: v }),
            loading: provinces.isPending,
            options: (provinces.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
          },
        ]}
        onClear={() => update({ q: undefined, active: undefined, province: undefined })}
      />
      <OrganisationTable<Zone> entity="zone" query={list} table={table} filtered={!!(q || active || provinceId)} columns={columns} />
    </PageFrame>
  );
}
