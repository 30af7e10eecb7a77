import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@kurye/contracts/auth';

/** The browser pieces push.ts touches, as small stand-ins (the tests run in Node). */
const DAY = 24 * 60 * 60 * 1000;
const KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const keyBytes = () => Uint8Array.from(Buffer.from(KEY, 'base64url'));

function setUp(permission: NotificationPermission) {
  const store = new Map<string, string>();
  const calls: { url: string; body: unknown }[] = [];
  const subscription = {
    endpoint: 'https://push.example.test/abc',
    options: { applicationServerKey: keyBytes().buffer },
    toJSON: () => ({ endpoint: 'https://push.example.test/abc', keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: vi.fn(async () => true),
  };
  const registration = { active: {}, pushManager: { getSubscription: vi.fn(async () => subscription), subscribe: vi.fn(async () => subscription) } };
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
  vi.stubGlobal('window', { isSecureContext: true, PushManager: class {}, Notification: class {}, location: { pathname: '/', search: '' } });
  vi.stubGlobal('Notification', { permission });
  vi.stubGlobal('navigator', { serviceWorker: { register: vi.fn(async () => registration) } });
  vi.stubGlobal('caches', { open: async () => ({ put: async () => undefined }) });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const body = url.endsWith('vapid-public-key') ? { publicKey: KEY } : { success: true, topics: [] };
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
  return { store, calls, registration };
}

const user = { id: 'u1', roles: ['Carrier'] } as unknown as User;

describe('push subscription refresh', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('sends the subscription again once it is 7 days old, not before', async () => {
    const env = setUp('granted');
    const { refreshPushIfDue } = await import('./push');
    env.store.set('pushSubscription', JSON.stringify({ userId: 'u1', endpoint: 'https://push.example.test/abc', refreshedAt: Date.now() - 6 * DAY }));
    await refreshPushIfDue('courier', user);
    expect(env.calls).toEqual([]);

    env.store.set('pushSubscription', JSON.stringify({ userId: 'u1', endpoint: 'https://push.example.test/abc', refreshedAt: Date.now() - 7 * DAY - 1 }));
    await refreshPushIfDue('courier', user);
    expect(env.calls.map((c) => c.url)).toEqual(['/api/notification/vapid-public-key', '/api/notification/set-fcm-token']);
    expect(env.calls[1].body).toEqual({ fcmToken: JSON.stringify({ endpoint: 'https://push.example.test/abc', keys: { p256dh: 'p', auth: 'a' } }) });
    // The same key: the existing subscription is reused, not replaced.
    expect(env.registration.pushManager.subscribe).not.toHaveBeenCalled();
    const state = JSON.parse(env.store.get('pushSubscription')!);
    expect(Date.now() - state.refreshedAt).toBeLessThan(1000);
  });

  it('does nothing for another user, without permission, or when push was never turned on', async () => {
    for (const [permission, userId] of [
      ['granted', 'someone-else'],
      ['default', 'u1'],
      ['denied', 'u1'],
    ] as const) {
      vi.resetModules();
      const env = setUp(permission);
      const { refreshPushIfDue } = await import('./push');
      env.store.set('pushSubscription', JSON.stringify({ userId, endpoint: 'https://push.example.test/abc', refreshedAt: 0 }));
      await refreshPushIfDue('courier', user);
      expect(env.calls, `${permission} ${userId}`).toEqual([]);
    }
    const env = setUp('granted');
    const { refreshPushIfDue } = await import('./push');
    await refreshPushIfDue('courier', user);
    expect(env.calls).toEqual([]);
  });

  it('an office user of an emergency role is subscribed to their own emergency topic', async () => {
    const env = setUp('granted');
    const { enablePush } = await import('./push');
    expect(await enablePush('office', { id: 'op1', roles: ['ZoneOperator'] } as unknown as User)).toBe(true);
    expect(env.calls.map((c) => c.url)).toEqual([
      '/api/notification/vapid-public-key',
      '/api/notification/set-fcm-token',
      '/api/notification/subscribe-to-topic',
    ]);
    expect(env.calls[2].body).toMatchObject({ topic: 'emergency_op1' });
  });

  it('a blocked permission is logged, not thrown', async () => {
    const env = setUp('denied');
    (globalThis as unknown as { Notification: { requestPermission: () => Promise<string> } }).Notification.requestPermission = async () => 'denied';
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { enablePush } = await import('./push');
    expect(await enablePush('courier', user)).toBe(false);
    expect(info).toHaveBeenCalledWith('[push]', 'notification permission is denied');
    expect(env.calls).toEqual([]);
    info.mockRestore();
  });
});
