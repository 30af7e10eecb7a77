import type { AuthResponse } from '@kurye/contracts/auth';
import { ApiError, api } from '../../../lib/api-client';
import { clearSession, getAccessToken, isSessionLocked, resumeOfflineSession, startSession } from '../../../lib/session';

/**
 * On app start: exchanges a stored token for a fresh one, or clears it (no redirect: the page may be public). Without a
 * network the token is kept, the app opens as the last known user, and the exchange is tried again when the browser
 * is back online — an installed courier app started offline does not sign its courier out. A locked screen (see
 * `lockSession`) opens locked, as the last known user.
 */
export async function restoreSession(): Promise<void> {
  const accessToken = getAccessToken();
  if (!accessToken) return clearSession();
  // Locked in another tab or before a reload: the token is spent; the lock screen asks for the password.
  if (isSessionLocked()) return void (resumeOfflineSession() || clearSession());
  try {
    const res = await api.post<AuthResponse>('/api/auth/sign-in-with-token', { accessToken }, { skipAuthRedirect: true });
    startSession(res);
  } catch (err) {
    if (err instanceof ApiError && err.status === 0) {
      resumeOfflineSession();
      window.addEventListener('online', () => void restoreSession(), { once: true });
      return;
    }
    clearSession();
  }
}
