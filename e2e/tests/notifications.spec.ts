import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, clickOption, DEMO_PASSWORD, newStore, settleDemoStore, shooter, signInFast } from './helpers';

/** The header's notification panel and shortcuts panel, against the real server. */
test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 90_000 });

const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const trDay = (iso: string) => iso.split('-').reverse().join('.');
/** Screenshots wait for the popover's opening animation to end. */
const shot = shooter('', { settle: (page) => page.waitForTimeout(400) });

test('an accountant rejects an invoice request and the store’s inbox shows it at once', async ({ page, browser, request }) => {
  // A store of its own: the demo store's inbox is shared with every other flow.
  const { token: storeToken } = await newStore(request, 'Bildirim Deneme Büfesi');
  const store = { authorization: `Bearer ${storeToken}` };
  // Its welcome notices are not what this flow is about: start from an empty feed.
  const old = await (await request.get('/api/common/notifications?size=100', { headers: store })).json();
  for (const n of old.items as { id: string }[]) await request.delete(`/api/common/notifications?id=${n.id}`, { headers: store });

  const from = isoDay(300);
  const to = isoDay(290);
  const asked = await request.post('/api/store/invoice-requests', { headers: store, data: { from, to } });
  expect(asked.status()).toBe(201);

  // The store's page is open first, with an empty inbox.
  const storeContext = await browser.newContext({ locale: 'tr-TR', viewport: { width: 1440, height: 900 } });
  await storeContext.addInitScript((t) => window.localStorage.setItem('accessToken', t), storeToken);
  const storePage = await storeContext.newPage();
  await storePage.goto('/store/packet');
  const bell = storePage.getByTestId('notification-bell');
  // The first page after the server starts can be slow on a busy machine.
  await expect(bell).toBeVisible({ timeout: 30_000 });
  await expect(bell).toHaveAccessibleName('Bildirimler');
  await bell.click();
  const panel = storePage.getByTestId('notification-panel');
  await expect(panel).toContainText('Bildiriminiz yok.');
  await storePage.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // The accountant rejects it from the invoice requests page.
  await signInFast(page, 'accountant');
  await page.goto('/accounting/accounting/invoice-requests');
  const row = page.locator('tr', { hasText: `${trDay(from)} – ${trDay(to)}` });
  await row.getByRole('button', { name: /talebini reddet/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Ret gerekçesi (işletme görür)').fill('Bu dönemde ücretli teslimat yok');
  await dialog.getByRole('button', { name: 'Reddet' }).click();
  await expect(row).toContainText('Reddedildi');

  // The store's badge moves without a reload (socket), and the panel words it in Turkish.
  await expect(storePage.getByTestId('notification-badge')).toContainText('1', { timeout: 10_000 });
  await expect(bell).toHaveAccessibleName('Bildirimler, okunmamış: 1');
  await bell.click();
  const item = panel.getByTestId('notification-item').first();
  await expect(item).toHaveAttribute('data-kind', 'invoice_rejected');
  await expect(item).toContainText('Fatura talebiniz reddedildi');
  await expect(item).toContainText(`${trDay(from)} – ${trDay(to)} dönemi için fatura talebiniz reddedildi. Gerekçe: Bu dönemde ücretli teslimat yok`);
  await shot(storePage, 'notifications-store-panel');

  // Read, unread, the unread filter, mark all.
  await item.getByTestId('notification-toggle').click();
  await expect(storePage.getByTestId('notification-badge')).not.toContainText('1');
  await panel.getByText('Okunmamış', { exact: true }).click();
  await expect(panel).toContainText('Okunmamış bildiriminiz yok.');
  await panel.getByText('Tümü', { exact: true }).click();
  await panel.getByTestId('notification-item').first().getByTestId('notification-toggle').click();
  await expect(storePage.getByTestId('notification-badge')).toContainText('1');
  await panel.getByTestId('notification-mark-all').click();
  await expect(storePage.getByTestId('notification-badge')).not.toContainText('1');

  // Its link goes to the page of the invoice requests.
  await panel.getByRole('link', { name: 'Fatura talebiniz reddedildi' }).click();
  await expect(storePage).toHaveURL(/\/store\/usage\?tab=invoices$/);
  await expect(storePage.getByRole('tab', { name: 'Fatura talepleri' })).toHaveAttribute('aria-selected', 'true');

  // Delete: the empty state comes back.
  await bell.click();
  await panel.getByTestId('notification-item').first().getByTestId('notification-delete').click();
  await expect(panel).toContainText('Bildiriminiz yok.');
  await shot(storePage, 'notifications-store-empty');
  await storeContext.close();
});

async function openShortcuts(page: Page) {
  await page.getByTestId('shortcuts-button').click();
  return page.getByTestId('shortcuts-panel');
}

test('a zone operator adds, uses, edits and removes a shortcut', async ({ page, request }) => {
  const token = await signInFast(page, 'operator');
  const headers = { authorization: `Bearer ${token}` };
  for (const s of (await (await request.get('/api/common/shortcuts', { headers })).json()) as { id: string }[])
    await request.delete(`/api/common/shortcuts?id=${s.id}`, { headers });

  await page.goto('/zone-operator/live-map');
  let panel = await openShortcuts(page);
  await expect(panel).toHaveAttribute('data-mode', 'view');
  await expect(panel).toContainText('Henüz kısayolunuz yok.');
  await shot(page, 'shortcuts-empty');

  // Add: the required fields answer in Turkish; choosing a page fills its name and icon.
  await panel.getByTestId('shortcuts-first').click();
  await expect(panel).toHaveAttribute('data-mode', 'add');
  await panel.getByTestId('shortcut-save').click();
  await expect(panel).toContainText('Sayfa zorunludur.');
  await expect(panel).toContainText('Kısayol adı zorunludur.');
  await expect(panel).toContainText('Simge zorunludur.');
  await panel.getByTestId('shortcut-link').click();
  await page.keyboard.type('İşletmeler');
  await clickOption(page.locator('.ant-select-item-option', { hasText: 'İşletmeler' }).first(), () =>
    expect(panel.getByTestId('shortcut-label')).toHaveValue('İşletmeler', { timeout: 2_000 }),
  );
  await panel.getByTestId('shortcut-description').fill('Bölgemdeki işletmeler');
  await shot(page, 'shortcuts-add');
  await panel.getByTestId('shortcut-save').click();

  // Saved: modify mode lists it; done goes back to view.
  await expect(panel).toHaveAttribute('data-mode', 'modify');
  await expect(panel.getByTestId('shortcut-tile')).toHaveCount(1);
  await shot(page, 'shortcuts-modify');
  await panel.getByTestId('shortcuts-done').click();
  await expect(panel).toHaveAttribute('data-mode', 'view');
  await shot(page, 'shortcuts-view');
  await panel.getByRole('link', { name: /İşletmeler/ }).click();
  await expect(page).toHaveURL(/\/zone-operator\/store\/list$/);
  await expect(panel).toBeHidden();

  // Edit: a new name; the panel opens in view mode again.
  panel = await openShortcuts(page);
  await expect(panel).toHaveAttribute('data-mode', 'view');
  await panel.getByTestId('shortcuts-modify').click();
  await panel.getByRole('button', { name: 'Düzenle: İşletmeler' }).click();
  await expect(panel).toHaveAttribute('data-mode', 'edit');
  await panel.getByTestId('shortcut-label').fill('');
  await panel.getByTestId('shortcut-save').click();
  await expect(panel).toContainText('Kısayol adı zorunludur.');
  await panel.getByTestId('shortcut-label').fill('Bölge işletmeleri');
  await shot(page, 'shortcuts-edit');
  await panel.getByTestId('shortcut-save').click();
  await expect(panel).toHaveAttribute('data-mode', 'modify');
  await expect(panel.getByTestId('shortcut-tile')).toContainText('Bölge işletmeleri');

  // Delete after confirming: modify mode, then nothing left.
  await panel.getByRole('button', { name: 'Düzenle: Bölge işletmeleri' }).click();
  await panel.getByTestId('shortcut-delete').click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Sil' }).click();
  await expect(panel).toHaveAttribute('data-mode', 'modify');
  await expect(panel).toContainText('Henüz kısayolunuz yok.');
  expect(await (await request.get('/api/common/shortcuts', { headers })).json()).toEqual([]);
});

// Near the Kadıköy demo store: inside the first stage's radius.
const NEAR_STORE = { latitude: 40.9877, longitude: 29.0293 };

test('the courier app’s bell hears at once that the store cancelled an offer', async ({ browser, request }) => {
  await settleDemoStore(request);
  const tokenOf = async (account: 'store' | 'carrier') =>
    (await (await request.post('/api/auth/sign-in', { data: { email: ACCOUNTS[account].email, password: DEMO_PASSWORD } })).json()).accessToken as string;
  const store = { authorization: `Bearer ${await tokenOf('store')}` };
  const courierToken = await tokenOf('carrier');
  const courier = { authorization: `Bearer ${courierToken}` };
  for (const n of (await (await request.get('/api/common/notifications?size=100', { headers: courier })).json()).items as { id: string }[])
    await request.delete(`/api/common/notifications?id=${n.id}`, { headers: courier });

  const context = await browser.newContext({ locale: 'tr-TR', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.addInitScript((t) => window.localStorage.setItem('accessToken', t), courierToken);
  const app = await context.newPage();
  await app.goto('/courier');
  const bell = app.getByTestId('notification-bell');
  await expect(bell).toBeVisible({ timeout: 30_000 });
  await expect(bell).toHaveAccessibleName('Bildirimler');

  expect((await request.post('/api/carrier/status', { headers: courier, data: { status: 'available' } })).status()).toBe(200);
  expect((await request.post('/api/carrier/location', { headers: courier, data: NEAR_STORE })).status()).toBe(200);
  const created = await request.post('/api/requests', { headers: { ...store, 'idempotency-key': `e2e-notif-${Date.now()}` }, data: { packetCount: 1 } });
  expect(created.status()).toBe(201);
  const { id, number } = await created.json();
  expect((await request.post(`/api/requests/${id}/cancel`, { headers: store })).status()).toBe(200);

  await expect(app.getByTestId('notification-badge')).toContainText('1', { timeout: 10_000 });
  await bell.tap();
  const item = app.getByTestId('notification-panel').getByTestId('notification-item').first();
  await expect(item).toContainText('Teklif iptal edildi');
  await expect(item).toContainText(`T-${number} numaralı talep iptal edildi; teklif geri çekildi.`);
  await shot(app, 'notifications-courier');
  await request.post('/api/carrier/status', { headers: courier, data: { status: 'offline' } });
  await context.close();
});
