import { useSyncExternalStore } from 'react';
import type { AuthResponse, User } from '@kurye/contracts/auth';

/** Who is signed in. `restoring` while a stored token is being exchanged on start. */
export type SessionStatus = 'restoring' | 'guest' | 'signed-in';
export interface SessionState {
  status: SessionStatus;
  user: User | null;
}

const TOKEN_KEY = 'accessToken';

export const getAccessToken = (): string | null => localStorage.getItem(TOKEN_KEY);

let state: SessionState = { status: getAccessToken() ? 'restoring' : 'guest', user: null };
const listeners = new Set<() => void>();

function emit(next: SessionState) {
  state = next;
  listeners.forEach((l) => l());
}

export function startSession(res: AuthResponse) {
  localStorage.setItem(TOKEN_KEY, res.accessToken);
  emit({ status: 'signed-in', user: res.user });
}

export function updateSessionUser(user: User) {
  if (state.status === 'signed-in') emit({ status: 'signed-in', user });
}

export function clearSession() {
  localStorage.removeItem(TOKEN_KEY);
  if (state.status !== 'guest' || state.user) emit({ status: 'guest', user: null });
}

export const getSession = () => state;

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const useSession = () => useSyncExternalStore(subscribe, getSession);
