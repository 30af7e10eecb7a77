import { useSearchParams } from 'react-router';

const SIZES = [10, 20, 50, 100];

/**
 * A list's search, filters, paging and sort kept in the address (shareable, kept on refresh and on "back").
 * `sorts` lists the allowed values; the first is the default.
 */
export function useListParams<S extends string, F extends string>(sorts: readonly S[], filters: readonly F[]) {
  const [search, setSearch] = useSearchParams();
  const sort = search.get('sort');
  const values = {
    q: search.get('q') ?? undefined,
    page: Math.max(1, Number(search.get('page')) || 1),
    size: SIZES.includes(Number(search.get('size'))) ? Number(search.get('size')) : 20,
    sort: (sorts.includes(sort as S) ? sort : sorts[0]) as S,
    filters: Object.fromEntries(filters.map((f) => [f, search.get(f) ?? undefined])) as Record<F, string | undefined>,
  };
  const update = (patch: Record<string, string | number | undefined>) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v === undefined || v === '') next.delete(k);
          else next.set(k, String(v));
        }
        return next;
      },
      { replace: true },
    );
  return { ...values, update, sizes: SIZES };
}

/** antd's sort order of a column for a `field` / `-field` sort value. */
export const orderOf = (sort: string, field: string) => (sort === field ? ('ascend' as const) : sort === `-${field}` ? ('descend' as const) : null);
