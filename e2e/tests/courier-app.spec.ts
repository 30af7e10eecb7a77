import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS, auth, offerOf, shooter, signInFast, tokenOf } from './helpers';

/**
 * The courier app at /courier on a phone: status, an offer with its countdown, accept → arrived → picked up →
 * delivered (with the phone's position), and today's summary. The store side goes through the public API.
 */

// Near the Kadıköy demo store (store-kadikoy-01, "Moda Dürüm Evi", ~40.987 N 29.030 E): inside the first stage's radius.
const NEAR_STORE = { latitude: 40.9877, longitude: 29.0293 };

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Waits until the server knows the courier as available with a position (the app sent it), so dispatch finds them. */
async function waitForSharedPosition(request: APIRequestContext, courierToken: string) {
  const me = await (await request.get('/api/carrier/me', { headers: auth(courierToken) })).json();
  const adminToken = await tokenOf(request, ACCOUNTS.admin.email);
  await expect
    .poll(
      async () => {
        const couriers: { id: string; status: string; position: unknown }[] = await (
          await request.get('/api/live/couriers', { headers: auth(adminToken) })
        ).json();
        const c = couriers.find((x) => x.id === me.carrierId);
        return c ? `${c.status}:${c.position ? 'pos' : 'none'}` : 'missing';
      },
      { timeout: 15_000 },
    )
    .toBe('available:pos');
}

async function createRequest(request: APIRequestContext, storeToken: string, note: string) {
  const res = await request.post('/api/requests', {
    headers: { ...auth(storeToken), 'idempotency-key': `e2e-courier-${Date.now()}-${Math.random()}` },
    data: { packetCount: 1, note, readyInMinutes: 5 },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string };
}

async function openCourierApp(page: Page) {
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation(NEAR_STORE);
  const token = await signInFast(page, 'carrier');
  await page.goto('/courier');
  await expect(page.getByRole('heading', { level: 1, name: 'Kurye Uygulaması' })).toBeVisible();
  return token;
}

async function goAvailable(page: Page) {
  const available = page.locator('.courier-status-switch').getByText('Müsait', { exact: true });
  await available.click();
  await expect(page.locator('.courier-status-switch .ant-segmented-item-selected')).toHaveText('Müsait');
  await expect(page.getByTestId('location-line')).toContainText('Konumunuz paylaşılıyor');
}

const shot = shooter('courier-', { fullPage: true });

test('the PWA files are served, the page links the manifest and the shell starts offline', async ({ page, request }) => {
  test.setTimeout(60_000);
  const manifest = await request.get('/courier-manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  const body = JSON.parse(await manifest.text());
  expect(body).toMatchObject({ name: 'Kurye Ofis Kurye', start_url: '/courier', display: 'standalone' });
  for (const icon of body.icons as { src: string }[]) expect((await request.get(icon.src)).status()).toBe(200);
  const sw = await request.get('/courier-sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['content-type']).toContain('javascript');

  await openCourierApp(page);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/courier-manifest.webmanifest');
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/courier'))?.scope ?? null)).toContain('/courier');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // The shell starts offline once the worker has seen it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Kurye Uygulaması' })).toBeVisible();
  await page.context().setOffline(true);
  await page.reload();
  await expect(page).toHaveTitle('Kurye Ofis');
  await expect(page.locator('#root')).not.toBeEmpty();
  await page.context().setOffline(false);

  // How the page looks in the empty layout (suggested route data for /courier).
  await signInFast(page, 'carrier');
  await page.goto('/courier?layout=empty');
  await expect(page.getByRole('heading', { level: 1, name: 'Kurye Uygulaması' })).toBeVisible();
  await shot(page, 'empty-layout');
});

test('location permission denied shows a clear message', async ({ page }) => {
  await signInFast(page, 'carrier');
  await page.context().clearPermissions();
  await page.goto('/courier');
  // The courier may still be available from an earlier run; make sure sharing is wanted.
  const available = page.locator('.courier-status-switch').getByText('Müsait', { exact: true });
  await available.click();
  await expect(page.getByTestId('location-denied')).toContainText('Konum izni verilmedi');
  await shot(page, 'location-denied');
  await page.locator('.courier-status-switch').getByText('Çevrimdışı', { exact: true }).click();
  await expect(page.locator('.courier-status-switch .ant-segmented-item-selected')).toHaveText('Çevrimdışı');
});

test('a declined offer disappears', async ({ page, request }) => {
  const courierToken = await openCourierApp(page);
  await expect(page.getByText('Teklif almak için durumunuzu Müsait yapın.')).toBeVisible();
  await shot(page, 'offline');
  await goAvailable(page);
  await waitForSharedPosition(request, courierToken);

  const storeToken = await tokenOf(request, ACCOUNTS.store.email);
  const created = await createRequest(request, storeToken, 'Reddedilecek talep');
  const card = page.getByTestId('offer-card').filter({ hasText: 'Reddedilecek talep' });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Reddet' }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('Teklifi reddettiniz.')).toBeVisible();
  // Nobody else is near: the request moves on; tidy it up for the next test.
  await request.post(`/api/requests/${created.id}/cancel`, { headers: auth(storeToken) });
});

