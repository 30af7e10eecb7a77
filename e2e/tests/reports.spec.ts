import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS, apiAs, courierPicksUp, DEMO_PASSWORD, dropPackets, settleDemoStore, shooter, signInFast, tokenOf } from './helpers';

const NEAR_STORE = { latitude: 40.9877, longitude: 29.0293 };
const SHOTS = path.resolve(import.meta.dirname, '../../test-results/reports-shots');

async function token(request: APIRequestContext, account: keyof typeof ACCOUNTS) {
  const res = await request.post('/api/auth/sign-in', { data: { email: ACCOUNTS[account].email, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return { authorization: `Bearer ${(await res.json()).accessToken as string}` };
}

/** Today's deliveries through the public API (the flows own their data): the demo store asks, the demo courier delivers. */
async function deliver(request: APIRequestContext, count: number) {
  await settleDemoStore(request);
  const tokens = { store: await tokenOf(request, 'store'), courier: await tokenOf(request, 'carrier') };
  const store = apiAs(request, tokens.store);
  const courier = apiAs(request, tokens.courier);
  await courier.post('/api/carrier/status', { status: 'available' });
  await courier.post('/api/carrier/location', NEAR_STORE);
  for (let i = 0; i < count; i++) {
    const { id } = await store.post('/api/requests', { packetCount: 1 + (i % 2) });
    const detail = await courierPicksUp(request, tokens, id, { arrive: true });
    await dropPackets(request, tokens, detail.packets, () => ({ latitude: 40.995 + i * 0.004, longitude: 29.04 }));
  }
  await courier.post('/api/carrier/status', { status: 'offline' });
}

const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Istanbul' }).format(new Date());

const shot = shooter('', { dir: SHOTS, fullPage: true });

const REPORTS = [
  ['carrier-performance', 'Kurye Performansı'],
  ['work-summary', 'İş Özeti'],
  ['profit-by-date', 'Tarihe Göre Kâr'],
  ['profit-by-date-and-province', 'Tarih ve İle Göre Kâr'],
  ['store/usage', 'İşletme Kullanım Raporu'],
  ['carrier/summary', 'Kurye Günlük Özeti'],
  ['store/summary', 'İşletme Günlük Özeti'],
  ['carrier/backlogs', 'Kurye Dönem Özeti'],
  ['store/backlogs', 'İşletme Dönem Özeti'],
] as const;

test.describe('reports', () => {
  // Nine pages with charts on a busy 2-core machine: more time than a single-screen flow.
  test.describe.configure({ timeout: 240_000 });
  test.use({ actionTimeout: 30_000 });
  test.beforeAll(async ({ request }) => {
    await deliver(request, 3);
  });

  test('admin: each report loads with a chart, a non-empty table and totals', async ({ page }) => {
    await signInFast(page, 'admin');
    for (const [route, title] of REPORTS) {
      const daily = route.endsWith('/summary');
      await page.goto(`/admin/reports/${route}${daily ? `?date=${today()}` : ''}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('report-chart').locator('canvas').first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('report-row').first()).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('.ant-table-summary')).toContainText('Toplam');
      // Medians (from the roll-ups' histograms) have their own columns.
      if (route === 'work-summary') await expect(page.getByRole('columnheader', { name: 'Medyan teslim süresi (dk)' })).toBeVisible();
      if (route === 'carrier-performance') await expect(page.getByRole('columnheader', { name: 'Medyan teslime kadar (dk)' })).toBeVisible();
      if (route === 'carrier-performance' || route === 'profit-by-date-and-province' || route === 'work-summary')
        await shot(page, `admin-${route.replace('/', '-')}`);
    }
  });

  test('admin: a filter changes the figures, sorting reorders, export downloads a file', async ({ page }) => {
    await signInFast(page, 'admin');
    await page.goto('/admin/reports/store/backlogs');
    const rows = page.getByTestId('report-row');
    await expect(rows.first()).toBeVisible({ timeout: 30_000 });
    const summary = page.locator('.ant-table-summary');
    await expect(summary).toContainText('₺');

    // Another province (Ankara) has no deliveries: the figures drop to nothing.
    await page.getByRole('combobox', { name: 'İl' }).click();
    await page.keyboard.type('Ankara');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/provinceId=6/);
    await expect(rows).toHaveCount(0);
    await expect(page.getByText('Seçilen filtrelerde kayıt yok.').first()).toBeVisible();

    await page.goto('/admin/reports/store/backlogs');
    await expect(rows.first()).toBeVisible({ timeout: 30_000 });
    await page.getByRole('columnheader', { name: 'Talep' }).click();
    await expect(page).toHaveURL(/sort=requests/);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: "Excel'e aktar" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^store-backlogs-.*\.xlsx$/);
    const saved = path.join(SHOTS, file.suggestedFilename());
    fs.mkdirSync(SHOTS, { recursive: true });
    await file.saveAs(saved);
    expect(fs.statSync(saved).size).toBeGreaterThan(1000);
    // An .xlsx is a zip: it starts with "PK".
    expect(fs.readFileSync(saved).subarray(0, 2).toString()).toBe('PK');
  });

  test('admin: a long range is grouped by month, with the same totals as by day', async ({ page }) => {
    await signInFast(page, 'admin');
    const from = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Istanbul' }).format(new Date(Date.now() - 400 * 86_400_000));
    await page.goto(`/admin/reports/work-summary?from=${from}&to=${today()}`);
    await expect(page.getByRole('columnheader', { name: 'Dönem' })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.ant-segmented-item-selected')).toHaveText('Aylık');
    const rows = page.getByTestId('report-row');
    await expect(rows.first()).toBeVisible({ timeout: 30_000 });
    // Every row is a month, named as a person says it ("Kasım 2026").
    const months = ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'];
    for (const cell of await rows.locator('td:first-child').allInnerTexts()) expect(cell.trim()).toMatch(new RegExp(`^(${months.join('|')}) \\d{4}$`));
    const monthly = await page.locator('.ant-table-summary td').nth(1).innerText();
    expect(Number(monthly.replace(/\D/g, ''))).toBeGreaterThan(0);
    await shot(page, 'admin-work-summary-by-month');

    await page.locator('.ant-segmented-item', { hasText: 'Günlük' }).click();
    await expect(page).toHaveURL(/granularity=day/);
    await expect(page.getByRole('columnheader', { name: 'Tarih' })).toBeVisible();
    await expect(page.locator('.ant-table-summary td').nth(1)).toHaveText(monthly);
  });

  test('chief: the courier summary lists only the couriers of their zones', async ({ page, request }) => {
    const chief = await token(request, 'chief');
    const me = await (await request.get('/api/common/user', { headers: chief })).json();
    const admin = await token(request, 'admin');
    const carriers = (await (await request.get('/api/carriers?size=100', { headers: admin })).json()).items as { id: string; name: string; zoneId: string }[];
    const foreignNames = new Set(carriers.filter((c) => !me.zoneIds.includes(c.zoneId)).map((c) => c.name));

    await signInFast(page, 'chief');
    await page.goto(`/chief/reports/carrier/summary?date=${today()}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Kurye Günlük Özeti' })).toBeVisible();
    const rows = page.getByTestId('report-row');
    await expect(rows.first()).toBeVisible({ timeout: 30_000 });
    const names = await rows.locator('td:first-child').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(foreignNames.has(name.trim())).toBe(false);
    await shot(page, 'chief-carrier-summary');
  });
});
