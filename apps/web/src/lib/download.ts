import { ApiError } from './api-client';
import { currentLanguage } from './language';
import { getAccessToken } from './session';

/**
 * Downloads a file from an authenticated API route (an Excel export, an invoice PDF): fetch with the session's token,
 * then save the blob under the server's file name.
 */
export async function downloadFile(path: string, params: Record<string, string | number | undefined> = {}, fallbackName = 'dosya') {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') search.set(k, String(v));
  const token = getAccessToken();
  const res = await fetch(search.size ? `${path}?${search}` : path, {
    headers: { 'Accept-Language': currentLanguage(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiError(res.status, body.code ?? 'http_error', body.message ?? res.statusText);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
