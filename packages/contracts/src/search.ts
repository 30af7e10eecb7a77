import { z } from 'zod';

export const searchBody = z.object({ query: z.string().trim().min(2).max(100) });

export const searchResultSet = z.object({
  id: z.enum(['pages', 'stores', 'couriers', 'requests']),
  label: z.string(),
  results: z.array(z.object({ value: z.string(), detail: z.string().optional(), link: z.string().optional() })),
});
export type SearchResultSet = z.infer<typeof searchResultSet>;
export type SearchResult = SearchResultSet['results'][number];
export const searchResults = z.array(searchResultSet);
