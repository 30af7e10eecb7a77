import { Link, useLocation } from 'react-router';
import type { TableProps } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_PROBLEMS, type AttentionRow, type DocumentProblem } from '@kurye/contracts/documents';
import { ChoiceFilter, FilterRow } from '../../../components/filter-row';
import { PageFrame } from '../../../components/page-frame';
import { PagedTable } from '../../../components/paged-table';
import { RetryAlert } from '../../../components/retry-alert';
import { sortableColumn } from '../../../lib/table-columns';
import { useTableState } from '../../../lib/use-table-state';
import { useAttention } from '../api/get-attention';
import { Tag } from 'antd';

const SORTS = ['carrierName', 'expiresAt'];
const COLORS: Record<DocumentProblem, string> = { missing: 'default', rejected: 'red', pending: 'gold', expired: 'red', expiring: 'orange' };

/** Süresi dolan / eksik belgeler: the required documents of active couriers that need attention. */
export function AttentionPage() {
  return (
    <PageFrame page="documentsAttention">
      <AttentionBody />
    </PageFrame>
  );
}

function AttentionBody() {
  const { t } = useTranslation();
  const table = useTableState(SORTS);
  const { pathname } = useLocation();
  const documentsPath = pathname.replace(/\/attention$/, '');
  const problem = table.get('problem') as DocumentProblem | undefined;
  const query = useAttention({ ...table.paging, problem, q: table.get('q') });

  const columns: TableProps<AttentionRow>['columns'] = [
    sortableColumn(table, 'carrierName', t('documents.field.courier')),
    { key: 'zone', title: t('documents.field.zone'), dataIndex: 'zoneName', responsive: ['md'] },
    { key: 'kind', title: t('documents.field.kind'), render: (_, r) => t(`documents.kind.${r.kind}`) },
    { key: 'problem', title: t('documents.field.problem'), render: (_, r) => <Tag color={COLORS[r.problem]}>{t(`documents.problem.${r.problem}`)}</Tag> },
    sortableColumn(table, 'expiresAt', t('documents.field.expiresAt'), {
      render: (_: unknown, r: AttentionRow) => (r.expiresAt ? dayjs(r.expiresAt).format('DD.MM.YYYY') : '—'),
    }),
    {
      key: 'open',
      title: t('documents.field.actions'),
      render: (_, r) => <Link to={`${documentsPath}?folderId=${encodeURIComponent(r.folderId)}`}>{t('documents.openFolder')}</Link>,
    },
  ];

  return (
    <>
      <FilterRow
        label={t('documents.filters')}
        search={{ value: table.get('q'), placeholder: t('documents.searchCourier'), width: 240, onSearch: (q) => table.update({ q }) }}
        clear={{ shown: !!(problem || table.get('q')), label: t('documents.clearFilters'), onClear: () => table.update({ q: undefined, problem: undefined }) }}
      >
        <ChoiceFilter
          label={t('documents.field.problem')}
          value={problem}
          allLabel={t('documents.allProblems')}
          options={DOCUMENT_PROBLEMS.map((p) => ({ value: p, label: t(`documents.problem.${p}`) }))}
          onChange={(v) => table.update({ problem: v || undefined })}
          minWidth={200}
        />
      </FilterRow>
      {query.isError ? (
        <RetryAlert text={t('documents.attentionError')} retryLabel={t('documents.retry')} onRetry={() => void query.refetch()} />
      ) : (
        <PagedTable<AttentionRow>
          rowKey={(r) => `${r.carrierId}:${r.kind}`}
          table={table}
          data={query.data}
          loading={query.isLoading}
          columns={columns}
          emptyText={t('documents.attentionEmpty')}
          scroll={{ x: 700 }}
        />
      )}
    </>
  );
}
