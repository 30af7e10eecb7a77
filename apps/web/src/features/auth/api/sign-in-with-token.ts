import type { AuthResponse } from '@kurye/contracts/auth';
import { api } from '../../../lib/api-client';
import { clearSession, getAccessToken, startSession } from '../../../lib/session';

/** On app start: exchanges a stored token for a fresh one, or clears it (no redirect: the page may be public). */
export async function restoreSession(): Promise<void> {
  const accessToken = getAccessToken();
  if (!accessToken) return clearSession();
  try {
    const res = await api.post<AuthResponse>('/api/auth/sign-in-with-token', { accessToken }, { skipAuthRedirect: true });
    startSession(res);
  } catch {
    clearSession();
  }
}
