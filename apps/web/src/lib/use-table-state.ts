import type { TablePaginationConfig } from 'antd';
import { useSearchParams } from 'react-router';

export const PAGE_SIZES = [10, 20, 50, 100];
const DEFAULT_SIZE = 20;

type Patch = Record<string, string | number | undefined | null>;
/** The part of antd's `SorterResult<Row>` we read; any row type fits. */
type Sorter = { order?: 'ascend' | 'descend' | null; columnKey?: string | number | bigint; field?: unknown };

/**
 * The one way a list page keeps its state: search, filters, paging and sort live in the address, so a list is
 * shareable and survives a refresh and the back button. Sort values are `field` or `-field`; `sorts` lists the allowed
 * fields (the first is the default); `defaultSize` is the page size without one in the address (20). `update` drops empty values, and changing anything but `page` or `size` goes back
 * to the first page.
 *
 * ```tsx
 * const table = useTableState(['name', '-createdAt']);
 * const query = useQuery(listStores({ q: table.get('q'), ...table.paging }));
 * <Table onChange={table.onTableChange} pagination={table.pagination(query.data?.total)} columns={[
 *   { dataIndex: 'name', sorter: true, sortOrder: table.sortOrder('name') }, …]} />
 * ```
 */
export function useTableState(sorts: readonly string[], defaultSize = DEFAULT_SIZE) {
  const [search, setSearch] = useSearchParams();
  const get = (key: string) => search.get(key) || undefined;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const size = PAGE_SIZES.includes(Number(search.get('size'))) ? Number(search.get('size')) : defaultSize;
  const allowed = new Set(sorts.flatMap((s) => [s.replace(/^-/, ''), `-${s.replace(/^-/, '')}`]));
  const requested = search.get('sort');
  const sort = requested && allowed.has(requested) ? requested : sorts[0];

  const update = (patch: Patch) =>
    setSearch(
      () => {
        // The address as it is now, not as this render saw it: a handler created before the last update (a search
        // box submitting right after a sort click) would otherwise write the older state back.
        const next = new URLSearchParams(window.location.search);
        for (const [k, v] of Object.entries(patch)) {
          if (v === undefined || v === null || v === '') next.delete(k);
          else next.set(k, String(v));
        }
        if (!('page' in patch) && !('size' in patch)) next.delete('page');
        return next;
      },
      { replace: true },
    );

  /** antd's order arrow for a column. */
  const sortOrder = (field: string): 'ascend' | 'descend' | null => (sort === field ? 'ascend' : sort === `-${field}` ? 'descend' : null);

  /** Hand to antd `Table`'s `onChange`: a new sort goes back to page one; paging keeps the sort. */
  const onTableChange = (pagination: TablePaginationConfig, _filters: unknown, sorter: Sorter | Sorter[]) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = one?.order ? String(one.columnKey ?? one.field) : undefined;
    const nextSort = field ? (one.order === 'descend' ? `-${field}` : field) : sorts[0];
    if (nextSort !== sort) update({ sort: nextSort === sorts[0] ? undefined : nextSort });
    else
      update({
        page: pagination.current === 1 ? undefined : pagination.current,
        size: pagination.pageSize === defaultSize ? undefined : pagination.pageSize,
      });
  };

  /** antd pagination for a list of `total` rows. */
  const pagination = (total: number | undefined, showTotal?: (total: number) => string): TablePaginationConfig => ({
    current: page,
    pageSize: size,
    total: total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES,
    showTotal,
  });

  return { get, page, size, sort, paging: { page, size, sort }, update, sortOrder, onTableChange, pagination };
}
