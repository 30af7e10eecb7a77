/** Query keys of the help center. */
export const helpKeys = {
  all: ['help-center'] as const,
  faqs: (slug?: string) => ['help-center', 'faqs', slug ?? ''] as const,
  guides: (slug?: string) => ['help-center', 'guides', slug ?? ''] as const,
  guide: (category: string, guide: string) => ['help-center', 'guide', category, guide] as const,
  search: (query: string) => ['help-center', 'search', query] as const,
};
