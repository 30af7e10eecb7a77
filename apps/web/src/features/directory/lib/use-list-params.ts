import { useSearchParams } from 'react-router';

export const PAGE_SIZES = [10, 20, 50, 100];

/**
 * A list's filters, paging and sort in the address (shareable, survive a refresh and the back button). `update`
 * drops empty values; changing anything but `page` goes back to the first page.
 */
export function useListParams(defaultSort: string) {
  const [search, setSearch] = useSearchParams();
  const get = (key: string) => search.get(key) ?? undefined;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const size = PAGE_SIZES.includes(Number(search.get('size'))) ? Number(search.get('size')) : 20;
  const sort = search.get('sort') || defaultSort;
  const update = (patch: Record<string, string | number | undefined | null>) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v === undefined || v === null || v === '') next.delete(k);
          else next.set(k, String(v));
        }
        if (!('page' in patch)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  return { get, page, size, sort, update };
}

/** antd's sort order for a column from a `field` / `-field` sort value. */
export const sortOrderOf = (sort: string, field: string): 'ascend' | 'descend' | null =>
  sort === field ? 'ascend' : sort === `-${field}` ? 'descend' : null;
