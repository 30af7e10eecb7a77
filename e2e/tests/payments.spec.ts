import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { apiAs, courierPicksUp, dropPackets, money, settleDemoStore, shooter, signInFast, tokenOf } from './helpers';

/** Money coming in: a store tops up through the sandbox 3-D Secure page, exports its usage, gets an invoice issued. */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const shot = shooter('payments-', { fullPage: true, animations: 'disabled' });

/** One packet delivered and approved through the API (the store asks, the demo courier carries it): a real fee. */
async function deliverOnePacket(request: APIRequestContext) {
  const store = apiAs(request, await tokenOf(request, 'store'));
  const courier = apiAs(request, await tokenOf(request, 'carrier'));
  await courier.post('/api/carrier/status', { status: 'offline' });
  const created = await store.post('/api/requests', { packetCount: 1 });
  const at = (await store.get(`/api/requests/${created.id}`)).store.location as { latitude: number; longitude: number };
  // With no courier online it may already have ended as "no courier"; cancel it if it is still searching.
  await request.post(`/api/requests/${created.id}/cancel`, { headers: { authorization: `Bearer ${await tokenOf(request, 'store')}` } });
  await courier.post('/api/carrier/status', { status: 'available' });
  await courier.post('/api/carrier/location', { latitude: at.latitude + 0.002, longitude: at.longitude });
  const request1 = await store.post('/api/requests', { packetCount: 1 });
  const tokens = { store: await tokenOf(request, 'store'), courier: await tokenOf(request, 'carrier') };
  const details = await courierPicksUp(request, tokens, request1.id, { arrive: true });
  await dropPackets(request, tokens, details.packets.slice(0, 1), () => ({ latitude: at.latitude + 0.01, longitude: at.longitude + 0.01 }));
  await courier.post('/api/carrier/status', { status: 'offline' });
  return { storeName: details.store.name as string, requestNo: `T-${details.number}` };
}

test.beforeEach(async ({ request }) => settleDemoStore(request));

