import { useCallback, useEffect, useState } from 'react';
import type { User } from '@kurye/contracts/auth';
import { emergencyTopicOf, PUSH_TOKEN_REFRESH_MS } from '@kurye/contracts/push';
import { api } from './api-client';
import { getAccessToken } from './session';

/**
 * Web Push in the browser: the courier app's service worker (scope /courier) or the office's (scope /, push only).
 * Permission is asked only from a user's click; a blocked permission, an unsupported browser or any failure is
 * logged to the console, never shown to the user as an error. The subscription is sent again after 7 days.
 */
export type PushArea = 'courier' | 'office';

const WORKERS: Record<PushArea, { url: string; scope: string }> = {
  courier: { url: '/courier-sw.js', scope: '/courier' },
  office: { url: '/office-sw.js', scope: '/' },
};
const STATE_KEY = 'pushSubscription';
/** Shared with push-sw.js: the token its "Kabul et" action calls the API with. */
const WORKER_STORE = 'kurye-push';
const WORKER_TOKEN_KEY = '/__push/token';
/** Roles that hear emergencies (their own emergency topic). */
const EMERGENCY_ROLES = new Set(['Admin', 'ZoneOperator', 'ChiefCarrier']);

interface StoredState {
  userId: string;
  endpoint: string;
  refreshedAt: number;
}

const log = (...args: unknown[]) => console.info('[push]', ...args);

export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window && window.isSecureContext;

function readState(): StoredState | null {
  try {
    return JSON.parse(localStorage.getItem(STATE_KEY) ?? 'null') as StoredState | null;
  } catch {
    return null;
  }
}

function base64UrlToBytes(value: string) {
  const b64 = (value + '='.repeat((4 - (value.length % 4)) % 4)).replaceAll('-', '+').replaceAll('_', '/');
  return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) => !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((x, i) => x === b[i]);

/** The service worker of this area, registered and active (push needs an active worker). */
async function activeRegistration(area: PushArea): Promise<ServiceWorkerRegistration> {
  const { url, scope } = WORKERS[area];
  const registration = await navigator.serviceWorker.register(url, { scope });
  if (registration.active) return registration;
  const worker = registration.installing ?? registration.waiting;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('service worker did not activate')), 15_000);
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'activated') {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return registration;
}

/** Lets the service worker call the API for a notification's action with the signed-in token. */
async function shareTokenWithWorker() {
  const token = getAccessToken();
  if (!token || !('caches' in window)) return;
  const cache = await caches.open(WORKER_STORE);
  await cache.put(WORKER_TOKEN_KEY, new Response(token));
}

/** Subscribes (or reuses the subscription) and stores it on the server; the emergency topic for office roles. */
async function subscribe(area: PushArea, user: User): Promise<boolean> {
  const registration = await activeRegistration(area);
  const { publicKey } = await api.get<{ publicKey: string }>('/api/notification/vapid-public-key');
  const key = base64UrlToBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options?.applicationServerKey, key)) {
    await subscription.unsubscribe().catch(() => undefined);
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const token = JSON.stringify(subscription);
  await api.post('/api/notification/set-fcm-token', { fcmToken: token });
  if (user.roles.some((r) => EMERGENCY_ROLES.has(r))) await api.post('/api/notification/subscribe-to-topic', { token, topic: emergencyTopicOf(user.id) });
  await shareTokenWithWorker();
  localStorage.setItem(STATE_KEY, JSON.stringify({ userId: user.id, endpoint: subscription.endpoint, refreshedAt: Date.now() } satisfies StoredState));
  return true;
}

/** From a click: asks for permission and subscribes. False (logged) when blocked, unsupported or failed. */
export async function enablePush(area: PushArea, user: User): Promise<boolean> {
  if (!pushSupported()) {
    log('this browser does not support push notifications');
    return false;
  }
  try {
    const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
    if (permission !== 'granted') {
      log(`notification permission is ${permission}`);
      return false;
    }
    return await subscribe(area, user);
  } catch (err) {
    log('could not subscribe', err);
    return false;
  }
}

/** Turns push off on this browser: unsubscribes and tells the server to forget the subscription. */
export async function disablePush(area: PushArea): Promise<void> {
  const state = readState();
  localStorage.removeItem(STATE_KEY);
  try {
    const registration = await navigator.serviceWorker.getRegistration(WORKERS[area].scope);
    const subscription = await registration?.pushManager.getSubscription();
    const endpoint = subscription?.endpoint ?? state?.endpoint;
    await subscription?.unsubscribe();
    if (endpoint) await api.post('/api/notification/remove-fcm-token', { fcmToken: endpoint });
  } catch (err) {
    log('could not unsubscribe', err);
  }
}

/** Whether push is on for this user on this browser. */
export const pushEnabledFor = (user: User) => pushSupported() && Notification.permission === 'granted' && readState()?.userId === user.id;

/**
 * On start: with permission already granted and push turned on by this user on this browser, send the subscription
 * again when it is 7 days old (or after a sign-out); keep the worker's token current. Never asks for permission.
 */
export async function refreshPushIfDue(area: PushArea, user: User): Promise<void> {
  const state = readState();
  // Push is a choice of the user who turned it on: another user on this browser turns it on themselves.
  if (!state || state.userId !== user.id || !pushSupported() || Notification.permission !== 'granted') return;
  try {
    if (Date.now() - state.refreshedAt >= PUSH_TOKEN_REFRESH_MS) await subscribe(area, user);
    else await shareTokenWithWorker();
  } catch (err) {
    log('could not refresh the subscription', err);
  }
}

/** On sign-out: the server forgets this browser's subscription (the browser keeps it for the next sign-in). */
export async function forgetPushOnSignOut(): Promise<void> {
  const state = readState();
  if (state) localStorage.setItem(STATE_KEY, JSON.stringify({ ...state, refreshedAt: 0 }));
  try {
    if (state) await api.post('/api/notification/remove-fcm-token', { fcmToken: state.endpoint }, { skipAuthRedirect: true });
    if ('caches' in window) await caches.delete(WORKER_STORE);
  } catch (err) {
    log('could not forget the subscription', err);
  }
}

/** The push switch of a menu: state, and a toggle to call from the click. */
export function usePushToggle(area: PushArea, user: User | null) {
  const [enabled, setEnabled] = useState(() => !!user && pushEnabledFor(user));
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!user) return;
    setEnabled(pushEnabledFor(user));
    void refreshPushIfDue(area, user).then(() => setEnabled(pushEnabledFor(user)));
    // The service worker asks for a new subscription when the browser replaced it.
    const onMessage = (e: MessageEvent<{ kind?: string }>) => {
      if (e.data?.kind === 'push-resubscribe' && pushEnabledFor(user)) void subscribe(area, user).catch((err: unknown) => log('resubscribe failed', err));
    };
    if (pushSupported()) navigator.serviceWorker.addEventListener('message', onMessage);
    return () => {
      if (pushSupported()) navigator.serviceWorker.removeEventListener('message', onMessage);
    };
  }, [area, user]);

  const toggle = useCallback(async () => {
    if (!user || busy) return;
    setBusy(true);
    try {
      if (enabled) await disablePush(area);
      else await enablePush(area, user);
      setEnabled(pushEnabledFor(user));
    } finally {
      setBusy(false);
    }
  }, [area, user, enabled, busy]);

  return { supported: pushSupported(), enabled, busy, toggle };
}
