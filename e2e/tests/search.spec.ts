import { expect, test } from '@playwright/test';
import { signInFast } from './helpers';

/** The header search: the zone operator finds a courier of their zone by phone; the store, searching the same, does not. */
test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 60_000 });

test('search finds a courier by phone for the operator, not for the store', async ({ page, browser, request }) => {
  const operatorToken = await signInFast(page, 'operator');
  const couriers = (await (await request.get('/api/carriers?size=5', { headers: { authorization: `Bearer ${operatorToken}` } })).json()).items as {
    name: string;
    phone: string;
  }[];
  const courier = couriers[0];
  // As people type it: "0532 123 45 67".
  const typed = `0${courier.phone.slice(3, 6)} ${courier.phone.slice(6, 9)} ${courier.phone.slice(9, 11)} ${courier.phone.slice(11)}`;

  await page.goto('/zone-operator/store/registry/list');
  const box = page.getByTestId('global-search');
  await box.fill(typed);
  const option = page.locator('.ant-select-item-option', { hasText: courier.name });
  await expect(option).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.ant-select-item-group', { hasText: 'Kuryeler' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/search-operator.png' });
  await option.click();
  await expect(page).toHaveURL(/\/zone-operator\/carrier\/details\//);

  const storeContext = await browser.newContext({ locale: 'tr-TR', viewport: { width: 1440, height: 900 } });
  const store = await storeContext.newPage();
  await signInFast(store, 'store');
  await store.goto('/store/packet');
  await store.getByTestId('global-search').fill(typed);
  await expect(store.getByText('Sonuç bulunamadı.')).toBeVisible({ timeout: 15_000 });
  await expect(store.locator('.ant-select-item-option', { hasText: courier.name })).toHaveCount(0);
  await store.getByTestId('global-search').fill('kullanım');
  await expect(store.locator('.ant-select-item-group', { hasText: 'Sayfalar' })).toBeVisible({ timeout: 15_000 });
  await store.screenshot({ path: 'test-results/screenshots/search-store.png' });
});
