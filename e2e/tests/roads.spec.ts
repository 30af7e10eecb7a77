import { expect, test, type Browser } from '@playwright/test';
import { apiAs, dropPackets, newStore, offerOf, shooter, signInFast, tokenOf } from './helpers';

/**
 * Arrival times and routes: a store follows when its courier should reach it and the customer; the operator selects
 * the courier on the live map and sees its drive to the next stop. The flow's own Kadıköy store asks, the demo
 * courier takes the request through the API (the browser tests' server runs without the road network, so times and
 * routes come from the straight-line estimate the settings describe).
 */

const NEAR_STORE = { latitude: 40.9905, longitude: 29.03 };
const MODA = { latitude: 40.9822, longitude: 29.0262 };
const shot = shooter('roads-');

async function pageWithToken(browser: Browser, token: string) {
  const context = await browser.newContext({ locale: 'tr-TR', timezoneId: 'Europe/Istanbul', viewport: { width: 1440, height: 900 } });
  await context.addInitScript((t) => window.localStorage.setItem('accessToken', t), token);
  return context.newPage();
}

test('a store sees its courier’s arrival times and the operator the courier’s route on the live map', async ({ browser, page, request }) => {
  test.setTimeout(180_000);
  const storeName = `Varış Büfe ${Date.now().toString(36)}`;
  const store = await newStore(request, storeName);
  const admin = apiAs(request, await tokenOf(request, 'admin'));
  const storeId = (await admin.get<{ items: { id: string }[] }>(`/api/stores?q=${encodeURIComponent(storeName)}`)).items[0].id;
  await admin.post(
    `/api/stores/${storeId}/credit`,
    { amount: 500_00, reason: 'Varış süresi denemesi' },
    { 'idempotency-key': `e2e-roads-credit-${Date.now()}` },
  );
  const tokens = { store: store.token, courier: await tokenOf(request, 'carrier') };
  const courier = apiAs(request, tokens.courier);
  const me = await courier.get<{ name: string }>('/api/carrier/me');

  await courier.post('/api/carrier/status', { status: 'available' });
  await courier.post('/api/carrier/location', NEAR_STORE);
  const created = await apiAs(request, tokens.store).post<{ id: string }>(
    '/api/requests',
    { packetCount: 1, packets: [{ customerLocation: MODA, customerAddress: 'Moda Cad. No: 5, Kadıköy' }] },
    { 'idempotency-key': `e2e-roads-${Date.now()}` },
  );
  await courier.post(`/api/offers/${await offerOf(request, tokens.courier, created.id)}/accept`);

  try {
    // The store: when the courier reaches the store, and when the customer.
    const storePage = await pageWithToken(browser, store.token);
    await storePage.goto('/store/packet');
    const eta = storePage.locator(`[data-request-id="${created.id}"]`).getByTestId('request-eta');
    await expect(eta).toContainText(/İşletmenize varış: yaklaşık \d+ dk \(\d\d:\d\d\)/, { timeout: 60_000 });
    await expect(eta).toContainText(/Tahmini teslim: yaklaşık \d+ dk/);
    await shot(storePage, 'store-eta');

    // The operator: the courier's drive to the store on the live map, and the time in its card.
    await signInFast(page, 'operator');
    await page.goto('/zone-operator/live-map');
    await page.getByTestId('courier-item').filter({ hasText: me.name }).first().click({ timeout: 60_000 });
    await expect(page.getByTestId('courier-next-stop')).toContainText(/yaklaşık \d+ dk .* · \d/, { timeout: 30_000 });
    await expect.poll(() => page.evaluate(() => window.__liveMap?.routePoints() ?? 0), { timeout: 30_000 }).toBeGreaterThan(1);
    await page.waitForTimeout(1200); // the fly-to
    await shot(page, 'live-map-route');
  } finally {
    // The demo courier goes back to its day: delivered, confirmed, offline.
    await courier.post(`/api/requests/${created.id}/arrived`);
    await courier.post(`/api/requests/${created.id}/picked-up`);
    const details = await apiAs(request, tokens.store).get<{ packets: { id: string }[] }>(`/api/requests/${created.id}`);
    await dropPackets(request, tokens, details.packets, () => MODA);
    await courier.post('/api/carrier/status', { status: 'offline' });
  }
});
