import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { searchKeys } from './keys';

export interface SearchResultSet {
  id: 'pages' | 'stores' | 'couriers' | 'requests';
  label: string;
  results: { value: string; detail?: string; link?: string }[];
}

/** The specification's minimum query length and debounce. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 300;

export const search = (query: string, signal?: AbortSignal) => api.post<SearchResultSet[]>('/api/common/search', { query }, { signal });

export const searchQuery = (query: string) =>
  queryOptions({ queryKey: searchKeys.results(query), queryFn: ({ signal }) => search(query, signal), staleTime: 10_000, placeholderData: keepPreviousData });

/** Results for a debounced query; nothing is sent below the minimum length. */
export const useSearch = (query: string) => useQuery({ ...searchQuery(query), enabled: query.length >= SEARCH_MIN_LENGTH });
