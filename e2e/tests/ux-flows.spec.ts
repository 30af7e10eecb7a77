import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, auth, courierPicksUp, dropPackets, money, settleDemoStore, shooter, signIn, signInFast, tokenOf } from './helpers';

/**
 * Flows that confused a new user (issue 13): one store onboarding door, "Paket Geçmişi" showing packets, search
 * placeholders that say what they search, the accountant's landing page, distinct menu icons, the store header, the
 * courier-type button, the daily packet operations' first tab, required-field marks.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const shot = shooter('ux-flows-', { fullPage: true, animations: 'disabled' });
const NEAR_STORE = { latitude: 40.9877, longitude: 29.0293 };

test('one store onboarding door: /sign-up explains the path and leads into the application, one phone format, required marks', async ({ page }) => {
  await page.goto('/sign-up');
  await expect(page.getByRole('heading', { level: 1, name: 'İşletme olarak katılın' })).toBeVisible();
  // No competing password form here any more.
  await expect(page.getByLabel('Şifre', { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('sign-up-steps')).toContainText('Şifre belirleme e-postası');
  await shot(page, 'sign-up');
  await page.getByRole('button', { name: 'Başvuru formuna git' }).click();
  await expect(page).toHaveURL(/\/store-application$/);

  const phone = page.getByLabel('Cep telefonu');
  await expect(phone).toHaveAttribute('placeholder', '+90 5xx xxx xx xx');
  await phone.fill('0532 123 4567');
  await phone.blur();
  await expect(phone).toHaveValue('+90 532 123 45 67');
  // Required fields carry antd's asterisk (requiredMark is no longer switched off).
  for (const label of ['Ad', 'Soyad', 'Cep telefonu', 'İşletme adı']) {
    await expect(page.locator('label.ant-form-item-required', { hasText: new RegExp(`^${label}$`) }).first(), label).toBeVisible();
  }
  await shot(page, 'store-application');

  await page.goto('/sign-in');
  await expect(page.locator('label.ant-form-item-required', { hasText: 'E-posta' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kayıt ol' })).toHaveAttribute('href', '/sign-up');
});

test('Paket Geçmişi lists packets (number, status, delivered at, decision, fee), sorts by fee and filters by date', async ({ page, request }) => {
  await settleDemoStore(request);
  const store = await tokenOf(request, 'store');
  const courier = await tokenOf(request, 'carrier');
  expect((await request.post('/api/carrier/status', { headers: auth(courier), data: { status: 'available' } })).status()).toBe(200);
  expect((await request.post('/api/carrier/location', { headers: auth(courier), data: NEAR_STORE })).status()).toBe(200);
  const created = await (
    await request.post('/api/requests', { headers: { ...auth(store), 'idempotency-key': crypto.randomUUID() }, data: { packetCount: 2 } })
  ).json();
  const details = await courierPicksUp(request, { store, courier }, created.id);
  const [delivered] = await dropPackets(request, { store, courier }, details.packets.slice(0, 1), () => ({ latitude: 40.995, longitude: 29.035 }));

  await signInFast(page, 'store');
  await page.goto('/store/packet/history');
  await expect(page.getByRole('heading', { level: 1, name: 'Paket Geçmişi' })).toBeVisible();
  const table = page.getByTestId('packet-history-table');
  const mine = table.getByRole('row').filter({ hasText: `T-${created.number}` });
  await expect(mine).toHaveCount(2);
  const first = mine.filter({ hasText: '1. paket' });
  await expect(first).toContainText('Teslim edildi');
  await expect(first).toContainText('İşletme onayladı');
  await expect(first).toContainText(money(delivered.fee));
  await expect(mine.filter({ hasText: '2. paket' })).toContainText('Yolda');
  await expect(mine.filter({ hasText: '2. paket' })).toContainText('Henüz teslim edilmedi');
  // Credit movements are not here any more.
  await expect(table.getByText('Açılış kredisi')).toHaveCount(0);
  await shot(page, 'packet-history');

  // Sorting by fee is kept in the address.
  await table.getByRole('columnheader', { name: 'Ücret' }).click();
  await expect(page).toHaveURL(/sort=(-)?fee/);
  // A date range in the future: nothing, with our own empty text.
  const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  await page.goto(`/store/packet/history?from=${tomorrow}&to=${tomorrow}`);
  await expect(table.getByText('Seçtiğiniz ölçütlere uyan paket yok.')).toBeVisible();
  // The store menu reaches the page.
  await expect(page.getByTestId('nav').getByRole('link', { name: 'Paket Geçmişi' })).toBeVisible();

  // Leave the request delivered for the daily-operations test below, then settle it there.
  expect((await request.post('/api/carrier/status', { headers: auth(courier), data: { status: 'offline' } })).status()).toBeLessThan(500);
});

test('"Günlük Paket İşlemleri" opens on a tab with content', async ({ page, request }) => {
  await signInFast(page, 'admin');
  await page.goto('/admin/daily/packet/operations');
  // The admin area's first load can take a while on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Günlük Paket İşlemleri' })).toBeVisible({ timeout: 30_000 });
  const rows = page.getByTestId('packet-ops-table').locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Bugün bu bölgelerde talep yok')).toHaveCount(0);
  await shot(page, 'daily-packet-operations');
  await settleDemoStore(request);
});

test('search placeholders say what each list searches', async ({ page }) => {
  await signInFast(page, 'admin');
  const cases: [string, string][] = [
    ['/admin/carrier/registry/list', 'Ad ya da e-posta'],
    ['/admin/store/registry/list', 'Ad, e-posta ya da işletme adı'],
    ['/admin/carrier/list', 'Ad ya da telefon'],
    ['/admin/store/list', 'İşletme adı ya da telefon'],
  ];
  for (const [path, placeholder] of cases) {
    await page.goto(path);
    const search = page.locator('input.ant-input[type="search"], .ant-input-search input').first();
    await expect(search, path).toHaveAttribute('placeholder', placeholder);
  }
  // The courier application search never mentions a business name.
  await page.goto('/admin/carrier/registry/list');
  await expect(page.locator('input[placeholder*="işletme" i]')).toHaveCount(0);
  await shot(page, 'carrier-applications-search');
});

test('the accountant finds the money overview under Muhasebe → Özet, each tile a link', async ({ page }) => {
  await signIn(page, 'accountant');
  // The specification's landing page stays; the overview is one menu item away.
  await expect(page).toHaveURL(/\/accounting\/accounting\/current-carrier-payments$/);
  await page.goto('/accounting/accounting');
  await expect(page.getByRole('heading', { level: 1, name: 'Muhasebe Özeti' })).toBeVisible();
  await expect(page.getByTestId('overview-storeCredit')).toContainText('₺');
  await expect(page.getByTestId('overview-carrierPayable')).toContainText('₺');
  await expect(page.getByTestId('overview-openGroups')).toContainText(/\d/);
  await expect(page.getByTestId('overview-pendingInvoiceRequests')).toContainText(/\d/);
  await shot(page, 'accounting-overview');
  await page.getByRole('link', { name: 'Açık ödeme grupları' }).click();
  await expect(page).toHaveURL(/\/accounting\/accounting\/payment-groups/);
});

async function menuIcons(page: Page) {
  const nav = page.getByTestId('nav');
  // Open every collapsed group so nested items render too.
  for (let i = 0; i < 6; i++) {
    const closed = nav.locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
    if ((await closed.count()) === 0) break;
    await closed.first().click();
  }
  return nav.locator('.ant-menu-item .anticon, .ant-menu-submenu-title .anticon:not(.ant-menu-submenu-arrow)').evaluateAll((els) =>
    // Only what the user sees (antd also keeps hidden copies of menus for collapsed pop-ups).
    els
      .filter((e) => e.checkVisibility())
      .map((e) => [...e.classList].find((c) => c.startsWith('anticon-') && c !== 'anticon-spin'))
      .filter(Boolean),
  );
}

test('the sidebar never shows the same icon twice', async ({ page }) => {
  for (const account of ['accountant', 'admin'] as const) {
    await signInFast(page, account);
    await page.goto(ACCOUNTS[account].home);
    await expect(page.getByTestId('nav')).toBeVisible();
    const icons = await menuIcons(page);
    expect(icons.length, account).toBeGreaterThan(5);
    expect(
      icons.filter((icon, i) => icons.indexOf(icon) !== i),
      account,
    ).toEqual([]);
    await shot(page, `sidebar-${account}`);
    await page.context().clearCookies();
  }
});

test('store header: the tools sit on the blue header, no white box', async ({ page }) => {
  await signInFast(page, 'store');
  await page.goto('/store/packet');
  const tools = page.getByTestId('store-header-tools');
  await expect(tools).toBeVisible();
  const background = await tools.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).toBe('rgba(0, 0, 0, 0)');
  // Header icons are white on the blue bar.
  const colour = await tools
    .locator('.ant-btn-text')
    .first()
    .evaluate((el) => getComputedStyle(el).color);
  expect(colour).toBe('rgb(255, 255, 255)');
  await page.locator('header').screenshot({ path: 'test-results/screenshots/ux-flows-store-header.png' });
});

test('"Bu türle başvur" looks like the main action, not disabled', async ({ page }) => {
  await page.goto('/carrier-types');
  const apply = page.getByRole('button', { name: 'Bu türle başvur' }).first();
  await expect(apply).toBeVisible({ timeout: 20_000 });
  await expect(apply).toBeEnabled();
  const [colour, background] = await apply.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
  expect(colour).toBe('rgb(255, 255, 255)');
  expect(background).not.toMatch(/rgba\(0, 0, 0, 0(\.\d+)?\)|rgb\(245, 245, 245\)/);
  await shot(page, 'carrier-types');
  await apply.click();
  await expect(page).toHaveURL(/\/carrier-application\//);
});

test('list filter bars: one toolbar on users, zones, announcements, invoice requests and the audit log, keyboard friendly', async ({ page }) => {
  await signInFast(page, 'admin');
  // The same bar (a search landmark with labelled fields) on every list page.
  for (const path of ['/admin/users', '/admin/zone/list', '/admin/announcement-list', '/admin/accounting/invoice-requests', '/admin/system?tab=audit']) {
    await page.goto(path);
    await expect(page.getByRole('search', { name: 'Liste filtreleri' }), path).toBeVisible({ timeout: 30_000 });
  }

  await page.goto('/admin/users');
  const bar = page.getByRole('search', { name: 'Liste filtreleri' });
  const box = bar.getByRole('searchbox', { name: 'Ara' });
  // Nothing set: no clear button.
  await expect(bar.getByRole('button', { name: 'Filtreleri temizle' })).toHaveCount(0);
  // Enter searches (kept in the address); Escape empties the box and the search.
  await box.fill('admin@kuryeofis');
  await box.press('Enter');
  await expect(page).toHaveURL(/[?&]q=admin%40kuryeofis/);
  const rows = page.getByTestId('user-table').locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('admin@kuryeofis.test');
  await box.press('Escape');
  await expect(box).toHaveValue('');
  await expect(page).not.toHaveURL(/[?&]q=/);
  // The list follows the lifted search, then the role.
  await expect.poll(() => rows.count()).toBeGreaterThan(1);
  // A role from the keyboard: focus the labelled select, type, Enter.
  await bar.getByLabel('Rol').focus();
  await page.keyboard.type('Muhasebe');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]role=Accountant/);
  await expect(rows.filter({ hasNotText: 'Muhasebeci' })).toHaveCount(0);
  await expect(rows.first()).toContainText('Muhasebeci');
  await box.fill('a');
  await box.press('Enter');
  await expect(page).toHaveURL(/[?&]q=a/);
  await shot(page, 'list-toolbar-users');
  // One click clears everything, and the box follows.
  await bar.getByRole('button', { name: 'Filtreleri temizle' }).click();
  await expect(page).not.toHaveURL(/[?&](q|role)=/);
  await expect(box).toHaveValue('');
  await expect(bar.getByRole('button', { name: 'Filtreleri temizle' })).toHaveCount(0);
});
