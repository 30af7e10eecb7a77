import { expect, test } from '@playwright/test';
import { apiAs, courierPicksUp, dropPackets, newStore, shooter, signInFast, tokenOf } from './helpers';

/**
 * "Bugün" (the operations dashboard): an operator watches today's figures and sees them move, without reloading, when a
 * request of their zone is delivered (the socket's delivery events refetch the figures). The flow's own Kadıköy store
 * asks; the demo courier delivers it through the API.
 */

const NEAR_STORE = { latitude: 40.9877, longitude: 29.0255 };
const statValue = (card: import('@playwright/test').Locator) => card.locator('.ant-statistic-content-value');

test('an operator sees today’s figures change when a request is delivered', async ({ page, request }) => {
  test.setTimeout(180_000);
  const storeName = `Panel Büfe ${Date.now()}`;
  const store = await newStore(request, storeName);
  // Credit for its requests, loaded by the admin (a new store starts at zero).
  const admin = apiAs(request, await tokenOf(request, 'admin'));
  const storeId = (await admin.get<{ items: { id: string }[] }>(`/api/stores?q=${encodeURIComponent(storeName)}`)).items[0].id;
  await admin.post(`/api/stores/${storeId}/credit`, { amount: 500_00, reason: 'Panel deneme kontörü' }, { 'idempotency-key': `e2e-dash-credit-${Date.now()}` });
  const tokens = { store: store.token, courier: await tokenOf(request, 'carrier') };
  const courier = apiAs(request, tokens.courier);

  await signInFast(page, 'operator');
  await page.goto('/zone-operator/dashboards/operations');
  await expect(page.getByRole('heading', { level: 1, name: 'Bugün: Operasyon Özeti' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Bugün' })).toHaveAttribute(
    'href',
    '/zone-operator/dashboards/operations',
  );
  const completed = page.getByTestId('headline-completed');
  const requests = page.getByTestId('headline-requests');
  await expect(statValue(completed)).toBeVisible();
  const before = { completed: Number(await statValue(completed).innerText()), requests: Number(await statValue(requests).innerText()) };
  await expect(page.getByTestId('report-chart').locator('canvas').first()).toBeVisible({ timeout: 30_000 });

  await courier.post('/api/carrier/status', { status: 'available' });
  await courier.post('/api/carrier/location', NEAR_STORE);
  const created = await apiAs(request, tokens.store).post<{ id: string }>('/api/requests', { packetCount: 1 }, { 'idempotency-key': `e2e-dash-${Date.now()}` });
  // The request waits in the list of stores waiting longest until the courier takes it.
  await expect(statValue(requests)).toHaveText(String(before.requests + 1), { timeout: 20_000 });
  const details = await courierPicksUp(request, tokens, created.id, { arrive: true });
  await dropPackets(request, tokens, details.packets, () => ({ latitude: 40.995, longitude: 29.035 }));
  await courier.post('/api/carrier/status', { status: 'offline' });

  await expect(statValue(completed)).toHaveText(String(before.completed + 1), { timeout: 20_000 });

  await shooter('dashboards-')(page, 'operations-desktop');
  await page.setViewportSize({ width: 375, height: 812 });
  await shooter('dashboards-', { fullPage: true })(page, 'operations-375');
});

test('an admin reads the activity feed and the finance overview from the menu', async ({ page }) => {
  test.setTimeout(120_000);
  await signInFast(page, 'admin');
  await page.goto('/admin/activities');
  await expect(page.getByRole('heading', { level: 1, name: 'Olay Akışı' })).toBeVisible({ timeout: 60_000 });
  // The first flow's store was approved: a decided application is in the feed, linked to its record.
  await expect(page.getByRole('listitem').filter({ hasText: 'İşletme başvurusu onaylandı' }).first()).toBeVisible({ timeout: 20_000 });
  await shooter('dashboards-')(page, 'activities-desktop');
  await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Finans Özeti' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Finans Özeti' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Kuryelere ödenecek')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Aç' }).first()).toHaveAttribute('href', '/admin/accounting/current-carrier-payments');
  await shooter('dashboards-')(page, 'finance-desktop');
  await page.setViewportSize({ width: 375, height: 812 });
  await shooter('dashboards-', { fullPage: true })(page, 'finance-375');
});
