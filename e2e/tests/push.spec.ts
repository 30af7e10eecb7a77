import { expect, test, type Page } from '@playwright/test';
import { createBrowserKeys, startPushStandIn } from '../../apps/api/test/push-stand-in';
import { ACCOUNTS, DEMO_PASSWORD, settleDemoStore, signInFast } from './helpers';

/**
 * Web Push in the courier app: the courier turns notifications on from the menu (the app's own code asks permission,
 * subscribes with the server's VAPID key and stores the subscription), a store creates a request, and a local push
 * service stand-in receives the offer notification, which the test decrypts with the subscription's private key.
 * Headless Chromium's real push service is unreachable here, so PushManager answers with a subscription whose
 * endpoint is the stand-in (keys made in the test, as a browser would); everything else is the real path.
 */

const NEAR_STORE = { latitude: 40.9877, longitude: 29.0293 };

test.describe.configure({ mode: 'serial' });

let standIn: Awaited<ReturnType<typeof startPushStandIn>>;
test.beforeAll(async () => {
  standIn = await startPushStandIn();
});
test.afterAll(async () => {
  await standIn?.close();
});

/** PushManager stand-in: subscribe() returns the given subscription JSON and remembers the key it was called with. */
async function injectPushManager(page: Page, subscription: object) {
  await page.addInitScript((json) => {
    const w = window as unknown as { __pushKey?: string; __pushSubscribed?: number };
    let current: unknown = null;
    const make = (key: ArrayBuffer) => ({
      endpoint: (json as { endpoint: string }).endpoint,
      expirationTime: null,
      options: { applicationServerKey: key, userVisibleOnly: true },
      toJSON: () => json,
      getKey: () => null,
      unsubscribe: async () => {
        current = null;
        return true;
      },
    });
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const raw = options?.applicationServerKey as Uint8Array;
      const bytes = new Uint8Array(raw);
      w.__pushKey = btoa(String.fromCharCode(...bytes))
        .replaceAll('+', '-')
        .replaceAll('/', '_')
        .replace(/=+$/, '');
      w.__pushSubscribed = (w.__pushSubscribed ?? 0) + 1;
      current = make(bytes.buffer);
      return current as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return current as PushSubscription | null;
    };
  }, subscription);
}

test.describe('courier app', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the courier turns push on; a new offer reaches the push service encrypted for that browser', async ({ page, request }) => {
    await settleDemoStore(request);
    const keys = createBrowserKeys();
    const endpoint = standIn.url(`/e2e-courier-${Date.now()}`);
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    await injectPushManager(page, keys.subscriptionFor(endpoint));
    await page.context().grantPermissions(['geolocation', 'notifications']);
    await page.context().setGeolocation(NEAR_STORE);
    const courierToken = await signInFast(page, 'carrier');
    await page.goto('/courier');
    await expect(page.getByRole('heading', { level: 1, name: 'Kurye Uygulaması' })).toBeVisible();

    await page.locator('.courier-status-switch').getByText('Müsait', { exact: true }).click();
    await expect(page.locator('.courier-status-switch .ant-segmented-item-selected')).toHaveText('Müsait');

    // Turn push on from the menu (a user gesture).
    await page.getByRole('button', { name: 'Menü' }).click();
    await page.getByRole('menuitem', { name: 'Anlık bildirimleri aç' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __pushSubscribed?: number }).__pushSubscribed ?? 0), { timeout: 20_000 }).toBe(1);
    const { publicKey } = await (await request.get('/api/notification/vapid-public-key', { headers: { authorization: `Bearer ${courierToken}` } })).json();
    expect(await page.evaluate(() => (window as unknown as { __pushKey?: string }).__pushKey)).toBe(publicKey);
    await page.getByRole('button', { name: 'Menü' }).click();
    await expect(page.getByRole('menuitem', { name: /Anlık bildirimleri kapat/ })).toBeVisible();
    await page.waitForTimeout(400); // the menu's opening animation
    await page.screenshot({ path: 'test-results/screenshots/push-courier-menu.png' });
    await page.keyboard.press('Escape');
    expect(logs.filter((l) => l.startsWith('[push]'))).toEqual([]);

    // Wait until the server knows the courier as available at the position the app shared.
    const me = await (await request.get('/api/carrier/me', { headers: { authorization: `Bearer ${courierToken}` } })).json();
    await expect
      .poll(async () => (await (await request.get('/api/carrier/me', { headers: { authorization: `Bearer ${courierToken}` } })).json()).status, {
        timeout: 15_000,
      })
      .toBe('available');

    // A store creates a request: the stand-in receives the offer push for this browser.
    const storeToken = (await (await request.post('/api/auth/sign-in', { data: { email: ACCOUNTS.store.email, password: DEMO_PASSWORD } })).json()).accessToken;
    const created = await request.post('/api/requests', {
      headers: { authorization: `Bearer ${storeToken}` },
      data: { packetCount: 1, note: 'Push denemesi' },
    });
    expect(created.status()).toBe(201);
    const requestId = (await created.json()).id as string;

    const [push] = await standIn.waitFor(new URL(endpoint).pathname, 1, 15_000);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect((await standIn.verifyVapid(push)).publicKey).toBe(publicKey);
    const message = JSON.parse(keys.decrypt(push.body));
    expect(message).toMatchObject({ type: 'offer', title: 'Yeni teklif', actions: [{ action: 'accept', title: 'Kabul et' }] });
    const data = JSON.parse(message.json);
    expect(data.requestId).toBe(requestId);
    expect(me.carrierId).toBeTruthy();
    await expect(page.getByText('Push denemesi')).toBeVisible();

    // The courier app's service worker shows it (delivered through DevTools, as the push service would), once: the
    // same message id again is dropped, another message is shown.
    const cdp = await page.context().newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.find((r) => r.scopeURL.endsWith('/courier') && !r.isDeleted)?.registrationId ?? null).not.toBeNull();
    const registrationId = registrations.find((r) => r.scopeURL.endsWith('/courier') && !r.isDeleted)!.registrationId;
    const origin = new URL(page.url()).origin;
    const plaintext = keys.decrypt(push.body);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: plaintext });
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: plaintext });
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId,
      data: JSON.stringify({ ...message, id: 'another-id', title: 'Yeni teklif', body: 'İkinci' }),
    });
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/courier');
        const list = (await registration?.getNotifications()) ?? [];
        return list.map((n) => ({
          title: n.title,
          body: n.body,
          actions: ((n as unknown as { actions?: { action: string; title: string }[] }).actions ?? []).map((a) => a.title),
        }));
      });
    // The worker handles the three pushes side by side, so they may be shown in any order; the repeated one never is.
    await expect.poll(async () => (await shown()).map((n) => n.body).sort(), { timeout: 10_000 }).toEqual([message.body, 'İkinci'].sort());
    await page.waitForTimeout(500);
    expect(await shown()).toHaveLength(2);
    expect((await shown()).find((n) => n.body === message.body)).toMatchObject({ title: 'Yeni teklif', actions: ['Kabul et'] });

    // "Kabul et" on the notification: the worker accepts the offer with the token the app left it.
    const worker = page
      .context()
      .serviceWorkers()
      .find((w) => w.url().endsWith('/courier-sw.js'));
    expect(worker).toBeDefined();
    const clickError = await worker!.evaluate(async (id) => {
      type Shown = { data: unknown; close(): void };
      const self = globalThis as unknown as {
        registration: { getNotifications(): Promise<Shown[]> };
        kuryePush: { click(n: Shown, action: string): Promise<unknown> };
      };
      const notification = (await self.registration.getNotifications()).find((n) => (n.data as { id?: string })?.id === id);
      if (!notification) return 'no notification';
      // Opening or focusing a window needs a real click; the accept call comes first.
      return self.kuryePush.click(notification, 'accept').then(
        () => null,
        (err: Error) => (err.name === 'InvalidAccessError' || /not allowed/i.test(err.message) ? null : err.message),
      );
    }, message.id);
    expect(clickError).toBeNull();
    await expect
      .poll(async () => (await (await request.get(`/api/requests/${requestId}`, { headers: { authorization: `Bearer ${storeToken}` } })).json()).status, {
        timeout: 10_000,
      })
      .toBe('assigned');

    await request.post(`/api/requests/${requestId}/cancel`, { headers: { authorization: `Bearer ${storeToken}` } });
    await request.post('/api/carrier/status', { headers: { authorization: `Bearer ${courierToken}` }, data: { status: 'offline' } });
  });
});

