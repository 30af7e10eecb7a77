import { Button, Flex, Input, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatShortDateTime } from '../../../lib/format';
import { useStoreList } from '../api/list-stores';
import type { StoreListParams, StoreRow } from '@kurye/contracts/stores';
import { ActiveTag } from '../components/active-tag';
import { PageFrame } from '../../../components/page-frame';
import { LoadError } from '../../../components/load-error';
import { ZoneSelect } from '../components/zone-select';
import { formatPhone } from '../lib/phone';
import { useAreaPrefix } from '../../../lib/use-area-prefix';
import { useTableState } from '../../../lib/use-table-state';
import { usePermission } from '../lib/use-permission';

const SORTS = ['name', '-name', 'createdAt', '-createdAt'];

/** …/store/list: stores of the user's zones with search, zone and status filters, server paging and the balance. */
export function StoreListPage() {
  const { t } = useTranslation();
  const prefix = useAreaPrefix();
  const canCredit = usePermission('stores.credit') && prefix !== '/zone-operator';
  const list = useTableState(SORTS);
  const active = list.get('active');
  const params: StoreListParams = {
    page: list.page,
    size: list.size,
    sort: list.sort,
    q: list.get('q'),
    zoneId: list.get('zoneId'),
    active: active === 'true' || active === 'false' ? active : undefined,
  };
  const { data, isPending, isFetching, isError, error, refetch } = useStoreList(params);

  const columns: ColumnsType<StoreRow> = [
    {
      key: 'name',
      title: t('directory.store.name'),
      dataIndex: 'name',
      sorter: true,
      sortOrder: list.sortOrder('name'),
      render: (name: string, row) => <Link to={`${prefix}/store/details/${row.id}`}>{name}</Link>,
    },
    { key: 'zone', title: t('directory.zone'), dataIndex: 'zoneName' },
    { key: 'phone', title: t('directory.phone'), dataIndex: 'phone', render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatPhone(v)}</span> },
    { key: 'status', title: t('directory.status'), dataIndex: 'active', render: (v: boolean) => <ActiveTag active={v} /> },
    {
      key: 'balance',
      title: t('directory.store.balance'),
      dataIndex: 'balance',
      align: 'right',
      render: (v: number) => (
        <Typography.Text type={v < 0 ? 'danger' : undefined} style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(v)}
        </Typography.Text>
      ),
    },
    {
      key: 'createdAt',
      title: t('directory.createdAt'),
      dataIndex: 'createdAt',
      sorter: true,
      sortOrder: list.sortOrder('createdAt'),
      render: (v: string) => formatShortDateTime(v),
    },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t('directory.actions')}</span>,
      render: (_, row) => (
        <Space size="small" wrap>
          <Link to={`${prefix}/store/details/${row.id}`} aria-label={t('directory.detailsOf', { name: row.name })}>
            {t('directory.details')}
          </Link>
          {canCredit && (
            <Link to={`${prefix}/store/credit/${row.id}`} aria-label={t('directory.store.creditOf', { name: row.name })}>
              {t('directory.store.credit')}
            </Link>
          )}
        </Space>
      ),
    },
  ];

  return (
    <PageFrame title={t('pages.storeList')}>
      <Flex wrap gap={12} style={{ marginBottom: 16 }} role="search" aria-label={t('directory.filters.label')}>
        <Input.Search
          key={params.q ?? ''}
          defaultValue={params.q}
          allowClear
          placeholder={t('directory.store.searchPlaceholder')}
          aria-label={t('directory.filters.search')}
          onSearch={(q) => list.update({ q: q.trim() })}
          style={{ width: 280 }}
        />
        <ZoneSelect
          allowClear
          aria-label={t('directory.filters.zone')}
          value={params.zoneId}
          onChange={(zoneId) => list.update({ zoneId })}
          style={{ minWidth: 200 }}
        />
        <Select<string>
          aria-label={t('directory.filters.status')}
          value={params.active ?? ''}
          onChange={(v) => list.update({ active: v })}
          style={{ minWidth: 160 }}
          options={[
            { value: '', label: t('directory.filters.allStatuses') },
            { value: 'true', label: t('directory.filters.activeOnly') },
            { value: 'false', label: t('directory.filters.inactiveOnly') },
          ]}
        />
        {(params.q || params.zoneId || params.active) && (
          <Button onClick={() => list.update({ q: undefined, zoneId: undefined, active: undefined })}>{t('directory.filters.clear')}</Button>
        )}
      </Flex>
      {isError && !data ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <Table<StoreRow>
          rowKey="id"
          columns={columns}
          dataSource={data?.items ?? []}
          loading={isPending || isFetching}
          onChange={list.onTableChange}
          scroll={{ x: 900 }}
          locale={{ emptyText: params.q || params.zoneId || params.active ? t('directory.emptyFiltered') : t('directory.store.empty') }}
          pagination={list.pagination(data?.total, (total) => t('directory.total', { count: total }))}
        />
      )}
    </PageFrame>
  );
}
