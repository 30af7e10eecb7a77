import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { PagedTable, type ListQuery, type PagedTableProps } from '../../../components/paged-table';

interface Props<Row> extends Omit<PagedTableProps<Row>, 'data' | 'failure' | 'loading' | 'rowKey' | 'emptyText' | 'totalText'> {
  query: ListQuery<Row>;
  /** Whether a search or filter is set: an empty page then says so (`directory.emptyFiltered`). */
  filtered: boolean;
  /** What an empty list says with nothing filtered. */
  emptyText: string;
}

/**
 * The table of a directory list (stores, couriers, applications): rows by id, spinning while any load runs, "N kayıt",
 * and a failed load with no page yet shown instead of the table.
 */
export function DirectoryTable<Row extends { id: string }>({ query, filtered, emptyText, ...props }: Props<Row>) {
  const { t } = useTranslation();
  return (
    <PagedTable<Row>
      rowKey="id"
      data={query.data}
      failure={query.isError && !query.data && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
      loading={query.isPending || query.isFetching}
      emptyText={filtered ? t('directory.emptyFiltered') : emptyText}
      totalText={(total) => t('directory.total', { count: total })}
      {...props}
    />
  );
}
