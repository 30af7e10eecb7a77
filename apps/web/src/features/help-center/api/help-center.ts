import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  HELP_SEARCH_MIN_LENGTH,
  type HelpFaqCategory,
  type HelpGuide,
  type HelpGuideCategory,
  type HelpSearchResult,
  type helpGuideInput,
} from '@kurye/contracts/help-center';
import type { Wire } from '@kurye/contracts/paging';
import { api } from '../../../lib/api-client';
import { helpKeys } from './keys';

export type GuideCategory = Wire<HelpGuideCategory>;
export type Guide = Wire<HelpGuide>;
export type GuideInput = z.input<typeof helpGuideInput>;

const base = '/api/apps/help-center';

export const faqsQuery = (slug?: string) =>
  queryOptions({ queryKey: helpKeys.faqs(slug), queryFn: () => api.get<HelpFaqCategory[]>(`${base}/faqs`, { params: { slug } }), staleTime: 60_000 });
export const useFaqs = (slug?: string) => useQuery(faqsQuery(slug));

export const guidesQuery = (slug?: string) =>
  queryOptions({ queryKey: helpKeys.guides(slug), queryFn: () => api.get<GuideCategory[]>(`${base}/guides`, { params: { slug } }), staleTime: 60_000 });
export const useGuides = (slug?: string) => useQuery(guidesQuery(slug));

export const guideQuery = (category: string, guide: string) =>
  queryOptions({
    queryKey: helpKeys.guide(category, guide),
    queryFn: () => api.get<Guide>(`${base}/guide`, { params: { categorySlug: category, guideSlug: guide } }),
    staleTime: 60_000,
  });
export const useGuide = (category: string, guide: string) => useQuery(guideQuery(category, guide));

export const helpSearchQuery = (query: string) =>
  queryOptions({
    queryKey: helpKeys.search(query),
    queryFn: ({ signal }) => api.get<HelpSearchResult>(`${base}/search`, { params: { query }, signal }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
/** Results for a debounced query; nothing is sent below 2 characters. */
export const useHelpSearch = (query: string) => useQuery({ ...helpSearchQuery(query), enabled: query.length >= HELP_SEARCH_MIN_LENGTH });

/** Creates a guide (no `id`) or changes one; the help center's lists load again. */
export function useSaveGuide() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, guide }: { id?: string; guide: GuideInput }) =>
      id ? api.patch<Guide>(`${base}/guide`, { id, guide }) : api.post<Guide>(`${base}/guide`, { guide }),
    onSuccess: () => qc.invalidateQueries({ queryKey: helpKeys.all }),
  });
}