test.describe('office', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('an operator turns push on from the user menu and is subscribed to their own emergency topic', async ({ page, request }) => {
    const keys = createBrowserKeys();
    const endpoint = standIn.url(`/e2e-operator-${Date.now()}`);
    await injectPushManager(page, keys.subscriptionFor(endpoint));
    await page.context().grantPermissions(['notifications']);
    const token = await signInFast(page, 'operator');
    await page.goto(ACCOUNTS.operator.menuLink);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Anlık bildirimleri aç' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __pushSubscribed?: number }).__pushSubscribed ?? 0), { timeout: 20_000 }).toBe(1);
    await page.getByTestId('user-menu').click();
    await expect(page.getByRole('menuitem', { name: /Anlık bildirimleri kapat/ })).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/push-operator-menu.png' });
    await page.keyboard.press('Escape');

    // The subscription carries the operator's emergency topic: an SOS in their zone reaches it.
    const courierToken = (await (await request.post('/api/auth/sign-in', { data: { email: ACCOUNTS.carrier.email, password: DEMO_PASSWORD } })).json())
      .accessToken;
    const sos = await request.post('/api/carrier/emergency', { headers: { authorization: `Bearer ${courierToken}` }, data: { description: 'E2E acil durum' } });
    expect(sos.ok()).toBe(true);
    const [push] = await standIn.waitFor(new URL(endpoint).pathname, 1, 15_000);
    const message = JSON.parse(keys.decrypt(push.body));
    expect(message).toMatchObject({ type: 'emergency', title: 'Acil durum', url: '/zone-operator/emergency' });
    expect(message.body).toContain('E2E acil durum');
    // Resolve it so later flows start without an open emergency.
    const id = (await sos.json()).id as string;
    await request.post(`/api/emergencies/${id}/acknowledge`, { headers: { authorization: `Bearer ${token}` } });
    await request.post(`/api/emergencies/${id}/resolve`, { headers: { authorization: `Bearer ${token}` }, data: { note: 'E2E denemesi, sorun yok.' } });
  });

  test('blocked notifications are only logged to the console, never shown to the user as an error', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    await page.context().clearPermissions();
    await page.addInitScript(() => {
      // The user blocked notifications for this site.
      Notification.requestPermission = async () => 'denied';
      Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
    });
    await signInFast(page, 'store');
    await page.goto(ACCOUNTS.store.menuLink);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Anlık bildirimleri aç' }).click();
    await expect.poll(() => logs.some((l) => l === '[push] notification permission is denied')).toBe(true);
    await expect(page.locator('.ant-message-error, .ant-notification-notice-error, [role="alert"]')).toHaveCount(0);
    await page.getByTestId('user-menu').click();
    await expect(page.getByRole('menuitem', { name: 'Anlık bildirimleri aç' })).toBeVisible();
  });
});
