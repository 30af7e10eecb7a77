import { api } from '../../../lib/api-client';
import { lockSession } from '../../../lib/session';

/**
 * Locks the screen: from now on API calls wait, and the token is revoked so that nobody at the keyboard can use it
 * (the password starts a new session: POST /api/auth/unlock-session).
 */
export async function lockIdleSession(): Promise<void> {
  lockSession();
  await api.post<true>('/api/auth/sign-out', undefined, { skipAuthRedirect: true }).catch(() => undefined);
}
