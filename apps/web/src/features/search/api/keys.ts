/** Query keys of the global search. */
export const searchKeys = {
  results: (query: string) => ['search', query] as const,
};
