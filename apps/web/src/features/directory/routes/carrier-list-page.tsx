import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCarrierList } from '../api/list-carriers';
import type { CarrierListParams, CarrierRow } from '@kurye/contracts/carriers';
import { ActiveTag } from '../components/active-tag';
import { CarrierStatusTag } from '../components/carrier-status-tag';
import { CarrierTypeSelect } from '../components/carrier-type-select';
import { PageFrame } from '../../../components/page-frame';
import { ChoiceFilter } from '../../../components/filter-row';
import { ActiveFilter, DirectoryFilters, ZoneFilter } from '../components/directory-filters';
import { DirectoryTable } from '../components/directory-table';
import { formatPhone } from '../lib/phone';
import { useAreaPrefix } from '../../../lib/use-area-prefix';
import { useTableState } from '../../../lib/use-table-state';
import { formatShortDateTime } from '../../../lib/format';
import { sortableColumn } from '../../../lib/table-columns';
import { useCarrierTypeName } from '../../../lib/carrier-types-query';

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
  const query = useCarrierList(params);
  const typeName = useCarrierTypeName();

  const columns: ColumnsType<CarrierRow> = [
    sortableColumn(list, 'name', t('directory.carrier.name'), {
      render: (name: string, row) => <Link to={`${prefix}/carrier/details/${row.id}`}>{name}</Link>,
    }),
    { key: 'type', title: t('directory.carrier.type'), dataIndex: 'carrierTypeName', render: (name: string, row) => typeName(row.carrierTypeId, name) },
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
    sortableColumn(list, 'createdAt', t('directory.createdAt'), { render: (v: string) => formatShortDateTime(v) }),
  ];

  return (
    <PageFrame title={t('pages.carrierList')}>
      <DirectoryFilters
        list={list}
        search={{ placeholder: t('directory.carrier.searchPlaceholder'), width: 260 }}
        clear={{ shown: filtered, params: ['zoneId', 'carrierTypeId', 'active', 'isJoker'] }}
      >
        <ZoneFilter list={list} minWidth={180} />
        <CarrierTypeSelect
          allowClear
          aria-label={t('directory.filters.carrierType')}
          value={params.carrierTypeId}
          onChange={(carrierTypeId) => list.update({ carrierTypeId })}
          style={{ minWidth: 170 }}
        />
        <ActiveFilter list={list} value={params.active} inactive={t('directory.filters.suspendedOnly')} minWidth={150} />
        <ChoiceFilter
          label={t('directory.filters.joker')}
          value={params.isJoker}
          onChange={(v) => list.update({ isJoker: v })}
          minWidth={150}
          allLabel={t('directory.filters.allJoker')}
          options={[
            { value: 'true', label: t('directory.filters.jokerOnly') },
            { value: 'false', label: t('directory.filters.notJoker') },
          ]}
        />
      </DirectoryFilters>
      <DirectoryTable<CarrierRow>
        query={query}
        table={list}
        columns={columns}
        scroll={{ x: 960 }}
        filtered={filtered}
        emptyText={t('directory.carrier.empty')}
      />
    </PageFrame>
  );
}
