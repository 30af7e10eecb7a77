import { Alert, Button, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useProvinces } from '../api/list-provinces';
import { useZoneList, type Zone, type ZoneListParams } from '../api/list-zones';
import { ListToolbar } from '../../../components/list-toolbar';
import { PageFrame } from '../../../components/page-frame';
import { useTableState } from '../../../lib/use-table-state';
import { useAreaPrefix } from '../../../lib/use-area-prefix';
import { useErrorText } from '../../../lib/use-error-text';
import { organisationErrorTexts } from '../lib/error-texts';

const SORTS = ['name', '-name', 'createdAt', '-createdAt'] as const;

/** /admin/zone/list: the zones with search, active and province filters, server paging and sorting. */
export function ZoneListPage() {
  const { t } = useTranslation();
  const errorText = useErrorText(organisationErrorTexts);
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
          {
            id: 'zone-active',
            label: t('organisation.common.state'),
            value: active,
            onChange: (v) => update({ active: v }),
            width: 150,
            options: [
              { value: 'true', label: t('organisation.common.active') },
              { value: 'false', label: t('organisation.common.inactive') },
            ],
          },
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
      {list.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={errorText(list.error)}
          action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}
        />
      )}
      <Table<Zone>
        rowKey="id"
        data-testid="zone-table"
        dataSource={list.data?.items ?? []}
        loading={list.isPending || list.isPlaceholderData}
        onChange={table.onTableChange}
        scroll={{ x: 640 }}
        locale={{ emptyText: q || active || provinceId ? t('organisation.zone.noMatch') : t('organisation.zone.empty') }}
        pagination={table.pagination(list.data?.total, (total) => t('organisation.zone.total', { count: total }))}
        columns={[
          {
            key: 'name',
            title: t('organisation.zone.name'),
            dataIndex: 'name',
            sorter: true,
            sortOrder: table.sortOrder('name'),
            render: (name: string, z) => <Link to={`${prefix}/zone/details/${z.id}`}>{name}</Link>,
          },
          { key: 'province', title: t('organisation.zone.province'), dataIndex: 'provinceName' },
          {
            key: 'corners',
            title: t('organisation.zone.corners'),
            align: 'right',
            render: (_: unknown, z) => Math.max(0, (z.polygon.coordinates[0]?.length ?? 1) - 1),
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
            render: (_: unknown, z) => (
              <Link to={`${prefix}/zone/details/${z.id}`} aria-label={t('organisation.zone.detailsOf', { name: z.name })}>
                {t('organisation.common.details')}
              </Link>
            ),
          },
        ]}
      />
    </PageFrame>
  );
}
