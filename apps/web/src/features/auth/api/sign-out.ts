import { api } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';

/** Revokes the token server side; the local session is cleared whatever the outcome. */
export async function signOut(): Promise<void> {
  try {
    await api.post<true>('/api/auth/sign-out', undefined, { skipAuthRedirect: true });
  } catch {
    // the token may already be dead; signing out locally is what matters
  } finally {
    clearSession();
  }
}
