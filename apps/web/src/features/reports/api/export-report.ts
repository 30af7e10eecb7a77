import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download';
import type { ReportParams } from './get-report';

/** Downloads the report as .xlsx (the API writes the filters, Turkish headers and totals into it). */
export function exportReport(path: string, params: ReportParams) {
  const { page: _page, size: _size, ...filters } = params;
  return downloadFile(`/api/reports/${path}/export`, filters, `${path}.xlsx`);
}

export const useExportReport = (path: string) => useMutation({ mutationFn: (params: ReportParams) => exportReport(path, params) });
