import { expect, test } from '@playwright/test';
import { squarePolygon } from '../../apps/api/test/square-polygon';
import { auth, clickOption, offerOf, settleDemoStore, shooter, signInFast, tokenOf } from './helpers';

/**
 * What a Turkish office worker trips over (issue 13): Turkish alphabetical order, forms that never show the browser's
 * English bubbles, readable request numbers, and the live map's busy count while a courier carries a request.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const shot = shooter('ux-', { fullPage: true, animations: 'disabled' });
/** The window as it is: a full-page picture resizes the viewport for a moment, which can close an open list. */
const viewShot = shooter('ux-', { animations: 'disabled' });
const NEAR_STORE = { latitude: 40.9877, longitude: 29.0293 };

test('zone list sorts names in Turkish alphabetical order', async ({ page, request }) => {
  const admin = await tokenOf(request, 'admin');
  const tag = `Harf${Date.now().toString(36).slice(-4)}`;
  // Turkish order: C < Ç, I (ı) < İ, O < Ö, S < Ş, U < Ü.
  const expected = ['Cami', 'Çarşı', 'Irmak', 'İnci', 'Oba', 'Ödemiş', 'Sahil', 'Şile', 'Ulus', 'Üsküdar'].map((n) => `${tag} ${n}`);
  for (const [i, name] of [...expected].reverse().entries()) {
    const polygon = squarePolygon(28.2 + i * 0.01, 41.25 + (Date.now() % 97) * 0.001, 0.004);
    const res = await request.post('/api/zones', { headers: auth(admin), data: { name, provinceId: 34, polygon } });
    expect(res.status(), await res.text()).toBe(201);
  }
  await signInFast(page, 'admin');
  await page.goto(`/admin/zone/list?q=${encodeURIComponent(tag)}&sort=name`);
  const names = page.getByTestId('zone-table').locator('tbody tr td:first-child a');
  await expect(names).toHaveCount(expected.length);
  expect(await names.allTextContents()).toEqual(expected);
  await shot(page, 'zone-list-turkish-order');
  // Descending reverses it (header click, kept in the address).
  await page
    .getByTestId('zone-table')
    .getByRole('columnheader', { name: /Bölge adı|Ad/ })
    .first()
    .click();
  await expect(page).toHaveURL(/sort=-name/);
  await expect(names.first()).toHaveText(expected.at(-1)!);
});

test('forms validate themselves in Turkish: no browser bubbles in English', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('E-posta').fill('ornek');
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  // The browser's own check (type=email) would block the submit with an English bubble; ours must run instead.
  expect(await page.locator('form').evaluateAll((forms) => forms.every((f) => (f as HTMLFormElement).noValidate))).toBe(true);
  await expect(page.getByText(/geçerli bir e-posta/i)).toBeVisible();
  await expect(page.getByText('Şifre zorunludur.')).toBeVisible();
  await expect(page.getByText(/Please|enter a part|is required/i)).toHaveCount(0);
  for (const path of ['/store-application', '/forgot-password', '/reset-password?token=abcdefghijkl']) {
    await page.goto(path);
    await expect(page.locator('form').first()).toBeVisible();
    expect(await page.locator('form').evaluateAll((forms) => forms.every((f) => (f as HTMLFormElement).noValidate)), path).toBe(true);
  }
});

test('requests carry a short readable number (T-24117) in the store list', async ({ page, request }) => {
  await settleDemoStore(request);
  const store = await tokenOf(request, 'store');
  const res = await request.post('/api/requests', { headers: { ...auth(store), 'idempotency-key': crypto.randomUUID() }, data: { packetCount: 1 } });
  expect(res.status(), await res.text()).toBe(201);
  const created = await res.json();
  expect(created.number).toBeGreaterThan(24100);
  await signInFast(page, 'store');
  await page.goto('/store/list');
  await expect(page.getByTestId('request-number').first()).toHaveText(`T-${created.number}`);
  await shot(page, 'store-list-request-number');
  await request.post(`/api/requests/${created.id}/cancel`, { headers: auth(store) });
});

