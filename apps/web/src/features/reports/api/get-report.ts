import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportKeys } from './keys';

export type ReportRow = Record<string, string | number | null>;
/** How a by-date report groups its rows. */
export type Granularity = 'day' | 'week' | 'month';

export interface ReportResult {
  items: ReportRow[];
  total: number;
  page: number;
  size: number;
  totals: Record<string, number>;
  series?: ReportRow[];
  /** `granularity`: how a by-date report grouped its rows (as asked, or chosen by the server from the range's length). */
  filters: { from: string; to: string; granularity?: Granularity };
}
export type ReportParams = Record<string, string | number | undefined>;

export const getReport = (path: string, params: ReportParams) => api.get<ReportResult>(`/api/reports/${path}`, { params });

export const reportQuery = (path: string, params: ReportParams) =>
  queryOptions({ queryKey: reportKeys.report(path, params), queryFn: () => getReport(path, params), placeholderData: keepPreviousData });

export const useReport = (path: string, params: ReportParams) => useQuery(reportQuery(path, params));
