import { useSyncExternalStore } from 'react';
import type { AuthResponse, User } from '@kurye/contracts/auth';

/** Who is signed in. `restoring` while a stored token is being exchanged on start. */
export type SessionStatus = 'restoring' | 'guest' | 'signed-in';
export interface SessionState {
  status: SessionStatus;
  user: User | null;
}

const TOKEN_KEY = 'accessToken';
/** The last signed-in user, so an installed app started offline can open with what it knew. */
const USER_KEY = 'sessionUser';

export const getAccessToken = (): string | null => localStorage.getItem(TOKEN_KEY);

let state: SessionState = { status: getAccessToken() ? 'restoring' : 'guest', user: null };
const listeners = new Set<() => void>();

function emit(next: SessionState) {
  state = next;
  listeners.forEach((l) => l());
}

export function startSession(res: AuthResponse) {
  localStorage.setItem(TOKEN_KEY, res.accessToken);
  localStorage.setItem(USER_KEY, JSON.stringify(res.user));
  emit({ status: 'signed-in', user: res.user });
}

/** Offline start with a stored token: continue as the last known user until the server can confirm it. */
export function resumeOfflineSession(): boolean {
  try {
    const user = JSON.parse(localStorage.getItem(USER_KEY) ?? 'null') as User | null;
    if (!user || !getAccessToken()) return false;
    emit({ status: 'signed-in', user });
    return true;
  } catch {
    return false;
  }
}

export function updateSessionUser(user: User) {
  if (state.status !== 'signed-in') return;
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  emit({ status: 'signed-in', user });
}

export function clearSession() {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  if (state.status !== 'guest' || state.user) emit({ status: 'guest', user: null });
}

export const getSession = () => state;

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const useSession = () => useSyncExternalStore(subscribe, getSession);