test('an offer opened from its push notification is marked; one that is gone says so', async ({ page, request }) => {
  const courierToken = await openCourierApp(page);
  await goAvailable(page);
  await waitForSharedPosition(request, courierToken);
  const storeToken = await tokenOf(request, ACCOUNTS.store.email);
  const created = await createRequest(request, storeToken, 'Bildirimden açılan talep');
  const offerId = await offerOf(request, courierToken, created.id);

  await page.goto(`/courier?offer=${offerId}`);
  const card = page.getByTestId('offer-card').filter({ hasText: 'Bildirimden açılan talep' });
  await expect(card).toHaveAttribute('aria-current', 'true');
  await expect(page).toHaveURL(/\/courier$/);
  await expect(page.getByText('Bu teklif artık geçerli değil', { exact: false })).toHaveCount(0);

  await request.post(`/api/requests/${created.id}/cancel`, { headers: auth(storeToken) });
  await page.goto(`/courier?offer=${offerId}`);
  await expect(page.getByText('Bu teklif artık geçerli değil: süresi doldu ya da başka bir kuryeye verildi.')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('offer → accept → arrived → picked up → delivered, and today shows the delivery', async ({ page, request }) => {
  const courierToken = await openCourierApp(page);
  await goAvailable(page);
  await waitForSharedPosition(request, courierToken);
  // Other flows may have delivered with the demo courier today: count from where it stands now.
  const todayBefore = (await (await request.get('/api/carrier/today', { headers: auth(courierToken) })).json()) as { deliveries: number };

  const storeToken = await tokenOf(request, ACCOUNTS.store.email);
  const created = await createRequest(request, storeToken, 'Zile basmayın');
  const details = await (await request.get(`/api/requests/${created.id}`, { headers: auth(storeToken) })).json();
  const storeName: string = details.store.name;

  // The offer card, with its countdown.
  const card = page.getByTestId('offer-card').filter({ hasText: 'Zile basmayın' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading', { name: storeName })).toBeVisible();
  await expect(card).toContainText('1 paket');
  await expect(card).toContainText('5 dk sonra hazır');
  await expect(card.getByTestId('offer-countdown')).toContainText(/\d+ sn kaldı/);
  await expect(card.getByRole('progressbar')).toBeVisible();
  await shot(page, 'offer');

  await card.getByRole('button', { name: 'Kabul et' }).click();
  await expect(page.getByRole('tab', { name: /Aktif iş/, selected: true })).toBeVisible();
  const job = page.getByTestId('active-request').filter({ hasText: storeName });
  await expect(job).toBeVisible();
  await expect(job).toContainText(details.store.address);
  await expect(job.getByRole('link', { name: /İşletmeyi ara/ })).toHaveAttribute('href', /^tel:/);
  await expect(job.getByRole('link', { name: /Haritada aç/ })).toHaveAttribute('href', /^(geo:|https:\/\/(maps\.apple\.com|www\.google\.com\/maps))/);
  await shot(page, 'active-assigned');

  await job.getByRole('button', { name: 'Vardım' }).click();
  await expect(job.getByTestId('request-status')).toHaveText('İşletmede');
  await job.getByRole('button', { name: 'Teslim aldım' }).click();
  await expect(job.getByTestId('request-status')).toHaveText('Yolda');

  // Drive ~2 km north, then deliver at the current position.
  const { latitude, longitude } = details.store.location as { latitude: number; longitude: number };
  const dropOff = { latitude: latitude + 0.018, longitude };
  await page.context().setGeolocation(dropOff);
  await shot(page, 'active-picked-up');
  await job.getByRole('button', { name: /Teslim ettim/ }).click();
  await expect(page.getByText(/Paket teslim edildi/)).toBeVisible();
  await expect(page.getByTestId('active-request')).toHaveCount(0);
  await expect(page.getByText('Şu an aktif işiniz yok.')).toBeVisible();

  const after = await (await request.get(`/api/requests/${created.id}`, { headers: auth(storeToken) })).json();
  expect(after.packets[0].status).toBe('location_set');
  expect(after.packets[0].toLocation.latitude).toBeCloseTo(dropOff.latitude, 3);
  expect(after.packets[0].distanceMeters).toBeGreaterThan(1500);

  await page.getByRole('tab', { name: /Bugün/ }).click();
  await expect(page.getByTestId('today-deliveries').locator('.courier-stat-value')).toHaveText(String(todayBefore.deliveries + 1));
  await expect(page.getByTestId('today-earnings')).toContainText('₺');
  await expect(page.locator('.courier-today-item').filter({ hasText: storeName }).first()).toBeVisible();
  await shot(page, 'today');

  // Leave the courier offline for whoever runs next.
  await page.locator('.courier-status-switch').getByText('Çevrimdışı', { exact: true }).click();
  await expect(page.locator('.courier-status-switch .ant-segmented-item-selected')).toHaveText('Çevrimdışı');
});
