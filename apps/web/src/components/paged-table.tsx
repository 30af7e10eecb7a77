import type { ReactNode } from 'react';
import { Table, type TableProps } from 'antd';
import type { useTableState } from '../lib/use-table-state';

type TableState = Pick<ReturnType<typeof useTableState>, 'onTableChange' | 'pagination'>;

/** The parts of a TanStack list query (`{ items, total }` pages) a list table reads. */
export interface ListQuery<Row> {
  data: { items: Row[]; total: number } | undefined;
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  isError: boolean;
  error: unknown;
  refetch(): Promise<unknown>;
}

export interface PagedTableProps<Row> extends Omit<TableProps<Row>, 'dataSource' | 'pagination' | 'onChange' | 'locale'> {
  /** The list's state in the address (`useTableState`): sort and paging follow the table. */
  table: TableState;
  /** One page of rows as the server answered it (undefined while none has come). */
  data: { items: Row[]; total: number } | undefined;
  /** What an empty page says (usually one text with filters set, another without); antd's "Veri yok" unless given. */
  emptyText?: ReactNode;
  /** "N kayıt" under the table. */
  totalText?: (total: number) => string;
  /** A failed load to show instead of the table; nothing (false, null) shows the table. */
  failure?: ReactNode;
}

/**
 * The server-paged table of a list page: the rows of `data`, the address's sort and paging (`table`), the empty text
 * and the total. A page that shows a failure instead of the table passes it as `failure`.
 */
export function PagedTable<Row extends object>({ table, data, emptyText, totalText, failure, ...props }: PagedTableProps<Row>) {
  if (failure) return <>{failure}</>;
  return (
    <Table<Row>
      dataSource={data?.items ?? []}
      onChange={table.onTableChange as TableProps<Row>['onChange']}
      pagination={table.pagination(data?.total, totalText)}
      locale={{ emptyText }}
      {...props}
    />
  );
}
