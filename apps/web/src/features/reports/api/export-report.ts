import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/language';
import { getAccessToken } from '../../../lib/session';
import type { ReportParams } from './get-report';

/** Downloads the report as .xlsx (the API writes the filters, Turkish headers and totals into it). */
export async function exportReport(path: string, params: ReportParams) {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '' && k !== 'page' && k !== 'size') qs.set(k, String(v));
  const token = getAccessToken();
  const res = await fetch(`/api/reports/${path}/export?${qs.toString()}`, {
    headers: { 'Accept-Language': currentLanguage(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiError(res.status, body.code ?? 'http_error', body.message ?? res.statusText);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `${path}.xlsx`;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useExportReport = (path: string) => useMutation({ mutationFn: (params: ReportParams) => exportReport(path, params) });