test('live map: a courier carrying one request counts as busy (Meşgul)', async ({ page, request }) => {
  await settleDemoStore(request);
  const courier = await tokenOf(request, 'carrier');
  const store = await tokenOf(request, 'store');
  expect((await request.post('/api/carrier/status', { headers: auth(courier), data: { status: 'available' } })).status()).toBe(200);
  expect((await request.post('/api/carrier/location', { headers: auth(courier), data: NEAR_STORE })).status()).toBe(200);

  await signInFast(page, 'admin');
  await page.goto('/admin/live-map');
  await expect(page.getByTestId('legend-busy')).toHaveAttribute('data-count', /^\d+$/, { timeout: 30_000 });
  await expect(page.getByTestId('courier-item').first()).toBeVisible({ timeout: 30_000 });
  const count = async (s: string) => Number(await page.getByTestId(`legend-${s}`).getAttribute('data-count'));
  const busyBefore = await count('busy');

  const created = await (
    await request.post('/api/requests', { headers: { ...auth(store), 'idempotency-key': crypto.randomUUID() }, data: { packetCount: 1 } })
  ).json();
  const offerId = await offerOf(request, courier, created.id);
  expect((await request.post(`/api/offers/${offerId}/accept`, { headers: auth(courier) })).status()).toBe(200);

  await expect(page.getByTestId('legend-busy')).toHaveAttribute('data-count', String(busyBefore + 1), { timeout: 15_000 });
  expect((await (await request.get('/api/carrier/me', { headers: auth(courier) })).json()).status).toBe('busy');
  // Its drawer says busy (not "Müsait") next to the active request, which opens by its T-number.
  const assigned = (await (await request.get(`/api/requests/${created.id}`, { headers: auth(store) })).json()).courier as { name: string };
  await page.getByLabel('Kurye ara (ad veya telefon)').fill(assigned.name);
  await page.getByTestId('courier-item').filter({ hasText: assigned.name }).first().click();
  const drawer = page.getByTestId('courier-drawer');
  await expect(drawer).toContainText('Meşgul');
  await expect(drawer).not.toContainText('Müsait');
  await shot(page, 'live-map-busy');
  await drawer.getByRole('link', { name: 'Talebi aç' }).click();
  await expect(page).toHaveURL(new RegExp(`request=${created.id}`));
  await expect(page.getByRole('dialog', { name: new RegExp(`^T-${created.number} · `) })).toBeVisible();
  await settleDemoStore(request);
});

test('the header search finds a request by its T-number and opens it', async ({ page, request }) => {
  await settleDemoStore(request);
  const store = await tokenOf(request, 'store');
  const created = await (
    await request.post('/api/requests', { headers: { ...auth(store), 'idempotency-key': crypto.randomUUID() }, data: { packetCount: 1 } })
  ).json();
  const storeName = created.storeName as string;
  await signInFast(page, 'admin');
  await page.goto('/admin/zone/list');
  await expect(page.getByTestId('zone-table')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('global-search').fill(`T-${created.number}`);
  const option = page.locator('.ant-select-item-option', { hasText: `T-${created.number} · ${storeName}` });
  await expect(option).toBeVisible({ timeout: 15_000 });
  // the status in Turkish, not its code
  await expect(option).toContainText(/Kurye bulunamadı|Kurye aranıyor/);
  await expect(page.locator('.ant-select-item-group', { hasText: 'Talepler' })).toBeVisible();
  // no hex ids in the results
  await expect(page.locator('.ant-select-item-option', { hasText: /#[0-9a-f]{8}/ })).toHaveCount(0);
  await viewShot(page, 'search-request-number');
  await clickOption(option, () => expect(page).toHaveURL(new RegExp(`/admin/daily/delivery/requests\\?request=${created.id}`), { timeout: 2_000 }));
  await expect(page.getByRole('dialog', { name: new RegExp(`^T-${created.number} · `) })).toBeVisible();
  await request.post(`/api/requests/${created.id}/cancel`, { headers: auth(store) });
});

test('store request form: 0 packets is refused with a message, the estimated fee shows before sending', async ({ page, request }) => {
  await settleDemoStore(request);
  const store = await tokenOf(request, 'store');
  const before = (await (await request.get('/api/requests?size=1', { headers: auth(store) })).json()).total as number;
  await signInFast(page, 'store');
  await page.goto('/store/packet');
  const count = page.getByLabel('Paket sayısı');
  await count.fill('3');
  await expect(page.getByTestId('estimated-fee')).toContainText('Tahmini ücret: ₺');
  await count.fill('0');
  await count.blur();
  await expect(count).toHaveValue('0');
  await page
    .getByRole('button', { name: /Kurye çağır|Gönder|Talep/ })
    .last()
    .click();
  await expect(page.getByText(/1 ile \d+ arasında bir sayı girin/)).toBeVisible();
  await shot(page, 'request-form-zero');
  expect((await (await request.get('/api/requests?size=1', { headers: auth(store) })).json()).total).toBe(before);
});

test('a bad id in the address says "Kayıt bulunamadı" without a pointless retry', async ({ page }) => {
  await signInFast(page, 'admin');
  for (const path of ['/admin/zone/details/bu-yok', `/admin/zone/details/${crypto.randomUUID()}`, `/admin/carrier/details/${crypto.randomUUID()}`]) {
    await page.goto(path);
    await expect(page.getByText('Kayıt bulunamadı'), path).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Tekrar dene' }), path).toHaveCount(0);
  }
  await shot(page, 'not-found');
});
