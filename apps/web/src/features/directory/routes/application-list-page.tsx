import { Tabs } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_STATUSES,
  type ApplicationKind,
  type ApplicationStatus,
  type ApplicationListParams,
  type ApplicationRow,
} from '@kurye/contracts/applications';
import { formatShortDateTime } from '../../../lib/format';
import { useApplicationList } from '../api/list-applications';
import { PageFrame } from '../../../components/page-frame';
import { DirectoryFilters } from '../components/directory-filters';
import { DirectoryTable } from '../components/directory-table';
import { formatPhone } from '../lib/phone';
import { useAreaPrefix } from '../../../lib/use-area-prefix';
import { useTableState } from '../../../lib/use-table-state';
import { sortableColumn } from '../../../lib/table-columns';

const SORTS = ['-createdAt', 'name'];

function ApplicationList({ kind }: { kind: ApplicationKind }) {
  const { t } = useTranslation();
  const prefix = useAreaPrefix();
  const list = useTableState(SORTS);
  const statusParam = list.get('status');
  const status: ApplicationStatus = APPLICATION_STATUSES.includes(statusParam as ApplicationStatus) ? (statusParam as ApplicationStatus) : 'pending';
  const params: ApplicationListParams = {
    kind,
    status,
    page: list.page,
    size: list.size,
    sort: list.sort,
    q: list.get('q'),
  };
  const query = useApplicationList(params);
  const detailsPath = (id: string) => `${prefix}/${kind}/registry/details/${id}`;
  const pageKey = kind === 'carrier' ? 'carrierRegistryList' : 'storeRegistryList';

  const columns: ColumnsType<ApplicationRow> = [
    sortableColumn(list, 'name', t('directory.applications.applicant'), { render: (name: string, row) => <Link to={detailsPath(row.id)}>{name}</Link> }),
    ...(kind === 'store' ? [{ key: 'storeName', title: t('directory.store.name'), dataIndex: 'storeName', render: (v: string | null) => v ?? '—' }] : []),
    { key: 'email', title: t('directory.email'), dataIndex: 'email' },
    { key: 'phone', title: t('directory.phone'), dataIndex: 'phone', render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatPhone(v)}</span> },
    { key: 'zone', title: t('directory.zone'), dataIndex: 'zoneName', render: (v: string | null) => v ?? t('directory.applications.noZone') },
    sortableColumn(list, 'createdAt', t('directory.applications.submittedAt'), { render: (v: string) => formatShortDateTime(v) }),
    ...(status !== 'pending'
      ? [{ key: 'decidedAt', title: t('directory.applications.decidedAt'), dataIndex: 'decidedAt', render: (v: string | null) => formatShortDateTime(v) }]
      : []),
    {
      key: 'actions',
      title: <span className="visually-hidden">{t('directory.actions')}</span>,
      render: (_: unknown, row: ApplicationRow) => (
        <Link to={detailsPath(row.id)} aria-label={t('directory.applications.reviewOf', { name: row.name })}>
          {status === 'pending' ? t('directory.applications.review') : t('directory.details')}
        </Link>
      ),
    },
  ];

  return (
    <PageFrame title={t(`pages.${pageKey}`)}>
      <Tabs
        activeKey={status}
        onChange={(s) => list.update({ status: s === 'pending' ? undefined : s })}
        items={APPLICATION_STATUSES.map((s) => ({ key: s, label: t(`directory.applications.tab.${s}`) }))}
      />
      <DirectoryFilters list={list} search={{ placeholder: t(`directory.applications.searchPlaceholder.${kind}`), width: 300 }} />
      <DirectoryTable<ApplicationRow>
        query={query}
        table={list}
        columns={columns}
        scroll={{ x: 900 }}
        filtered={!!params.q}
        emptyText={t(`directory.applications.empty.${status}`)}
      />
    </PageFrame>
  );
}

export const CarrierRegistryListPage = () => <ApplicationList kind="carrier" />;
export const StoreRegistryListPage = () => <ApplicationList kind="store" />;
