import { Alert, Button, Form, Input, Select, Table, Tag, type TableProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useProvinces } from '../api/list-provinces';
import { useZoneList, type Zone, type ZoneListParams } from '../api/list-zones';
import { OrgPage } from '../components/org-page';
import { orderOf, useListParams } from '../lib/use-list-params';
import { useAreaPrefix } from '../lib/use-area-prefix';
import { useErrorText } from '../lib/use-error-text';

const SORTS = ['name', '-name', 'createdAt', '-createdAt'] as const;

/** /admin/zone/list: the zones with search, active and province filters, server paging and sorting. */
export function ZoneListPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const prefix = useAreaPrefix();
  const { q, page, size, sort, filters, update, sizes } = useListParams(SORTS, ['active', 'province'] as const);
  const provinces = useProvinces();
  const active = filters.active === 'true' || filters.active === 'false' ? filters.active : undefined;
  const provinceId = Number(filters.province) || undefined;
  const params: ZoneListParams = { page, size, sort, q, active, provinceId };
  const list = useZoneList(params);

  const onChange: TableProps<Zone>['onChange'] = (pagination, _f, sorter, extra) => {
    if (extra.action === 'sort') {
      const s = Array.isArray(sorter) ? sorter[0] : sorter;
      update({ sort: !s?.order ? undefined : s.order === 'ascend' ? 'name' : '-name', page: undefined });
    } else if (extra.action === 'paginate') update({ page: pagination.current, size: pagination.pageSize });
  };

  return (
    <OrgPage
      page="zoneList"
      extra={
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate(`${prefix}/zone/create`)}>
          {t('organisation.zone.create')}
        </Button>
      }
    >
      <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }} onSubmitCapture={(e) => e.preventDefault()}>
        <Form.Item label={t('organisation.common.search')} htmlFor="zone-search">
          <Input.Search
            id="zone-search"
            allowClear
            defaultValue={q}
            placeholder={t('organisation.zone.searchPlaceholder')}
            onSearch={(v) => update({ q: v.trim() || undefined, page: undefined })}
            style={{ width: 300 }}
            enterButton={t('organisation.common.searchButton')}
          />
        </Form.Item>
        <Form.Item label={t('organisation.common.state')} htmlFor="zone-active">
          <Select
            id="zone-active"
            allowClear
            placeholder={t('organisation.common.all')}
            style={{ width: 150 }}
            value={active}
            onChange={(v) => update({ active: v, page: undefined })}
            options={[
              { value: 'true', label: t('organisation.common.active') },
              { value: 'false', label: t('organisation.common.inactive') },
            ]}
          />
        </Form.Item>
        <Form.Item label={t('organisation.zone.province')} htmlFor="zone-province">
          <Select
            id="zone-province"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('organisation.common.all')}
            style={{ width: 180 }}
            value={provinceId}
            loading={provinces.isPending}
            onChange={(v) => update({ province: v, page: undefined })}
            options={(provinces.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          />
        </Form.Item>
      </Form>
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
        onChange={onChange}
        scroll={{ x: 640 }}
        locale={{ emptyText: q || active || provinceId ? t('organisation.zone.noMatch') : t('organisation.zone.empty') }}
        pagination={{
          current: page,
          pageSize: size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: sizes,
          showTotal: (total) => t('organisation.zone.total', { count: total }),
        }}
        columns={[
          {
            key: 'name',
            title: t('organisation.zone.name'),
            dataIndex: 'name',
            sorter: true,
            sortOrder: orderOf(sort, 'name'),
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
    </OrgPage>
  );
}
