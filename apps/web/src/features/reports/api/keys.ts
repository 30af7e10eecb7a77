/** Query keys of the reports: one report page, and the options of the report filters. */
export const reportKeys = {
  report: (path: string, params: object) => ['reports', path, params] as const,
  options: (which: string) => ['reports', 'options', which] as const,
};
