import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthResponse, User } from '@kurye/contracts/auth';

/** The browser pieces session.ts and api-client.ts touch, as small stand-ins (the tests run in Node). */
function setUp() {
  const store = new Map<string, string>();
  const storageListeners: ((e: { key: string; newValue: string | null }) => void)[] = [];
  const sent: { url: string; authorization?: string }[] = [];
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
  const assign = vi.fn();
  vi.stubGlobal('window', {
    location: { pathname: '/', search: '', assign },
    addEventListener: (type: string, listener: (typeof storageListeners)[number]) => type === 'storage' && storageListeners.push(listener),
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const authorization = (init.headers as Record<string, string>).Authorization;
      sent.push({ url, authorization });
      return new Response(JSON.stringify({ authorization }), { status: 200 });
    }),
  );
  /** What another tab's change to localStorage looks like here. */
  const otherTab = (key: string, value: string | null) => {
    if (value === null) store.delete(key);
    else store.set(key, value);
    storageListeners.forEach((l) => l({ key, newValue: value }));
  };
  return { store, sent, otherTab, assign };
}

const ayse = { id: 'u1', name: 'Ayşe', email: 'ayse@kuryeofis.test' } as User;
const signedIn = (accessToken: string, user: User = ayse): AuthResponse => ({ user, accessToken, tokenType: 'bearer' });
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('the idle lock', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('holds the page’s calls while locked and sends them with the new session’s token once the password is given', async () => {
    const env = setUp();
    const session = await import('./session');
    const { api } = await import('./api-client');
    session.startSession(signedIn('old-token'));
    session.lockSession();
    expect(env.store.get('sessionLocked')).toBe('1');

    let answer: unknown = null;
    const held = api.get('/api/requests').then((a) => (answer = a));
    await settle();
    expect(env.sent).toEqual([]);

    // The unlock itself goes out while locked.
    await api.post('/api/auth/unlock-session', { email: ayse.email, password: 'x' }, { skipAuthRedirect: true });
    expect(env.sent.map((s) => s.url)).toEqual(['/api/auth/unlock-session']);

    session.startSession(signedIn('new-token'));
    await held;
    expect(answer).toEqual({ authorization: 'Bearer new-token' });
    expect(session.isSessionLocked()).toBe(false);
    expect(env.store.has('sessionLocked')).toBe(false);
  });

  it('signing out from the lock screen lets the held calls end (without a token) instead of hanging', async () => {
    const env = setUp();
    const session = await import('./session');
    const { api } = await import('./api-client');
    session.startSession(signedIn('old-token'));
    session.lockSession();
    const held = api.get('/api/requests');
    session.clearSession();
    await held;
    expect(env.sent).toEqual([{ url: '/api/requests', authorization: undefined }]);
  });

  it('follows another tab: locked there, locked here; unlocked there by the same user, goes on as them', async () => {
    const env = setUp();
    const session = await import('./session');
    session.followLockInOtherTabs();
    session.startSession(signedIn('old-token'));

    env.otherTab('sessionLocked', '1');
    expect(session.isSessionLocked()).toBe(true);

    env.store.set('accessToken', 'token-from-the-other-tab');
    env.store.set('sessionUser', JSON.stringify({ ...ayse, name: 'Ayşe Y.' }));
    env.otherTab('sessionLocked', null);
    expect(session.isSessionLocked()).toBe(false);
    expect(session.getSession()).toEqual({ status: 'signed-in', user: { ...ayse, name: 'Ayşe Y.' } });
    expect(env.assign).not.toHaveBeenCalled();
  });

  it('unlocked in another tab by someone else signing in: this tab starts over instead of showing their data as Ayşe', async () => {
    const env = setUp();
    const session = await import('./session');
    session.followLockInOtherTabs();
    session.startSession(signedIn('old-token'));
    env.otherTab('sessionLocked', '1');
    env.store.set('accessToken', 'mehmet-token');
    env.store.set('sessionUser', JSON.stringify({ id: 'u2', name: 'Mehmet' }));
    env.otherTab('sessionLocked', null);
    expect(env.assign).toHaveBeenCalledWith('/signed-in-redirect');
  });

  it('a reload while locked opens locked as the last user, without spending the (revoked) token', async () => {
    const env = setUp();
    env.store.set('accessToken', 'revoked-token');
    env.store.set('sessionUser', JSON.stringify(ayse));
    env.store.set('sessionLocked', '1');
    const session = await import('./session');
    const { restoreSession } = await import('../features/auth/api/sign-in-with-token');
    expect(session.getSession().status).toBe('restoring');
    await restoreSession();
    expect(env.sent).toEqual([]);
    expect(session.getSession()).toEqual({ status: 'signed-in', user: ayse });
    expect(session.isSessionLocked()).toBe(true);
  });

  it('a call answered 401 because the lock spent its token meanwhile is asked again after the unlock, not signed out', async () => {
    const env = setUp();
    const session = await import('./session');
    const { api } = await import('./api-client');
    session.startSession(signedIn('old-token'));
    let answerFirst: (res: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        const authorization = (init.headers as Record<string, string>).Authorization;
        env.sent.push({ url, authorization });
        if (authorization === 'Bearer old-token') return new Promise<Response>((resolve) => (answerFirst = resolve));
        return Promise.resolve(new Response(JSON.stringify({ authorization }), { status: 200 }));
      }),
    );
    const poll = api.get('/api/common/notifications');
    await settle();
    // The idle lock comes while the poll is out, and signs the old token out: the server refuses it.
    session.lockSession();
    answerFirst(new Response(JSON.stringify({ code: 'unauthorized', message: '' }), { status: 401 }));
    await settle();
    expect(env.assign).not.toHaveBeenCalled();
    expect(session.getSession().status).toBe('signed-in');

    session.startSession(signedIn('new-token'));
    expect(await poll).toEqual({ authorization: 'Bearer new-token' });
    expect(env.sent.map((s) => s.authorization)).toEqual(['Bearer old-token', 'Bearer new-token']);
  });
});
