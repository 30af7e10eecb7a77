import { expect, test, type Browser, type Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, money, settleDemoStore } from './helpers';

/** A signed-in browser context of its own (the store on a desktop, the courier on a phone, the admin). */
async function openAs(browser: Browser, account: keyof typeof ACCOUNTS, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext({ locale: 'tr-TR', timezoneId: 'Europe/Istanbul', ...options });
  const res = await context.request.post('/api/auth/sign-in', { data: { email: ACCOUNTS[account].email, password: DEMO_PASSWORD } });
  const { accessToken } = await res.json();
  await context.addInitScript((token) => window.localStorage.setItem('accessToken', token), accessToken);
  const page = await context.newPage();
  return { context, page, token: accessToken as string };
}

const positionOnMap = (page: Page, carrierId: string) => page.evaluate((id) => window.__liveMap!.courierPosition(id), carrierId);

test('store, courier app and live map together: request, accept, deliver, approve, charge', async ({ browser, request }) => {
  test.setTimeout(120_000);
  await settleDemoStore(request);
  const store = await openAs(browser, 'store');
  const courier = await openAs(browser, 'carrier', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const admin = await openAs(browser, 'admin');
  const api = (token: string) => ({ authorization: `Bearer ${token}` });

  const account = await (await store.context.request.get('/api/store/account', { headers: api(store.token) })).json();
  const me = await (await courier.context.request.get('/api/carrier/me', { headers: api(courier.token) })).json();
  const courierUser = await (await courier.context.request.get('/api/common/user', { headers: api(courier.token) })).json();
  // A few hundred metres from the demo store (Moda Dürüm Evi, Kadıköy).
  const storePoint = { latitude: 40.9885, longitude: 29.0305 };

  // The courier goes available on the phone, near the store.
  await courier.context.grantPermissions(['geolocation']);
  await courier.context.setGeolocation(storePoint);
  await courier.page.goto('/courier');
  await courier.page.locator('.courier-status-switch').getByText('Müsait', { exact: true }).click();
  await expect(courier.page.getByTestId('location-line')).toContainText('Konumunuz paylaşılıyor');

  // The admin's live map shows the courier.
  await admin.page.goto('/admin/live-map');
  await admin.page.waitForFunction(() => (window.__liveMap?.lastFrameAt ?? 0) > 0);
  await expect.poll(() => positionOnMap(admin.page, me.carrierId), { timeout: 15_000 }).not.toBeNull();
  const firstSeen = (await positionOnMap(admin.page, me.carrierId))!;

  // The store asks for a courier.
  await store.page.goto('/store/packet');
  await store.page.getByLabel('Paket sayısı').fill('1');
  await store.page.getByRole('button', { name: 'Kurye çağır' }).click();
  await expect(store.page.getByText('Talebiniz alındı, kurye aranıyor.').first()).toBeVisible();

  // The offer reaches the phone; the courier takes it, picks up and rides off.
  const card = courier.page.getByTestId('offer-card').first();
  await expect(card).toBeVisible({ timeout: 15_000 });
  await card.getByRole('button', { name: 'Kabul et' }).click();
  const job = courier.page.getByTestId('active-request').first();
  await expect(job).toBeVisible();
  await expect(store.page.getByTestId('active-request').first()).toContainText(courierUser.name);
  await job.getByRole('button', { name: 'Vardım' }).click();
  await expect(job.getByTestId('request-status')).toHaveText('İşletmede');
  await job.getByRole('button', { name: 'Teslim aldım' }).click();
  await expect(job.getByTestId('request-status')).toHaveText('Yolda');
  const dropOff = { latitude: storePoint.latitude + 0.018, longitude: storePoint.longitude + 0.004 };
  await courier.context.setGeolocation(dropOff);

  // The live map sees the courier move.
  await expect
    .poll(
      async () => {
        const p = await positionOnMap(admin.page, me.carrierId);
        return p ? Math.abs(p[1] - firstSeen[1]) + Math.abs(p[0] - firstSeen[0]) : 0;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0.01);
  await admin.page.screenshot({ path: 'test-results/screenshots/delivery-loop-live-map.png' });

  await job.getByRole('button', { name: /Teslim ettim/ }).click();
  await expect(courier.page.getByText(/Paket teslim edildi/)).toBeVisible();

  // The store sees where the packet went, approves, and pays exactly the fee.
  const dialog = store.page.getByRole('dialog', { name: 'Paket teslim konumu' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await store.page.screenshot({ path: 'test-results/screenshots/delivery-loop-location-dialog.png' });
  await dialog.getByRole('button', { name: 'Onayla' }).click();
  await expect(store.page.getByText('Teslim konumu onaylandı.').first()).toBeVisible();
  const after = await (await store.context.request.get('/api/store/account', { headers: api(store.token) })).json();
  const fee = account.balance - after.balance;
  expect(fee).toBeGreaterThan(0);
  const charge = after.recentTransactions[0];
  expect(charge.kind).toBe('delivery_fee');
  expect(-charge.amount).toBe(fee);
  await expect(store.page.getByTestId('store-balance')).toContainText(money(after.balance));

  await courier.page.locator('.courier-status-switch').getByText('Çevrimdışı', { exact: true }).click();
  await Promise.all([store.context.close(), courier.context.close(), admin.context.close()]);
});
