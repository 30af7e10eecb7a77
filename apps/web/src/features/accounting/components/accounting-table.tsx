import { useTranslation } from 'react-i18next';
import { PagedTable, type ListQuery, type PagedTableProps } from '../../../components/paged-table';
import { LoadError } from './load-error';

interface Props<Row> extends Omit<PagedTableProps<Row>, 'data' | 'failure' | 'loading' | 'emptyText' | 'totalText'> {
  query: ListQuery<Row>;
  /** Whether a filter narrows the list: an empty page then says so (`accounting.emptyFiltered`). */
  filtered: boolean;
  /** What an empty list says with nothing filtered. */
  emptyText: string;
}

/**
 * The table of an accounting list: spinning while any load runs, "N kayıt", and a failed load with no page yet shown
 * (the server's message and a retry) instead of the table.
 */
export function AccountingTable<Row extends object>({ query, filtered, emptyText, ...props }: Props<Row>) {
  const { t } = useTranslation();
  return (
    <PagedTable<Row>
      data={query.data}
      failure={query.isError && !query.data && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
      loading={query.isPending || query.isFetching}
      emptyText={filtered ? t('accounting.emptyFiltered') : emptyText}
      totalText={(total) => t('accounting.total', { count: total })}
      {...props}
    />
  );
}
