import { clearSession, getAccessToken, isSessionLocked, whenUnlocked } from './session';
import { currentLanguage } from './language';

/** An API failure: the server's `{ code, message }` (message already translated) and the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  params?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  /**
   * Set on calls whose 401 means "wrong credentials", not "session expired" (sign-in, unlock…); they also go out while
   * the screen is locked, when every other call waits for the unlock.
   */
  skipAuthRedirect?: boolean;
  signal?: AbortSignal;
  /** Extra request headers, e.g. `Idempotency-Key` on money-spending calls. */
  headers?: Record<string, string>;
}

type UnauthorizedHandler = (redirectURL: string) => void;
let onUnauthorized: UnauthorizedHandler = (redirectURL) => {
  window.location.assign(`/sign-in?redirectURL=${encodeURIComponent(redirectURL)}`);
};
/** The router registers a client-side navigation here. */
export const setUnauthorizedHandler = (handler: UnauthorizedHandler) => {
  onUnauthorized = handler;
};

function buildUrl(path: string, params?: RequestOptions['params']) {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) search.set(k, String(v));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  if (!opts.skipAuthRedirect) await whenUnlocked();
  const token = getAccessToken();
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage(), ...opts.headers };
  const form = opts.body instanceof FormData;
  if (opts.body !== undefined && !form) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let res: Response;
  try {
    res = await fetch(buildUrl(path, opts.params), {
      method,
      headers,
      body: opts.body === undefined ? undefined : form ? (opts.body as FormData) : JSON.stringify(opts.body),
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'network_error', '');
  }

  const text = await res.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }

  if (!res.ok) {
    const body = (data ?? {}) as { code?: string; message?: string; error?: string };
    const error = new ApiError(res.status, body.code ?? 'http_error', body.message ?? body.error ?? res.statusText);
    if (res.status === 401 && token && !opts.skipAuthRedirect) {
      // Sent before the screen locked, refused after the lock spent its token: asked again once the password is given.
      if (isSessionLocked()) return request<T>(method, path, opts);
      clearSession();
      onUnauthorized(window.location.pathname + window.location.search);
    }
    throw error;
  }
  return data as T;
}

/** A file the API serves (a document to preview or download), with the caller's token; errors as `ApiError`. */
async function blob(path: string, opts: Pick<RequestOptions, 'params' | 'signal'> = {}): Promise<Blob> {
  await whenUnlocked();
  const token = getAccessToken();
  const headers: Record<string, string> = { 'Accept-Language': currentLanguage() };
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(buildUrl(path, opts.params), { headers, signal: opts.signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'network_error', '');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiError(res.status, body.code ?? 'http_error', body.message ?? res.statusText);
  }
  return res.blob();
}

export const api = {
  /** A multipart upload (`FormData`: the browser sets its boundary). */
  upload: <T>(path: string, form: FormData, opts?: RequestOptions) => request<T>('POST', path, { ...opts, body: form }),
  blob,
  get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, { ...opts, body }),
  patch: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PATCH', path, { ...opts, body }),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, { ...opts, body }),
  delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
};
