import { Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatShortDateTime } from '../../../lib/format';
import { useStoreList } from '../api/list-stores';
import type { StoreListParams, StoreRow } from '@kurye/contracts/stores';
import { ActiveTag } from '../components/active-tag';
import { PageFrame } from '../../../components/page-frame';
import { ActiveFilter, DirectoryFilters, ZoneFilter } from '../components/directory-filters';
import { DirectoryTable } from '../components/directory-table';
import { formatPhone } from '../lib/phone';
import { useAreaPrefix } from '../../../lib/use-area-prefix';
import { useTableState } from '../../../lib/use-table-state';
import { usePermission } from '../lib/use-permission';
import { sortableColumn } from '../../../lib/table-columns';

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
  const filtered = !!(params.q || params.zoneId || params.active);
  const query = useStoreList(params);

  const columns: ColumnsType<StoreRow> = [
    sortableColumn(list, 'name', t('directory.store.name'), {
      render: (name: string, row) => <Link to={`${prefix}/store/details/${row.id}`}>{name}</Link>,
    }),
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
    sortableColumn(list, 'createdAt', t('directory.createdAt'), { render: (v: string) => formatShortDateTime(v) }),
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
      <DirectoryFilters
        list={list}
        search={{ placeholder: t('directory.store.searchPlaceholder'), width: 280 }}
        clear={{ shown: filtered, params: ['zoneId', 'active'] }}
      >
        <ZoneFilter list={list} minWidth={200} />
        <ActiveFilter list={list} value={params.active} inactive={t('directory.filters.inactiveOnly')} minWidth={160} />
      </DirectoryFilters>
      <DirectoryTable<StoreRow> query={query} table={list} columns={columns} scroll={{ x: 900 }} filtered={filtered} emptyText={t('directory.store.empty')} />
    </PageFrame>
  );
}