test('a store buys credit through the sandbox 3-D Secure page and sees the new balance', async ({ page, request }) => {
  const token = await signInFast(page, 'store');
  const store = apiAs(request, token);
  const before = (await store.get('/api/store/account')).balance as number;

  await page.goto('/store/packet');
  await page.getByRole('link', { name: 'Kontör Yükle' }).first().click();
  await expect(page).toHaveURL(/\/store\/credit\/buy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kontör Yükle' })).toBeVisible();
  await expect(page.getByTestId('credit-balance')).toContainText(money(before));
  await shot(page, 'credit-buy');

  // A custom amount outside the limits is caught by the form.
  await page.getByText('Başka tutar').click();
  await page.getByLabel('Tutar (₺)').fill('50');
  await page.getByRole('button', { name: 'Ödemeye geç' }).click();
  await expect(page.getByText('Tutar ₺100,00 ile ₺50.000,00 arasında olmalıdır.')).toBeVisible();

  await page.getByText('₺500,00').click();
  await page.getByRole('button', { name: 'Ödemeye geç' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/sbx_/);
  await expect(page.getByRole('heading', { name: /3D Secure/ })).toHaveCount(0);
  await expect(page.getByText('Güvenli Ödeme — 3D Secure')).toBeVisible();
  await expect(page.getByTestId('sandbox-amount')).toHaveText(money(500_00));
  await page.getByLabel('Kart numarası').fill('4242 4242 4242 4242');
  await shot(page, 'sandbox-3ds');
  await page.getByRole('button', { name: 'Onayla' }).click();

  await expect(page).toHaveURL(/\/store\/credit\/buy\?payment=/);
  await expect(page.getByTestId('payment-result')).toContainText(`${money(500_00)} kontör hesabınıza yüklendi.`);
  await expect(page.getByTestId('credit-balance')).toContainText(money(before + 500_00));
  await expect(page.getByTestId('payment-history')).toContainText('Başarılı');
  await shot(page, 'credit-result');
  expect((await store.get('/api/store/account')).balance).toBe(before + 500_00);

  // A declined card credits nothing and says so.
  await page.getByText('₺1.000,00').click();
  await page.getByRole('button', { name: 'Ödemeye geç' }).click();
  await page.getByLabel('Kart numarası').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Onayla' }).click();
  await expect(page.getByTestId('payment-result')).toContainText('ödeme gerçekleşmedi');
  expect((await store.get('/api/store/account')).balance).toBe(before + 500_00);
  await expect(page.getByTestId('payment-history')).toContainText('Kart bankaca reddedildi');
});

test('the usage page shows the day and the request, and the Excel export downloads', async ({ page, request }) => {
  const { requestNo } = await deliverOnePacket(request);
  await signInFast(page, 'store');
  await page.goto('/store/usage');
  await expect(page.getByRole('heading', { level: 1, name: 'Kullanım Geçmişi' })).toBeVisible();
  const table = page.getByTestId('usage-table');
  await expect(table.locator('tbody tr.ant-table-row').first()).toContainText('₺');
  await shot(page, 'usage-day');
  await page.getByText('Talep bazında').click();
  // the request by its readable number, no hex id
  await expect(table).toContainText(`Kurye talebi ${requestNo}`);
  await expect(table).not.toContainText('Kurye talebi #');
  await expect(table).toContainText('Kontör yükleme');
  await shot(page, 'usage-request');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: "Excel'e aktar" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^kullanim-talep-.*\.xlsx$/);
  const bytes = fs.readFileSync(await file.path());
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
});

test('a store requests an invoice, the accountant issues it, the PDF holds the number, the store and Turkish letters', async ({ browser, page, request }) => {
  const { storeName } = await deliverOnePacket(request);
  await signInFast(page, 'store');
  await page.goto('/store/usage?tab=invoices');
  await expect(page.getByRole('tab', { name: 'Fatura talepleri', selected: true })).toBeVisible();
  const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10).split('-').reverse().join('.');
  await page.getByRole('textbox', { name: 'Dönem' }).click();
  await page.getByRole('textbox', { name: 'Dönem' }).fill(today);
  await page.keyboard.press('Enter');
  await page.getByPlaceholder('Bitiş tarihi').fill(today);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Talep gönder' }).click();
  await expect(page.getByText('Fatura talebiniz muhasebeye iletildi.')).toBeVisible();
  const storeRows = page.getByTestId('invoice-request-table');
  await expect(storeRows.locator('tbody tr.ant-table-row').first()).toContainText('Bekliyor');
  await shot(page, 'store-invoices');

  const accountant = await browser.newPage();
  await signInFast(accountant, 'accountant');
  await accountant.goto('/accounting/accounting/invoice-requests');
  await expect(accountant.getByRole('heading', { level: 1, name: 'Fatura Talepleri' })).toBeVisible();
  const row = accountant.getByTestId('invoice-requests-table').locator('tbody tr.ant-table-row').filter({ hasText: 'Bekliyor' }).first();
  await row.getByRole('button', { name: /için fatura kes/ }).click();
  const dialog = accountant.getByRole('dialog', { name: 'Fatura kes' });
  await expect(dialog.getByTestId('issue-total')).toContainText('₺');
  await shot(accountant, 'accounting-issue');
  await dialog.getByRole('button', { name: 'Faturayı kes' }).click();
  await expect(accountant.getByText(/numaralı fatura kesildi/)).toBeVisible();
  await expect(accountant.getByTestId('invoice-requests-table')).toContainText(/KO\d{4}\d{6}/);
  await shot(accountant, 'accounting-list');
  await accountant.close();

  await page.reload();
  await expect(storeRows.locator('tbody tr.ant-table-row').first()).toContainText('Kesildi');
  const number = (await storeRows.locator('tbody tr.ant-table-row').first().textContent())!.match(/KO\d{10}/)![0];
  const download = page.waitForEvent('download');
  await storeRows.getByRole('button', { name: `${number} numaralı faturayı PDF olarak indir` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${number}.pdf`);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(fs.readFileSync(await file.path()))), { mergePages: true });
  expect(text).toContain(number);
  expect(text).toContain(storeName);
  // İ, ş and ğ print as themselves (the seller's details carry all three).
  expect(text).toContain('İstanbul');
  expect(text).toContain('Hizmetleri A.Ş.');
  expect(text).toContain('Caferağa');
});
