import { api } from '../../../lib/api-client';
import { forgetPushOnSignOut } from '../../../lib/push';
import { clearSession } from '../../../lib/session';

/** Revokes the token server side; the local session is cleared whatever the outcome. */
export async function signOut(): Promise<void> {
  // While the token still works: this browser's push subscription stops receiving the user's notifications.
  await forgetPushOnSignOut();
  try {
    await api.post<true>('/api/auth/sign-out', undefined, { skipAuthRedirect: true });
  } catch {
    // the token may already be dead; signing out locally is what matters
  } finally {
    clearSession();
  }
}
