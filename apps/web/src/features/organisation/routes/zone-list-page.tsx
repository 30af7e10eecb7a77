import { Alert, Button, Form, Input, Select, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useProvinces } from '../api/list-provinces';
import { useZoneList, type Zone, type ZoneListParams } from '../api/list-zones';
import { PageFrame } from '../../../components/page-frame';
import { useTableState } from '../../../lib/use-table-state';
import { useAreaPrefix } from '../lib/use-area-prefix';
import { useErrorText } from '../lib/use-error-text';

const SORTS = ['name', '-name', 'createdAt', '-createdAt'] as const;

/** /admin/zone/list: the zones with search, active and province filters, server paging and sorting. */
export function ZoneListPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
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
      <Form noValidate layout="inline" style={{ marginBottom: 16, rowGap: 8 }} onSubmitCapture={(e) => e.preventDefault()}>
        <Form.Item label={t('organisation.common.search')} htmlFor="zone-search">
          <Input.Search
            id="zone-search"
            allowClear
            defaultValue={q}
            placeholder={t('organisation.zone.searchPlaceholder')}
            onSearch={(v) => update({ q: v.trim() || undefined })}
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
            onChange={(v) => update({ active: v })}
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
            onChange={(v) => update({ province: v })}
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
