import type { ColumnType } from 'antd/es/table';
import { formatDateTime } from './format';

/** The part of `useTableState` a column reads: the arrow of the sort in force. */
interface SortState {
  sortOrder(field: string): 'ascend' | 'descend' | null;
}

/**
 * A column the server sorts by: its key, field and sort name are one (`sort=createdAt` / `-createdAt`); `column` adds
 * the rest (render, align…). `sortableColumn(table, 'name', title)` stands for
 * `{ key: 'name', title, dataIndex: 'name', sorter: true, sortOrder: table.sortOrder('name') }`.
 */
export function sortableColumn<Row>(table: SortState, key: string, title: ColumnType<Row>['title'], column: ColumnType<Row> = {}): ColumnType<Row> {
  return { key, title, dataIndex: key, sorter: true, sortOrder: table.sortOrder(key), ...column };
}

/** A date-time cell in the long form ("5 Mart 2025 Çarşamba 14:30"). */
export const dateTimeCell = (value: string) => formatDateTime(value);

/** A date-time cell that may be empty: "—" when there is none. */
export const optionalDateTimeCell = (value: string | null) => (value ? formatDateTime(value) : '—');
