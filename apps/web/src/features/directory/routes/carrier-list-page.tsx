import { Button, Flex, Input, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCarrierList } from '../api/list-carriers';
import type { CarrierListParams, CarrierRow } from '@kurye/contracts/carriers';
import { ActiveTag } from '../components/active-tag';
import { CarrierStatusTag } from '../components/carrier-status-tag';
import { CarrierTypeSelect } from '../components/carrier-type-select';
import { PageFrame } from '../../../components/page-frame';
import { LoadError } from '../../../components/load-error';
import { ZoneSelect } from '../components/zone-select';
import { formatPhone } from '../lib/phone';
import { useAreaPrefix } from '../../../lib/use-area-prefix';
import { useTableState } from '../../../lib/use-table-state';
import { formatShortDateTime } from '../../../lib/format';

const SORTS = ['name', '-name', 'createdAt', '-createdAt'];
const bool = (v: string | undefined) => (v === 'true' || v === 'false' ? v : undefined);

/** …/carrier/list: couriers with search, zone, carrier type, active and joker filters, server paging. */
export function CarrierListPage() {
  const { t } = useTranslation();
  const prefix = useAreaPrefix();
  const list = useTableState(SORTS);
  const params: CarrierListParams = {
    page: list.page,
    size: list.size,
    sort: list.sort,
    q: list.get('q'),
    zoneId: list.get('zoneId'),
    carrierTypeId: list.get('carrierTypeId'),
    active: bool(list.get('active')),
    isJoker: bool(list.get('isJoker')),
  };
  const filtered = !!(params.q || params.zoneId || params.carrierTypeId || params.active || params.isJoker);
  const { data, isPending, isFetching, isError, error, refetch } = useCarrierList(params);

  const columns: ColumnsType<CarrierRow> = [
    {
      key: 'name',
      title: t('directory.carrier.name'),
      dataIndex: 'name',
      sorter: true,
      sortOrder: list.sortOrder('name'),
      render: (name: string, row) => <Link to={`${prefix}/carrier/details/${row.id}`}>{name}</Link>,
    },
    { key: 'type', title: t('directory.carrier.type'), dataIndex: 'carrierTypeName' },
    { key: 'zone', title: t('directory.zone'), dataIndex: 'zoneName' },
    { key: 'phone', title: t('directory.phone'), dataIndex: 'phone', render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatPhone(v)}</span> },
    { key: 'state', title: t('directory.carrier.stateTitle'), dataIndex: 'status', render: (s: CarrierRow['status']) => <CarrierStatusTag status={s} /> },
    {
      key: 'joker',
      title: t('directory.carrier.joker'),
      dataIndex: 'isJoker',
      render: (v: boolean) => (v ? <Tag color="purple">{t('directory.carrier.jokerYes')}</Tag> : t('directory.no')),
    },
    {
      key: 'active',
      title: t('directory.status'),
      dataIndex: 'active',
      render: (v: boolean) => <ActiveTag active={v} inactiveLabel={t('directory.carrier.suspended')} />,
    },
    {
      key: 'createdAt',
      title: t('directory.createdAt'),
      dataIndex: 'createdAt',
      sorter: true,
      sortOrder: list.sortOrder('createdAt'),
      render: (v: string) => formatShortDateTime(v),
    },
  ];

  const yesNo = (all: string, yes: string, no: string) => [
    { value: '', label: all },
    { value: 'true', label: yes },
    { value: 'false', label: no },
  ];

  return (
    <PageFrame title={t('pages.carrierList')}>
      <Flex wrap gap={12} style={{ marginBottom: 16 }} role="search" aria-label={t('directory.filters.label')}>
        <Input.Search
          key={params.q ?? ''}
          defaultValue={params.q}
          allowClear
          placeholder={t('directory.carrier.searchPlaceholder')}
          aria-label={t('directory.filters.search')}
          onSearch={(q) => list.update({ q: q.trim() })}
          style={{ width: 260 }}
        />
        <ZoneSelect
          allowClear
          aria-label={t('directory.filters.zone')}
          value={params.zoneId}
          onChange={(zoneId) => list.update({ zoneId })}
          style={{ minWidth: 180 }}
        />
        <CarrierTypeSelect
          allowClear
          aria-label={t('directory.filters.carrierType')}
          value={params.carrierTypeId}
          onChange={(carrierTypeId) => list.update({ carrierTypeId })}
          style={{ minWidth: 170 }}
        />
        <Select<string>
          aria-label={t('directory.filters.status')}
          value={params.active ?? ''}
          onChange={(v) => list.update({ active: v })}
          style={{ minWidth: 150 }}
          options={yesNo(t('directory.filters.allStatuses'), t('directory.filters.activeOnly'), t('directory.filters.suspendedOnly'))}
        />
        <Select<string>
          aria-label={t('directory.filters.joker')}
          value={params.isJoker ?? ''}
          onChange={(v) => list.update({ isJoker: v })}
          style={{ minWidth: 150 }}
          options={yesNo(t('directory.filters.allJoker'), t('directory.filters.jokerOnly'), t('directory.filters.notJoker'))}
        />
        {filtered && (
          <Button onClick={() => list.update({ q: undefined, zoneId: undefined, carrierTypeId: undefined, active: undefined, isJoker: undefined })}>
            {t('directory.filters.clear')}
          </Button>
        )}
      </Flex>
      {isError && !data ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <Table<CarrierRow>
          rowKey="id"
          columns={columns}
          dataSource={data?.items ?? []}
          loading={isPending || isFetching}
          onChange={list.onTableChange}
          scroll={{ x: 960 }}
          locale={{ emptyText: filtered ? t('directory.emptyFiltered') : t('directory.carrier.empty') }}
          pagination={list.pagination(data?.total, (total) => t('directory.total', { count: total }))}
        />
      )}
    </PageFrame>
  );
}
