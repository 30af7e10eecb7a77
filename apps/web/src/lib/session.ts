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
/** Set while the screen is locked (idle): every tab of this browser shows the lock, a reload too. */
const LOCK_KEY = 'sessionLocked';

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
  unlock();
}

const storedUser = (): User | null => {
  try {
    return JSON.parse(localStorage.getItem(USER_KEY) ?? 'null') as User | null;
  } catch {
    return null;
  }
};

/** Offline start with a stored token: continue as the last known user until the server can confirm it. */
export function resumeOfflineSession(): boolean {
  const user = storedUser();
  if (!user || !getAccessToken()) return false;
  emit({ status: 'signed-in', user });
  return true;
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
  unlock();
}

export const getSession = () => state;

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const useSession = () => useSyncExternalStore(subscribe, getSession);

/*
 * The idle lock. Locked, the page stays as it was under the lock screen and API calls wait (api-client asks
 * `whenUnlocked`) until the password starts a new session (`startSession`) or the user signs out (`clearSession`).
 */
let locked = localStorage.getItem(LOCK_KEY) === '1';
let waiting: (() => void)[] = [];
const lockListeners = new Set<() => void>();

function setLocked(next: boolean) {
  if (locked === next) return;
  locked = next;
  if (!next) {
    const done = waiting;
    waiting = [];
    done.forEach((resume) => resume());
  }
  lockListeners.forEach((l) => l());
}

function unlock() {
  localStorage.removeItem(LOCK_KEY);
  setLocked(false);
}

export function lockSession() {
  localStorage.setItem(LOCK_KEY, '1');
  setLocked(true);
}

export const isSessionLocked = () => locked;

/** Resolves at once, or when the lock is lifted. */
export const whenUnlocked = (): Promise<void> => (locked ? new Promise((resume) => waiting.push(resume)) : Promise.resolve());

export function subscribeSessionLock(listener: () => void) {
  lockListeners.add(listener);
  return () => void lockListeners.delete(listener);
}

export const useSessionLocked = () => useSyncExternalStore(subscribeSessionLock, isSessionLocked);

/** Another tab locked or unlocked: this one follows. Unlocked there by someone else signing in, it starts over as them. */
export function followLockInOtherTabs() {
  window.addEventListener('storage', (e) => {
    if (e.key !== LOCK_KEY) return;
    if (e.newValue === '1') return setLocked(true);
    const user = storedUser();
    if (user && getAccessToken() && state.user && user.id !== state.user.id) return window.location.assign('/signed-in-redirect');
    if (user && getAccessToken()) emit({ status: 'signed-in', user });
    else if (state.status !== 'guest') emit({ status: 'guest', user: null });
    setLocked(false);
  });
}
