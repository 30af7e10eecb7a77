import type { ReportGranularity, ReportResult, ReportRow } from '@kurye/contracts/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportKeys } from './keys';

export type { ReportResult, ReportRow };
/** How a by-date report groups its rows. */
export type Granularity = ReportGranularity;
export type ReportParams = Record<string, string | number | undefined>;

export const getReport = (path: string, params: ReportParams) => api.get<ReportResult>(`/api/reports/${path}`, { params });

export const reportQuery = (path: string, params: ReportParams) =>
  queryOptions({ queryKey: reportKeys.report(path, params), queryFn: () => getReport(path, params), placeholderData: keepPreviousData });

export const useReport = (path: string, params: ReportParams) => useQuery(reportQuery(path, params));
